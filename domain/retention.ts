import type { MessageStatus } from './notifications/outbox.ts';

/*
 * How long Moqarana keeps personal data it no longer needs (law 09-08, art. 3: data kept no
 * longer than its purpose requires). The retention job (server/modules/retention) enforces these
 * periods, and the privacy page (politique de confidentialité) states them from these constants.
 */

/**
 * How many days before a quote's validity ends its driver, who has offers and has not chosen,
 * is reminded once (e-mail; WhatsApp if they opted in), so the offers are not lost unseen
 * (`expiryReminderDue`, quotes/lifecycle.ts). Here, without dependencies, so that the privacy
 * page can state it without loading the lifecycle's schemas.
 */
export const expiryReminderDays = 3;

/** A quote draft nobody has touched for this many days is deleted, with what it holds. */
export const draftRetentionDays = 30;

/**
 * This many days after a message was sent (or cancelled before sending), its content (names,
 * reference, links, the provider's copy, the last error) and its recipient's address are
 * erased; its event, channel, status and dates stay, for the Messages page's history.
 */
export const messageContentRetentionDays = 30;

/**
 * Message statuses after which nothing more is sent: their content may be erased. A failed
 * message is kept whole, since the platform admin may send it again.
 */
export const erasableMessageStatuses = [
  'sent',
  'delivered',
  'read',
  'cancelled',
] as const satisfies readonly MessageStatus[];

/**
 * A quote that did not end in a confirmed contract is anonymised this many months after its
 * validity ends (server/modules/privacy `anonymiseQuoteRecords`): its driver's names, CIN,
 * contact and plate are emptied, dates reduced to their year; prices and guarantees stay for
 * the agencies' statistics.
 */
export const unchosenQuoteRetentionMonths = 12;

/** A message sent through the contact form is deleted this many months after it was sent. */
export const contactMessageRetentionMonths = 12;

/**
 * The audit log (sign-ins, sensitive actions) is kept this many years, its entries holding
 * personal data only masked (server/lib/audit.ts), then deleted.
 */
export const auditRetentionYears = 5;

/** The periods above by name, as the privacy page interpolates them into its text. */
export const retentionPeriods = {
  expiryReminderDays,
  draftRetentionDays,
  messageContentRetentionDays,
  unchosenQuoteRetentionMonths,
  contactMessageRetentionMonths,
  auditRetentionYears,
};
