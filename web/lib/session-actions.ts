import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SignupInput } from '../../domain/auth.schemas.ts';
import type { Profile } from '../../domain/profile.schemas.ts';
import { apiFetch } from './api-client.ts';
import { forgetSession } from './session-lost.ts';
import { sessionQuery } from './session.ts';

/*
 * Signing in, up and out. Apart from session.ts so that the public pages, which only read the
 * session, do not load the mutation code (docs/product/design.md §10 bundle budget).
 */

/** Signs in (driver or back office); the session query then holds the profile. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<{ user: Profile }>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

/** Creates a driver account and signs it in (docs/product/specification.md §4.1). */
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
    onSettled: () => forgetSession(queryClient),
  });
}
