import { effectiveQuoteStatus, isOpenStatus, type QuoteStatus } from '../quotes/lifecycle.ts';
import type { Pack } from '../reference/guarantees.ts';

/**
 * The status of a quote as one agency sees it (docs/product/design.md §5 lifecycle, seen from one agency):
 * - `pending`: open, waiting for this agency's price (whether or not others priced it);
 * - `offered`: open, this agency priced it;
 * - `selected` / `confirmed` / `lost`: the driver chose this agency's offer, then the agency
 *   confirmed the contract or marked the sale lost;
 * - `notRetained`: the driver chose another agency's offer. What became of it (selected,
 *   confirmed, lost) is that agency's business, never shown here;
 * - `expired` / `cancelled`: closed without a choice, as the driver sees it.
 */
export const agencyQuoteStatuses = [
  'pending',
  'offered',
  'selected',
  'confirmed',
  'lost',
  'notRetained',
  'expired',
  'cancelled',
] as const satisfies readonly (QuoteStatus | 'notRetained')[];
export type AgencyQuoteStatus = (typeof agencyQuoteStatuses)[number];

/** What decides the status an agency sees: the stored quote and this agency's part in it. */
export interface AgencyQuoteFacts {
  /** The stored status (`quotes.status`). */
  status: QuoteStatus;
  /** The quote's validity ended (`hasExpired`, domain/quotes/lifecycle.ts): an open quote then reads `expired`. */
  pastExpiry: boolean;
  /** This agency sent an offer on the quote. */
  priced: boolean;
  /** The driver selected this agency's offer. */
  selectedOurs: boolean;
}

/**
 * The one rule of the status an agency sees. Its SQL twin, used by every list query, is
 * server/modules/offers/agency-status.sql.ts (property-tested equal).
 */
export function agencyQuoteStatus(quote: AgencyQuoteFacts): AgencyQuoteStatus {
  if (isOpenStatus(quote.status)) {
    if (effectiveQuoteStatus(quote) === 'expired') return 'expired';
    return quote.priced ? 'offered' : 'pending';
  }
  switch (quote.status) {
    case 'selected':
    case 'confirmed':
    case 'lost':
      return quote.selectedOurs ? quote.status : 'notRetained';
    case 'expired':
    case 'cancelled':
      return quote.status;
  }
}

/**
 * The price an agency's lists show for a quote it priced, in centimes: the price of the pack the
 * driver chose when they chose this agency's offer (`selectedPack`), else its Basique price.
 * Another agency's win reveals neither the pack chosen nor its price. Its SQL twin, used by the
 * tables and the dashboard, is `agencyPriceSql` (property-tested equal).
 */
export function agencyShownPrice(
  prices: Record<Pack, number>,
  selection: { selectedOurs: boolean; selectedPack: Pack | null },
): number {
  return selection.selectedOurs && selection.selectedPack
    ? prices[selection.selectedPack]
    : prices.basic;
}
