import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdStaffSchema,
  createStaffSchema,
  staffAccountSchema,
  staffLinkResultSchema,
  staffStatusResultSchema,
  staffStatusSchema,
} from '../../../domain/accounts/staff.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import type { Auth } from '../auth/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { authorizeStaffAdministration } from './accounts.policy.ts';
import {
  createAgent,
  listStaff,
  mailStaffLink,
  sendStaffPasswordLink,
  setStaffActive,
  type AgencyManager,
} from './staff.service.ts';

const userParams = z.strictObject({ userId: z.string().min(1).max(64) });

/**
 * Gestion des Comptes (docs/product/design.md §1): an agency manager lists the agency's staff, creates
 * agents, deactivates or reactivates them and has password links e-mailed to them (decision 0010:
 * the manager never sees the link, only its owner's mailbox gets it). Agents, drivers, the
 * platform admin and managers of other agencies get 404.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  notifier: Notifier;
  publicUrl: string;
}> = async (app, { db, auth, notifier, publicUrl }) => {
  const managerOf = (request: FastifyRequest): AgencyManager => {
    const { actor, ip } = signedInContext(request);
    const agencyId = authorizeStaffAdministration(actor);
    return { userId: actor.userId, agencyId, ipAddress: ip };
  };
  const linkDeps = { db, auth, notifier, publicUrl };

  app.get(
    '/api/agency/staff',
    { schema: { response: { 200: z.array(staffAccountSchema) }, tags: ['staff'] } },
    async (request) => listStaff(db, managerOf(request).agencyId),
  );

  app.post(
    '/api/agency/staff',
    { schema: { body: createStaffSchema, response: { 201: createdStaffSchema }, tags: ['staff'] } },
    async (request, reply) => {
      const account = await createAgent(db, managerOf(request), request.body);
      const linkSent = await mailStaffLink(linkDeps, account.email, 'account.created');
      return reply.code(201).send({ account, linkSent });
    },
  );

  app.post(
    '/api/agency/staff/:userId/status',
    {
      schema: {
        params: userParams,
        body: staffStatusSchema,
        response: { 200: staffStatusResultSchema },
        tags: ['staff'],
      },
    },
    async (request) => {
      const manager = managerOf(request);
      await setStaffActive(db, manager, request.params.userId, request.body.active);
      await app.revokeSessions({ userId: request.params.userId });
      return { active: request.body.active };
    },
  );

  app.post(
    '/api/agency/staff/:userId/password-link',
    { schema: { params: userParams, response: { 200: staffLinkResultSchema }, tags: ['staff'] } },
    async (request) => {
      const linkSent = await sendStaffPasswordLink(
        linkDeps,
        managerOf(request),
        request.params.userId,
      );
      return { linkSent };
    },
  );
};
