/**
 * Stable error codes of the API. Every error answer has the shape
 * `{ error: { code, message, fields? } }` (docs/product/design.md §7); `message` is already translated
 * for the caller, `fields` maps a dotted field path to its translated message.
 */
export const errorCodes = {
  validationFailed: 400,
  invalidCredentials: 401,
  unauthenticated: 401,
  forbiddenOrigin: 403,
  notFound: 404,
  emailTaken: 409,
  conflict: 409,
  idempotencyKeyRequired: 400,
  quoteClosed: 409,
  offerExpired: 409,
  offerUnavailable: 409,
  invalidResetLink: 400,
  invalidVerificationLink: 400,
  emailNotVerified: 403,
  contractDecided: 409,
  renewalRequested: 409,
  offerChanged: 409,
  accountDeactivated: 403,
  agencySuspended: 403,
  agencyPending: 403,
  agencyRejected: 403,
  driverAccount: 403,
  staffAccount: 403,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/**
 * Why an account with the right password, or a session that was valid, may not use the app:
 * the account was deactivated by its agency's manager, its agency is not active (suspended,
 * awaiting approval, refused), or a driver's e-mail address was never confirmed through the
 * link sent at sign-up. Each is also an error code. An open session answers it (401). The
 * sign-in answers it (403) only with the right password and only for an account whose address
 * was proven; an account anyone could have created by typing someone else's address (never
 * confirmed, or staff of an agency still pending) answers as a wrong password does, so the
 * form reveals nothing about whether an address has an account (decision 0025).
 */
export const accessRefusals = [
  'accountDeactivated',
  'agencySuspended',
  'agencyPending',
  'agencyRejected',
  'emailNotVerified',
] as const satisfies readonly ErrorCode[];

export type AccessRefusal = (typeof accessRefusals)[number];

export function isAccessRefusal(value: unknown): value is AccessRefusal {
  return typeof value === 'string' && (accessRefusals as readonly string[]).includes(value);
}

/**
 * The JSON body of every error answer. `reason` comes with `unauthenticated` (401) when the
 * session still exists but its account or agency was made inactive since sign-in, so the open
 * page can say why it was signed out.
 */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    reason?: AccessRefusal;
  };
}
