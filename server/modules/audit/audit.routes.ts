import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageSchema } from '../../../domain/audit/audit-log.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { authorizeAuditScope } from './audit.policy.ts';
import { listAudit } from './audit.service.ts';

/**
 * The audit log (docs/product/design.md §9): everyone on staff reads their own actions ("Votre
 * travail"); a manager reads the agency's; the platform admin reads everything
 * (audit.policy.ts). Any other scope, and drivers, get 404.
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
        response: { 200: auditPageSchema },
        tags: ['audit'],
      },
    },
    async (request) => {
      const scope = authorizeAuditScope(signedInContext(request).actor, request.query.scope);
      return listAudit(db, scope, request.query.cursor);
    },
  );
};
