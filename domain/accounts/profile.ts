import { z } from 'zod';
import { phoneCodeLimits } from '../limits.ts';
import { languages } from '../languages.ts';
import { roles } from './roles.ts';
import {
  ageInYears,
  isoDateSchema,
  personNameSchema,
  phoneSchema,
  referenceIdSchema,
} from '../validation.ts';

/*
 * The account profile (docs/product/specification.md §2 Profile, §3 "Profile update"): Vos Informations tab.
 * A partial update (PATCH): a field left out is left as it is; an optional field sent empty
 * (null or an empty string) is cleared.
 */

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToNull, schema.nullable().optional());

/** PATCH /api/me — what a person may change about themself. The e-mail is not changed here. */
export const updateProfileSchema = z.strictObject({
  name: personNameSchema.optional(),
  firstName: optional(personNameSchema),
  lastName: optional(personNameSchema),
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
export const profileAgencySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  cityId: z.number().int(),
  insurerId: z.number().int(),
});
export type ProfileAgency = z.output<typeof profileAgencySchema>;

/**
 * What a person receives besides what every account gets (docs/product/design.md §6): a driver's WhatsApp
 * consent (given in the quote form, withdrawn here); agency staff's selection e-mails and
 * hourly digest of new quotes; managers' weekly report. The answer of PUT /api/me/notifications.
 */
export const notificationPreferencesAnswerSchema = z.strictObject({
  whatsappOptIn: z.boolean(),
  whatsappOptInAt: z
    .string()
    .nullable()
    .describe('When the consent was given (ISO instant), or null.'),
  notifySelections: z.boolean(),
  notifyNewQuotes: z.boolean(),
  notifyWeeklyReport: z.boolean().describe('Managers: the Monday e-mail of last week’s figures.'),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesAnswerSchema>;

/** GET /api/me and GET /api/users/:userId. Dates are `YYYY-MM-DD`; phone is E.164. */
export const profileSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  phoneConfirmed: z
    .boolean()
    .describe(
      'True when `phone` was confirmed with a code sent to it (decision 0019): WhatsApp may use it.',
    ),
  birthDate: z.string().nullable(),
  cityId: z.number().int().nullable(),
  professionId: z.number().int().nullable(),
  conventionId: z.number().int().nullable(),
  locale: z
    .enum(languages)
    .describe(
      'Interface language chosen for the account (decision 0008), also used for its e-mails.',
    ),
  agency: profileAgencySchema.nullable(),
  notifications: notificationPreferencesAnswerSchema,
});
export type Profile = z.output<typeof profileSchema>;

/**
 * PUT /api/me/notifications. WhatsApp consent can only be withdrawn here: it is given with its
 * wording in the quote form. Staff settings apply to agency staff only, the weekly report to
 * managers only.
 */
export const notificationPreferencesSchema = z.strictObject({
  whatsappOptIn: z.literal(false).optional(),
  notifySelections: z.boolean().optional(),
  notifyNewQuotes: z.boolean().optional(),
  notifyWeeklyReport: z.boolean().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesSchema>;

/**
 * A confirmation code as typed: the digits may be Arabic-Indic (٠–٩, ۰–۹, as Arabic keyboards
 * type them) and spaced; the parsed value is the code's ASCII digits.
 */
export const phoneCodeSchema = z
  .string({ error: 'required' })
  .transform((value) =>
    value
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
      .replace(/[\s-]/g, ''),
  )
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .regex(new RegExp(`^\\d{${phoneCodeLimits.digits}}$`), { error: 'invalidCode' }),
  );

/** POST /api/me/phone/code — send a confirmation code by WhatsApp to this number. */
export const phoneCodeRequestSchema = z.strictObject({ phone: phoneSchema });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

/** The answer to a code request: the number (E.164) and when its code stops working. */
export const phoneCodeSentSchema = z.strictObject({ phone: z.string(), expiresAt: z.string() });
export type PhoneCodeSent = z.output<typeof phoneCodeSentSchema>;

/** POST /api/me/phone/confirm — the number and the code it received. */
export const phoneConfirmationSchema = z.strictObject({
  phone: phoneSchema,
  code: phoneCodeSchema,
});
export type PhoneConfirmationInput = z.input<typeof phoneConfirmationSchema>;

/** The parsed profile update: empty fields are null, the phone is E.164. */
export type UpdateProfileData = z.output<typeof updateProfileSchema>;
