import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  colleagueSchema,
  savedViewInputSchema,
  savedViewListSchema,
  savedViewSchema,
  savedViewTables,
} from '../../../domain/offers/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { listStaff } from '../accounts/index.ts';
import { agencyCallerOf } from '../offers/index.ts';
import { deleteView, listSavedViews, saveView } from './saved-views.service.ts';

const tableParams = z.strictObject({ table: z.enum(savedViewTables) });
const viewParams = z.strictObject({ table: z.enum(savedViewTables), viewId: z.uuid() });

/**
 * The back-office tables' filters and saved views (docs/product/agency-day.md "Filters and
 * saved views"): the colleagues the agent filter offers, and each staff member's own saved
 * views. Agents and managers only; a view is its owner's alone (anyone else gets 404).
 */
export const savedViewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/agency/colleagues',
    {
      schema: {
        response: { 200: z.strictObject({ items: z.array(colleagueSchema) }) },
        tags: ['agency'],
      },
    },
    async (request) => {
      const { agencyId } = agencyCallerOf(signedInContext(request));
      const staff = await listStaff(db, agencyId);
      return { items: staff.map(({ id, name, active }) => ({ id, name, active })) };
    },
  );

  app.get(
    '/api/agency/tables/:table/views',
    { schema: { params: tableParams, response: { 200: savedViewListSchema }, tags: ['agency'] } },
    async (request) => {
      const { userId } = agencyCallerOf(signedInContext(request));
      return { items: await listSavedViews(db, userId, request.params.table) };
    },
  );

  app.post(
    '/api/agency/tables/:table/views',
    {
      schema: {
        params: tableParams,
        body: savedViewInputSchema,
        response: { 201: savedViewSchema },
        tags: ['agency'],
      },
    },
    async (request, reply) => {
      const { userId } = agencyCallerOf(signedInContext(request));
      return reply.code(201).send(await saveView(db, userId, request.params.table, request.body));
    },
  );

  app.delete(
    '/api/agency/tables/:table/views/:viewId',
    { schema: { params: viewParams, response: { 204: z.void() }, tags: ['agency'] } },
    async (request, reply) => {
      const { userId } = agencyCallerOf(signedInContext(request));
      await deleteView(db, userId, request.params.table, request.params.viewId);
      return reply.code(204).send();
    },
  );
};
