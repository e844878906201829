import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  messageChannels,
  messageStatuses,
  type MessageChannel,
  type MessageStatus,
  type NotificationEvent,
} from '../../../domain/notifications/outbox.ts';
import type { Language } from '../../../domain/languages.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { users } from './auth.ts';

/**
 * The notifications outbox and its history (docs/product/design.md §6, decision 0010). A row is written in the
 * same transaction as the business change that causes it, with the pg-boss job that will send it;
 * the worker then moves it through `queued → sending → sent` (or `retrying`, `failed`,
 * `cancelled`), and WhatsApp's webhook on to `delivered` and `read`.
 *
 * - `idempotencyKey` `<event>/<recordId>/<channel>/<recipient hash>` is unique: the same event
 *   for the same person on the same channel is one message, however often it is enqueued.
 * - `payload` holds what the template needs (names, reference, links), rendered at send time.
 * - `rendered` keeps the `log` provider's copy (demo mode) so an admin can read what would have
 *   been sent; a real provider's messages keep none.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull().unique(),
    event: text().$type<NotificationEvent>().notNull(),
    /** The record the event is about (quote, agency, account, contact message, digest hour). */
    recordId: text().notNull(),
    channel: text({ enum: messageChannels }).$type<MessageChannel>().notNull(),
    /** E-mail address, or E.164 phone number for WhatsApp. Masked wherever it is shown. */
    recipient: text().notNull(),
    recipientUserId: text().references(() => users.id, { onDelete: 'set null' }),
    locale: text({ enum: ['fr', 'en', 'ar'] })
      .$type<Language>()
      .notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: messageStatuses }).$type<MessageStatus>().notNull().default('queued'),
    /** Sending attempts started (a crash mid-send counts as one). */
    attempts: smallint().notNull().default(0),
    lastError: text(),
    provider: text(),
    providerMessageId: text(),
    rendered: jsonb().$type<Record<string, unknown>>(),
    /** When the current attempt claimed the message; a claim older than the lease is stale. */
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_by_provider_message_id')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('messages_by_created').on(t.createdAt.desc(), t.id.desc()),
    index('messages_by_status_created').on(t.status, t.createdAt.desc(), t.id.desc()),
    // "Offres prêtes" digests: the last one of a quote.
    index('messages_by_event_record').on(t.event, t.recordId, t.createdAt.desc()),
    check('messages_attempts', sql`${t.attempts} >= 0`),
    check('messages_channel', sql`${t.channel} in (${literalList(messageChannels)})`),
    check('messages_status', sql`${t.status} in (${literalList(messageStatuses)})`),
  ],
);

/**
 * Delivery statuses reported by WhatsApp's webhook, one row per message and status: Meta
 * retries webhooks, and a status received twice is recorded once.
 */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    providerMessageId: text().notNull(),
    status: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    errorCode: integer(),
    errorTitle: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerMessageId, t.status] })],
);
