import { z } from 'zod';
import { quoteAbilitiesSchema, quoteStatuses } from './lifecycle.ts';
import { pageCursorSchema, pageLimitSchema, pageSchema } from '../paging.ts';
import { packPricesSchema } from '../offers/prices.ts';

/*
 * Mes devis (docs/product/specification.md §2): the driver's quotes, newest first, a page at a
 * time (domain/paging.ts).
 */

/** Quotes per page of Mes devis, and the most one page may ask for. */
export const myQuotePageSize = 25;
export const myQuotePageMax = 100;

/** GET /api/quotes: a page of the driver's quotes after `cursor`. */
export const myQuotesQuerySchema = z.strictObject({
  cursor: pageCursorSchema,
  limit: pageLimitSchema(myQuotePageSize, myQuotePageMax),
});
export type MyQuotesQuery = z.input<typeof myQuotesQuerySchema>;

/** A driver's quote in Mes devis; `createdAt` ISO 8601 UTC. */
export const myQuoteSummarySchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  status: z.enum(quoteStatuses),
  abilities: quoteAbilitiesSchema,
  createdAt: z.string(),
  offerCount: z.number().int().describe('Every offer the comparison shows, chosen or not.'),
  bestPrices: packPricesSchema
    .nullable()
    .describe(
      'The lowest yearly price TTC of each pack (centimes) among the offers that can be chosen (`isOfferAvailable`), each pack on its own; null when none can, or once the driver has chosen.',
    ),
  vehicle: z.strictObject({ brand: z.string(), plate: z.string() }),
});

/** The answer of GET /api/quotes: a page, and the driver's latest quote wherever the page is. */
export const myQuotesPageSchema = pageSchema(myQuoteSummarySchema).extend({
  latestQuoteId: z
    .string()
    .nullable()
    .describe('The newest quote of the driver; null without any.'),
});
export type MyQuotesPage = z.output<typeof myQuotesPageSchema>;

/** A driver's quote in "Mes devis" (`myQuoteSummarySchema`). */
export type MyQuoteSummary = z.output<typeof myQuoteSummarySchema>;
