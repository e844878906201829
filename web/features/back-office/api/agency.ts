import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../domain/paging.ts';
import type { AgencyAction } from '../../../../domain/agencies/admin.ts';
import type { AgencyAdminRow } from '../../../../domain/agencies/admin.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/*
 * Agences (platform admin): the agencies and the admin's decisions on them. The back office's
 * other areas have their own files: dashboard.ts, quote-tables.ts, pricing.ts, contracts.ts,
 * staff.ts, audit.ts, messages.ts, notifications.ts.
 */

/** Query keys of the platform admin's agencies lists. */
export const agencyAdminKeys = {
  all: ['agencies'] as const,
  list: (status: AgencyAdminRow['status']) => [...agencyAdminKeys.all, status] as const,
};

/** Agences (platform admin): agencies of a status, newest first, a page at a time ("Voir plus"). */
export function useAgencies(status: AgencyAdminRow['status']) {
  return useInfiniteQuery({
    queryKey: agencyAdminKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<AgencyAdminRow>>(
        apiPath`/api/admin/agencies?${new URLSearchParams({ status, ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDecideAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      agencyId,
      action,
      reason,
    }: {
      agencyId: string;
      action: AgencyAction;
      reason: string;
    }) =>
      apiFetch<{ status: AgencyAdminRow['status'] }>(
        apiPath`/api/admin/agencies/${agencyId}/decision`,
        {
          method: 'POST',
          body: { action, reason },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyAdminKeys.all }),
  });
}
