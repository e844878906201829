import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  defaultRenewalWindow,
  type AgencyRenewal,
  type renewalOfferSchema,
  type RenewalsView,
} from '../../../../domain/offers/renewal.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { agencyKeys } from './agency-keys.ts';

/** The renewal offer's three prices as parsed, in DH (`renewalOfferSchema`). */
type RenewalOffer = z.output<typeof renewalOfferSchema>;

/** Query keys of the agency's Renouvellements list, one per window and filters. */
export const renewalKeys = {
  all: [...agencyKeys.all, 'renewals'] as const,
  list: (view: RenewalsView) => [...renewalKeys.all, view] as const,
};

/**
 * GET /api/agency/renewals: the agency's confirmed contracts whose renewal date is at most
 * `view.within` days away, narrowed by its filters, soonest first (domain/offers/renewal.ts
 * `agencyRenewalSchema`); not asked while `view` is null (filters the schema refuses).
 */
export function useAgencyRenewals(view: RenewalsView | null) {
  const asked = view ?? { within: defaultRenewalWindow };
  return useQuery({
    enabled: view !== null,
    queryKey: renewalKeys.list(asked),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ within: String(asked.within ?? defaultRenewalWindow) });
      for (const key of ['status', 'from', 'to', 'agent'] as const) {
        const value = asked[key];
        if (value) params.set(key, value);
      }
      return apiFetch<AgencyRenewal[]>(apiPath`/api/agency/renewals?${params}`, { signal });
    },
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
