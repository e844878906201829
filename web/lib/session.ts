import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SignupInput } from '../../domain/auth.schemas.ts';
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

/** Signs in (driver or back office); the session query then holds the profile. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<{ user: Profile }>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

/** Creates a driver account and signs it in (spec §4.1). */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) =>
      apiFetch<{ user: Profile }>('/api/auth/signup', { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

/** Ends the session on the server and forgets every cached personal answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
