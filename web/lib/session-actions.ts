import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SignupInput } from '../../domain/accounts/auth.ts';
import type { Profile } from '../../domain/accounts/profile.ts';
import { apiFetch, apiPath } from './api-client.ts';
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
      apiFetch<{ user: Profile }>(apiPath`/api/auth/login`, { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

/**
 * Asks for a driver account (docs/product/specification.md §4.1): the address then gets the
 * link that confirms it and signs the driver in (decision 0023); the answer is the same for
 * any address.
 */
export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) =>
      apiFetch<{ accepted: true }>(apiPath`/api/auth/signup`, { method: 'POST', body: input }),
  });
}

/** Asks for a new confirmation link for `email`; the same answer for any address. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ accepted: true }>(apiPath`/api/auth/verify-email/resend`, {
        method: 'POST',
        body: { email },
      }),
  });
}

/**
 * Confirms an address with the token of its link; a first use signs the driver in (the answer
 * holds the profile), a later one answers no profile.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<{ user: Profile | null }>(apiPath`/api/auth/verify-email`, {
        method: 'POST',
        body: { token },
      }),
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(sessionQuery.queryKey, user);
    },
  });
}

/** Ends the session on the server and forgets every cached personal answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(apiPath`/api/auth/logout`, { method: 'POST' }),
    onSettled: () => forgetSession(queryClient),
  });
}
