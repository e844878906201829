import type { ContactMessageInput } from '../../../domain/contact/contact-message.ts';
import { maskEmail } from '../../../domain/mask.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { RequestContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { withinLimit } from '../../lib/rate-limit.ts';
import { contactDrafts, type Notifier } from '../notifications/index.ts';

/**
 * Acknowledgements one e-mail address may receive per window, whoever writes: the per-IP limit
 * does not stop many callers from flooding one mailbox. The message itself always reaches the
 * operator.
 */
export const acknowledgementsPerAddress = { max: 3, windowMinutes: 60 } as const;

/**
 * Receives a contact form message (docs/product/specification.md §2 Contact page;
 * docs/product/design.md §8). A filled honeypot (`website`) stores nothing. Otherwise the
 * message is stored, linked to the signed-in sender's account if any, and audited with the IP,
 * with the operator's e-mail and the sender's acknowledgement (in the request's language) queued
 * in the same transaction (docs/product/design.md §6); at most `acknowledgementsPerAddress`
 * acknowledgements an hour reach one address.
 * @returns whether the message was stored or dropped as a bot's.
 */
export async function receiveContactMessage(
  deps: { db: Database; notifier: Notifier; operatorEmail: string },
  context: RequestContext,
  { website, ...message }: ContactMessageInput,
): Promise<'stored' | 'dropped'> {
  if (website) return 'dropped';
  const { db } = deps;
  const userId = context.actor?.userId ?? null;
  const acknowledge = await withinLimit(
    db,
    `contact-ack:${message.email}`,
    acknowledgementsPerAddress,
  );
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, userId })
      .returning({ id: contactMessages.id });
    await recordAudit(tx, {
      action: 'contact.received',
      actorUserId: userId,
      entityType: 'contact_message',
      entityId: row?.id,
      ipAddress: context.ip,
      details: { email: maskEmail(message.email) },
    });
    if (!row) throw new Error('contact insert returned nothing');
    await deps.notifier.enqueue(
      tx,
      contactDrafts(row.id, message, context.language, deps.operatorEmail, acknowledge),
    );
  });
  return 'stored';
}
