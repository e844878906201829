import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent, ConsentKind } from '../../../../domain/accounts/personal-data.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/session.ts';
import { personalDataKeys } from './personal-data.ts';

/** The consents the signed-in driver gave, active or withdrawn (GET /api/me/consents). */
export const consentsQuery = queryOptions({
  queryKey: personalDataKeys.consents,
  queryFn: ({ signal }) => apiFetch<Consent[]>(apiPath`/api/me/consents`, { signal }),
  staleTime: 0,
  gcTime: 0,
  // Offline, say so at once rather than wait for the network.
  networkMode: 'always',
});

/**
 * Withdraws one kind of consent, for all the driver's quotes at once (law 09-08 article 9,
 * opposition); the list then shows the server's answer. The profile is read again, since its
 * Notifications tab shows the WhatsApp consent too.
 */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ConsentKind) =>
      apiFetch<Consent[]>(apiPath`/api/me/consents/${kind}/withdraw`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: async (consents) => {
      queryClient.setQueryData(personalDataKeys.consents, consents);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
