import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  phoneCodeRequestSchema,
  phoneCodeSentSchema,
  phoneConfirmationSchema,
  profileSchema,
  type PhoneCodeSent,
} from '../../../domain/accounts/profile.ts';
import { signedInContext, type SignedInContext } from '../../lib/actor.ts';
import { authorizePhoneConfirmation } from './accounts.policy.ts';
import {
  confirmPhone,
  sendPhoneCode,
  type PhoneConfirmation,
} from './phone-confirmation.service.ts';

/**
 * A driver confirms the number WhatsApp messages go to (decision 0019): a code is sent to it
 * (`POST /api/me/phone/code`), then typed back (`POST /api/me/phone/confirm`). Drivers only:
 * staff receive no WhatsApp messages (accounts.policy.ts).
 */
export const phoneConfirmationRoutes: FastifyPluginAsyncZod<PhoneConfirmation> = async (
  app,
  deps,
) => {
  /** The caller, who must be a driver. */
  const driver = (request: FastifyRequest): SignedInContext => {
    const context = signedInContext(request);
    authorizePhoneConfirmation(context.actor);
    return context;
  };

  app.post(
    '/api/me/phone/code',
    {
      schema: {
        body: phoneCodeRequestSchema,
        response: { 202: phoneCodeSentSchema },
        tags: ['accounts'],
      },
    },
    async (request, reply) => {
      const { expiresAt } = await sendPhoneCode(deps, driver(request), request.body.phone);
      const sent: PhoneCodeSent = { phone: request.body.phone, expiresAt: expiresAt.toISOString() };
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/api/me/phone/confirm',
    {
      schema: {
        body: phoneConfirmationSchema,
        response: { 200: profileSchema },
        tags: ['accounts'],
      },
    },
    async (request) => confirmPhone(deps, driver(request), request.body),
  );
};
