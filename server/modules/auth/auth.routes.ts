import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  loginSchema,
  resendVerificationSchema,
  sessionAnswerSchema,
  signupSchema,
  verifyEmailSchema,
} from '../../../domain/accounts/auth.ts';
import { acceptedSchema } from '../../../domain/answers.ts';
import type { Database } from '../../db/client.ts';
import type { AbuseLimits } from '../../config.ts';
import { requestContext } from '../../lib/actor.ts';
import { perIpLimit, registerRouteRateLimits } from '../../lib/rate-limit.ts';
import type { Notifier } from '../notifications/index.ts';
import type { Auth } from './better-auth.ts';
import {
  resendVerification,
  sessionUser,
  signIn,
  signOut,
  signUp,
  verifyEmail,
  type AuthDeps,
} from './auth.service.ts';

/**
 * Sign-up with a confirmed e-mail address, sign-in, sign-out and the current session
 * (docs/product/specification.md §2 /login-page and /adminLogin; decision 0023), open to
 * visitors. Thin routes over auth.service.ts (validation, throttling and audit there): each
 * parses its body, answers at once where the answer must not depend on the address (sign-up,
 * resend: a neutral 202, the work after it), and passes on better-auth's cookies.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  notifier: Notifier;
  publicUrl: string;
  limits: AbuseLimits;
}> = async (app, { db, auth, notifier, publicUrl, limits }) => {
  await registerRouteRateLimits(app, db);
  const deps: AuthDeps = { db, auth, notifier, publicUrl, revokeSessions: app.revokeSessions };

  app.post(
    '/api/auth/signup',
    {
      schema: { body: signupSchema, response: { 202: acceptedSchema }, tags: ['auth'] },
      config: perIpLimit({ max: limits.signupsPerAddressHour, windowMinutes: 60 }),
    },
    async (request, reply) => {
      const context = requestContext(request);
      await reply.code(202).send({ accepted: true });
      await app.afterAnswer.run(request, () => signUp(deps, context, request.body));
      return reply;
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: { body: verifyEmailSchema, response: { 200: sessionAnswerSchema }, tags: ['auth'] },
      config: perIpLimit({ max: 30, windowMinutes: 15 }),
    },
    async (request, reply) => {
      const { cookies, user } = await verifyEmail(
        deps,
        requestContext(request),
        request.body.token,
        fromNodeHeaders(request.headers),
      );
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { user };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: {
        body: resendVerificationSchema,
        response: { 202: acceptedSchema },
        tags: ['auth'],
      },
      config: perIpLimit({ max: 10, windowMinutes: 60 }),
    },
    async (request, reply) => {
      const context = requestContext(request);
      await reply.code(202).send({ accepted: true });
      await app.afterAnswer.run(request, () =>
        resendVerification(deps, context, request.body.email),
      );
      return reply;
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: sessionAnswerSchema }, tags: ['auth'] } },
    async (request, reply) => {
      const { cookies, user } = await signIn(
        deps,
        requestContext(request),
        request.body,
        fromNodeHeaders(request.headers),
      );
      reply.header('set-cookie', cookies);
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 204: z.void() }, tags: ['auth'] } },
    async (request, reply) => {
      const cookies = await signOut(
        deps,
        requestContext(request),
        fromNodeHeaders(request.headers),
      );
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionAnswerSchema }, tags: ['auth'] } },
    async (request) => ({
      user: await sessionUser(db, requestContext(request)),
    }),
  );
};
