import { z } from 'zod';
import { phoneSchema } from './phone.ts';
import type { Language } from './languages.ts';
import type { Role } from './roles.ts';
import { ageInYears, isoDateSchema, referenceIdSchema, requiredText } from './validation.ts';

/*
 * The account profile (spec §2 Profile, §3 "Profile update"): Vos Informations tab.
 * A partial update (PATCH): a field left out is left as it is; an optional field sent empty
 * (null or an empty string) is cleared.
 */

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToNull, schema.nullable().optional());

/** PATCH /api/me — what a person may change about themself. The e-mail is not changed here. */
export const updateProfileSchema = z.strictObject({
  name: requiredText(100).optional(),
  firstName: optional(requiredText(100)),
  lastName: optional(requiredText(100)),
  phone: optional(phoneSchema),
  birthDate: optional(
    isoDateSchema.refine((value) => ageInYears(value) >= 18, { error: 'tooYoung' }),
  ),
  cityId: optional(referenceIdSchema),
  professionId: optional(referenceIdSchema),
  conventionId: optional(referenceIdSchema),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** The agency a staff account belongs to, as shown in its profile. */
export interface ProfileAgency {
  id: string;
  name: string;
  cityId: number;
  insurerId: number;
}

/** GET /api/me and GET /api/users/:userId. Dates are `YYYY-MM-DD`; phone is E.164. */
export interface Profile {
  id: string;
  name: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  birthDate: string | null;
  cityId: number | null;
  professionId: number | null;
  conventionId: number | null;
  /** Interface language chosen for the account (decision 0008), also used for its e-mails. */
  locale: Language;
  agency: ProfileAgency | null;
  notifications: NotificationPreferences;
}

/**
 * What a person receives besides what every account gets (DESIGN.md §6): a driver's WhatsApp
 * consent (given in the quote form, withdrawn here); agency staff's selection e-mails and
 * hourly digest of new quotes.
 */
export interface NotificationPreferences {
  whatsappOptIn: boolean;
  /** When the consent was given (ISO instant), or null. */
  whatsappOptInAt: string | null;
  notifySelections: boolean;
  notifyNewQuotes: boolean;
}

/**
 * PUT /api/me/notifications. WhatsApp consent can only be withdrawn here: it is given with its
 * wording in the quote form. Staff settings apply to agency staff only.
 */
export const notificationPreferencesSchema = z.strictObject({
  whatsappOptIn: z.literal(false).optional(),
  notifySelections: z.boolean().optional(),
  notifyNewQuotes: z.boolean().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesSchema>;

/** The parsed profile update: empty fields are null, the phone is E.164. */
export type UpdateProfileData = z.output<typeof updateProfileSchema>;
