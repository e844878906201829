import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyQuoteDetail } from '../../../../domain/offers/agency-quote.ts';
import type { OfferPricesInput } from '../../../../domain/offers/prices.ts';
import type { QuoteTableRow } from '../../../../domain/offers/quote-tables.ts';
import type { Page } from '../../../../domain/paging.ts';
import { ApiError, apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query keys of a quote as the agency sees it (/user-info, /prix-info). */
export const agencyQuoteKeys = {
  all: [...agencyKeys.all, 'quote'] as const,
  detail: (quoteId: string) => [...agencyQuoteKeys.all, quoteId] as const,
};

/** A quote as the agency sees it, with its own offer and usual prices. */
export function useAgencyQuote(quoteId: string) {
  return useQuery({
    queryKey: agencyQuoteKeys.detail(quoteId),
    queryFn: ({ signal }) =>
      apiFetch<AgencyQuoteDetail>(apiPath`/api/agency/quotes/${quoteId}`, { signal }),
  });
}

/**
 * Sends or revises the agency's three prices; the lists and counters refresh. When the offer
 * changed since the page was read (`offerChanged`), the quote is read again: its current prices
 * show, and the next send names their revision.
 */
export function useSendPrices(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prices: OfferPricesInput) =>
      apiFetch<{ revised: boolean }>(apiPath`/api/agency/quotes/${quoteId}/offer`, {
        method: 'PUT',
        body: prices,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'offerChanged')
        void queryClient.invalidateQueries({ queryKey: agencyQuoteKeys.detail(quoteId) });
    },
  });
}

/**
 * The request now waiting longest for this agency's price: the first row of the pending table,
 * which opens oldest first (domain/offers/quote-tables.ts `defaultDirection`); null when none
 * waits. Read fresh, not from the cache: the quote just priced has left the queue.
 */
export async function nextInQueue(): Promise<QuoteTableRow | null> {
  const page = await apiFetch<Page<QuoteTableRow>>('/api/agency/tables/pending');
  return page.items[0] ?? null;
}
