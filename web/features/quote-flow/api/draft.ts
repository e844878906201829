import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  QuoteDraft,
  SavedDraft,
  SubmitQuoteInput,
} from '../../../../domain/quotes/request.ts';
import { apiFetch, apiPath, isNetworkError } from '../../../lib/api-client.ts';
import { driverQuoteKeys } from '../../../lib/driver-quote-keys.ts';
import { referenceQuery } from '../../../lib/reference.ts';
import { driverPageData } from '../../../lib/page-data.ts';
import { sessionQuery } from '../../../lib/session.ts';

/** Query keys of the quote flow's draft. */
export const draftKeys = {
  all: ['quote-draft'] as const,
};

/**
 * The server-side draft of the quote flow (survives reload and the back button), with the
 * submission key every tab showing it submits with.
 */
export const draftQuery = queryOptions({
  queryKey: draftKeys.all,
  queryFn: () => apiFetch<SavedDraft>(apiPath`/api/quotes/draft`),
  staleTime: Infinity,
});

/** /choix-garantie's data, started with its code (router.tsx): the draft. */
export const prefetchDraft = driverPageData((queryClient) => queryClient.prefetchQuery(draftQuery));

/**
 * The data of a step whose selects list the reference lists (/Vehicule, /user), started with
 * its code: the draft and the lists together (read while rendering, one came after the other).
 */
export const prefetchDraftAndLists = driverPageData((queryClient) =>
  Promise.all([queryClient.prefetchQuery(draftQuery), queryClient.prefetchQuery(referenceQuery)]),
);

/** One step of the draft, as its form holds it. */
export interface DraftStepSave {
  step: keyof QuoteDraft;
  values: NonNullable<QuoteDraft[keyof QuoteDraft]>;
}

/**
 * Saves one step of the draft: the cached draft is updated first, so the next step sees it,
 * then sent whole. The request starts before this returns, so that `keepalive` saves it as the
 * page unloads. Nothing is sent before the draft has loaded.
 * @throws ApiError when the server refuses it or cannot be reached.
 */
export async function saveDraftStep(
  queryClient: QueryClient,
  { step, values }: DraftStepSave,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  const cached = queryClient.getQueryData(draftQuery.queryKey);
  if (!cached) return;
  const draft = { ...cached, [step]: values };
  queryClient.setQueryData(draftQuery.queryKey, draft);
  await apiFetch<void>(apiPath`/api/quotes/draft`, {
    method: 'PUT',
    body: draft,
    keepalive: options.keepalive,
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
      apiFetch<{ id: string; reference: string }>(apiPath`/api/quotes`, {
        method: 'POST',
        body: input,
        headers: { 'idempotency-key': key },
      }),
    retry: (count, error) => count < 2 && isNetworkError(error),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: draftQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: driverQuoteKeys.all });
      // The quote filled the profile's empty fields.
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
