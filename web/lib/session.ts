import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../domain/accounts/profile.ts';
import { apiFetch } from './api-client.ts';
import { sessionPath } from './api-path.ts';

/** Query keys of the session: the signed-in person's profile. */
export const sessionKeys = {
  all: ['session'] as const,
};

/** The signed-in person, or null for a visitor (GET /api/auth/session). */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async () => (await apiFetch<{ user: Profile | null }>(sessionPath)).user,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
