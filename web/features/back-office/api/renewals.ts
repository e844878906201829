import { useQuery } from '@tanstack/react-query';
import type { AgencyRenewal, renewalWindows } from '../../../../domain/offers/renewal.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** How far ahead the Renouvellements list looks, in days (`renewalWindows`). */
export type RenewalWindow = (typeof renewalWindows)[number];

/** Query keys of the agency's Renouvellements list, one per window. */
export const renewalKeys = {
  all: [...agencyKeys.all, 'renewals'] as const,
  list: (within: RenewalWindow) => [...renewalKeys.all, within] as const,
};

/**
 * GET /api/agency/renewals?within=: the agency's confirmed contracts whose renewal date is at
 * most `within` days away, soonest first (domain/offers/renewal.ts `agencyRenewalSchema`).
 */
export function useAgencyRenewals(within: RenewalWindow) {
  return useQuery({
    queryKey: renewalKeys.list(within),
    queryFn: ({ signal }) =>
      apiFetch<AgencyRenewal[]>(
        apiPath`/api/agency/renewals?${new URLSearchParams({ within: String(within) })}`,
        { signal },
      ),
  });
}
