import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RenewalSummary } from '../../../../domain/offers/renewal.ts';
import type { renewalRequestSchema } from '../../../../domain/offers/renewal.ts';
import type { z } from 'zod';
import { apiFetch, apiPath, isNetworkError } from '../../../lib/api-client.ts';
import { driverQuoteKeys } from '../../../lib/driver-quote-keys.ts';

/** Query keys of a confirmed contract's renewal summary, under the driver's quotes. */
export const renewalKeys = {
  summary: (quoteId: string) => [...driverQuoteKeys.all, quoteId, 'renewal'] as const,
};

/**
 * GET /api/quotes/:quoteId/renewal: what the one-click re-compare of a confirmed contract
 * shows (domain/offers/renewal.ts `renewalSummarySchema`); a 404 for a quote that is not the
 * driver's or has no confirmed contract is not retried.
 */
export function useRenewalSummary(quoteId: string | null) {
  return useQuery({
    queryKey: renewalKeys.summary(quoteId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<RenewalSummary>(apiPath`/api/quotes/${quoteId ?? ''}/renewal`, { signal }),
    enabled: quoteId !== null,
    retry: (count, error) => count < 2 && isNetworkError(error),
  });
}

/**
 * POST /api/quotes/:quoteId/renewal with `key` as Idempotency-Key (as POST /api/quotes): a
 * double click or a retry answers the one renewal request it created, `{ id, reference }`.
 */
export function useRequestRenewal(quoteId: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof renewalRequestSchema>) =>
      apiFetch<{ id: string; reference: string }>(apiPath`/api/quotes/${quoteId}/renewal`, {
        method: 'POST',
        body: input,
        headers: { 'idempotency-key': key },
      }),
    retry: (count, error) => count < 2 && isNetworkError(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverQuoteKeys.all }),
  });
}
