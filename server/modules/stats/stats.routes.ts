import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityFeedQuerySchema,
  activityReadSchema,
} from '../../../domain/notifications/activity-feed.ts';
import { activityFeedSchema } from '../../../domain/notifications/activity-feed.ts';
import { dashboardStatsSchema } from '../../../domain/stats/dashboard.ts';
import {
  performanceQuerySchema,
  performanceSchema,
} from '../../../domain/agency-day/performance.ts';
import { performanceOf } from './performance-snapshots.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext, type SignedInContext } from '../../lib/actor.ts';
import type { FastifyRequest } from 'fastify';
import { dashboardOf } from './dashboard.service.ts';
import { markAllActivityRead, markActivityRead, activityFeed } from './activity-feed.service.ts';
import { authorizeNotifications, authorizePerformance, authorizeStats } from './stats.policy.ts';

/**
 * The back office's dashboard and notifications (menu and /notifications page): agency staff
 * see their agency's and city's figures and events, the platform admin the whole platform's.
 * Drivers get 404.
 */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** The caller, who must have a notifications feed (stats.policy.ts). */
  const reader = (request: FastifyRequest): SignedInContext => {
    const context = signedInContext(request);
    authorizeNotifications(context.actor);
    return context;
  };

  app.get(
    '/api/dashboard',
    { schema: { response: { 200: dashboardStatsSchema }, tags: ['stats'] } },
    async (request) => dashboardOf(db, authorizeStats(signedInContext(request).actor)),
  );

  /** The agency's Performance page (managers only). */
  app.get(
    '/api/agency/performance',
    {
      schema: {
        querystring: performanceQuerySchema,
        response: { 200: performanceSchema },
        tags: ['stats'],
      },
    },
    async (request) =>
      performanceOf(db, authorizePerformance(signedInContext(request).actor), request.query.weeks),
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        querystring: activityFeedQuerySchema,
        response: { 200: activityFeedSchema },
        tags: ['stats'],
      },
    },
    async (request) => activityFeed(db, reader(request).actor, request.query),
  );

  app.post(
    '/api/notifications/read',
    { schema: { body: activityReadSchema, response: { 204: z.void() }, tags: ['stats'] } },
    async (request, reply) => {
      await markActivityRead(db, reader(request).actor, request.body);
      return reply.code(204).send();
    },
  );

  /** "Tout marquer comme lu". */
  app.post(
    '/api/notifications/seen',
    { schema: { response: { 204: z.void() }, tags: ['stats'] } },
    async (request, reply) => {
      await markAllActivityRead(db, reader(request).actor.userId);
      return reply.code(204).send();
    },
  );
};
