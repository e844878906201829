import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoles } from '../../../domain/roles.ts';
import type { Database } from '../../db/client.ts';
import { requireActor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { listAudit, type AuditScope } from './audit.service.ts';

/**
 * The audit log (docs/product/design.md §9): everyone on staff reads their own actions ("Votre
 * travail"); a manager reads the agency's; the platform admin reads everything.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/audit',
    {
      schema: {
        querystring: z.strictObject({
          scope: z.enum(['mine', 'agency', 'all']).default('mine'),
          cursor: z.string().max(200).optional(),
        }),
        tags: ['audit'],
      },
    },
    async (request) => {
      const actor = requireActor(request, staffRoles);
      const { scope } = request.query;
      let filter: AuditScope;
      if (scope === 'mine') filter = { actorUserId: actor.userId };
      else if (scope === 'agency' && actor.role === 'agency_manager' && actor.agencyId)
        filter = { agencyId: actor.agencyId };
      else if (scope === 'all' && actor.role === 'platform_admin') filter = 'all';
      else throw notFound();
      return listAudit(db, filter, request.query.cursor);
    },
  );
};
