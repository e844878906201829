import { sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { Page } from '../../../domain/paging.ts';
import type { QuoteSortKey, QuoteTable } from '../../../domain/offers/quote-tables.ts';
import { defaultDirection, oneValueColumns } from '../../../domain/offers/quote-tables.ts';
import type { QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { Pack } from '../../../domain/reference/guarantees.ts';
import type { Language } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { withPositionalRows } from '../../db/positional-rows.ts';
import { decodePosition, toPage } from '../../lib/keyset.ts';
import { driverViewOf, type AgencyMember } from '../offers/index.ts';
import { readByStatus } from './status-sort.ts';
import {
  cursorValueOf,
  narrowing,
  sortKindOf,
  tableQuery,
  type QueryShape,
  type QueryValues,
  type SortKind,
  type TableQuery,
  type TableRow,
} from './table-query.ts';
import { cityNameMatches, wholeReference } from './table-search.sql.ts';

/** Rows per page of the back-office tables. */
export const pageSize = 25;

export type { TableQuery } from './table-query.ts';

/** Rows read for one CSV export at most (a month of a busy agency is far below). */
export const csvRowLimit = 10_000;

/** The placeholders a prepared page binds (`QueryValues`). */
const placeholders = {
  at: sql<Date>`${sql.placeholder('at')}::timestamptz`,
  member: { agencyId: sql.placeholder('agencyId'), cityId: sql.placeholder('cityId') },
  today: sql.placeholder('today'),
} satisfies QueryValues;

/** The cursor's placeholders; a statement that reads no cursor leaves them out. */
const placeholderAfter: [Placeholder, Placeholder] = [
  sql.placeholder('afterValue'),
  sql.placeholder('afterId'),
];

/** A table page's statement, prepared under its name. */
interface PreparedPage {
  execute(values: Record<string, unknown>): Promise<TableRow[]>;
}

/** A table page's query prepared once per shape, for each database (or transaction). */
const preparedPages = new WeakMap<Database, Map<string, PreparedPage>>();

/**
 * The name of a table page's prepared statement: one per shape, so that a name never stands
 * for two SQL texts (`pg` refuses it), and at most 63 bytes, where PostgreSQL would cut it and
 * two shapes could meet.
 * @throws Error for a name over 63 bytes.
 */
export function pageStatementName(
  table: QuoteTable,
  sort: QuoteSortKey,
  descending: boolean,
  language: Language,
  part: string,
  count: number,
): string {
  const name = ['qt', table, sort, descending ? 'desc' : 'asc', language, part, count].join('_');
  if (Buffer.byteLength(name) > 63) throw new Error(`Statement name over 63 bytes: ${name}`);
  return name;
}

/**
 * A statement for a table without search or filter — what a table shows when it opens, in each
 * of its sorts, and again at each refresh — named by its shape: table, sort, direction,
 * language, `part` (first page or after a cursor; for the sort by status, the status and
 * whether a cursor bounds it) and row count. The query is built once per database object and
 * shape by `build`, with the placeholders `placeholders` and (when it reads the cursor)
 * `placeholderAfter` name, and PostgreSQL parses it once per connection (PGlite each time);
 * each request only binds the agency, its city, the instant, today and the cursor. Building the query was the largest part of the app's own work on these
 * lists (bench/results/raw-limit-postgres.md, decision 0037).
 */
function preparedPage(
  db: Database,
  shape: QueryShape,
  descending: boolean,
  part: string,
  count: number,
  /** Whether the query itself reads the cursor (`QueryValues.after`). */
  cursor: boolean,
  build: (query: ReturnType<typeof tableQuery>) => {
    prepare(name: string): PreparedPage;
  },
): PreparedPage {
  const name = pageStatementName(
    shape.table,
    shape.query.sort,
    descending,
    shape.language,
    part,
    count,
  );
  let byName = preparedPages.get(db);
  if (!byName) preparedPages.set(db, (byName = new Map()));
  let prepared = byName.get(name);
  if (!prepared) {
    const query = tableQuery(db, shape, {
      ...placeholders,
      after: cursor ? placeholderAfter : undefined,
    });
    prepared = withPositionalRows(build(query).prepare(name));
    byName.set(name, prepared);
  }
  return prepared;
}

/**
 * One page of a back-office table (docs/product/specification.md §2, §9; docs/product/design.md §10): /devis-attente (`pending`),
 * /devis-traite (`processed`), /contrats-confirmes (`contracts`) and /tableDevis-Global (`all`).
 * Search, filters (`filterCondition`), sort on every column, keyset pagination on (sort value, quote id):
 * the cost stays flat with depth and rows inserted meanwhile are neither repeated nor skipped. The
 * driver's identity is read only for quotes that selected this agency (docs/product/design.md §5).
 * @throws AppError validationFailed for a cursor this server did not write.
 */
export async function listQuoteTable(
  db: Database,
  member: AgencyMember,
  table: QuoteTable,
  query: TableQuery,
  language: Language,
  limit: number = pageSize,
): Promise<Page<QuoteTableRow>> {
  const now = new Date().toISOString();
  const defaultOrder = oneValueColumns[table].includes(query.sort);
  const order = (defaultOrder ? undefined : query.direction) ?? defaultDirection[table];
  const descending = order === 'desc';
  const kind: SortKind = defaultOrder ? 'timestamptz' : sortKindOf[query.sort];
  const position = query.cursor ? decodePosition(query.cursor, cursorValueOf[kind]) : undefined;
  const byStatus = query.sort === 'status' && table !== 'pending' && !defaultOrder;
  const cityMatches =
    table === 'pending' && query.search !== '' && !wholeReference.test(query.search)
      ? await cityNameMatches(db, member.cityId, query.search, language)
      : false;
  const shape = { table, query, language, cityMatches };
  const values: QueryValues = {
    at: sql<Date>`${now}::timestamptz`,
    member,
    today: todayInMorocco(),
    after: position,
  };
  // Without search or filter the page is a prepared statement of its shape (preparedPage).
  const plain = narrowing(shape, values.at) === undefined;
  /** What a prepared statement binds (`placeholders`, `placeholderAfter`). */
  const bound = {
    at: now,
    agencyId: member.agencyId,
    cityId: member.cityId,
    today: values.today,
    afterValue: position?.[0],
    afterId: position?.[1],
  };
  let rows: TableRow[];
  if (byStatus) {
    // The priced tables' status is read one status after the other (status-sort.ts).
    // A prepared status read takes the page's whole count (readByStatus leaves the rest).
    const perRequest = plain ? undefined : tableQuery(db, shape, { ...values, after: undefined });
    rows = await readByStatus<TableRow>(
      async (ranges, order, merge, wanted, part) =>
        perRequest
          ? perRequest.readRanges(ranges, order, merge, wanted)
          : preparedPage(db, shape, descending, part, limit + 1, false, (query) =>
              query.readRanges(ranges, order, merge, limit + 1),
            ).execute(bound),
      {
        descending,
        after: position as [string, string] | undefined,
        only: query.status,
        count: limit + 1,
        at: plain ? placeholders.at : values.at,
        afterId: plain ? placeholderAfter[1] : undefined,
      },
    );
  } else if (plain) {
    const part = position === undefined ? 'first' : 'after';
    rows = await preparedPage(
      db,
      shape,
      descending,
      part,
      limit + 1,
      position !== undefined,
      (query) => query.ordered(descending, limit + 1),
    ).execute(bound);
  } else {
    rows = await tableQuery(db, shape, values).ordered(descending, limit + 1);
  }

  return toPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      reference: row.reference,
      guaranteeChoiceId: row.guaranteeChoiceId,
      at: new Date(row.at).toISOString(),
      insuranceStartDate: row.insuranceStartDate,
      expiresAt: row.expiresAt.toISOString(),
      driver: driverViewOf(row, row.city),
      amountCentimes: row.amount === null ? null : Number(row.amount),
      status: row.status,
      selectedPack: row.selectedByUs ? (row.selectedPack as Pack | null) : null,
      policyNumber: row.policyNumber,
    }),
    (row) => [sortValueOf(row.sortValue, kind), row.id],
  );
}

/** The database's sort value as the cursor carries it (instants already as microsecond text). */
function sortValueOf(value: unknown, kind: SortKind): string | number {
  return kind === 'bigint' ? Number(value) : String(value);
}
