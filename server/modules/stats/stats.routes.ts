import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationFeedQuerySchema,
  notificationReadSchema,
} from '../../../domain/notification-feed.ts';
import { staffRoles } from '../../../domain/roles.ts';
import type { Database } from '../../db/client.ts';
import { requireActor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { asAgencyMember } from '../offers/offers.policy.ts';
import { agencyDashboard, platformDashboard } from './dashboard.service.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationFeed,
} from './notifications.service.ts';

/**
 * The back office's dashboard and notifications (menu and /notifications page): agency staff
 * see their agency's and city's figures and events, the platform admin the whole platform's.
 * Drivers get 404.
 */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/dashboard', { schema: { tags: ['stats'] } }, async (request) => {
    const actor = requireActor(request, staffRoles);
    if (actor.role === 'platform_admin') return platformDashboard(db);
    const member = asAgencyMember(actor);
    if (!member) throw notFound();
    return agencyDashboard(db, member);
  });

  app.get(
    '/api/notifications',
    { schema: { querystring: notificationFeedQuerySchema, tags: ['stats'] } },
    async (request) => notificationFeed(db, requireActor(request, staffRoles), request.query),
  );

  app.post(
    '/api/notifications/read',
    { schema: { body: notificationReadSchema, tags: ['stats'] } },
    async (request, reply) => {
      await markNotificationRead(db, requireActor(request, staffRoles), request.body);
      return reply.code(204).send();
    },
  );

  /** "Tout marquer comme lu". */
  app.post('/api/notifications/seen', { schema: { tags: ['stats'] } }, async (request, reply) => {
    await markAllNotificationsRead(db, requireActor(request, staffRoles).userId);
    return reply.code(204).send();
  });
};
