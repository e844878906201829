import { and, desc, eq, sql } from 'drizzle-orm';
import { maskEmail, maskPhone } from '../../../domain/mask.ts';
import type {
  MessageChannel,
  MessageCopy,
  MessagePage,
  MessageStatus,
  MessageSummary,
} from '../../../domain/notifications/outbox.ts';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { decodePosition, microsecondInstant, toPage } from '../../lib/keyset.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import type { Notifier } from './outbox.ts';

/** Messages per page of the Messages page. */
export const messagePageSize = 50;

/** A recipient as the Messages page shows it: `s***@example.ma`, `+2126****78`. */
export function maskRecipient(channel: MessageChannel, recipient: string): string {
  return channel === 'email' ? maskEmail(recipient) : maskPhone(recipient);
}

/**
 * The Messages page (platform admin, docs/product/design.md §6): messages newest first with channel,
 * event, status, attempts and last error, keyset-paginated on (created_at, id). Recipients are
 * masked; the payload is never returned. `cursor` is the `nextCursor` of the page before.
 * @throws AppError validationFailed for a cursor this server did not write (lib/keyset.ts).
 */
export async function listMessages(
  db: Database,
  filter: { status?: MessageStatus; channel?: MessageChannel },
  cursor?: string,
): Promise<MessagePage> {
  const after = cursor ? decodePosition(cursor, 'instant') : undefined;
  const rows = await db
    .select({
      id: messages.id,
      event: messages.event,
      channel: messages.channel,
      recipient: messages.recipient,
      locale: messages.locale,
      status: messages.status,
      attempts: messages.attempts,
      lastError: messages.lastError,
      provider: messages.provider,
      createdAt: messages.createdAt,
      cursorAt: microsecondInstant(sql`${messages.createdAt}`),
      sentAt: messages.sentAt,
      hasCopy: sql<boolean>`${messages.rendered} is not null`,
    })
    .from(messages)
    .where(
      and(
        filter.status ? eq(messages.status, filter.status) : undefined,
        filter.channel ? eq(messages.channel, filter.channel) : undefined,
        after
          ? sql`(${messages.createdAt}, ${messages.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(messagePageSize + 1);
  return toPage(
    rows,
    messagePageSize,
    ({ cursorAt: _cursor, ...row }): MessageSummary => ({
      ...row,
      recipient: maskRecipient(row.channel, row.recipient),
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }),
    (row) => [row.cursorAt, row.id],
  );
}

/**
 * The `log` provider's copy of a message: what would have been sent (demo mode).
 * @throws AppError notFound when the message does not exist or a real provider sent it.
 */
export async function getMessageCopy(db: Database, messageId: string): Promise<MessageCopy> {
  const [row] = await db
    .select({ rendered: messages.rendered })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!row?.rendered) throw notFound();
  return row.rendered as unknown as MessageCopy;
}

/**
 * The platform admin sends a failed message again: it goes back to `queued` with a new job,
 * in one transaction, and the retry is audited with the context's IP (ASVS 7.1).
 * @throws AppError notFound for an unknown message; conflict when it has not failed.
 */
export async function retryMessage(
  db: Database,
  notifier: Notifier,
  context: SignedInContext,
  messageId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ status: messages.status, event: messages.event })
      .from(messages)
      .where(eq(messages.id, messageId))
      .for('update');
    if (!message) throw notFound();
    if (message.status !== 'failed') throw new AppError('conflict');
    await tx
      .update(messages)
      .set({ status: 'queued', updatedAt: sql`now()` })
      .where(eq(messages.id, messageId));
    await notifier.requeue(tx, messageId);
    await recordAudit(tx, {
      action: 'message.retried',
      actorUserId: context.actor.userId,
      entityType: 'message',
      entityId: messageId,
      ipAddress: context.ip,
      details: { event: message.event },
    });
  });
}
