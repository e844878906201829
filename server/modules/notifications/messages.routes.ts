import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageChannels,
  messageCopySchema,
  messagePageSchema,
  messageRetriedSchema,
  messageStatuses,
} from '../../../domain/notifications/outbox.ts';
import type { Database } from '../../db/client.ts';
import type { FastifyRequest } from 'fastify';
import { signedInContext, type SignedInContext } from '../../lib/actor.ts';
import { authorizeMessages } from './messages.policy.ts';
import { getMessageCopy, listMessages, retryMessage } from './messages.service.ts';
import type { Notifier } from './outbox.ts';

const messageParams = z.strictObject({ messageId: z.uuid() });

/**
 * The platform admin's Messages page (docs/product/design.md §6): list with filters, the `log` provider's
 * copy of a message, and a retry of a failed one. Every other role gets 404.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  /** The caller, who must be the platform admin (messages.policy.ts). */
  const admin = (request: FastifyRequest): SignedInContext => {
    const context = signedInContext(request);
    authorizeMessages(context.actor);
    return context;
  };

  app.get(
    '/api/admin/messages',
    {
      schema: {
        querystring: z.strictObject({
          status: z.enum(messageStatuses).optional(),
          channel: z.enum(messageChannels).optional(),
          cursor: z.string().max(200).optional(),
        }),
        response: { 200: messagePageSchema },
        tags: ['notifications'],
      },
    },
    async (request) => {
      admin(request);
      const { cursor, ...filter } = request.query;
      return listMessages(db, filter, cursor);
    },
  );

  app.get(
    '/api/admin/messages/:messageId/copy',
    {
      schema: {
        params: messageParams,
        response: { 200: messageCopySchema },
        tags: ['notifications'],
      },
    },
    async (request) => {
      admin(request);
      return getMessageCopy(db, request.params.messageId);
    },
  );

  app.post(
    '/api/admin/messages/:messageId/retry',
    {
      schema: {
        params: messageParams,
        response: { 202: messageRetriedSchema },
        tags: ['notifications'],
      },
    },
    async (request, reply) => {
      await retryMessage(db, notifier, admin(request), request.params.messageId);
      return reply.code(202).send({ status: 'queued' });
    },
  );
};
