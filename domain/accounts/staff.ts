import { z } from 'zod';
import { roles } from './roles.ts';
import { emailSchema, personNameSchema } from '../validation.ts';

/*
 * An agency's staff accounts, as its manager creates and manages them in Gestion des Comptes
 * (requests and `response` schemas; instants ISO 8601 UTC).
 */

/** POST /api/agency/staff — a manager creates an agent account (Gestion des Comptes). */
export const createStaffSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;

/** POST /api/agency/staff/:userId/status — deactivate or reactivate an account. */
export const staffStatusSchema = z.strictObject({ active: z.boolean({ error: 'required' }) });

/** A staff account as Gestion des Comptes lists it. */
export const staffAccountSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  createdAt: z.string(),
});

/** The answer of POST /api/agency/staff: the account, and whether its password link was mailed. */
export const createdStaffSchema = z.strictObject({
  account: staffAccountSchema,
  linkSent: z.boolean(),
});

/** The answer of POST /api/agency/staff/:userId/status. */
export const staffStatusResultSchema = z.strictObject({ active: z.boolean() });

/** The answer of POST /api/agency/staff/:userId/password-link: whether it was mailed. */
export const staffLinkResultSchema = z.strictObject({ linkSent: z.boolean() });

/** A staff account as Gestion des Comptes lists it (`staffAccountSchema`). */
export type StaffAccount = z.output<typeof staffAccountSchema>;

/** What a manager gets once after creating an account or resetting its password. */
export interface PasswordLink {
  /** The single-use link to set the password, valid `validMinutes`. */
  url: string;
  validMinutes: number;
}
