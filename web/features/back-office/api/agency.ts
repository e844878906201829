import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyAction } from '../../../../domain/back-office.schemas.ts';
import type { AgencyAdminRow } from '../../../../domain/back-office.types.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/*
 * Agences (platform admin): the agencies and the admin's decisions on them. The back office's
 * other areas have their own files: dashboard.ts, quote-tables.ts, pricing.ts, contracts.ts,
 * staff.ts, audit.ts, messages.ts, notifications.ts.
 */

/** Query keys of the platform admin's agencies lists (`useAgencies` reads `[...all, status]`). */
export const agencyAdminKeys = {
  all: ['agencies'] as const,
};

/** Agences (platform admin): agencies of a status. */
export function useAgencies(status: AgencyAdminRow['status']) {
  return useQuery({
    queryKey: ['agencies', status],
    queryFn: ({ signal }) =>
      apiFetch<AgencyAdminRow[]>(apiPath`/api/admin/agencies?status=${status}`, { signal }),
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
