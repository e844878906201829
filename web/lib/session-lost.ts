import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isAccessRefusal, type AccessRefusal } from '../../domain/errors.ts';
import { isStaffRole } from '../../domain/accounts/roles.ts';
import type { Profile } from '../../domain/accounts/profile.ts';
import { onSessionLost } from './api-client.ts';
import { sessionQuery } from './session.ts';

/**
 * Why the sign-in page was opened, said above its form: the back office's idle limit
 * (`expired`), a session the server ended (`ended`), or the account or agency made inactive.
 */
export type SignInNotice = AccessRefusal | 'expired' | 'ended';

/**
 * The sign-in page of staff (/adminLogin) or drivers (/login-page), coming back to `next`
 * afterwards, with the notice to show. Only a code travels in the address, nothing personal.
 */
export function signInPath(forStaff: boolean, next?: string, notice?: SignInNotice): string {
  const params = new URLSearchParams();
  if (next) params.set('next', next);
  if (notice) params.set('reason', notice);
  const query = params.toString();
  return `${forStaff ? '/adminLogin' : '/login-page'}${query ? `?${query}` : ''}`;
}

/** The notice a sign-in page's address asks for, if it is one of ours. */
export function signInNoticeOf(search: string): SignInNotice | null {
  const reason = new URLSearchParams(search).get('reason');
  return reason === 'expired' || reason === 'ended' || isAccessRefusal(reason) ? reason : null;
}

/** Forgets the signed-in person and every cached personal answer, in this tab. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, null);
}

/**
 * In a signed-in area: when any API call finds the session gone (401), the person returns to
 * their sign-in page with the reason, and comes back to the page they were on after signing
 * in, instead of staying on a page whose every call fails.
 */
export function useReturnToSignInWhenSessionLost(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionLost((reason) => {
        const user = queryClient.getQueryData<Profile | null>(sessionQuery.queryKey);
        if (!user) return;
        forgetSession(queryClient);
        const { pathname, search } = window.location;
        void navigate(signInPath(isStaffRole(user.role), pathname + search, reason ?? 'ended'), {
          replace: true,
        });
      }),
    [navigate, queryClient],
  );
}
