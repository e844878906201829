import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import {
  loginSchema,
  resendVerificationSchema,
  signupSchema,
  verifyEmailSchema,
} from '../../../domain/auth.schemas.ts';
import { maskEmail } from '../../../domain/mask.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { Database } from '../../db/client.ts';
import type { AbuseLimits } from '../../config.ts';
import { accounts, agencies, users } from '../../db/schema/index.ts';
import { accessRefusalOf } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { languageFrom } from '../../lib/i18n.ts';
import { perIpLimit, registerRouteRateLimits } from '../../lib/rate-limit.ts';
import { findProfile } from '../accounts/accounts.service.ts';
import type { Notifier } from '../notifications/outbox.ts';
import type { Auth } from './better-auth.ts';
import {
  completeSignup,
  confirmationLinkState,
  resendVerificationLink,
} from './email-verification.ts';
import { releaseAttempt, reserveAttempt } from './login-limiter.ts';
import { hashPassword, verifyPassword } from './password.ts';

let dummy: Promise<string> | undefined;
/** A hash no password matches, verified for unknown addresses so they take as long. */
const dummyHash = () => (dummy ??= hashPassword(randomUUID()));

/**
 * Sign-up with a confirmed e-mail address, sign-in, sign-out and the current session
 * (docs/product/specification.md §2 /login-page and /adminLogin; decision 0023).
 * Thin routes over better-auth: validation, throttling and audit happen here. A wrong password
 * and an unknown address get the same answer; only the right password of an account that may
 * not sign in (deactivated, agency suspended, pending or refused) learns why
 * (docs/decisions/0016-session-revocation-and-notification-reads.md), and so does the right
 * password typed at the other portal (a driver at /adminLogin, staff at /login-page): told
 * where to sign in instead of "wrong password".
 */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  notifier: Notifier;
  publicUrl: string;
  limits: AbuseLimits;
}> = async (app, { db, auth, notifier, publicUrl, limits }) => {
  await registerRouteRateLimits(app, db);
  const verification = { db, notifier, secret: auth.options.secret as string, publicUrl };

  app.post(
    '/api/auth/signup',
    {
      schema: { body: signupSchema, tags: ['auth'] },
      config: perIpLimit({ max: limits.signupsPerAddressHour, windowMinutes: 60 }),
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      // The same answer, at once, whether or not the address has an account: what differs is
      // the e-mail its mailbox gets (completeSignup), so neither the answer nor its time tells
      // anyone which addresses have an account (OWASP ASVS 2.5.x).
      await reply.code(202).send({ accepted: true });
      await app.afterAnswer.run(request, async () => {
        const outcome = await completeSignup(
          {
            ...verification,
            createAccount: () => auth.api.signUpEmail({ body: { name, email, password } }),
          },
          // The account keeps the language the person signed up in (decision 0008).
          { name, email, password, locale: languageFrom(request.headers['accept-language']) },
        );
        await recordAudit(db, {
          action: 'auth.signup',
          ipAddress: request.ip,
          details: { email: maskEmail(email), outcome },
        });
      });
      return reply;
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: { body: verifyEmailSchema, tags: ['auth'] },
      config: perIpLimit({ max: 30, windowMinutes: 15 }),
    },
    async (request, reply) => {
      const { token } = request.body;
      const link = await confirmationLinkState(db, token);
      // A second click: the address stays confirmed, and the link signs no one in again.
      if (link.state === 'confirmed') return { user: null };
      if (link.state !== 'current') throw new AppError('invalidVerificationLink');
      let verified;
      try {
        verified = await auth.api.verifyEmail({
          query: { token },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
      } catch (error) {
        // A forged, altered or expired token, or an account gone since.
        if (error instanceof APIError && error.status === 'UNAUTHORIZED')
          throw new AppError('invalidVerificationLink');
        throw error;
      }
      reply.header('set-cookie', verified.headers.getSetCookie());
      await recordAudit(db, {
        action: 'auth.emailVerified',
        actorUserId: link.userId,
        ipAddress: request.ip,
      });
      return { user: await findProfile(db, link.userId) };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: { body: resendVerificationSchema, tags: ['auth'] },
      config: perIpLimit({ max: 10, windowMinutes: 60 }),
    },
    async (request, reply) => {
      const { email } = request.body;
      await reply.code(202).send({ accepted: true });
      await app.afterAnswer.run(request, async () => {
        const sent = await resendVerificationLink(verification, email);
        await recordAudit(db, {
          action: 'auth.verificationResent',
          ipAddress: request.ip,
          details: { email: maskEmail(email), sent },
        });
      });
      return reply;
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
          emailVerified: users.emailVerified,
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
