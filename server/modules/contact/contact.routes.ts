import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema } from '../../../domain/contact/contact-message.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/index.ts';
import { requestContext } from '../../lib/actor.ts';
import { perIpLimit, registerRouteRateLimits } from '../../lib/rate-limit.ts';
import { receiveContactMessage } from './contact.service.ts';

/** Messages one address may send per window: the form is rate limited per IP. */
export const contactRateLimit = { max: 5, windowMinutes: 10 } as const;

/**
 * POST /api/contact — the contact form (docs/product/specification.md §2 Contact page;
 * docs/product/design.md §8). Anyone may write; a signed-in person's message is linked to their
 * account (contact.service.ts). A filled honeypot gets the same 201. Five messages per IP
 * address per 10 minutes, then 429 with Retry-After.
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
      schema: {
        body: contactMessageSchema,
        response: { 201: z.strictObject({ received: z.literal(true) }) },
        tags: ['contact'],
      },
      config: perIpLimit(contactRateLimit),
    },
    async (request, reply) => {
      const outcome = await receiveContactMessage(
        { db, notifier, operatorEmail },
        requestContext(request),
        request.body,
      );
      if (outcome === 'dropped') request.log.info('contact message dropped: honeypot filled');
      return reply.code(201).send({ received: true });
    },
  );
};
