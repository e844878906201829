import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { quoteStatusFilters } from '../../../domain/offers/quote-tables.ts';
import type { AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import { AppError } from '../../lib/errors.ts';
import { offers } from '../../db/schema/index.ts';
import { statusKeyRanges } from '../offers/index.ts';

/*
 * The priced tables (processed, all) sorted by status. Sorting every offer of an agency by a
 * computed status took 0.6 s at 1,000,000 quotes: the status an agency sees depends on the clock,
 * which no index follows. The rows are read instead one status after the other, in the order
 * of the lifecycle (`quoteStatusFilters`: offered, selected, confirmed, lost, not retained,
 * expired, cancelled; reversed descending), each status by quote id through the offers'
 * (agency, status key, quote id) index (`statusKeyRanges`), until the page is full. The cursor
 * is (status, quote id) as for the other sorts.
 */

/**
 * Reads the table's rows meeting any of `conditions`, each read in `order` and the two merged in
 * `merge` (the same order, by the query's output columns), `count` at least (more are left
 * out). `shape` names what
 * the conditions hold apart from their values (the status, and whether a cursor's quote id
 * bounds it), for a reader that prepares each shape once.
 */
type TableReader<Row> = (
  conditions: [SQL] | [SQL, SQL],
  order: SQL[],
  merge: SQL,
  count: number,
  shape: string,
) => Promise<Row[]>;

/**
 * `count` rows of the table in status order, after the cursor's `(status, quote id)` when
 * given; `only`, the status filter, when set (the other statuses then hold no row).
 * @throws AppError validationFailed (`cursor`) for a cursor whose status no priced table shows.
 */
export async function readByStatus<Row>(
  read: TableReader<Row>,
  options: {
    descending: boolean;
    after: [status: string, quoteId: string] | undefined;
    only: AgencyQuoteStatus | undefined;
    count: number;
    /** The request's instant, the clock of every status it reads (`statusKeyRanges`). */
    at: SQL;
    /** What the cursor's quote id is bound as: its value by default, or a placeholder. */
    afterId?: Placeholder;
  },
): Promise<Row[]> {
  const { descending, after, only, count, at } = options;
  const afterIdValue = options.afterId ?? after?.[1];
  const statuses: readonly AgencyQuoteStatus[] = descending
    ? [...quoteStatusFilters].reverse()
    : quoteStatusFilters;
  let start = 0;
  if (after) {
    start = statuses.indexOf(after[0] as AgencyQuoteStatus);
    if (start < 0) throw new AppError('validationFailed', { fields: { cursor: 'invalidValue' } });
  }
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const rows: Row[] = [];
  for (const status of statuses.slice(start)) {
    const wanted = count - rows.length;
    if (wanted <= 0) break;
    if (only && only !== status) continue;
    const afterId =
      after && status === after[0]
        ? descending
          ? sql`${offers.quoteId} < ${afterIdValue}::uuid`
          : sql`${offers.quoteId} > ${afterIdValue}::uuid`
        : undefined;
    const ranges = statusKeyRanges(status, at).map((range) => and(range, afterId) ?? range) as
      [SQL] | [SQL, SQL];
    // A status of two ranges (expired) is one query: each in quote id order, merged. A reader
    // may return more than `wanted` (a prepared statement reads a whole page, to serve a
    // status wherever it starts in the page): what the page has no room for is left.
    const statusRows = await read(
      ranges,
      [sql`${offers.quoteId} ${direction}`],
      sql`"id" ${direction}`,
      wanted,
      `${status}_${afterId ? 'after' : 'first'}`,
    );
    rows.push(...statusRows.slice(0, wanted));
  }
  return rows;
}
