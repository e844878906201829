import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyTariffInputSchema, agencyTariffSchema } from '../../../domain/tariffs/api.ts';
import { leviesSchema } from '../../../domain/tariffs/levies.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { getAgencyTariff, listLevies, saveAgencyTariff, saveLevies } from './tariffs.service.ts';

const leviesListSchema = z.strictObject({ versions: z.array(leviesSchema) });

/**
 * The Barème page (agency managers: their agency's mode and grid) and the platform's levies
 * (platform admin), docs/product/tariffs.md. Anyone else gets a 404.
 */
export const tariffsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/agency/tariff',
    { schema: { response: { 200: agencyTariffSchema }, tags: ['agency'] } },
    async (request) => getAgencyTariff(db, signedInContext(request).actor),
  );

  app.put(
    '/api/agency/tariff',
    {
      schema: {
        body: agencyTariffInputSchema,
        response: { 200: agencyTariffSchema },
        tags: ['agency'],
      },
    },
    async (request) => saveAgencyTariff(db, signedInContext(request), request.body),
  );

  app.get(
    '/api/admin/tariff-levies',
    { schema: { response: { 200: leviesListSchema }, tags: ['admin'] } },
    async (request) => listLevies(db, signedInContext(request).actor),
  );

  app.post(
    '/api/admin/tariff-levies',
    { schema: { body: leviesSchema, response: { 200: leviesListSchema }, tags: ['admin'] } },
    async (request) => saveLevies(db, signedInContext(request), request.body),
  );
};
