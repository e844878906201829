import { useMutation } from '@tanstack/react-query';
import type { AgencyRegistrationInput } from '../../../../domain/agencies/registration.ts';
import type {
  PasswordResetInput,
  PasswordResetRequestInput,
} from '../../../../domain/accounts/auth.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/*
 * The access pages' API calls that are not the session's own (sign-in, sign-up and sign-out are
 * in web/lib/session-actions.ts, shared with the layouts): an agency's registration and the
 * password links.
 */

/** "Inscription de l'agence": a pending agency and its manager (docs/product/specification.md §8). */
export function useRegisterAgency() {
  return useMutation({
    mutationFn: (input: AgencyRegistrationInput) =>
      apiFetch<void>(apiPath`/api/agencies/registrations`, { method: 'POST', body: input }),
  });
}

/** Mails a password link; the same answer whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      apiFetch<void>(apiPath`/api/auth/password-reset`, { method: 'POST', body: input }),
  });
}

/** Sets a new password with a link's single-use token. */
export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      apiFetch<void>(apiPath`/api/auth/password-reset/complete`, { method: 'POST', body: input }),
  });
}

/** The id of the driver's latest quote, if any, to choose where a sign-in leads. */
export async function fetchLatestQuoteId(): Promise<string | null> {
  const { latestQuoteId } = await apiFetch<{ latestQuoteId: string | null }>(apiPath`/api/quotes`);
  return latestQuoteId;
}
