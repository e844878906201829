import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyDecisionResultSchema,
  agencyDecisionSchema,
  agencyListQuerySchema,
  agencyPageSchema,
} from '../../../domain/agencies/admin.ts';
import { agencyRegistrationSchema } from '../../../domain/agencies/registration.ts';
import {
  agencyOpeningHoursSchema,
  openingHoursInputSchema,
} from '../../../domain/agency-day/opening-hours.ts';
import { acceptedSchema } from '../../../domain/answers.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/index.ts';
import { requestContext, signedInContext } from '../../lib/actor.ts';
import { perIpLimit, registerRouteRateLimits } from '../../lib/rate-limit.ts';
import { assertReferencesExist } from '../reference/index.ts';
import { authorizeAgencyAdministration } from './agencies.policy.ts';
import { decideAgency, listAgencies, registerAgency } from './agencies.service.ts';
import { getOpeningHours, saveOpeningHours } from './opening-hours.ts';

/** Registrations one address may send per window. */
export const registrationRateLimit = { max: 10, windowMinutes: 60 } as const;

/**
 * Agency registration (public, docs/product/specification.md §2 /registration), the platform
 * admin's Agences page (pending registrations to approve or reject, active agencies to suspend or
 * reactivate) and an agency's opening hours (its staff read them, its managers change them).
 */
export const agenciesRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  await registerRouteRateLimits(app, db);

  app.post(
    '/api/agencies/registrations',
    {
      schema: {
        body: agencyRegistrationSchema,
        response: { 202: acceptedSchema },
        tags: ['agencies'],
      },
      config: perIpLimit(registrationRateLimit),
    },
    async (request, reply) => {
      const { cityId, insurerId } = request.body;
      await assertReferencesExist(db, { cityId, insurerId });
      // The same answer, at once, whether or not the address has an account: its mailbox gets
      // the "inscription reçue" e-mail, or the note that an account exists, within the hourly
      // limit of messages to one address (registerAgency).
      const context = requestContext(request);
      await reply.code(202).send({ accepted: true });
      await app.afterAnswer.run(request, async () => {
        await registerAgency(db, notifier, context, request.body);
      });
      return reply;
    },
  );

  app.get(
    '/api/admin/agencies',
    {
      schema: {
        querystring: agencyListQuerySchema,
        response: { 200: agencyPageSchema },
        tags: ['agencies'],
      },
    },
    async (request) => {
      const context = signedInContext(request);
      authorizeAgencyAdministration(context.actor);
      return listAgencies(db, request.query, context.language);
    },
  );

  app.post(
    '/api/admin/agencies/:agencyId/decision',
    {
      schema: {
        params: z.strictObject({ agencyId: z.uuid() }),
        body: agencyDecisionSchema,
        response: { 200: agencyDecisionResultSchema },
        tags: ['agencies'],
      },
    },
    async (request) => {
      const context = signedInContext(request);
      authorizeAgencyAdministration(context.actor);
      const status = await decideAgency(db, notifier, context, {
        agencyId: request.params.agencyId,
        ...request.body,
      });
      // Staff of a suspended agency are refused now, on every process.
      await app.revokeSessions({ agencyId: request.params.agencyId });
      return { status };
    },
  );

  app.get(
    '/api/agency/opening-hours',
    { schema: { response: { 200: agencyOpeningHoursSchema }, tags: ['agency'] } },
    async (request) => getOpeningHours(db, signedInContext(request)),
  );

  app.put(
    '/api/agency/opening-hours',
    {
      schema: {
        body: openingHoursInputSchema,
        response: { 200: agencyOpeningHoursSchema },
        tags: ['agency'],
      },
    },
    async (request) => saveOpeningHours(db, signedInContext(request), request.body),
  );
};
