import { useMutation } from '@tanstack/react-query';
import type { EraseAccountInput } from '../../../../domain/accounts/personal-data.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/**
 * Erases the signed-in driver's account, confirmed by their password (POST /api/me/erase; law
 * 09-08). The server answers 204 and clears the session cookie; the caller then forgets the
 * session in this tab. A wrong password is a 400 with a message on `password`.
 */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (input: EraseAccountInput) =>
      apiFetch<void>(apiPath`/api/me/erase`, { method: 'POST', body: input }),
  });
}
