import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput } from '../../../../domain/accounts/staff.ts';
import type { StaffAccount } from '../../../../domain/accounts/staff.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/** Query keys of Gestion des Comptes: the agency's staff. */
export const staffKeys = {
  all: ['staff'] as const,
};

/** Gestion des Comptes: the agency's staff. */
export function useStaff() {
  return useQuery({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => apiFetch<StaffAccount[]>(apiPath`/api/agency/staff`, { signal }),
  });
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) =>
      apiFetch<{ account: StaffAccount; linkSent: boolean }>(apiPath`/api/agency/staff`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      apiFetch<{ active: boolean }>(apiPath`/api/agency/staff/${userId}/status`, {
        method: 'POST',
        body: { active },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useIssuePasswordLink() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<{ linkSent: boolean }>(apiPath`/api/agency/staff/${userId}/password-link`, {
        method: 'POST',
      }),
  });
}
