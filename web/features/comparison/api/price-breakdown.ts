import { useQuery } from '@tanstack/react-query';
import type { PriceBreakdown } from '../../../../domain/tariffs/api.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { driverQuoteKeys } from '../../../lib/driver-quote-keys.ts';

/**
 * "Pourquoi ce prix ?" of a grid-priced offer (GET /api/quotes/:quoteId/offers/:offerId/breakdown):
 * each pack's lines and the grid version's date, fetched when the driver asks (`enabled`). Keyed
 * by the grid version too, so that an offer revised with a newer grid is fetched afresh.
 */
export function usePriceBreakdown(
  quoteId: string,
  offerId: string,
  gridVersionCreatedAt: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...driverQuoteKeys.all, quoteId, 'breakdown', offerId, gridVersionCreatedAt],
    queryFn: ({ signal }) =>
      apiFetch<PriceBreakdown>(apiPath`/api/quotes/${quoteId}/offers/${offerId}/breakdown`, {
        signal,
      }),
    enabled,
  });
}
