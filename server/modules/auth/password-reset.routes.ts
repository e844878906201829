import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetRequestSchema, passwordResetSchema } from '../../../domain/accounts/auth.ts';
import { z } from 'zod';
import { acceptedSchema } from '../../../domain/answers.ts';
import type { Database } from '../../db/client.ts';
import { requestContext } from '../../lib/actor.ts';
import { perIpLimit, registerRouteRateLimits } from '../../lib/rate-limit.ts';
import type { Auth } from './better-auth.ts';
import type { Notifier } from '../notifications/index.ts';
import { requestPasswordReset, resetPassword } from './auth.service.ts';

/** Reset requests one address may make per window (ASVS 2.5.x: no mass link issuing). */
export const passwordResetRateLimit = { max: 5, windowMinutes: 15 } as const;

/** Password changes through a link one address may attempt per window (a token guessed or not). */
export const passwordResetCompletionRateLimit = { max: 20, windowMinutes: 15 } as const;

/**
 * "Mot de passe oublié ?" on /login-page and /adminLogin (docs/product/design.md §8), open to
 * visitors: the same 202 whether or not the address has an account, answered before any work
 * that depends on the address (OWASP ASVS 2.5.x); a single-use link valid 30 minutes, sent by
 * e-mail (auth.service.ts). In demo mode the platform admin's Messages page shows the e-mail.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  notifier: Notifier;
  publicUrl: string;
}> = async (app, { db, auth, notifier, publicUrl }) => {
  await registerRouteRateLimits(app, db);
  const deps = { db, auth, notifier, publicUrl, revokeSessions: app.revokeSessions };

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: acceptedSchema },
        tags: ['auth'],
      },
      config: perIpLimit(passwordResetRateLimit),
    },
    async (request, reply) => {
      const context = requestContext(request);
      await reply.code(202).send({ accepted: true });
      await app.afterAnswer.run(request, () => requestPasswordReset(deps, context, request.body));
      return reply;
    },
  );

  app.post(
    '/api/auth/password-reset/complete',
    {
      schema: { body: passwordResetSchema, response: { 204: z.void() }, tags: ['auth'] },
      config: perIpLimit(passwordResetCompletionRateLimit),
    },
    async (request, reply) => {
      await resetPassword(deps, requestContext(request), request.body);
      return reply.code(204).send();
    },
  );
};
