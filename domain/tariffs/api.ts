import { z } from 'zod';
import { guarantees, packs, type Pack } from '../reference/guarantees.ts';
import { tariffGridSchema } from './grid.ts';
import { notOfferedCodes, priceLineKinds } from './pricing.ts';

/*
 * What the API says of tariff grids (docs/product/tariffs.md): the agency's Barème, its mode,
 * the suggestion a price form opens with, the driver's indicative range and an offer's
 * "Pourquoi ce prix ?". Money in centimes, rates in basis points (1 400 = 14 %), instants ISO
 * 8601 UTC; the pages show DH and %.
 */

/**
 * How an agency uses its grid:
 * - `automatic`: a request of its city is priced by the grid and the offer sent as it is
 *   submitted ("tarif automatique"), when the grid offers all three packs; revisable like any offer;
 * - `suggestion`: the price form opens with the grid's prices and breakdown, which the agent
 *   adjusts and sends;
 * - `off`: the grid is not used, not even for the drivers' indicative range.
 */
export const tariffModes = ['automatic', 'suggestion', 'off'] as const;
export type TariffMode = (typeof tariffModes)[number];

/** A version of an agency's grid: 1 for the first saved, one more per change. */
export const gridVersionSchema = z.strictObject({
  number: z.number().int(),
  createdAt: z.string().describe('When the version was saved (ISO instant).'),
});

/** GET /api/agency/tariff — the agency's mode and current grid (the reference grid before any). */
export const agencyTariffSchema = z.strictObject({
  mode: z.enum(tariffModes),
  grid: tariffGridSchema,
  version: gridVersionSchema
    .nullable()
    .describe('The current version; null while the agency never saved a grid.'),
});
export type AgencyTariff = z.output<typeof agencyTariffSchema>;

/**
 * PUT /api/agency/tariff — the manager saves the mode and the grid. A grid that differs from
 * the current version becomes a new version; sent offers keep the version that priced them.
 * A mode other than `off` needs a grid that prices at least one level.
 */
export const agencyTariffInputSchema = z.strictObject({
  mode: z.enum(tariffModes, { error: 'invalidValue' }),
  grid: tariffGridSchema,
});
export type AgencyTariffInput = z.input<typeof agencyTariffInputSchema>;

/** One line of a priced pack (domain/tariffs/pricing.ts `PriceLine`). */
export const priceLineSchema = z.strictObject({
  kind: z.enum(priceLineKinds),
  level: z.string().nullable(),
  rateBp: z.number().int().nullable(),
  baseCentimes: z.number().int().nullable(),
  amountCentimes: z.number().int(),
});

/** A pack priced by a grid, or why the grid does not offer it (`PackPrice`). */
export const packPriceSchema = z.discriminatedUnion('offered', [
  z.strictObject({
    offered: z.literal(true),
    priceCentimes: z.number().int(),
    lines: z.array(priceLineSchema),
  }),
  z.strictObject({
    offered: z.literal(false),
    reason: z.strictObject({
      code: z.enum(notOfferedCodes),
      guarantee: z.enum(guarantees).nullable(),
      level: z.string().nullable(),
      maxVehicleAgeYears: z.number().int().nullable(),
    }),
  }),
]);

const perPack = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(packs.map((pack) => [pack, schema])) as Record<Pack, T>);

/**
 * GET /api/agency/quotes/:quoteId/tariff-suggestion — the agency's grid priced on the quote
 * (mode `suggestion` or `automatic`): each pack's price and lines, or why it is not offered.
 * 404 when the agency has no grid or its mode is `off`.
 */
export const tariffSuggestionSchema = z.strictObject({
  gridVersion: gridVersionSchema,
  packs: perPack(packPriceSchema),
});
export type TariffSuggestion = z.output<typeof tariffSuggestionSchema>;

/**
 * The driver's indicative range for each pack, from the grids of the city's agencies (mode
 * other than `off`) as the request was saved: the lowest and highest price TTC among the grids
 * that offer the pack; null for a pack no grid offers. An estimate, not an offer.
 */
export const priceEstimateSchema = z.strictObject({
  gridCount: z.number().int().describe('How many agencies’ grids priced the request.'),
  packs: perPack(
    z.strictObject({ minCentimes: z.number().int(), maxCentimes: z.number().int() }).nullable(),
  ),
});
export type PriceEstimate = z.output<typeof priceEstimateSchema>;

/** One stored row of a quote's range (`quote_price_estimates`): a pack some grid offers. */
export interface PriceEstimateRow {
  pack: Pack;
  minCentimes: number;
  maxCentimes: number;
  gridCount: number;
}

/** The range of a quote from its stored rows; null without rows (no grid offered any pack). */
export function priceEstimateOf(rows: readonly PriceEstimateRow[] | null): PriceEstimate | null {
  const [first] = rows ?? [];
  if (!rows || !first) return null;
  const rangeOf = (pack: Pack) => {
    const row = rows.find((item) => item.pack === pack);
    return row
      ? { minCentimes: Number(row.minCentimes), maxCentimes: Number(row.maxCentimes) }
      : null;
  };
  return {
    gridCount: Number(first.gridCount),
    packs: {
      basic: rangeOf('basic'),
      intermediate: rangeOf('intermediate'),
      premium: rangeOf('premium'),
    },
  };
}

/**
 * How an offer's current version was priced, as the comparison tells the driver: by the
 * agency's grid with nothing changed (`automatic`: sent by the grid itself; a suggestion sent
 * as the grid gave it is `gridPriced` too), with the grid version's date; null when typed.
 */
export const offerPricingSchema = z.strictObject({
  automatic: z.boolean(),
  gridVersionCreatedAt: z.string(),
});

/**
 * GET /api/quotes/:quoteId/offers/:offerId/breakdown — "Pourquoi ce prix ?": the lines of each
 * pack of a grid-priced offer's current version, and the grid version's date. 404 for an offer
 * priced by hand, or not on the driver's quote.
 */
export const priceBreakdownSchema = z.strictObject({
  automatic: z.boolean(),
  gridVersionCreatedAt: z.string(),
  packs: perPack(z.array(priceLineSchema)),
});
export type PriceBreakdown = z.output<typeof priceBreakdownSchema>;
