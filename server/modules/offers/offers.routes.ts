import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractCallSchema,
  contractDecisionSchema,
  quoteTableQuerySchema,
  quoteTables,
} from '../../../domain/back-office.schemas.ts';
import { isLanguage, languageCookie } from '../../../domain/languages.ts';
import { offerPricesSchema } from '../../../domain/quote.schemas.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/index.ts';
import { signedInContext } from '../../lib/actor.ts';
import { languageFrom } from '../../lib/i18n.ts';
import { getAgencyQuote } from './agency-queue.service.ts';
import { authorizeAgencyMember, type AgencyCaller } from './offers.policy.ts';
import { decideContract, getFollowUp, recordCall } from './contracts.service.ts';
import { priceQuote } from './pricing.service.ts';
import { quoteTableCsv } from './quote-table-csv.ts';
import { csvRowLimit, listQuoteTable } from './quote-tables.service.ts';

const quoteParams = z.strictObject({ quoteId: z.uuid() });
const tableParams = z.strictObject({ table: z.enum(quoteTables) });

/**
 * The agency's side of a quote (docs/product/specification.md §2 agency screens; docs/product/design.md §5): the tables
 * of its city's pending quotes and of the quotes it priced, a quote's details, its offer. Agents and managers only; everything is
 * scoped to the caller's agency and city.
 */
export const offersRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  const languageOf = (request: FastifyRequest) => languageFrom(request.headers['accept-language']);
  const member = (request: FastifyRequest): AgencyCaller => {
    const { actor, ip } = signedInContext(request);
    return { ...authorizeAgencyMember(actor), ipAddress: ip };
  };

  app.get(
    '/api/agency/tables/:table',
    { schema: { params: tableParams, querystring: quoteTableQuerySchema, tags: ['agency'] } },
    async (request) =>
      listQuoteTable(db, member(request), request.params.table, request.query, languageOf(request)),
  );

  app.get(
    '/api/agency/tables/:table/export',
    {
      schema: {
        params: tableParams,
        querystring: quoteTableQuerySchema.omit({ cursor: true }),
        tags: ['agency'],
      },
    },
    async (request, reply) => {
      // A download is a navigation: the browser sends its own Accept-Language, the interface
      // language is in the `mq.lang` cookie (decision 0008).
      const chosen = request.cookies[languageCookie];
      const language = isLanguage(chosen) ? chosen : languageOf(request);
      const { items } = await listQuoteTable(
        db,
        member(request),
        request.params.table,
        request.query,
        language,
        csvRowLimit,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="moqarana-${request.params.table}.csv"`,
        )
        .send(quoteTableCsv(items, language));
    },
  );

  app.get(
    '/api/agency/quotes/:quoteId/follow-up',
    { schema: { params: quoteParams, tags: ['agency'] } },
    async (request) => getFollowUp(db, member(request), request.params.quoteId),
  );

  app.post(
    '/api/agency/quotes/:quoteId/calls',
    { schema: { params: quoteParams, body: contractCallSchema, tags: ['agency'] } },
    async (request, reply) => {
      await recordCall(db, member(request), request.params.quoteId, request.body);
      return reply.code(201).send(await getFollowUp(db, member(request), request.params.quoteId));
    },
  );

  app.post(
    '/api/agency/quotes/:quoteId/contract',
    { schema: { params: quoteParams, body: contractDecisionSchema, tags: ['agency'] } },
    async (request, reply) => {
      await decideContract(db, member(request), request.params.quoteId, request.body);
      return reply.code(201).send(await getFollowUp(db, member(request), request.params.quoteId));
    },
  );

  app.get(
    '/api/agency/quotes/:quoteId',
    { schema: { params: quoteParams, tags: ['agency'] } },
    async (request) =>
      getAgencyQuote(db, member(request), request.params.quoteId, languageOf(request)),
  );

  app.put(
    '/api/agency/quotes/:quoteId/offer',
    { schema: { params: quoteParams, body: offerPricesSchema, tags: ['agency'] } },
    async (request, reply) => {
      const { revised } = await priceQuote(
        db,
        notifier,
        member(request),
        request.params.quoteId,
        request.body,
      );
      return reply.code(revised ? 200 : 201).send({ revised });
    },
  );
};
