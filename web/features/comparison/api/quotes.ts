import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Pack } from '../../../../domain/reference/guarantees.ts';
import type { SelectionInput, SurveyInput } from '../../../../domain/quotes/comparison.ts';
import type { MyQuotesPage } from '../../../../domain/quotes/my-quotes.ts';
import type {
  QuoteComparison,
  SelectionConfirmation,
} from '../../../../domain/quotes/comparison.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { driverQuoteKeys } from '../../../lib/driver-quote-keys.ts';
import { sessionQuery } from '../../../lib/session.ts';
import { driverPageData, pageDataFreshMs } from '../../../lib/page-data.ts';
import { comparisonPath, myQuotesPath, packFromUrl, quoteIdFromUrl } from './paths.ts';

/**
 * The driver's quotes, newest first, a page at a time ("Voir plus"), each page with the id of the
 * latest quote (GET /api/quotes).
 */
const myQuotesQuery = infiniteQueryOptions({
  queryKey: driverQuoteKeys.list,
  queryFn: ({ pageParam, signal }) => apiFetch<MyQuotesPage>(myQuotesPath(pageParam), { signal }),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: pageDataFreshMs,
});

/** The driver's quotes (myQuotesQuery); `enabled: false` skips the request when the caller needs none. */
export function useMyQuotes(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...myQuotesQuery, enabled: options.enabled ?? true });
}

/**
 * A quote with its offers, in the server's order for `pack` (by default the pack holding the
 * driver's guarantees; decision 0012).
 */
const comparisonQuery = (quoteId: string, pack: Pack | null) =>
  queryOptions({
    queryKey: driverQuoteKeys.comparison(quoteId, pack),
    queryFn: () => apiFetch<QuoteComparison>(comparisonPath(quoteId, pack)),
    staleTime: pageDataFreshMs,
  });

/**
 * The comparison (comparisonQuery), polled every 30 s while the quote waits for offers.
 * Switching packs keeps the previous order on screen until the new one arrives.
 */
export function useComparison(quoteId: string | null, pack: Pack | null = null) {
  return useQuery({
    ...comparisonQuery(quoteId ?? '', pack),
    enabled: quoteId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
  });
}

/** Reads the comparison of `quoteId` ranked for `?formule=`, as the pages read it (packFromUrl). */
const readComparison = (queryClient: QueryClient, url: URL, quoteId: string) =>
  queryClient.prefetchQuery(comparisonQuery(quoteId, packFromUrl(url.searchParams)));

/**
 * /compagnie-page's data, started with its code (router.tsx): the quote of `?devis=`, or else
 * the driver's latest (useQuoteId).
 */
export const prefetchComparison = driverPageData(async (queryClient, url) => {
  const quoteId =
    quoteIdFromUrl(url.searchParams) ??
    (await queryClient.fetchInfiniteQuery(myQuotesQuery)).pages[0]?.latestQuoteId;
  if (quoteId) await readComparison(queryClient, url, quoteId);
});

/** /offre-page's data, started with its code: the comparison of `?devis=`, if any. */
export const prefetchOffer = driverPageData(async (queryClient, url) => {
  const quoteId = quoteIdFromUrl(url.searchParams);
  if (quoteId) await readComparison(queryClient, url, quoteId);
});

/**
 * Whether the driver's messages go by WhatsApp too: they agreed (the account's consent, given
 * in the quote form) and confirmed their number (decision 0019). Read afresh on each page that
 * promises a channel, since the quote just sent may have given the consent. Undefined until
 * known, so that no channel is promised on a guess.
 */
export function useWhatsappOptIn(): boolean | undefined {
  const session = useQuery({ ...sessionQuery, refetchOnMount: 'always' });
  if (!session.isFetchedAfterMount) return undefined;
  const profile = session.data;
  return (profile?.notifications.whatsappOptIn ?? false) && (profile?.phoneConfirmed ?? false);
}

/** The confirmation of a selected quote. */
export function useConfirmation(quoteId: string | null) {
  return useQuery({
    queryKey: driverQuoteKeys.selection(quoteId),
    queryFn: () => apiFetch<SelectionConfirmation>(apiPath`/api/quotes/${quoteId ?? ''}/selection`),
    enabled: quoteId !== null,
  });
}

/** Selects an offer and a pack; the answer is the confirmation (also for a repeated attempt). */
export function useSelectOffer(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: SelectionInput) =>
      apiFetch<SelectionConfirmation>(apiPath`/api/quotes/${quoteId}/selection`, {
        method: 'POST',
        body: selection,
      }),
    onSuccess: (confirmation) => {
      queryClient.setQueryData(driverQuoteKeys.selection(quoteId), confirmation);
      void queryClient.invalidateQueries({ queryKey: driverQuoteKeys.all });
    },
  });
}

export function useSubmitSurvey(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (survey: SurveyInput) =>
      apiFetch<void>(apiPath`/api/quotes/${quoteId}/survey`, { method: 'POST', body: survey }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: driverQuoteKeys.selection(quoteId) }),
  });
}

/** Withdraws an open quote (before any selection). */
export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) =>
      apiFetch<void>(apiPath`/api/quotes/${quoteId}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverQuoteKeys.all }),
  });
}
