import { z } from 'zod';

/*
 * The driver's rights over their personal data (law 09-08, articles 7 to 9: access,
 * rectification, opposition; docs/product/design.md §9): what "Mes données" downloads and
 * shows, the consents it lists and withdraws, and the erasure of the account.
 */

/**
 * A value of an exported row: what PostgreSQL holds, as JSON (dates `YYYY-MM-DD`, instants
 * ISO 8601 UTC, money in centimes, JSON columns as objects).
 */
export type ExportedValue = string | number | boolean | null | { [key: string]: unknown };

/**
 * The sections of the export, one per kind of record, in the order "Mes données" shows them.
 * Each section's rows are the rows of one table (or one table's rows as the driver's quotes
 * reach them), with the columns that describe the driver: no password hash, no token.
 */
export const personalDataSections = [
  'account',
  'consents',
  'quotes',
  'drivers',
  'vehicles',
  'guaranteeChoices',
  'offers',
  'contracts',
  'contractCalls',
  'surveys',
  'draft',
  'messages',
  'contactMessages',
  'sessions',
  'signIns',
  'phoneCodes',
] as const;
export type PersonalDataSection = (typeof personalDataSections)[number];

const exportedRowSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), z.unknown())]),
);

/** GET /api/me/data — everything the product holds about the caller. */
export const personalDataExportSchema = z.strictObject({
  /** Bumped when a section's shape changes, so a reader of old downloads can tell. */
  formatVersion: z.literal(1),
  generatedAt: z.string().describe('When the export was read (ISO instant).'),
  sections: z.array(
    z.strictObject({ section: z.enum(personalDataSections), rows: z.array(exportedRowSchema) }),
  ),
});
export type PersonalDataExport = z.output<typeof personalDataExportSchema>;

/**
 * The consents a driver gives and may withdraw (law 09-08 article 9, opposition):
 * - `whatsapp`: messages by WhatsApp, given in the quote form with its wording;
 * - `reminderEmails`: the reminder e-mails (offers about to expire, renewal), on by default
 *   since they serve the quote the driver asked for, withdrawable at any time;
 * - `reviewPublication`: showing a survey answer to other drivers, given per survey.
 * The terms accepted with each quote are a consent too, listed but not withdrawable here: the
 * quote exists because of them (the account's erasure withdraws them).
 */
export const consentKinds = ['whatsapp', 'reminderEmails', 'reviewPublication'] as const;
export type ConsentKind = (typeof consentKinds)[number];

/** One consent as "Mes données" lists it. */
export const consentSchema = z.strictObject({
  kind: z.enum([...consentKinds, 'quoteTerms']),
  active: z.boolean(),
  givenAt: z.string().nullable().describe('When it was given (ISO instant), or null.'),
  version: z.string().nullable().describe('The wording version the driver saw, or null.'),
  /** The quote it belongs to (quote terms, review publication), or null for the account. */
  quoteReference: z.string().nullable(),
});
export type Consent = z.output<typeof consentSchema>;

/** GET /api/me/consents and the answer of a withdrawal. */
export const consentsSchema = z.array(consentSchema);

/** POST /api/me/consents/:kind/withdraw — the consent to withdraw (all its quotes at once). */
export const consentWithdrawalParamsSchema = z.strictObject({ kind: z.enum(consentKinds) });

/**
 * POST /api/me/erase — the account's erasure, confirmed by the current password (ASVS 2.2:
 * re-authentication before a sensitive operation). Wrong password: 400 `validationFailed` on `password` (`wrongCurrentPassword`),
 * nothing erased.
 */
export const eraseAccountSchema = z.strictObject({
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
});
export type EraseAccountInput = z.input<typeof eraseAccountSchema>;
