import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema } from '../../../domain/contact.schemas.ts';
import { maskEmail } from '../../../domain/mask.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/outbox.ts';
import { contactDrafts } from '../notifications/events.ts';
import { languageFrom } from '../../lib/i18n.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { perIpLimit, registerRouteRateLimits, withinLimit } from '../../lib/rate-limit.ts';

/** Messages one address may send per window: the form is rate limited per IP. */
export const contactRateLimit = { max: 5, windowMinutes: 10 } as const;

/**
 * Acknowledgements one e-mail address may receive per window, whoever writes: the per-IP limit
 * does not stop many callers from flooding one mailbox. The message itself always reaches the
 * operator.
 */
export const acknowledgementsPerAddress = { max: 3, windowMinutes: 60 } as const;

/**
 * POST /api/contact — the contact form (docs/product/specification.md §2 Contact page; docs/product/design.md §8). Anyone may
 * write; a signed-in person's message is linked to their account. The message is stored in one
 * insert, with the operator's e-mail and the sender's acknowledgement queued in the same
 * transaction (docs/product/design.md §6), at most `acknowledgementsPerAddress` acknowledgements an hour
 * to one address; a filled honeypot gets the same 201 and stores nothing. Five messages
 * per IP address per 10 minutes, then 429 with Retry-After.
 */
export const contactRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  operatorEmail: string;
}> = async (app, { db, notifier, operatorEmail }) => {
  await registerRouteRateLimits(app, db);

  app.post(
    '/api/contact',
    {
      schema: { body: contactMessageSchema, tags: ['contact'] },
      config: perIpLimit(contactRateLimit),
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      if (website) {
        request.log.info('contact message dropped: honeypot filled');
        return reply.code(201).send({ received: true });
      }
      const userId = request.actor?.userId ?? null;
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
          ipAddress: request.ip,
          details: { email: maskEmail(message.email) },
        });
        if (!row) throw new Error('contact insert returned nothing');
        const language = languageFrom(request.headers['accept-language']);
        await notifier.enqueue(
          tx,
          contactDrafts(row.id, message, language, operatorEmail, acknowledge),
        );
      });
      return reply.code(201).send({ received: true });
    },
  );
};
