import { and, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import pRetry from 'p-retry';
import { isConnectionLost, type Database } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { DeliveryContext } from './worker.ts';

/*
 * The outbox's bookkeeping around one delivery (decision 0010): the batch's claim, the check of
 * messages another attempt is sending, and the guard that keeps an erased message's content
 * erased. Every write here is retried when its connection was lost (`recorded`).
 */

/**
 * The message's content was erased while it was being sent (its driver erased their account:
 * `erasedMessageContent`, server/modules/retention, empties the recipient): the attempt in
 * flight records its outcome without writing anything personal back, and it is never claimed
 * again.
 */
export const contentErased = sql<boolean>`(${messages.recipient} = '')`;

/** `value` unless the message's content was erased meanwhile (`contentErased`), else null. */
export const unlessErased = (value: SQL) =>
  sql`case when ${contentErased} then null else ${value} end`;

/**
 * Runs a write of the outbox's bookkeeping (or a read it depends on) again when its connection
 * was lost (`isConnectionLost`: a failover, a terminated backend), up to 5 more times over about
 * 1.5 s: the pool opens a new connection at once. A `sent` lost after the mail left would let a
 * later attempt send it again; a claim or a failure lost would leave the message unsent with
 * its job done. Every write here is idempotent for its message (same status, same values).
 */
export const recorded = <T>(write: () => Promise<T>): Promise<T> =>
  pRetry(write, { ...bookkeepingRetries, shouldRetry: ({ error }) => isConnectionLost(error) });

/** How often, and how soon, a bookkeeping write is tried again: 5 more times over about 1.5 s. */
export const bookkeepingRetries = { retries: 5, minTimeout: 50, factor: 2 };

/** A message of the outbox as its claim returns it. */
export type ClaimedMessage = typeof messages.$inferSelect;

/**
 * Claims the messages of a batch in one statement (decision 0010): each becomes `sending`,
 * attempts + 1, unless it is already sent, failed or cancelled, or another attempt holds a
 * claim younger than the lease.
 * @returns the claimed messages by id; an id absent from it was not claimed.
 */
export async function claimMessages(
  context: DeliveryContext,
  messageIds: readonly string[],
): Promise<Map<string, ClaimedMessage>> {
  const claimed = await recorded(() =>
    context.db
      .update(messages)
      .set({
        status: 'sending',
        attempts: sql`${messages.attempts} + 1`,
        claimedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          inArray(messages.id, [...messageIds]),
          ne(messages.recipient, ''),
          or(
            inArray(messages.status, ['queued', 'retrying']),
            and(
              eq(messages.status, 'sending'),
              lt(messages.claimedAt, sql`now() - make_interval(secs => ${context.leaseSeconds})`),
            ),
          ),
        ),
      )
      .returning(),
  );
  return new Map(claimed.map((message) => [message.id, message]));
}

/** Of these messages, those another attempt is sending now (its claim is within the lease). */
export async function messagesBeingSent(
  db: Database,
  messageIds: readonly string[],
): Promise<Set<string>> {
  if (!messageIds.length) return new Set();
  const rows = await recorded(() =>
    db
      .select({ id: messages.id })
      .from(messages)
      .where(and(inArray(messages.id, [...messageIds]), eq(messages.status, 'sending'))),
  );
  return new Set(rows.map((row) => row.id));
}
