import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { findUnstorableText } from '../../lib/storable-text.ts';
import { recordDeliveryStatuses, type DeliveryStatus } from './delivery-statuses.service.ts';
import { validSignature, validSubscription } from './webhook.policy.ts';

/** The subscription check Meta sends (WhatsApp Cloud API webhooks, "Verification Requests"). */
const verificationQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const statusSchema: z.ZodType<DeliveryStatus> = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string().regex(/^\d{1,12}$/),
  // The code is stored in an `integer` column.
  errors: z.array(z.object({ code: z.int32(), title: z.string().max(500).optional() })).optional(),
});

const notificationSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({ statuses: z.array(z.unknown()).optional() }).passthrough(),
        }),
      ),
    }),
  ),
});

/**
 * The webhook's own refusals, answered to Meta without the app's error handler: a bare code,
 * no translated message (403 on the challenge, 401 on a bad signature, 400 on a bad body).
 */
const refusalSchema = z.strictObject({
  error: z.strictObject({ code: z.enum(['forbidden', 'invalidSignature', 'validationFailed']) }),
});

/**
 * WhatsApp's webhook (decision 0010), outside the session and same-origin rules (Meta calls
 * it, server to server):
 * - `GET` answers the subscription challenge when `hub.verify_token` is WHATSAPP_VERIFY_TOKEN;
 * - `POST` accepts delivery statuses only with a valid `X-Hub-Signature-256` (401 and nothing
 *   recorded otherwise), records each (message id, status) once, and moves the message forward.
 *   Statuses of unknown messages and other fields (incoming messages) are acknowledged and
 *   ignored, as Meta expects a 200 for everything it may not resend.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{
  db: Database;
  appSecret: string | undefined;
  verifyToken: string | undefined;
}> = async (app, { db, appSecret, verifyToken }) => {
  // The signature covers the bytes Meta sent: keep them, parse after verifying.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/webhooks/whatsapp',
    {
      schema: {
        querystring: verificationQuerySchema,
        response: {
          200: {
            content: {
              'text/plain': {
                schema: z.string().describe('`hub.challenge`, as Meta sent it.'),
              },
            },
          },
          403: refusalSchema,
        },
        tags: ['webhooks'],
      },
    },
    async (request, reply) => {
      const query = request.query;
      const subscription = { mode: query['hub.mode'], verifyToken: query['hub.verify_token'] };
      if (validSubscription(subscription, verifyToken)) {
        return reply.type('text/plain').send(query['hub.challenge'] ?? '');
      }
      return reply.code(403).send({ error: { code: 'forbidden' } });
    },
  );

  app.post(
    '/api/webhooks/whatsapp',
    {
      schema: {
        response: {
          200: z.strictObject({ received: z.literal(true) }),
          400: refusalSchema,
          401: refusalSchema,
        },
        tags: ['webhooks'],
      },
    },
    async (request, reply) => {
      const raw = request.body;
      if (
        !appSecret ||
        !Buffer.isBuffer(raw) ||
        !validSignature(raw, request.headers['x-hub-signature-256'], appSecret)
      ) {
        return reply.code(401).send({ error: { code: 'invalidSignature' } });
      }
      let parsed: z.infer<typeof notificationSchema>;
      try {
        const json: unknown = JSON.parse(raw.toString('utf8'));
        // Parsed here, after the signature: the app's check of request bodies saw only bytes.
        if (findUnstorableText(json) !== null) throw new Error('unstorable text');
        parsed = notificationSchema.parse(json);
      } catch {
        return reply.code(400).send({ error: { code: 'validationFailed' } });
      }
      const statuses = parsed.entry
        .flatMap((entry) => entry.changes)
        .flatMap((change) => change.value.statuses ?? [])
        .map((status) => statusSchema.safeParse(status))
        .flatMap((result) => (result.success ? [result.data] : []));
      const recorded = await recordDeliveryStatuses(db, statuses);
      request.log.info({ statuses: statuses.length, recorded }, 'whatsapp delivery statuses');
      return reply.code(200).send({ received: true });
    },
  );
};
