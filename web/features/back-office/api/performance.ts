import { useQuery } from '@tanstack/react-query';
import type { Performance, PerformancePeriod } from '../../../../domain/agency-day/performance.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** Query keys of the Performance page, per period. */
export const performanceKeys = {
  all: [...agencyKeys.all, 'performance'] as const,
  weeks: (weeks: PerformancePeriod) => [...performanceKeys.all, weeks] as const,
};

/** The agency's Performance figures over the last `weeks` weeks (managers only). */
export function usePerformance(weeks: PerformancePeriod) {
  return useQuery({
    queryKey: performanceKeys.weeks(weeks),
    queryFn: ({ signal }) =>
      apiFetch<Performance>(`/api/agency/performance?weeks=${weeks}`, { signal }),
  });
}
