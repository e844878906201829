import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignCallInput, CallTasks } from '../../../../domain/agency-day/call-tasks.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query keys of the agency's calls to make: a call noted elsewhere refreshes them. */
export const callTaskKeys = {
  all: [...agencyKeys.all, 'call-tasks'] as const,
};

/** The agency's calls not made yet, read again each minute: one falls overdue on its own. */
export function useCallTasks() {
  return useQuery({
    queryKey: callTaskKeys.all,
    queryFn: ({ signal }) => apiFetch<CallTasks>('/api/agency/call-tasks', { signal }),
    refetchInterval: 60_000,
  });
}

/** Gives a call to a colleague (`userId`), or back to the whole agency (null). */
export function useAssignCall(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignCallInput) =>
      apiFetch<void>(apiPath`/api/agency/call-tasks/${quoteId}/assignee`, {
        method: 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callTaskKeys.all }),
  });
}
