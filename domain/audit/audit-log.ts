import { z } from 'zod';
import { pageSchema } from '../paging.ts';

/**
 * Every action the audit log records (docs/product/design.md §9, ASVS 7.1), in one list: the
 * server records only these, and "Votre travail" and the platform log name each of them in
 * every language (web/i18n/<language>/back-office.ts, `backOffice.audit.actions`).
 */
/**
 * The kinds of record an audit entry may name (its `entityType`); the logs name each of them in
 * every language (`backOffice.audit.records`).
 */
export const auditRecordTypes = ['agency', 'contact_message', 'message', 'quote', 'user'] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

export const auditActions = [
  'account.created',
  'account.deactivated',
  'account.reactivated',
  'account.passwordLinkIssued',
  'account.notifications',
  'account.erased',
  'agency.registered',
  'agency.registration.refused',
  'agency.approve',
  'agency.reject',
  'agency.suspend',
  'agency.reactivate',
  'agency.openingHoursChanged',
  'auth.login.success',
  'auth.login.failure',
  'auth.login.refused',
  'auth.logout',
  'auth.signup',
  'auth.emailVerified',
  'auth.verificationResent',
  'auth.password.change',
  'auth.password.reset',
  'auth.password.resetRequested',
  'consent.whatsapp.withdrawn',
  'consent.reminderEmails.withdrawn',
  'consent.reviewPublication.withdrawn',
  'contact.received',
  'contract.call',
  'contract.callAssigned',
  'contract.confirmed',
  'contract.lost',
  'contract.renewalOffered',
  'message.retried',
  'offer.priced',
  'offer.autoPriced',
  'offer.revised',
  'offer.fromRenewal',
  'phone.code.sent',
  'phone.confirmed',
  'quote.submitted',
  'quote.selected',
  'quote.cancelled',
  'tariff.saved',
  'tariff.leviesSaved',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One line of the audit log as managers and the platform admin read it. */
export const auditRowSchema = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable().describe('Personal data in it is masked.'),
});

/** The answer of GET /api/audit. */
export const auditPageSchema = pageSchema(auditRowSchema);

/** One line of the audit log as managers and the platform admin read it (`auditRowSchema`). */
export type AuditRow = z.output<typeof auditRowSchema>;
