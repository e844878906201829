import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '../../domain/reference.ts';
import { apiFetch } from './api-client.ts';

/** The public reference lists (cities, brands, professions…), cached for the visit. */
export const referenceQuery = queryOptions({
  queryKey: ['reference'],
  queryFn: () => apiFetch<ReferenceData>('/api/reference'),
  staleTime: Infinity,
});

export function useReference() {
  return useQuery(referenceQuery);
}
