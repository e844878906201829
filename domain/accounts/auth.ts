import { z } from 'zod';
import { profileSchema } from './profile.ts';
import { emailSchema, newPasswordSchema, personNameSchema } from '../validation.ts';

/*
 * Request schemas of sign-up, sign-in and password change, shared by the web forms and the API
 * (docs/product/specification.md §3 payloads, fixed as docs/product/design.md §8 says). Objects are strict: an
 * unknown field is a 400, never silently dropped.
 */

/**
 * POST /api/auth/signup — a driver asks for an account. The answer is the same whether or not
 * the address has one (OWASP ASVS 2.5.x, account enumeration): the address's mailbox gets
 * either the confirmation link or a note that an account already exists.
 */
export const signupSchema = z
  .strictObject({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'passwordsMismatch',
  });
export type SignupInput = z.input<typeof signupSchema>;

/**
 * POST /api/auth/verify-email — the token of the confirmation link, read by /confirmer-email
 * from the link's fragment (never sent in a URL, so never in a log).
 */
export const verifyEmailSchema = z.strictObject({
  token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(2048),
});

/** POST /api/auth/verify-email/resend — a new confirmation link, same answer for any address. */
export const resendVerificationSchema = z.strictObject({ email: emailSchema });
export type ResendVerificationInput = z.input<typeof resendVerificationSchema>;

/** Where a person signs in: drivers at /login-page, staff at /adminLogin. */
export const portals = ['driver', 'backoffice'] as const;
export type Portal = (typeof portals)[number];

/** POST /api/auth/login. The password is not checked for length here: only the hash says. */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
  portal: z.enum(portals).default('driver'),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/me/password — docs/product/specification.md §3: currentPassword, newPassword, confirmPassword. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsMismatch',
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * The answer of sign-in, e-mail confirmation and GET /api/auth/session: the signed-in account's
 * profile, or null (no session; a link already used).
 */
export const sessionAnswerSchema = z.strictObject({ user: profileSchema.nullable() });
export type SessionAnswer = z.output<typeof sessionAnswerSchema>;

/** POST /api/auth/password-reset — "Mot de passe oublié ?" (docs/product/design.md §8). */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  portal: z.enum(['driver', 'backoffice']).default('driver'),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/complete — sets a new password with a single-use token. */
export const passwordResetSchema = z
  .strictObject({
    token: z.string().min(1, { error: 'required' }).max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsMismatch',
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
