import { z } from 'zod';

/*
 * How fast an agency answers, shown to drivers beside its offer (docs/product.md, "Who sees
 * what"): the median time from a quote's submission to the agency's offer, and from a driver's
 * choice of the agency to its first call, over a rolling window, computed by the database
 * (server/modules/agencies/responsiveness.ts). A median of a handful of quotes says little and
 * would single out one driver's case: under `responsivenessMinimumQuotes` it is not shown.
 */

/** The window the medians cover, in days before the time they were computed. */
export const responsivenessWindowDays = 90;

/** Fewest quotes behind a median for it to be shown. */
export const responsivenessMinimumQuotes = 5;

/** One median with the number of quotes behind it. */
export const responsivenessMeasureSchema = z.strictObject({
  medianMinutes: z.number().int().describe('Median delay, in whole minutes (at least 1).'),
  quoteCount: z.number().int().describe('Quotes behind the median.'),
});

/** What a driver sees of an agency's responsiveness; a measure is null when not shown. */
export const responsivenessSchema = z.strictObject({
  pricing: responsivenessMeasureSchema
    .nullable()
    .describe(
      `Median time from a quote's submission to this agency's offer, over the last ${responsivenessWindowDays} days; null under ${responsivenessMinimumQuotes} quotes.`,
    ),
  callBack: responsivenessMeasureSchema
    .nullable()
    .describe(
      `Median time from a driver's choice of this agency to its first call, over the last ${responsivenessWindowDays} days; null under ${responsivenessMinimumQuotes} quotes.`,
    ),
});
export type AgencyResponsiveness = z.output<typeof responsivenessSchema>;

/** The figures the database computed for one agency: counts, and medians in seconds (null without quotes). */
export interface ResponsivenessFigures {
  pricedCount: number;
  pricingMedianSeconds: number | null;
  calledCount: number;
  callBackMedianSeconds: number | null;
}

const measure = (count: number, seconds: number | null) =>
  count >= responsivenessMinimumQuotes && seconds !== null
    ? { medianMinutes: Math.max(1, Math.round(seconds / 60)), quoteCount: count }
    : null;

/**
 * What a driver is shown of `figures` (null: never computed): each median only when at least
 * `responsivenessMinimumQuotes` quotes stand behind it, in whole minutes, never 0.
 */
export function shownResponsiveness(figures: ResponsivenessFigures | null): AgencyResponsiveness {
  return {
    pricing: figures ? measure(figures.pricedCount, figures.pricingMedianSeconds) : null,
    callBack: figures ? measure(figures.calledCount, figures.callBackMedianSeconds) : null,
  };
}
