/**
 * The root of every query an agency's own write may change (its dashboard, tables, quote pages
 * and contract follow-ups): sending prices or recording a call refreshes them all at once.
 * Each area's factory (dashboard.ts, quote-tables.ts, pricing.ts, contracts.ts) builds under it.
 */
export const agencyKeys = {
  all: ['agency'] as const,
};
