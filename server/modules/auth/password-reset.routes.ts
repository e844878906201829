import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
} from '../../../domain/back-office.schemas.ts';
import { maskEmail } from '../../../domain/mask.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { perIpLimit, registerRouteRateLimits } from '../../lib/rate-limit.ts';
import type { Auth } from './better-auth.ts';
import type { Notifier } from '../notifications/outbox.ts';
import { completePasswordReset, mailPasswordLink } from './password-links.ts';

/** Reset requests one address may make per window (ASVS 2.5.x: no mass link issuing). */
export const passwordResetRateLimit = { max: 5, windowMinutes: 15 } as const;

/**
 * "Mot de passe oublié ?" on /login-page and /adminLogin (docs/product/design.md §8): the
 * same 202 whether or not the address has an account; a single-use link valid 30 minutes, sent
 * by e-mail. In demo mode the platform admin's Messages page shows the e-mail.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  notifier: Notifier;
  publicUrl: string;
}> = async (app, { db, auth, notifier, publicUrl }) => {
  await registerRouteRateLimits(app, db);

  app.post(
    '/api/auth/password-reset',
    {
      schema: { body: passwordResetRequestSchema, tags: ['auth'] },
      config: perIpLimit(passwordResetRateLimit),
    },
    async (request, reply) => {
      const { email, portal } = request.body;
      // The answer leaves before any work that depends on the address, so that its time says
      // nothing of whether an account has it (OWASP ASVS 2.5.x, account enumeration).
      await reply.code(202).send({ accepted: true });
      await app.afterAnswer.run(request, async () => {
        const sent = await mailPasswordLink(
          {
            db,
            notifier,
            publicUrl,
            requestReset: (address) => auth.api.requestPasswordReset({ body: { email: address } }),
          },
          email,
          'password.reset',
        );
        await recordAudit(db, {
          action: 'auth.password.resetRequested',
          ipAddress: request.ip,
          details: { email: maskEmail(email), portal, accountFound: sent },
        });
      });
      return reply;
    },
  );

  app.post(
    '/api/auth/password-reset/complete',
    {
      schema: { body: passwordResetSchema, tags: ['auth'] },
      config: perIpLimit({ max: 20, windowMinutes: 15 }),
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      let userId: string | null;
      try {
        userId = await completePasswordReset(() =>
          auth.api.resetPassword({ body: { token, newPassword } }),
        );
      } catch (error) {
        if (error instanceof APIError && error.status === 'BAD_REQUEST')
          throw new AppError('invalidResetLink');
        throw error;
      }
      if (userId) {
        // better-auth deleted the account's sessions; every process forgets them.
        await app.revokeSessions({ userId });
        const [account] = await db
          .select({ agencyId: users.agencyId })
          .from(users)
          .where(eq(users.id, userId));
        await recordAudit(db, {
          action: 'auth.password.reset',
          actorUserId: userId,
          agencyId: account?.agencyId ?? null,
          ipAddress: request.ip,
        });
      }
      return reply.code(204).send();
    },
  );
};
