import { z } from 'zod';
import { pageSchema } from '../paging.ts';

/*
 * Notifications by e-mail and WhatsApp (docs/product/design.md §6): the events, channels and
 * message states shared by the server, its worker and the platform admin's Messages page.
 */

/**
 * What happened, as it names a message (the first part of its idempotency key):
 * - `quote.submitted`: the driver's acknowledgement with the reference;
 * - `offers.ready`: the first offer on a quote; `offers.digest`: later offers, at most hourly;
 * - `offer.revised`: an agency revised an offer the driver had already seen (e-mail only);
 * - `quote.expiring`: offers about to expire unchosen (the expiry reminder);
 * - `offer.selected`: the driver's confirmation; `offer.selected.agency`: the chosen agency's staff;
 * - `contract.renewal`: a contract's renewal is due in 30 or 7 days (its slot), with the
 *   one-click re-compare and the bonus guardian (docs/product/renewal.md);
 * - `quotes.digest`: new quotes of the city for staff who opted in, at most hourly;
 * - `performance.weekly`: last week's figures against the week before, to each agency's
 *   managers on Monday morning (docs/product/agency-day.md);
 * - `agency.registered` / `agency.approved` / `agency.rejected`: the agency's manager;
 * - `account.created` / `password.reset`: the person, with a single-use link;
 * - `account.verify`: the address given at sign-up, with the link that confirms it;
 *   `account.exists`: an account's owner, when someone signs up again with its address;
 * - `contact.received`: the operator; `contact.acknowledged`: the sender;
 * - `phone.code`: the code that confirms a driver's phone number, by WhatsApp only.
 */
export const notificationEvents = [
  'quote.submitted',
  'offers.ready',
  'offers.digest',
  'offer.revised',
  'quote.expiring',
  'offer.selected',
  'offer.selected.agency',
  'contract.renewal',
  'quotes.digest',
  'performance.weekly',
  'agency.registered',
  'agency.approved',
  'agency.rejected',
  'account.created',
  'password.reset',
  'account.verify',
  'account.exists',
  'contact.received',
  'contact.acknowledged',
  'phone.code',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** Events that only ever go by WhatsApp, and so have no e-mail texts. */
export const whatsappOnlyEvents = ['phone.code'] as const satisfies NotificationEvent[];

/** Events that may go by e-mail: each has its e-mail texts in every language. */
export type EmailEvent = Exclude<NotificationEvent, (typeof whatsappOnlyEvents)[number]>;

export function isEmailEvent(event: NotificationEvent): event is EmailEvent {
  return !(whatsappOnlyEvents as readonly NotificationEvent[]).includes(event);
}

/** Every event that may go by e-mail. */
export const emailEvents: readonly EmailEvent[] = notificationEvents.filter(isEmailEvent);

export const messageChannels = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * A message's state. `queued` waits for the worker; `sending` is an attempt in progress (or one
 * cut short by a crash, until its lease ends); `retrying` waits for its next attempt after a
 * temporary error; `sent` was accepted by the provider (`delivered` and `read` come from the
 * WhatsApp webhook); `failed` gave up (permanent error or attempts exhausted) and can be retried
 * by the platform admin; `cancelled` was not sent because its consent was withdrawn.
 */
export const messageStatuses = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'delivered',
  'read',
  'failed',
  'cancelled',
] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Version of the WhatsApp opt-in wording shown in the driver form (law 09-08 consent record). */
export const whatsappConsentVersion = 'whatsapp-2026-11';

/** One row of the Messages page (platform admin). The recipient is masked; instants ISO 8601 UTC. */
export const messageSummarySchema = z.strictObject({
  id: z.string(),
  event: z.enum(notificationEvents),
  channel: z.enum(messageChannels),
  recipient: z.string().describe('Masked.'),
  locale: z.string(),
  status: z.enum(messageStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  provider: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  hasCopy: z.boolean().describe('True when the `log` provider kept a copy that can be opened.'),
});
export type MessageSummary = z.output<typeof messageSummarySchema>;

/** GET /api/admin/messages: a page of messages, newest first. */
export const messagePageSchema = pageSchema(messageSummarySchema);
export type MessagePage = z.output<typeof messagePageSchema>;

/** The `log` provider's copy of a message: an e-mail or a WhatsApp Cloud API request body. */
export const messageCopySchema = z.discriminatedUnion('channel', [
  z.strictObject({
    channel: z.literal('email'),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
  }),
  z.strictObject({ channel: z.literal('whatsapp'), request: z.record(z.string(), z.unknown()) }),
]);
export type MessageCopy = z.output<typeof messageCopySchema>;

/** The answer of POST /api/admin/messages/:messageId/retry: the message is queued again. */
export const messageRetriedSchema = z.strictObject({ status: z.literal('queued') });
