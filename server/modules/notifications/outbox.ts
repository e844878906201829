import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Language } from '../../../domain/languages.ts';
import type { MessageChannel, NotificationEvent } from '../../../domain/notifications/outbox.ts';
import type { Transaction } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { notificationQueue, transactionSql, type NotificationJob } from './job-queue.ts';

/** A message to send, as a business service describes it. */
export interface MessageDraft {
  event: NotificationEvent;
  /** The record the event is about: quote, agency, user, contact message… */
  recordId: string;
  /**
   * Distinguishes several messages of one event and record (a digest's time slot). Part of the
   * idempotency key.
   */
  slot?: string;
  channel: MessageChannel;
  /** E-mail address, or E.164 phone number for WhatsApp. */
  recipient: string;
  recipientUserId?: string | null;
  locale: Language;
  /** Template data: strings only (names, reference, `path` of the link, `url` of a secret link). */
  payload: Record<string, string>;
  /** Not before this instant (digests); default now. */
  startAfter?: Date;
}

/**
 * The idempotency key of a message, `<event>/<recordId>/<channel>/<recipient>` (docs/product/design.md §6).
 * The recipient appears as the first 16 hex digits of its SHA-256, so that the key, shown to
 * admins and sent to providers, holds no address.
 */
export function idempotencyKey(draft: MessageDraft): string {
  const recipient = createHash('sha256')
    .update(draft.recipient.trim().toLowerCase())
    .digest('hex')
    .slice(0, 16);
  const record = draft.slot ? `${draft.recordId}@${draft.slot}` : draft.recordId;
  return `${draft.event}/${record}/${draft.channel}/${recipient}`;
}

/** Writes messages and their send jobs together: the outbox (docs/product/design.md §6). */
export interface Notifier {
  /**
   * Inserts the messages and one pg-boss job each, in the caller's transaction: they commit or
   * roll back with the business change. A message whose idempotency key exists is skipped.
   * @returns the ids of the messages that were new.
   */
  enqueue(tx: Transaction, drafts: MessageDraft[]): Promise<string[]>;
  /** Queues one more attempt of a message (the admin's retry), in the caller's transaction. */
  requeue(tx: Transaction, messageId: string): Promise<void>;
}

/** The notifier over a started pg-boss. */
export function createNotifier(boss: PgBoss): Notifier {
  const insertJobs = async (tx: Transaction, jobs: { messageId: string; startAfter?: Date }[]) => {
    if (jobs.length === 0) return;
    await boss.insert(
      jobs.map(({ messageId, startAfter }) => ({
        name: notificationQueue,
        data: { messageId } satisfies NotificationJob,
        ...(startAfter ? { startAfter } : {}),
      })),
      { db: transactionSql(tx) },
    );
  };
  return {
    async enqueue(tx, drafts) {
      if (drafts.length === 0) return [];
      const rows = await tx
        .insert(messages)
        .values(
          drafts.map((draft) => ({
            idempotencyKey: idempotencyKey(draft),
            event: draft.event,
            recordId: draft.recordId,
            channel: draft.channel,
            recipient: draft.recipient,
            recipientUserId: draft.recipientUserId ?? null,
            locale: draft.locale,
            payload: draft.payload,
          })),
        )
        .onConflictDoNothing({ target: messages.idempotencyKey })
        .returning({ id: messages.id, key: messages.idempotencyKey });
      const startAfter = new Map(drafts.map((d) => [idempotencyKey(d), d.startAfter]));
      await insertJobs(
        tx,
        rows.map((row) => ({ messageId: row.id, startAfter: startAfter.get(row.key) })),
      );
      return rows.map((row) => row.id);
    },
    async requeue(tx, messageId) {
      await insertJobs(tx, [{ messageId }]);
    },
  };
}
