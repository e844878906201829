import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  phoneCodeRequestSchema,
  phoneConfirmationSchema,
  type PhoneCodeSent,
} from '../../../domain/profile.schemas.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { signedInContext } from '../../lib/actor.ts';
import { authorizePhoneConfirmation } from './accounts.policy.ts';
import { notFound } from '../../lib/errors.ts';
import { findProfile } from './accounts.service.ts';
import {
  confirmPhone,
  sendPhoneCode,
  type PhoneConfirmation,
} from './phone-confirmation.service.ts';

/**
 * A driver confirms the number WhatsApp messages go to (decision 0019): a code is sent to it
 * (`POST /api/me/phone/code`), then typed back (`POST /api/me/phone/confirm`). Drivers only:
 * staff receive no WhatsApp messages.
 */
export const phoneConfirmationRoutes: FastifyPluginAsyncZod<PhoneConfirmation> = async (
  app,
  context,
) => {
  const { db } = context;

  app.post(
    '/api/me/phone/code',
    { schema: { body: phoneCodeRequestSchema, tags: ['accounts'] } },
    async (request, reply) => {
      const { actor } = signedInContext(request);
      authorizePhoneConfirmation(actor);
      const [account] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, actor.userId));
      if (!account) throw notFound();
      const { expiresAt } = await sendPhoneCode(
        context,
        { userId: actor.userId, locale: account.locale },
        request.body.phone,
        request.ip,
      );
      const sent: PhoneCodeSent = { phone: request.body.phone, expiresAt: expiresAt.toISOString() };
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/api/me/phone/confirm',
    { schema: { body: phoneConfirmationSchema, tags: ['accounts'] } },
    async (request) => {
      const { actor } = signedInContext(request);
      authorizePhoneConfirmation(actor);
      await confirmPhone(context, actor.userId, request.body, request.ip);
      const profile = await findProfile(db, actor.userId);
      if (!profile) throw notFound();
      return profile;
    },
  );
};
