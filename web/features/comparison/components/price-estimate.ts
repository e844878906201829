import { packs, type Pack } from '../../../../domain/reference/guarantees.ts';
import type { PriceEstimate } from '../../../../domain/tariffs/api.ts';
import { formatDh } from '../../../lib/format.ts';

/*
 * The driver's indicative range per pack (domain/tariffs/api.ts `priceEstimateSchema`), from
 * the tariff grids of the city's agencies, as the comparison words it.
 */

/** One pack's range TTC per year, centimes. */
export type EstimateRange = NonNullable<PriceEstimate['packs'][Pack]>;

/**
 * The text of a pack's range: `instantPrices.estimate.range` with `from` and `to`, or `single`
 * with `amount` when every grid gives the same price; amounts in DH as the interface writes them.
 */
export function estimateText(
  range: EstimateRange,
):
  | { key: 'instantPrices.estimate.range'; values: { from: string; to: string } }
  | { key: 'instantPrices.estimate.single'; values: { amount: string } } {
  if (range.minCentimes === range.maxCentimes)
    return {
      key: 'instantPrices.estimate.single',
      values: { amount: formatDh(range.minCentimes) },
    };
  return {
    key: 'instantPrices.estimate.range',
    values: { from: formatDh(range.minCentimes), to: formatDh(range.maxCentimes) },
  };
}

/** The packs an estimate gives a range for, in pack order; none for a null estimate. */
export function estimatedPacks(
  estimate: PriceEstimate | null,
): { pack: Pack; range: EstimateRange }[] {
  if (!estimate || estimate.gridCount === 0) return [];
  return packs.flatMap((pack) => {
    const range = estimate.packs[pack];
    return range ? [{ pack, range }] : [];
  });
}
