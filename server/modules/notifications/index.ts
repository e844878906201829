/**
 * The notifications module's public entry: the outbox other modules write their messages to, inside their transaction, and the drafts of each business event (events.ts, reminder-events.ts).
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export {
  accountColumns,
  agencyDecisionDrafts,
  contactDrafts,
  emailTo,
  newOfferDrafts,
  offerRevisedDrafts,
  offerSelectedDrafts,
  passwordLinkDrafts,
  quoteSubmittedDrafts,
} from './events.ts';
export { quoteExpiringDrafts, renewalDueDrafts } from './reminder-events.ts';
export type { Notifier } from './outbox.ts';
export { standingColumns, standingOf } from './whatsapp-policy.ts';
export type { WhatsappStanding } from './whatsapp-policy.ts';
