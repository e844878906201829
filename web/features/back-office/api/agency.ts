import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgencyQuoteDetail,
  Page,
  PendingQuoteRow,
  ProcessedQuoteRow,
} from '../../../../domain/agency.types.ts';
import type { OfferPricesInput } from '../../../../domain/quote.schemas.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The agency's counters (for now the pending count; issue 6 adds the rest). */
export function useAgencySummary() {
  return useQuery({
    queryKey: ['agency', 'summary'],
    queryFn: () => apiFetch<{ pendingCount: number }>('/api/agency/summary'),
    refetchInterval: 60_000,
  });
}

function useAgencyList<T>(kind: 'pending' | 'processed') {
  return useInfiniteQuery({
    queryKey: ['agency', kind],
    queryFn: ({ pageParam }) =>
      apiFetch<Page<T>>(
        `/api/agency/quotes/${kind}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** /devis-attente rows, 25 a page ("Afficher plus" loads the next). */
export const usePendingQuotes = () => useAgencyList<PendingQuoteRow>('pending');

/** /devis-traite rows, 25 a page. */
export const useProcessedQuotes = () => useAgencyList<ProcessedQuoteRow>('processed');

export function useAgencyQuote(quoteId: string) {
  return useQuery({
    queryKey: ['agency', 'quote', quoteId],
    queryFn: () => apiFetch<AgencyQuoteDetail>(`/api/agency/quotes/${quoteId}`),
  });
}

/** Sends or revises the agency's three prices; the lists and counters refresh. */
export function useSendPrices(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prices: OfferPricesInput) =>
      apiFetch<{ revised: boolean }>(`/api/agency/quotes/${quoteId}/offer`, {
        method: 'PUT',
        body: prices,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
