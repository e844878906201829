import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import { loginSchema, signupSchema } from '../../../domain/auth.schemas.ts';
import { maskEmail } from '../../../domain/mask.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { Database } from '../../db/client.ts';
import { accounts, agencies, users } from '../../db/schema/index.ts';
import { accessRefusalOf } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { languageFrom } from '../../lib/i18n.ts';
import { findProfile } from '../accounts/accounts.service.ts';
import type { Auth } from './better-auth.ts';
import { releaseAttempt, reserveAttempt } from './login-limiter.ts';
import { hashPassword, verifyPassword } from './password.ts';

let dummy: Promise<string> | undefined;
/** A hash no password matches, verified for unknown addresses so they take as long. */
const dummyHash = () => (dummy ??= hashPassword(randomUUID()));

/**
 * Sign-up, sign-in, sign-out and the current session (docs/product/specification.md §2 /login-page and /adminLogin).
 * Thin routes over better-auth: validation, throttling and audit happen here. A wrong password
 * and an unknown address get the same answer; only the right password of an account that may
 * not sign in (deactivated, agency suspended, pending or refused) learns why
 * (docs/decisions/0016-session-revocation-and-notification-reads.md), and so does the right
 * password typed at the other portal (a driver at /adminLogin, staff at /login-page): told
 * where to sign in instead of "wrong password".
 */
export const authRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.post(
    '/api/auth/signup',
    { schema: { body: signupSchema, tags: ['auth'] } },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing.length > 0)
        throw new AppError('emailTaken', { fields: { email: 'emailTaken' } });
      try {
        const { headers, response } = await auth.api.signUpEmail({
          body: { name, email, password },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        reply.header('set-cookie', headers.getSetCookie());
        // The account keeps the language the person signed up in (decision 0008).
        await db
          .update(users)
          .set({ locale: languageFrom(request.headers['accept-language']) })
          .where(eq(users.id, response.user.id));
        await recordAudit(db, {
          action: 'auth.signup',
          actorUserId: response.user.id,
          ipAddress: request.ip,
        });
        return reply.code(201).send({ user: await findProfile(db, response.user.id) });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides, the loser gets a 409.
        if (error instanceof APIError && error.status === 'UNPROCESSABLE_ENTITY') {
          throw new AppError('emailTaken', { fields: { email: 'emailTaken' } });
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, tags: ['auth'] } },
    async (request, reply) => {
      const { email, password, portal } = request.body;
      const waitMinutes = await reserveAttempt(db, email, request.ip);
      if (waitMinutes > 0) {
        throw new AppError('rateLimited', {
          params: { minutes: waitMinutes },
          retryAfterSeconds: waitMinutes * 60,
        });
      }
      // A failed guess keeps the attempt reserveAttempt counted.
      const fail = async (): Promise<never> => {
        await recordAudit(db, {
          action: 'auth.login.failure',
          ipAddress: request.ip,
          details: { email: maskEmail(email), portal },
        });
        throw new AppError('invalidCredentials');
      };

      const [account] = await db
        .select({
          id: users.id,
          role: users.role,
          active: users.active,
          agencyStatus: agencies.status,
          agencyId: users.agencyId,
          passwordHash: accounts.password,
        })
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .leftJoin(
          accounts,
          and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')),
        )
        .where(eq(users.email, email));
      // A driver's account at the back office's portal, or staff's at the drivers' one.
      const otherPortal =
        account && (portal === 'backoffice') !== isStaffRole(account.role)
          ? isStaffRole(account.role)
            ? 'staffAccount'
            : 'driverAccount'
          : null;
      const refusal = otherPortal ?? (account ? accessRefusalOf(account) : null);
      if (!account || refusal) {
        // The password is checked (against a dummy hash for an unknown address) whatever is
        // wrong, so neither the answer nor its time reveals which accounts exist.
        const right = await verifyPassword(account?.passwordHash ?? (await dummyHash()), password);
        if (!account || !right || !refusal) return fail();
        // The right password of an inactive account, or of the other portal's account: the
        // reason is said, to its owner only. Not a failed guess (the account's counter does not
        // grow) nor a sign-in (it is not cleared either), so it neither locks the owner out nor
        // helps anyone guess.
        await releaseAttempt(db, email, request.ip, 'refused');
        await recordAudit(db, {
          action: 'auth.login.refused',
          actorUserId: account.id,
          agencyId: account.agencyId,
          ipAddress: request.ip,
          details: { portal, reason: refusal },
        });
        throw new AppError(refusal);
      }

      let signedIn;
      try {
        signedIn = await auth.api.signInEmail({
          body: { email, password, rememberMe: request.body.rememberMe ?? true },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
      } catch (error) {
        if (error instanceof APIError && error.status === 'UNAUTHORIZED') return fail();
        throw error;
      }
      await releaseAttempt(db, email, request.ip, 'signedIn');
      await recordAudit(db, {
        action: 'auth.login.success',
        actorUserId: account.id,
        agencyId: account.agencyId,
        ipAddress: request.ip,
        details: { portal },
      });
      reply.header('set-cookie', signedIn.headers.getSetCookie());
      return { user: await findProfile(db, account.id) };
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.actor) {
      const { headers } = await auth.api.signOut({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      reply.header('set-cookie', headers.getSetCookie());
      await app.revokeSessions({ sessionId: request.actor.sessionId });
      await recordAudit(db, {
        action: 'auth.logout',
        actorUserId: request.actor.userId,
        agencyId: request.actor.agencyId,
        ipAddress: request.ip,
      });
    }
    return reply.code(204).send();
  });

  app.get('/api/auth/session', { schema: { tags: ['auth'] } }, async (request) => {
    return { user: request.actor ? await findProfile(db, request.actor.userId) : null };
  });
};
