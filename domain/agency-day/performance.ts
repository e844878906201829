import { z } from 'zod';
import type { AgencyQuoteStatus } from '../offers/agency-status.ts';

/*
 * Why an agency's priced quotes were won or lost, and its Performance page
 * (docs/product/agency-day.md "Win/loss and performance"). The SQL twins of the rules below are
 * server/modules/offers/lost-sale.sql.ts, property-tested equal. Money in centimes; weeks are
 * Moroccan weeks named by their Monday (`YYYY-MM-DD`); delays in whole minutes.
 */

/**
 * Why a quote the agency priced was not won, as far as the data tells it:
 * - `notChosen`: the driver chose another agency's offer (which, and its price, stay secret);
 * - `expired`: the request's validity ended without a choice;
 * - `cancelled`: the driver withdrew the request;
 * - `contractLost`: the driver chose this agency, which then marked the sale lost.
 */
export const lostSaleReasons = ['notChosen', 'expired', 'cancelled', 'contractLost'] as const;
export type LostSaleReason = (typeof lostSaleReasons)[number];

/** The reason a quote was not won, from the status the agency sees of it; null while open or won. */
export function lostSaleReasonOf(status: AgencyQuoteStatus): LostSaleReason | null {
  switch (status) {
    case 'notRetained':
      return 'notChosen';
    case 'expired':
    case 'cancelled':
      return status;
    case 'lost':
      return 'contractLost';
    case 'pending':
    case 'offered':
    case 'selected':
    case 'confirmed':
      return null;
  }
}

/**
 * How much dearer the agency's price of the pack the driver chose was than the chosen offer's
 * price of that pack, in whole percent of the chosen price (negative: it was cheaper), rounded
 * half away from zero as PostgreSQL's `round(numeric)` does. Whole percent on purpose: the gap
 * tells the agency where it stood without letting it work the winner's price out to the dirham.
 * Null when the chosen price is 0 (no percentage of nothing).
 */
export function priceGapPercent(ownCentimes: number, chosenCentimes: number): number | null {
  if (chosenCentimes === 0) return null;
  const percent = ((ownCentimes - chosenCentimes) * 100) / chosenCentimes;
  return Math.sign(percent) * Math.round(Math.abs(percent)) || 0;
}

/** A lost sale's reason as the agency's quote detail shows it. */
export const lostSaleSchema = z.strictObject({
  reason: z.enum(lostSaleReasons),
  gapPercent: z
    .number()
    .int()
    .nullable()
    .describe(
      '`notChosen` only: the agency’s price of the chosen pack against the chosen offer’s, whole percent (negative: cheaper).',
    ),
});
export type LostSale = z.output<typeof lostSaleSchema>;

/** The periods the Performance page offers, in weeks, the current one included. */
export const performancePeriods = [4, 12, 26] as const;
export type PerformancePeriod = (typeof performancePeriods)[number];

/** GET /api/agency/performance: one of the periods offered (12 weeks by default). */
export const performanceQuerySchema = z.strictObject({
  weeks: z.coerce
    .number()
    .pipe(z.union(performancePeriods.map((weeks) => z.literal(weeks))))
    .optional()
    .default(12),
});
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

const count = z.number().int().min(0);
const minutes = z.number().int().min(0).nullable();

/**
 * One set of figures (a week, an agent, or the whole period):
 * - of the quotes priced (first sent in the week, or by the agent): how many the driver chose,
 *   how many became contracts, the conversion (chosen ÷ priced, whole percent), the median delay
 *   from the request to the price, and the lost ones by reason with the median price gap of
 *   those not chosen;
 * - of the choices (made in the week, or first called by the agent): how many were called, and
 *   the median delay from the choice to the first call.
 */
export const performanceFiguresSchema = z.strictObject({
  priced: count,
  chosen: count,
  confirmed: count,
  conversionPercent: z.number().int().nullable().describe('Null when nothing was priced.'),
  medianMinutesToPrice: minutes,
  called: count,
  medianMinutesToCall: minutes,
  lost: z.strictObject({
    notChosen: count,
    expired: count,
    cancelled: count,
    contractLost: count,
  }),
  medianGapPercent: z
    .number()
    .int()
    .nullable()
    .describe('Median price gap of the quotes not chosen, whole percent; null when none.'),
});
export type PerformanceFigures = z.output<typeof performanceFiguresSchema>;

export const performanceSchema = z.strictObject({
  weeks: z
    .array(z.strictObject({ week: z.string(), figures: performanceFiguresSchema }))
    .describe('Oldest first, the current (unfinished) week last.'),
  agents: z
    .array(
      z.strictObject({
        userId: z
          .string()
          .nullable()
          .describe(
            'Null: the prices the agency’s grid sent itself, or calls by a removed account.',
          ),
        name: z.string().describe('Empty when `userId` is null.'),
        figures: performanceFiguresSchema,
      }),
    )
    .describe('Each colleague with a price or a call in the period, by name.'),
  total: performanceFiguresSchema,
  computedAt: z
    .string()
    .describe('When these figures were computed (ISO 8601 UTC): at most 15 minutes ago.'),
});
export type Performance = z.output<typeof performanceSchema>;

/** Chosen ÷ priced in whole percent, null when nothing was priced. */
export function conversionPercent(chosen: number, priced: number): number | null {
  return priced === 0 ? null : Math.round((chosen * 100) / priced);
}

/** The sales lost for any reason among `figures`. */
export function lostSalesCount(figures: PerformanceFigures): number {
  return lostSaleReasons.reduce((sum, reason) => sum + figures.lost[reason], 0);
}
