import { enforceLimit } from '../../lib/rate-limit.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStaffSchema, staffStatusSchema } from '../../../domain/back-office.schemas.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Auth } from '../auth/better-auth.ts';
import { mailPasswordLink } from '../auth/password-links.ts';
import type { Notifier } from '../notifications/outbox.ts';
import { authorizeStaffAdministration } from './accounts.policy.ts';
import {
  createAgent,
  findManagedAccount,
  listStaff,
  setStaffActive,
  type AgencyManager,
} from './staff.service.ts';

/** Password links a manager may have e-mailed: per manager, and per staff account. */
export const staffLinkLimits = {
  manager: { max: 20, windowMinutes: 60 },
  account: { max: 3, windowMinutes: 60 },
} as const;

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
  const mailLink = (email: string, event: 'account.created' | 'password.reset') =>
    mailPasswordLink(
      {
        db,
        notifier,
        publicUrl,
        requestReset: (address) => auth.api.requestPasswordReset({ body: { email: address } }),
      },
      email,
      event,
    );

  app.get('/api/agency/staff', { schema: { tags: ['staff'] } }, async (request) =>
    listStaff(db, managerOf(request).agencyId),
  );

  app.post(
    '/api/agency/staff',
    { schema: { body: createStaffSchema, tags: ['staff'] } },
    async (request, reply) => {
      const account = await createAgent(db, managerOf(request), request.body);
      return reply
        .code(201)
        .send({ account, linkSent: await mailLink(account.email, 'account.created') });
    },
  );

  app.post(
    '/api/agency/staff/:userId/status',
    { schema: { params: userParams, body: staffStatusSchema, tags: ['staff'] } },
    async (request) => {
      const manager = managerOf(request);
      await setStaffActive(db, manager, request.params.userId, request.body.active);
      await app.revokeSessions({ userId: request.params.userId });
      return { active: request.body.active };
    },
  );

  app.post(
    '/api/agency/staff/:userId/password-link',
    { schema: { params: userParams, tags: ['staff'] } },
    async (request) => {
      const manager = managerOf(request);
      const account = await findManagedAccount(db, manager, request.params.userId);
      // Each link is an e-mail to the agent: bounded per manager and per account.
      await enforceLimit(db, `password-link:manager:${manager.userId}`, staffLinkLimits.manager);
      await enforceLimit(db, `password-link:account:${account.id}`, staffLinkLimits.account);
      const linkSent = await mailLink(account.email, 'password.reset');
      await recordAudit(db, {
        action: 'account.passwordLinkIssued',
        actorUserId: manager.userId,
        agencyId: manager.agencyId,
        entityType: 'user',
        entityId: account.id,
        ipAddress: request.ip,
      });
      return { linkSent };
    },
  );
};
