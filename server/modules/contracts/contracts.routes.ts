import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractCallSchema,
  contractDecisionSchema,
  contractFollowUpSchema,
} from '../../../domain/offers/contracts.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { agencyCallerOf } from '../offers/index.ts';
import { decideContract, getFollowUp, recordCall } from './contracts.service.ts';
import { assignCallTask, listCallTasks } from './call-tasks.ts';
import { assignCallSchema, callTasksSchema } from '../../../domain/agency-day/call-tasks.ts';
import { agencyRenewals, offerRenewal } from './renewals.ts';
import {
  agencyRenewalsSchema,
  renewalOfferSchema,
  renewalsViewSchema,
} from '../../../domain/offers/renewal.ts';
import { toCentimes } from '../../../domain/money.ts';

const quoteParams = z.strictObject({ quoteId: z.uuid() });

/**
 * The chosen agency's follow-up of a selected quote (docs/product/design.md §5; decision 0009):
 * its calls to the driver and its decision, confirmed or lost. Agents and managers of the agency
 * the driver chose; any other quote is a 404.
 */
export const contractsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/agency/renewals',
    {
      schema: {
        querystring: renewalsViewSchema,
        response: { 200: agencyRenewalsSchema },
        tags: ['agency'],
      },
    },
    async (request) => agencyRenewals(db, agencyCallerOf(signedInContext(request)), request.query),
  );

  app.put(
    '/api/agency/renewals/:quoteId/offer',
    {
      schema: {
        params: quoteParams,
        body: renewalOfferSchema,
        response: { 204: z.void() },
        tags: ['agency'],
      },
    },
    async (request, reply) => {
      const { basic, intermediate, premium } = request.body;
      await offerRenewal(db, agencyCallerOf(signedInContext(request)), request.params.quoteId, {
        basic: toCentimes(basic),
        intermediate: toCentimes(intermediate),
        premium: toCentimes(premium),
      });
      return reply.code(204).send();
    },
  );

  // The agency's calls to make (docs/product/agency-day.md "Call-backs"): any agent or manager
  // of the agency reads them all and may give one to a colleague.
  app.get(
    '/api/agency/call-tasks',
    { schema: { response: { 200: callTasksSchema }, tags: ['agency'] } },
    async (request) => listCallTasks(db, agencyCallerOf(signedInContext(request))),
  );

  app.put(
    '/api/agency/call-tasks/:quoteId/assignee',
    {
      schema: {
        params: quoteParams,
        body: assignCallSchema,
        response: { 204: z.void() },
        tags: ['agency'],
      },
    },
    async (request, reply) => {
      await assignCallTask(
        db,
        agencyCallerOf(signedInContext(request)),
        request.params.quoteId,
        request.body.userId,
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/agency/quotes/:quoteId/follow-up',
    {
      schema: { params: quoteParams, response: { 200: contractFollowUpSchema }, tags: ['agency'] },
    },
    async (request) =>
      getFollowUp(db, agencyCallerOf(signedInContext(request)), request.params.quoteId),
  );

  app.post(
    '/api/agency/quotes/:quoteId/calls',
    {
      schema: {
        params: quoteParams,
        body: contractCallSchema,
        response: { 201: contractFollowUpSchema },
        tags: ['agency'],
      },
    },
    async (request, reply) => {
      const caller = agencyCallerOf(signedInContext(request));
      await recordCall(db, caller, request.params.quoteId, request.body);
      return reply.code(201).send(await getFollowUp(db, caller, request.params.quoteId));
    },
  );

  app.post(
    '/api/agency/quotes/:quoteId/contract',
    {
      schema: {
        params: quoteParams,
        body: contractDecisionSchema,
        response: { 201: contractFollowUpSchema },
        tags: ['agency'],
      },
    },
    async (request, reply) => {
      const caller = agencyCallerOf(signedInContext(request));
      await decideContract(db, caller, request.params.quoteId, request.body);
      return reply.code(201).send(await getFollowUp(db, caller, request.params.quoteId));
    },
  );
};
