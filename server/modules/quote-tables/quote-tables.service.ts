import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import type { z } from 'zod';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { Page } from '../../../domain/paging.ts';
import type {
  QuoteSortKey,
  QuoteTable,
  quoteTableExportQuerySchema,
} from '../../../domain/offers/quote-tables.ts';
import { defaultDirection, oneValueColumns } from '../../../domain/offers/quote-tables.ts';
import type { AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import type { QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { Pack } from '../../../domain/reference/guarantees.ts';
import type { Language } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { withPositionalRows } from '../../db/positional-rows.ts';
import { cities, contracts, drivers, offers, quotes } from '../../db/schema/index.ts';
import {
  decodePosition,
  microsecondInstant,
  toPage,
  type CursorValueKind,
} from '../../lib/keyset.ts';
import { localizedName, nameFromKeySql } from '../../lib/localized-name.ts';
import {
  agencyStatusSql,
  awaitingPriceSql,
  chosenByDriverSql,
  driverViewColumns,
  driverViewOf,
  shownPriceSql,
  statusOfKeysSql,
  type AgencyMember,
} from '../offers/index.ts';
import { readByStatus } from './status-sort.ts';
import { filterCondition } from './table-filters.sql.ts';
import { cityNameMatches, searchCondition, wholeReference } from './table-search.sql.ts';

/** Rows per page of the back-office tables. */
export const pageSize = 25;

/** A parsed table query (domain/offers/quote-tables.ts); the export's has no cursor. */
export type TableQuery = z.output<typeof quoteTableExportQuerySchema> & { cursor?: string };

const selectedByUs = chosenByDriverSql;

/** The agency's own price a row shows (agencyPriceSql). */
const packPrice = shownPriceSql;

/**
 * The status this agency sees (domain/offers/agency-status.ts), per table: the priced tables
 * read it from the keys kept on the agency's offer (`statusOfKeysSql`, equal to the rule) at the
 * instant `at` of the request, the same in each of its queries.
 */
function statusOf(table: QuoteTable, at: SQL<Date>): SQL<AgencyQuoteStatus> {
  if (table !== 'pending') return statusOfKeysSql(at);
  // The pending table holds quotes without this agency's offer.
  return agencyStatusSql({
    status: sql`${quotes.status}`,
    expiresAt: sql`${quotes.expiresAt}`,
    selectedOfferId: sql`${quotes.selectedOfferId}`,
    ownOfferId: null,
  });
}

/** How the value of a sort column is compared and carried in a cursor. */
type SortKind = 'timestamptz' | 'bigint' | 'text';

/** The instant each table shows and sorts by default. */
function instantOf(table: QuoteTable): SQL<Date> {
  if (table === 'pending') return sql<Date>`${quotes.createdAt}`;
  if (table === 'contracts') return sql<Date>`${contracts.decidedAt}`;
  return sql<Date>`${offers.createdAt}`;
}

/** How each sort column's values compare; a column of one value sorts by the table's instant. */
const sortKindOf = {
  date: 'timestamptz',
  reference: 'text',
  client: 'text',
  city: 'text',
  amount: 'bigint',
  status: 'text',
} as const satisfies Record<QuoteSortKey, SortKind>;

/**
 * The sortable expression of each column, never null (keyset comparisons need a value), and
 * how its values compare.
 * `defaultOrder`: the column holds one value on every row of the table (`oneValueColumns`), so
 * the rows keep the table's default order (`defaultDirection`), whichever direction is asked.
 */
function sortColumn(
  table: QuoteTable,
  key: QuoteSortKey,
  language: Language,
  at: SQL<Date>,
): { expression: SQL; kind: SortKind } {
  if (oneValueColumns[table].includes(key))
    return { expression: instantOf(table), kind: 'timestamptz' };
  return { expression: sortExpression(table, key, language, at), kind: sortKindOf[key] };
}

function sortExpression(
  table: QuoteTable,
  key: QuoteSortKey,
  language: Language,
  at: SQL<Date>,
): SQL {
  switch (key) {
    case 'date':
      return instantOf(table);
    // The priced tables sort on the keys kept on the agency's offers (offer-keys.ts), each
    // with its (agency, key, quote id) index; the pending table on the quote's own columns,
    // each with its index of the city's open quotes (quotes_open_by_city_*).
    case 'reference':
      return table === 'pending' ? sql`${quotes.reference}` : sql`${offers.quoteReference}`;
    case 'client':
      return table === 'pending' ? sql`${quotes.clientKey}` : sql`${offers.clientKey}`;
    case 'city':
      return nameFromKeySql(offers.cityNames, language);
    case 'amount':
      return table === 'contracts'
        ? sql`${contracts.annualPremiumCentimes}`
        : sql`${offers.shownPriceCentimes}`;
    case 'status':
      return statusOf(table, at);
  }
}

/**
 * Which quotes each table holds, for the member's agency. `byInstant`: the table is read in its
 * instant's order (awaitingPriceSql's age bound then helps, else it misleads the planner).
 */
function tableCondition(
  table: QuoteTable,
  member: QueryValues['member'],
  byInstant: boolean,
): SQL | undefined {
  switch (table) {
    case 'pending':
      return awaitingPriceSql(member, undefined, { ageBound: byInstant });
    case 'processed':
    case 'all':
      return undefined;
    case 'contracts':
      // `contracted` says it of the offer too: the sorts on the offers' keys and the search
      // then read the contracted offers' partial indexes, not every offer of the agency.
      return sql`${contracts.decision} = 'confirmed' and ${offers.contracted}`;
  }
}

/** How a cursor carries the sort value of each kind (lib/keyset.ts). */
const cursorValueOf = {
  timestamptz: 'instant',
  bigint: 'bigint',
  text: 'text',
} as const satisfies Record<SortKind, CursorValueKind>;

/** Rows read for one CSV export at most (a month of a busy agency is far below). */
export const csvRowLimit = 10_000;

/**
 * A row count written into the query's text, where Drizzle would bind it: the plan of a
 * prepared statement then knows how few rows it reads (a generic plan of a bound `LIMIT`
 * assumes a tenth of them, and could choose a sort over an index walk). `count` is this
 * module's own integer, never a caller's text.
 */
export function rowCount(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a row count: ${count}`);
  // Drizzle writes an SQL limit as it is; its types ask for a number.
  return sql.raw(String(count)) as unknown as number;
}

/** The values a table query binds: at the request, or as placeholders of a prepared one. */
interface QueryValues {
  /** The request's instant: a page read in several queries (status-sort.ts) sees one clock. */
  at: SQL<Date>;
  member: { agencyId: string | Placeholder; cityId: number | Placeholder };
  /** Today in Morocco, `YYYY-MM-DD`, for the driver's age. */
  today: string | Placeholder;
  /** The cursor's sort value and quote id, when the page follows another. */
  after?: [value: unknown, id: unknown];
}

/** What shapes a table query's SQL text, apart from the values it binds. */
interface QueryShape {
  table: QuoteTable;
  query: TableQuery;
  language: Language;
  cityMatches: boolean;
}

/**
 * The query of one table's page: its sort column, and how to read the rows that also meet a
 * condition, in an order, a number at most. Built from a shape and its values, which are either
 * the request's or placeholders (`preparedPage`).
 */
function tableQuery(
  db: Database,
  { table, query, language, cityMatches }: QueryShape,
  values: QueryValues,
) {
  const { at, member } = values;
  const sort = sortColumn(table, query.sort, language, at);
  const cast = sql.raw(sort.kind);
  // The quote id, taken from the column that follows the sort column in the table's index: a
  // keyset condition `(key, id) > (…)` walks an index only when both are that index's columns.
  // The contracts table sorts by date and amount on the contracts' indexes, by the other keys
  // on the offers' (offer-keys.ts).
  const onContracts = query.sort === 'date' || query.sort === 'amount' || query.sort === 'status';
  const tieBreaker =
    table === 'pending'
      ? quotes.id
      : table === 'contracts' && onContracts
        ? contracts.quoteId
        : offers.quoteId;
  // Whether the driver chose this agency: never on the pending table (no offer yet).
  const chosen = table === 'pending' ? sql<boolean>`false` : selectedByUs;
  const columns = {
    id: quotes.id,
    reference: quotes.reference,
    guaranteeChoiceId: quotes.guaranteeChoiceId,
    at: instantOf(table),
    insuranceStartDate: quotes.insuranceStartDate,
    expiresAt: quotes.expiresAt,
    sortValue:
      sort.kind === 'timestamptz'
        ? sql<string>`${microsecondInstant(sort.expression)}`
        : sql<unknown>`${sort.expression}`,
    status: statusOf(table, at),
    selectedPack: quotes.selectedPack,
    selectedByUs: chosen,
    amount:
      table === 'contracts'
        ? contracts.annualPremiumCentimes
        : table === 'pending'
          ? sql<number | null>`null`
          : sql<number | null>`${packPrice}`,
    policyNumber: table === 'contracts' ? contracts.policyNumber : sql<null>`null`,
    ...driverViewColumns(chosen, values.today),
    city: localizedName(cities, language),
  };
  const offerOfAgency = and(eq(offers.quoteId, quotes.id), eq(offers.agencyId, member.agencyId));
  /** The table's rows that also meet `condition`, in `order`, `count` at most. */
  const read = (condition: SQL | undefined, order: SQL[], count: number) => {
    // A query builder changes with each join: every read builds its own.
    const base = db.select(columns).from(quotes);
    // Priced tables are driven by the agency's offers (index on agency, date); the pending
    // table has no offer of the agency by definition.
    const joined = table === 'pending' ? base : base.innerJoin(offers, offerOfAgency);
    const withContracts =
      table === 'contracts'
        ? joined.innerJoin(
            contracts,
            and(eq(contracts.quoteId, quotes.id), eq(contracts.agencyId, member.agencyId)),
          )
        : joined;
    return withContracts
      .innerJoin(drivers, eq(drivers.id, quotes.driverId))
      .innerJoin(cities, eq(cities.id, quotes.cityId))
      .where(
        and(
          tableCondition(table, member, sort.kind === 'timestamptz'),
          filterCondition(table, query, { instant: instantOf(table), status: statusOf(table, at) }),
          searchCondition(query.search, table, language, cityMatches),
          condition,
        ),
      )
      .orderBy(...order)
      .limit(rowCount(count));
  };
  /** The page in the sort's order, after the cursor's row when there is one. */
  const ordered = (descending: boolean, count: number) => {
    const [value, id] = values.after ?? [];
    const after =
      values.after === undefined
        ? undefined
        : descending
          ? sql`(${sort.expression}, ${tieBreaker}) < (${value}::${cast}, ${id}::uuid)`
          : sql`(${sort.expression}, ${tieBreaker}) > (${value}::${cast}, ${id}::uuid)`;
    const direction = sql.raw(descending ? 'desc' : 'asc');
    return read(
      after,
      [sql`${sort.expression} ${direction}`, sql`${tieBreaker} ${direction}`],
      count,
    );
  };
  /** The rows of one range, or of two each in `order` merged in `merge` (status-sort.ts). */
  const readRanges = (
    [first, second]: [SQL] | [SQL, SQL],
    order: SQL[],
    merge: SQL,
    count: number,
  ) => {
    if (!second) return read(first, order, count);
    // Each table's query has its own builder type; the two merged are of the same.
    const builder = (condition: SQL) => read(condition, order, count) as unknown as PgSelect;
    return builder(first)
      .unionAll(builder(second))
      .orderBy(merge)
      .limit(rowCount(count)) as unknown as ReturnType<typeof read>;
  };
  return { sort, read, ordered, readRanges };
}

type TableRow = Awaited<ReturnType<ReturnType<typeof tableQuery>['read']>>[number];

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
  const plain = !query.search && !query.from && !query.to && !query.status && !query.agent;
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
