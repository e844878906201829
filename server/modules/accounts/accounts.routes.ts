import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { changePasswordSchema } from '../../../domain/accounts/auth.ts';
import {
  notificationPreferencesAnswerSchema,
  notificationPreferencesSchema,
  profileSchema,
  updateProfileSchema,
} from '../../../domain/accounts/profile.ts';
import { languages } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import type { Auth } from '../auth/index.ts';
import {
  changeOwnPassword,
  ownProfile,
  readAccount,
  saveNotificationPreferences,
  setAccountLocale,
  updateOwnProfile,
} from './accounts.service.ts';

/**
 * The caller's own profile, password and interface language (docs/product/specification.md §2 /user-profile; decision 0008),
 * and reading an account. Every route is for a signed-in caller; which preferences a role has
 * and whose account one may read are the accounts policy's (accounts.policy.ts).
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/api/me',
    { schema: { response: { 200: profileSchema }, tags: ['accounts'] } },
    async (request) => ownProfile(db, signedInContext(request)),
  );

  app.patch(
    '/api/me',
    { schema: { body: updateProfileSchema, response: { 200: profileSchema }, tags: ['accounts'] } },
    async (request) => updateOwnProfile(db, signedInContext(request), request.body),
  );

  app.put(
    '/api/me/notifications',
    {
      schema: {
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesAnswerSchema },
        tags: ['accounts'],
      },
    },
    async (request) => saveNotificationPreferences(db, signedInContext(request), request.body),
  );

  app.put(
    '/api/me/language',
    {
      schema: {
        body: z.strictObject({ language: z.enum(languages) }),
        response: { 204: z.void() },
        tags: ['accounts'],
      },
    },
    async (request, reply) => {
      const { actor } = signedInContext(request);
      await setAccountLocale(db, actor.userId, request.body.language);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/me/password',
    { schema: { body: changePasswordSchema, response: { 204: z.void() }, tags: ['accounts'] } },
    async (request, reply) => {
      const cookies = await changeOwnPassword(
        { db, auth, revokeSessions: app.revokeSessions },
        signedInContext(request),
        request.body,
        fromNodeHeaders(request.headers),
      );
      return reply.header('set-cookie', cookies).code(204).send();
    },
  );

  app.get(
    '/api/users/:userId',
    {
      schema: {
        params: z.strictObject({ userId: z.string().max(64) }),
        response: { 200: profileSchema },
        tags: ['accounts'],
      },
    },
    async (request) => readAccount(db, signedInContext(request), request.params.userId),
  );
};
