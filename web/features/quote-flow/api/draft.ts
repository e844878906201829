import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDraft, SavedDraft, SubmitQuoteInput } from '../../../../domain/quote.schemas.ts';
import { apiFetch, isNetworkError } from '../../../lib/api-client.ts';
import { sessionQuery } from '../../../lib/session.ts';

/**
 * The server-side draft of the quote flow (survives reload and the back button), with the
 * submission key every tab showing it submits with.
 */
export const draftQuery = queryOptions({
  queryKey: ['quote-draft'],
  queryFn: () => apiFetch<SavedDraft>('/api/quotes/draft'),
  staleTime: Infinity,
});

/** Saves one step of the draft; the cached draft is updated first, so the next step sees it. */
export function useSaveDraftStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      step,
      values,
    }: {
      step: keyof QuoteDraft;
      values: NonNullable<QuoteDraft[keyof QuoteDraft]>;
    }) => {
      const cached = queryClient.getQueryData(draftQuery.queryKey);
      if (!cached) return;
      const draft = { ...cached, [step]: values };
      queryClient.setQueryData(draftQuery.queryKey, draft);
      await apiFetch<void>('/api/quotes/draft', { method: 'PUT', body: draft });
    },
  });
}

/**
 * POST /api/quotes with the draft's submission key as Idempotency-Key: retries, and the same
 * draft sent from another tab, answer the one quote it created.
 */
export function useSubmitQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: SubmitQuoteInput; key: string }) =>
      apiFetch<{ id: string; reference: string }>('/api/quotes', {
        method: 'POST',
        body: input,
        headers: { 'idempotency-key': key },
      }),
    retry: (count, error) => count < 2 && isNetworkError(error),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: draftQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      // The quote filled the profile's empty fields.
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
