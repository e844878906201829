import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema } from './validation.ts';

/*
 * Request schemas of sign-up, sign-in and password change, shared by the web forms and the API
 * (docs/product/specification.md §3 payloads, fixed as docs/product/design.md §8 says). Objects are strict: an
 * unknown field is a 400, never silently dropped.
 */

/** POST /api/auth/signup — a driver creates an account and is signed in. */
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
