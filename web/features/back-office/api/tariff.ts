import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgencyTariff,
  AgencyTariffInput,
  TariffSuggestion,
} from '../../../../domain/tariffs/api.ts';
import { ApiError, apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query keys of the agency's Barème and of the suggestions it gives the price form. */
export const tariffKeys = {
  grid: [...agencyKeys.all, 'tariff'] as const,
  suggestion: (quoteId: string) => [...agencyKeys.all, 'tariff-suggestion', quoteId] as const,
};

/** The Barème: the agency's mode and current grid (managers only; the server answers 404 to others). */
export function useAgencyTariff() {
  return useQuery({
    queryKey: tariffKeys.grid,
    queryFn: ({ signal }) => apiFetch<AgencyTariff>(apiPath`/api/agency/tariff`, { signal }),
  });
}

/** Saves the mode and the grid; the answer (its new version) replaces the page's data. */
export function useSaveTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyTariffInput) =>
      apiFetch<AgencyTariff>(apiPath`/api/agency/tariff`, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(tariffKeys.grid, saved);
      // The suggestions of open price forms came from the former version.
      void queryClient.invalidateQueries({ queryKey: [...agencyKeys.all, 'tariff-suggestion'] });
    },
  });
}

/**
 * The grid's prices for a quote, to open the price form with; null when there is none (404: the
 * agency has no grid, or its mode is `off`).
 */
export function useTariffSuggestion(quoteId: string) {
  return useQuery({
    queryKey: tariffKeys.suggestion(quoteId),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<TariffSuggestion>(
          apiPath`/api/agency/quotes/${quoteId}/tariff-suggestion`,
          { signal },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
