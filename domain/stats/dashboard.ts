import { z } from 'zod';
import { agencyQuoteStatuses } from '../offers/agency-status.ts';
import { quoteStatuses } from '../quotes/lifecycle.ts';

/*
 * The back-office dashboard (GET /api/dashboard): counters, the 30-day chart and the recent
 * activity. Money in centimes; days `YYYY-MM-DD` in Africa/Casablanca; instants ISO 8601 UTC.
 */

/** One dashboard counter: the value for today and its change against yesterday. */
export const counterSchema = z.strictObject({
  today: z.number(),
  yesterday: z.number(),
  changePercent: z
    .number()
    .nullable()
    .describe('Whole percent change against yesterday; null when yesterday was 0.'),
});

/** One day of the 30-day chart. */
export const dailyActivitySchema = z.strictObject({
  day: z.string(),
  pending: z.number(),
  processed: z.number(),
  confirmed: z.number(),
});

/**
 * A row of the dashboard's "activité récente": the latest quotes the agency priced, with the
 * status it sees and its own price (the chosen pack's when the driver chose it, else Basique);
 * for the platform admin, the latest quotes with their status and the price chosen (the chosen
 * offer's price of the chosen pack), else the lowest Basique price offered.
 */
export const recentActivityRowSchema = z.strictObject({
  quoteId: z.string(),
  at: z.string(),
  reference: z.string(),
  initials: z.string().describe('Empty when anonymised.'),
  /** The quote was anonymised (law 09-08; docs/decisions/0032-driver-data-rights-and-erasure.md). */
  anonymised: z.boolean(),
  amountCentimes: z.number(),
  status: z.union([z.enum(agencyQuoteStatuses), z.enum(quoteStatuses)]),
});

/**
 * GET /api/dashboard. For an agency: quotes received in its city, quotes it priced, contracts
 * it confirmed, drivers it served (cumulative). For the platform admin: the same platform-wide,
 * and registered drivers (cumulative) instead of drivers served.
 */
export const dashboardStatsSchema = z.strictObject({
  scope: z.enum(['agency', 'platform']),
  counters: z.strictObject({
    pending: counterSchema,
    processed: counterSchema,
    confirmed: counterSchema,
    drivers: counterSchema,
  }),
  waitingNow: z
    .number()
    .nullable()
    .describe(
      'Quotes still waiting for this agency’s price, counted up to 100 (agency scope; null for the platform).',
    ),
  days: z.array(dailyActivitySchema),
  recent: z.array(recentActivityRowSchema),
});

/** One dashboard counter (`counterSchema`). */
export type Counter = z.output<typeof counterSchema>;

/** One day of the 30-day chart (`dailyActivitySchema`). */
export type DailyActivity = z.output<typeof dailyActivitySchema>;

/** A row of the dashboard's "activité récente" (`recentActivityRowSchema`). */
export type RecentActivityRow = z.output<typeof recentActivityRowSchema>;

/** GET /api/dashboard (`dashboardStatsSchema`). */
export type DashboardStats = z.output<typeof dashboardStatsSchema>;
