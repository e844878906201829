import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyQuoteDetailSchema } from '../../../domain/offers/agency-quote.ts';
import { offerPricesSchema, offerSavedSchema } from '../../../domain/offers/prices.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { languageFrom } from '../../lib/i18n.ts';
import type { Notifier } from '../notifications/index.ts';
import { getAgencyQuote } from './agency-queue.service.ts';
import { agencyCallerOf } from './offers.policy.ts';
import { priceQuote } from './pricing.service.ts';
import { tariffSuggestion } from './tariff-suggestion.ts';
import { tariffSuggestionSchema } from '../../../domain/tariffs/api.ts';

const quoteParams = z.strictObject({ quoteId: z.uuid() });

/**
 * The agency's offer on a quote (docs/product/specification.md §2 agency screens;
 * docs/product/design.md §5): a quote's details as the agency may see them, and its three
 * prices. Agents and managers only; everything is scoped to the caller's agency and city. The
 * tables are the quote-tables module's, the chosen agency's follow-up the contracts module's.
 */
export const offersRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  app.get(
    '/api/agency/quotes/:quoteId',
    {
      schema: { params: quoteParams, response: { 200: agencyQuoteDetailSchema }, tags: ['agency'] },
    },
    async (request) =>
      getAgencyQuote(
        db,
        agencyCallerOf(signedInContext(request)),
        request.params.quoteId,
        languageFrom(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/agency/quotes/:quoteId/tariff-suggestion',
    {
      schema: {
        params: quoteParams,
        response: { 200: tariffSuggestionSchema },
        tags: ['agency'],
      },
    },
    async (request) =>
      tariffSuggestion(db, agencyCallerOf(signedInContext(request)), request.params.quoteId),
  );

  app.put(
    '/api/agency/quotes/:quoteId/offer',
    {
      schema: {
        params: quoteParams,
        body: offerPricesSchema,
        response: { 200: offerSavedSchema, 201: offerSavedSchema },
        tags: ['agency'],
      },
    },
    async (request, reply) => {
      const { revised } = await priceQuote(
        db,
        notifier,
        agencyCallerOf(signedInContext(request)),
        request.params.quoteId,
        request.body,
      );
      return reply.code(revised ? 200 : 201).send({ revised });
    },
  );
};
