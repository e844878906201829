import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../domain/profile.schemas.ts';
import { apiFetch } from './api-client.ts';

/** The signed-in person, or null for a visitor (GET /api/auth/session). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => (await apiFetch<{ user: Profile | null }>('/api/auth/session')).user,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
