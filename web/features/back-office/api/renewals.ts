import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AgencyRenewal,
  renewalOfferSchema,
  renewalWindows,
} from '../../../../domain/offers/renewal.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** How far ahead the Renouvellements list looks, in days (`renewalWindows`). */
export type RenewalWindow = (typeof renewalWindows)[number];

/** The renewal offer's three prices as parsed, in DH (`renewalOfferSchema`). */
type RenewalOffer = z.output<typeof renewalOfferSchema>;

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

/**
 * PUT /api/agency/renewals/:quoteId/offer: sends, or sends again, the agency's renewal offer on
 * the contract of `quoteId` (prices in DH as typed, `renewalOfferSchema`), then reads the list
 * again. A 409 `renewalRequested` means the driver's request came first.
 */
export function useOfferRenewal(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prices: RenewalOffer) =>
      apiFetch<void>(apiPath`/api/agency/renewals/${quoteId}/offer`, {
        method: 'PUT',
        body: prices,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
