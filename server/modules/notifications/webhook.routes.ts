import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageStatus } from '../../../domain/notifications.ts';
import type { Database } from '../../db/client.ts';
import { messageReceipts, messages } from '../../db/schema/index.ts';
import { findUnstorableText } from '../../lib/storable-text.ts';

/**
 * Verifies Meta's `X-Hub-Signature-256` header: `sha256=` and the HMAC-SHA256 of the raw body
 * with the app secret, compared in constant time (WhatsApp Cloud API webhooks, "Validating
 * payloads").
 */
export function validSignature(rawBody: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription check Meta sends (WhatsApp Cloud API webhooks, "Verification Requests"). */
const verificationQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const statusSchema = z.object({
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

/** Which of our states a delivery report may move a message from (never backwards). */
const advancesFrom: Record<'sent' | 'delivered' | 'read' | 'failed', MessageStatus[]> = {
  sent: ['sending', 'retrying'],
  delivered: ['sending', 'retrying', 'sent'],
  read: ['sending', 'retrying', 'sent', 'delivered'],
  failed: ['sending', 'retrying', 'sent'],
};

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
    { schema: { querystring: verificationQuerySchema, tags: ['webhooks'] } },
    async (request, reply) => {
      const query = request.query;
      // Compared as bytes: timingSafeEqual needs two buffers of one length.
      const given = Buffer.from(query['hub.verify_token'] ?? '');
      const expected = Buffer.from(verifyToken ?? '');
      if (
        verifyToken &&
        query['hub.mode'] === 'subscribe' &&
        given.length === expected.length &&
        timingSafeEqual(given, expected)
      ) {
        return reply.type('text/plain').send(query['hub.challenge'] ?? '');
      }
      return reply.code(403).send({ error: { code: 'forbidden' } });
    },
  );

  app.post('/api/webhooks/whatsapp', async (request, reply) => {
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
    request.log.info({ statuses: statuses.length, recorded }, 'whatsapp delivery statuses');
    return reply.code(200).send({ received: true });
  });
};
