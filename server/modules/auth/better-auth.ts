import type { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { passwordLimits } from '../../../domain/limits.ts';
import type { Database } from '../../db/client.ts';
import { contextStorages } from '../../lib/context-storages.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  captureCompletedReset,
  captureResetToken,
  endPasswordLinks,
  keepOnlyNewestLink,
  passwordLinkMinutes,
  storedIdentifier,
} from './password-links.ts';
import { withSessionTokenDigests } from './session-tokens.ts';
import { confirmAccountEmail } from '../accounts/index.ts';

/** Session lifetime for drivers: 7 days, extended once a day while used. */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

/**
 * Builds the better-auth instance: e-mail + password accounts, sessions stored in the database
 * (their tokens as SHA-256 digests, decision 0022) behind an HttpOnly cookie (`mq.session_token`,
 * SameSite=Lax, Secure behind HTTPS), argon2id hashing. Its HTTP routes are not mounted: the API's own thin routes call `auth.api`, so every
 * endpoint keeps one validation and error format (docs/decisions/0002-auth-through-own-routes.md).
 * Each `auth.api` and `auth.handler` call runs counted by `contextStorages`, which disables
 * better-auth's AsyncLocalStorages between calls (lib/context-storages.ts); `auth.$context`
 * (the internal adapter) is not counted, and the app does not use it.
 */
export function createAuth(options: { db: Database; secret: string; baseURL: string }) {
  const auth = betterAuth({
    appName: 'Moqarana',
    secret: options.secret,
    baseURL: options.baseURL,
    telemetry: { enabled: false },
    // Failed sign-ins are already logged and audited by our routes, with the e-mail masked.
    // Only better-auth's message is kept: its extra arguments carry query parameters, which
    // can hold an e-mail address (law 09-08: nothing personal in logs).
    logger: {
      level: 'error',
      log: (level, message) => {
        // A sign-up that lost the race for its address to another (the unique index refused
        // its insert) is expected: completeSignup answers it; any other failure it rethrows.
        const said = message === 'Failed to create user' ? 'warn' : level;
        process.stderr.write(
          `${JSON.stringify({ level: said, source: 'better-auth', msg: message })}\n`,
        );
      },
    },
    // Session tokens are kept as digests, as link tokens are (session-tokens.ts, decision 0022).
    database: withSessionTokenDigests(
      drizzleAdapter(options.db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      // A sign-up opens no session: the account signs in once its address is confirmed
      // (email-verification.ts; decision 0023).
      autoSignIn: false,
      minPasswordLength: passwordLimits.min,
      maxPasswordLength: passwordLimits.max,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      // Password links (reset, new staff accounts): single use, 30 minutes, and a reset signs
      // the account out everywhere (docs/product/design.md §8; ASVS 2.5.1, 3.3.3).
      resetPasswordTokenExpiresIn: passwordLinkMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await keepOnlyNewestLink(options.db, user.id, token);
        captureResetToken(token);
      },
      onPasswordReset: async ({ user }) => {
        await endPasswordLinks(options.db, user.id);
        // The link came by e-mail: whoever used it reads that mailbox, which confirms it.
        await confirmAccountEmail(options.db, user.id);
        captureCompletedReset(user.id);
      },
    },
    // The confirmation link of a sign-up signs its driver in, once (email-verification.ts).
    // Moqarana mails the links itself (through the outbox), so better-auth sends none.
    emailVerification: { autoSignInAfterVerification: true },
    // Link tokens are kept as digests (password-links.ts `storedIdentifier`).
    verification: { storeIdentifier: { hash: storedIdentifier } },
    session: { expiresIn: sessionLifetimeSeconds, updateAge: 24 * 60 * 60 },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'mq',
      useSecureCookies: options.baseURL.startsWith('https://'),
      database: { generateId: () => randomUUID() },
    },
  });
  return {
    ...auth,
    api: contextStorages.counted(auth.api),
    // Not mounted (the API's own routes call `auth.api`), counted all the same.
    handler: (request: Request) => contextStorages.run(() => auth.handler(request)),
  };
}

/**
 * better-auth's storages (the endpoint's context, the request's state, the adapter's
 * transaction), made once for the process and counted by `contextStorages`.
 */
export const betterAuthStorages: Promise<AsyncLocalStorage<unknown>[]> = Promise.all([
  getCurrentAuthContextAsyncLocalStorage(),
  getRequestStateAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
]).then((storages) => {
  for (const storage of storages) contextStorages.add(storage as AsyncLocalStorage<unknown>);
  return storages as AsyncLocalStorage<unknown>[];
});

export type Auth = ReturnType<typeof createAuth>;
