import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  consentsSchema,
  consentWithdrawalParamsSchema,
  eraseAccountSchema,
  personalDataExportSchema,
} from '../../../domain/accounts/personal-data.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { fieldError } from '../../lib/errors.ts';
import { isCurrentPassword } from '../accounts/index.ts';
import type { Auth } from '../auth/index.ts';
import { listConsents, withdrawConsent } from './consents.ts';
import { eraseDriverAccount } from './erasure.ts';
import { exportPersonalData } from './personal-data.ts';
import { authorizeErasureOnRequest, authorizeOwnData } from './privacy.policy.ts';

/**
 * The driver's data rights (law 09-08 art. 7 to 9; domain/accounts/personal-data.ts): the
 * download of everything held about them, their consents, the erasure of their account; and
 * the platform admin's erasure on a written request. Answers are `no-store`, as every API
 * answer (server/app.ts).
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/api/me/data',
    { schema: { response: { 200: personalDataExportSchema }, tags: ['privacy'] } },
    async (request) => {
      const { actor } = signedInContext(request);
      authorizeOwnData(actor);
      return exportPersonalData(db, actor.userId);
    },
  );

  app.get(
    '/api/me/consents',
    { schema: { response: { 200: consentsSchema }, tags: ['privacy'] } },
    async (request) => {
      const { actor } = signedInContext(request);
      authorizeOwnData(actor);
      return listConsents(db, actor.userId);
    },
  );

  app.post(
    '/api/me/consents/:kind/withdraw',
    {
      schema: {
        params: consentWithdrawalParamsSchema,
        response: { 200: consentsSchema },
        tags: ['privacy'],
      },
    },
    async (request) => {
      const context = signedInContext(request);
      authorizeOwnData(context.actor);
      return withdrawConsent(db, context, request.params.kind);
    },
  );

  app.post(
    '/api/me/erase',
    { schema: { body: eraseAccountSchema, response: { 204: z.void() }, tags: ['privacy'] } },
    async (request, reply) => {
      const context = signedInContext(request);
      const { userId } = authorizeOwnData(context.actor);
      if (!(await isCurrentPassword(db, userId, request.body.password))) {
        throw fieldError('password', 'wrongCurrentPassword');
      }
      await eraseDriverAccount({ db, revokeSessions: app.revokeSessions }, userId, {
        userId,
        ip: null,
      });
      // The session is gone from the database already; better-auth's sign-out only clears
      // the browser's cookies.
      const signedOut = await auth.api.signOut({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      return reply.header('set-cookie', signedOut.headers.getSetCookie()).code(204).send();
    },
  );

  app.post(
    '/api/users/:userId/erase',
    {
      schema: {
        params: z.strictObject({ userId: z.string().max(64) }),
        response: { 204: z.void() },
        tags: ['privacy'],
      },
    },
    async (request, reply) => {
      const context = signedInContext(request);
      const admin = authorizeErasureOnRequest(context.actor);
      await eraseDriverAccount({ db, revokeSessions: app.revokeSessions }, request.params.userId, {
        userId: admin.userId,
        ip: context.ip,
      });
      return reply.code(204).send();
    },
  );
};
