import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgencyOpeningHours,
  OpeningHoursInput,
} from '../../../../domain/agency-day/opening-hours.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query key of the agency's opening hours (with the holidays named in the page's language). */
const openingHoursKey = [...agencyKeys.all, 'opening-hours'] as const;

/** The agency's opening hours and the next public holidays (every agent and manager reads them). */
export function useOpeningHours() {
  return useQuery({
    queryKey: openingHoursKey,
    queryFn: ({ signal }) =>
      apiFetch<AgencyOpeningHours>(apiPath`/api/agency/opening-hours`, { signal }),
  });
}

/** Saves the agency's hours (managers); the answer replaces the page's data. */
export function useSaveOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpeningHoursInput) =>
      apiFetch<AgencyOpeningHours>(apiPath`/api/agency/opening-hours`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) => queryClient.setQueryData(openingHoursKey, saved),
  });
}
