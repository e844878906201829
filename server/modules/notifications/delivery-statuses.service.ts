import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageStatus } from '../../../domain/notifications/outbox.ts';
import type { Database } from '../../db/client.ts';
import { messageReceipts, messages } from '../../db/schema/index.ts';

/** One delivery status of WhatsApp's webhook (WhatsApp Cloud API, "statuses" object). */
export interface DeliveryStatus {
  /** The provider's message id (`messages.provider_message_id`). */
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Seconds since the Unix epoch, as digits. */
  timestamp: string;
  errors?: { code: number; title?: string | undefined }[] | undefined;
}

/** Which of our states a delivery report may move a message from (never backwards). */
const advancesFrom: Record<DeliveryStatus['status'], MessageStatus[]> = {
  sent: ['sending', 'retrying'],
  delivered: ['sending', 'retrying', 'sent'],
  read: ['sending', 'retrying', 'sent', 'delivered'],
  failed: ['sending', 'retrying', 'sent'],
};

/**
 * Records WhatsApp's delivery statuses (decision 0010): each (message id, status) once in
 * `message_receipts`, and the message moves forward to it, never backwards, with the provider's
 * first error kept. A status of an unknown message is recorded and moves nothing.
 * @returns how many statuses were new.
 */
export async function recordDeliveryStatuses(
  db: Database,
  statuses: readonly DeliveryStatus[],
): Promise<number> {
  let recorded = 0;
  for (const status of statuses) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(messageReceipts)
        .values({
          providerMessageId: status.id,
          status: status.status,
          occurredAt: new Date(Number(status.timestamp) * 1000),
          errorCode: status.errors?.[0]?.code ?? null,
          errorTitle: status.errors?.[0]?.title ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: messageReceipts.providerMessageId });
      if (inserted.length === 0) return;
      recorded += 1;
      const error = status.errors?.[0];
      await tx
        .update(messages)
        .set({
          status: status.status,
          updatedAt: sql`now()`,
          ...(error ? { lastError: `whatsapp ${error.code}: ${error.title ?? ''}`.trim() } : {}),
        })
        .where(
          and(
            eq(messages.providerMessageId, status.id),
            inArray(messages.status, advancesFrom[status.status]),
          ),
        );
    });
  }
  return recorded;
}
