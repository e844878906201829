import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { changePasswordSchema } from '../../../domain/auth.schemas.ts';
import {
  notificationPreferencesSchema,
  updateProfileSchema,
} from '../../../domain/profile.schemas.ts';
import { languages } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { requireActor } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { Auth } from '../auth/better-auth.ts';
import { mayReadAccount } from './accounts.policy.ts';
import {
  findProfile,
  setAccountLocale,
  updateNotificationPreferences,
  updateProfile,
} from './accounts.service.ts';
import { isAgencyRole } from '../../../domain/roles.ts';

/**
 * The caller's own profile, password and interface language (docs/product/specification.md §2 /user-profile; decision 0008),
 * and reading an account.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.get('/api/me', { schema: { tags: ['accounts'] } }, async (request) => {
    const actor = requireActor(request);
    const profile = await findProfile(db, actor.userId);
    if (!profile) throw notFound();
    return profile;
  });

  app.patch(
    '/api/me',
    { schema: { body: updateProfileSchema, tags: ['accounts'] } },
    async (request) => {
      const actor = requireActor(request);
      await updateProfile(db, actor.userId, request.body);
      return findProfile(db, actor.userId);
    },
  );

  app.put(
    '/api/me/notifications',
    { schema: { body: notificationPreferencesSchema, tags: ['accounts'] } },
    async (request) => {
      const actor = requireActor(request);
      const { whatsappOptIn, ...staff } = request.body;
      const isAgencyStaff = isAgencyRole(actor.role);
      if (whatsappOptIn !== undefined && actor.role !== 'driver')
        throw fieldError('whatsappOptIn', 'invalidValue');
      if (Object.keys(staff).length > 0 && !isAgencyStaff)
        throw fieldError('notifySelections', 'invalidValue');
      await db.transaction(async (tx) => {
        await updateNotificationPreferences(tx, actor.userId, request.body);
        await recordAudit(tx, {
          action: whatsappOptIn === false ? 'consent.whatsapp.withdrawn' : 'account.notifications',
          actorUserId: actor.userId,
          agencyId: actor.agencyId ?? null,
          entityType: 'user',
          entityId: actor.userId,
          ipAddress: request.ip,
          details: request.body,
        });
      });
      const profile = await findProfile(db, actor.userId);
      if (!profile) throw notFound();
      return profile.notifications;
    },
  );

  app.put(
    '/api/me/language',
    { schema: { body: z.strictObject({ language: z.enum(languages) }), tags: ['accounts'] } },
    async (request, reply) => {
      const actor = requireActor(request);
      await setAccountLocale(db, actor.userId, request.body.language);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/me/password',
    { schema: { body: changePasswordSchema, tags: ['accounts'] } },
    async (request, reply) => {
      const actor = requireActor(request);
      try {
        const { headers } = await auth.api.changePassword({
          body: {
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
            revokeOtherSessions: true,
          },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        reply.header('set-cookie', headers.getSetCookie());
        // better-auth deleted the other sessions: every process forgets them (the new one
        // resolves afresh).
        await app.revokeSessions({ userId: actor.userId });
      } catch (error) {
        if (error instanceof APIError && error.status === 'BAD_REQUEST') {
          throw fieldError('currentPassword', 'wrongCurrentPassword');
        }
        throw error;
      }
      await recordAudit(db, {
        action: 'auth.password.change',
        actorUserId: actor.userId,
        agencyId: actor.agencyId,
        ipAddress: request.ip,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/:userId',
    { schema: { params: z.strictObject({ userId: z.string().max(64) }), tags: ['accounts'] } },
    async (request) => {
      const actor = requireActor(request);
      const profile = await findProfile(db, request.params.userId);
      if (
        !profile ||
        !mayReadAccount(actor, { id: profile.id, agencyId: profile.agency?.id ?? null })
      ) {
        throw notFound();
      }
      return profile;
    },
  );
};
