import { and, eq } from 'drizzle-orm';
import { isQuoteOpen } from '../../../domain/quotes/lifecycle.ts';
import type { TariffSuggestion } from '../../../domain/tariffs/api.ts';
import type { Database } from '../../db/client.ts';
import { agencies, offers, quotes } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { pastExpirySql } from '../quotes/index.ts';
import { currentGrids, priceWithGrids, quotePricing } from '../tariffs/index.ts';
import { mayViewQuote, type AgencyMember } from './offers.policy.ts';

/**
 * The agency's current grid priced on a quote, for its price form (mode `suggestion` or
 * `automatic`; docs/product/tariffs.md "Modes"): each pack's price and lines, or why the grid
 * does not offer it.
 * @throws AppError notFound when the agency may not see the quote (mayViewQuote), has no grid,
 *   its mode is `off`, or the quote cannot be priced (no tariff fuel, no levies on its date).
 */
export async function tariffSuggestion(
  db: Database,
  member: AgencyMember,
  quoteId: string,
): Promise<TariffSuggestion> {
  const [quote] = await db
    .select({ cityId: quotes.cityId, status: quotes.status, pastExpiry: pastExpirySql() })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!quote) throw notFound();
  const [existing] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.quoteId, quoteId), eq(offers.agencyId, member.agencyId)));
  const open = isQuoteOpen(quote);
  if (!mayViewQuote(member, { cityId: quote.cityId, open, pricedByUs: Boolean(existing) }))
    throw notFound();
  const [agency] = await db
    .select({ mode: agencies.tariffMode })
    .from(agencies)
    .where(eq(agencies.id, member.agencyId));
  const [grid] = await currentGrids(db, [member.agencyId]);
  const pricing = await quotePricing(db, quoteId);
  if (!agency || agency.mode === 'off' || !grid || !pricing) throw notFound();
  const [priced] = await priceWithGrids(db, pricing, [{ ...grid, mode: agency.mode }]);
  if (!priced) throw notFound();
  return {
    gridVersion: { number: grid.version, createdAt: grid.createdAt.toISOString() },
    packs: priced.packs,
  };
}
