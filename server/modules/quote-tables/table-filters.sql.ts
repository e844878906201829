import { and, sql, type SQL } from 'drizzle-orm';
import { addToDate } from '../../../domain/dates.ts';
import { moroccoDayStart } from '../../../domain/morocco-time.ts';
import type { AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import {
  filterNotOffered,
  type QuoteTable,
  type TableView,
} from '../../../domain/offers/quote-tables.ts';
import { contracts, offers } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';

/** The filters beside a table's search box, as its query or a saved view carries them. */
export type TableFilters = Pick<TableView, 'from' | 'to' | 'status' | 'agent'>;

/**
 * The colleague a row is the work of (docs/product/agency-day.md "Filters and saved views"):
 * who priced the offer last on the priced tables, who decided the contract on the contracts
 * table. The rows are the agency's own, so another agency's user id matches none.
 */
export function agentOf(table: Exclude<QuoteTable, 'pending'>): SQL {
  return table === 'contracts' ? sql`${contracts.decidedBy}` : sql`${offers.pricedBy}`;
}

/**
 * Moroccan days `from`–`to` (`YYYY-MM-DD`, both included, either left open) of the date column
 * `instant`, as a range of instants from the first day's midnight to the midnight after the last
 * (Morocco's clock, decision 0015), which an index on that column reads.
 */
export function dayRangeConditions(
  instant: SQL,
  from: string | undefined,
  to: string | undefined,
): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${instant} >= ${moroccoDayStart(from).toISOString()}::timestamptz`);
  if (to) {
    const end = moroccoDayStart(addToDate(to, { days: 1 }));
    conditions.push(sql`${instant} < ${end.toISOString()}::timestamptz`);
  }
  return conditions;
}

/**
 * The filters beside the search: the Moroccan days `from`–`to` of the table's date column
 * `instant` (`dayRangeConditions`), which the (agency, date) indexes read; the status the agency
 * sees (`status`, the table's expression of it, built only for a status filter: a table opened
 * without filters does not build it on its way to its prepared page); the agent (`agentOf`).
 * @throws AppError validationFailed for a filter the table does not offer (`tableFilters`).
 */
export function filterCondition(
  table: QuoteTable,
  filters: TableFilters,
  columns: { instant: SQL<Date>; status: () => SQL<AgencyQuoteStatus> },
): SQL | undefined {
  const notOffered = filterNotOffered(table, filters);
  if (notOffered) throw fieldError(notOffered, 'invalidValue');
  const conditions = dayRangeConditions(columns.instant, filters.from, filters.to);
  if (filters.status) conditions.push(sql`${columns.status()} = ${filters.status}`);
  if (filters.agent && table !== 'pending')
    conditions.push(sql`${agentOf(table)} = ${filters.agent}`);
  return and(...conditions);
}
