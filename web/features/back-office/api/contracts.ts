import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractCallInput,
  ContractDecisionInput,
} from '../../../../domain/offers/contracts.ts';
import type { ContractFollowUp } from '../../../../domain/offers/contracts.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query keys of the chosen agency's follow-up of a quote (calls and decision). */
export const followUpKeys = {
  all: [...agencyKeys.all, 'follow-up'] as const,
  detail: (quoteId: string) => [...followUpKeys.all, quoteId] as const,
};

/** The calls and decision on a quote that selected this agency. */
export function useFollowUp(quoteId: string, enabled: boolean) {
  return useQuery({
    queryKey: followUpKeys.detail(quoteId),
    queryFn: ({ signal }) =>
      apiFetch<ContractFollowUp>(apiPath`/api/agency/quotes/${quoteId}/follow-up`, { signal }),
    enabled,
  });
}

function useFollowUpWrite<T>(quoteId: string, path: 'calls' | 'contract') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) =>
      apiFetch<ContractFollowUp>(apiPath`/api/agency/quotes/${quoteId}/${path}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (followUp) => {
      queryClient.setQueryData(followUpKeys.detail(quoteId), followUp);
      return queryClient.invalidateQueries({ queryKey: agencyKeys.all });
    },
  });
}

/** Notes a call to the driver. */
export const useRecordCall = (quoteId: string) =>
  useFollowUpWrite<ContractCallInput>(quoteId, 'calls');

/** Confirms the contract or marks the sale lost. */
export const useDecideContract = (quoteId: string) =>
  useFollowUpWrite<ContractDecisionInput>(quoteId, 'contract');
