import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quoteTableExportQuerySchema,
  quoteTablePageSchema,
  quoteTableQuerySchema,
  quoteTables,
} from '../../../domain/offers/quote-tables.ts';
import { isLanguage, languageCookie } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { signedInContext } from '../../lib/actor.ts';
import { languageFrom } from '../../lib/i18n.ts';
import { agencyCallerOf } from '../offers/index.ts';
import { quoteTableCsv } from './quote-table-csv.ts';
import { csvRowLimit, listQuoteTable } from './quote-tables.service.ts';

const tableParams = z.strictObject({ table: z.enum(quoteTables) });

/**
 * The back office's tables of quotes (docs/product/specification.md §2, §9): the city's quotes
 * awaiting the agency's price, those it priced, its contracts; searched, sorted, paged, and
 * exported as CSV. Agents and managers only, scoped to the caller's agency and city.
 */
export const quoteTablesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const languageOf = (request: FastifyRequest) => languageFrom(request.headers['accept-language']);

  app.get(
    '/api/agency/tables/:table',
    {
      schema: {
        params: tableParams,
        querystring: quoteTableQuerySchema,
        response: { 200: quoteTablePageSchema },
        tags: ['agency'],
      },
    },
    async (request) =>
      listQuoteTable(
        db,
        agencyCallerOf(signedInContext(request)),
        request.params.table,
        request.query,
        languageOf(request),
      ),
  );

  app.get(
    '/api/agency/tables/:table/export',
    {
      schema: {
        params: tableParams,
        querystring: quoteTableExportQuerySchema,
        response: {
          200: {
            content: {
              'text/csv': {
                schema: z
                  .string()
                  .describe(
                    'The table as CSV for the reader’s spreadsheet locale (decision 0014), at most `csvRowLimit` rows.',
                  ),
              },
            },
          },
        },
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
        agencyCallerOf(signedInContext(request)),
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
};
