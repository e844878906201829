import { z } from 'zod';
import { daysUntil } from '../dates.ts';
import { tableViewLimits } from '../limits.ts';
import { isoDateSchema } from '../validation.ts';

/*
 * The filters every back-office table shares (docs/product/agency-day.md "Filters and saved
 * views"): a range of Moroccan calendar days on the date the table shows, and a colleague.
 * The quote tables (quote-tables.ts) and the Renouvellements (renewals-table.ts) build their
 * views from these.
 */

/**
 * A day of a table's date filter: a calendar date of this century. The tables hold nothing
 * older, and a far year (`9999-12-31`) would give an instant PostgreSQL cannot read.
 */
export const tableDaySchema = isoDateSchema.refine(
  (day) => day >= '2000-01-01' && day <= '2099-12-31',
  'invalidDate',
);

/** A staff member's user id, as the agent filter takes it (better-auth ids, demo ids). */
export const agentIdSchema = z.string().regex(/^[\w-]{1,64}$/, { error: 'invalidValue' });

/**
 * A date range reads forwards and spans at most `tableViewLimits.rangeMaxDays` (both ends counted);
 * either end may be left open. Its issue is on `to`.
 */
export function checkDateRange(
  value: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.from || !value.to) return;
  const days = daysUntil(value.to, value.from) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeOrder' });
  else if (days > tableViewLimits.rangeMaxDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeTooLong' });
}

/** The `from`–`to` filter of a table whose date column is `column` (for the API's description). */
export const dayRangeShape = (column: string) => ({
  from: tableDaySchema
    .optional()
    .describe(`First Moroccan day (\`YYYY-MM-DD\`) of ${column}, included.`),
  to: tableDaySchema
    .optional()
    .describe(`Last Moroccan day (\`YYYY-MM-DD\`) of ${column}, included.`),
});
