/**
 * Stable error codes of the API. Every error answer has the shape
 * `{ error: { code, message, fields? } }` (issue 2 item 10); `message` is already translated
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
  invalidResetLink: 400,
  contractDecided: 409,
  rateLimited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
