import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../domain/stats/dashboard.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query keys of the /dashboard figures. */
export const dashboardKeys = {
  all: [...agencyKeys.all, 'dashboard'] as const,
};

/**
 * /dashboard figures, refreshed every minute; polling is marked `background` so it does not
 * keep an idle session alive (docs/product/design.md §9).
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) =>
      apiFetch<DashboardStats>(apiPath`/api/dashboard`, { signal, background: true }),
    refetchInterval: 60_000,
  });
}
