import { packs, type Pack } from '../../../../domain/reference/packs.ts';
import { apiPath } from '../../../lib/api-path.ts';

/*
 * The comparison's API paths and its address's parameters (the quote, the pack), in a module that
 * imports no framework:
 * the queries (quotes.ts) and the reads started with a frame's HTML (early-reads.ts) build the
 * same path, so that the app takes the answer already asked for (web/early-reads.ts).
 */

/** A page of the driver's quotes, newest first (GET /api/quotes); '' for the first. */
export const myQuotesPath = (cursor: string) =>
  apiPath`/api/quotes?${new URLSearchParams(cursor ? { cursor } : {})}`;

/** A quote with its offers, ranked for `pack`, or for the recommended pack when null. */
export const comparisonPath = (quoteId: string, pack: Pack | null) =>
  apiPath`/api/quotes/${quoteId}?${new URLSearchParams(pack ? { pack } : {})}`;

/** The query parameter naming the pack the comparison is ranked by (`?formule=premium`). */
export const packParam = 'formule';

/** The pack named in the URL (`packParam`), or null when absent or not a pack. */
export function packFromUrl(params: URLSearchParams): Pack | null {
  const value = params.get(packParam);
  return packs.find((pack) => pack === value) ?? null;
}

/**
 * The quote named by the comparison pages' address (`?devis=<id>`, which survives a reload), or
 * null; without it /compagnie-page shows the driver's latest quote. Quote ids are random UUIDs,
 * nothing personal.
 */
export const quoteIdFromUrl = (params: URLSearchParams) => params.get('devis');
