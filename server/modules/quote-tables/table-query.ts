import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  QuoteSortKey,
  QuoteTable,
  quoteTableExportQuerySchema,
} from '../../../domain/offers/quote-tables.ts';
import { oneValueColumns } from '../../../domain/offers/quote-tables.ts';
import type { AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import type { Language } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { cities, contracts, drivers, offers, quotes } from '../../db/schema/index.ts';
import { microsecondInstant, type CursorValueKind } from '../../lib/keyset.ts';
import { localizedName, nameFromKeySql } from '../../lib/localized-name.ts';
import {
  agencyStatusSql,
  awaitingPriceSql,
  chosenByDriverSql,
  driverViewColumns,
  shownPriceSql,
  statusOfKeysSql,
} from '../offers/index.ts';
import { filterCondition } from './table-filters.sql.ts';
import { searchCondition } from './table-search.sql.ts';

/*
 * The query of a back-office table's page (quote-tables.service.ts): its columns, its sort,
 * the rows each table holds, built from a shape and the values it binds.
 */

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
export type SortKind = 'timestamptz' | 'bigint' | 'text';

/** The instant each table shows and sorts by default. */
function instantOf(table: QuoteTable): SQL<Date> {
  if (table === 'pending') return sql<Date>`${quotes.createdAt}`;
  if (table === 'contracts') return sql<Date>`${contracts.decidedAt}`;
  return sql<Date>`${offers.createdAt}`;
}

/** How each sort column's values compare; a column of one value sorts by the table's instant. */
export const sortKindOf = {
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

/**
 * The pending table's reference sort key, in the collation of its index of a city's open quotes
 * (`quotes_open_by_city_reference`). Sorted in the column's own collation, it matches the unique
 * index of every reference too, which PostgreSQL prefers (references follow the insertion
 * order) and then walks through every closed quote before the open ones of one end. The
 * reference's characters (`MQ-2026-000123`) sort the same in both.
 */
const pendingReferenceKey = sql`${quotes.reference} collate "C"`;

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
      return table === 'pending' ? pendingReferenceKey : sql`${offers.quoteReference}`;
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
 * `searched`: the page has a search condition (`searchCondition`).
 */
function tableCondition(
  table: QuoteTable,
  member: QueryValues['member'],
  { byInstant, searched }: { byInstant: boolean; searched: boolean },
): SQL | undefined {
  switch (table) {
    case 'pending':
      return awaitingPriceSql(member, undefined, { ageBound: byInstant });
    case 'processed':
    case 'all':
      return undefined;
    case 'contracts':
      // `contracted` says it of the offer too, and a search reads it through the contracted
      // offers' trigram index. A sort leaves it out: PostgreSQL takes it for independent of the
      // confirmed contract it pairs with, expects a tenth of the rows (129 of 1,307 at 100,000
      // quotes) and sorts them all. Without it, a sort walks the contracts' (agency, decision,
      // date or premium, quote id) index, or the offers' (agency, key, quote id) index keeping
      // the contracted ones, one offer in ten on the benchmark's load: 1–2 ms of execution at
      // 100,000 and at 1,000,000 quotes (decision 0038).
      return searched
        ? sql`${contracts.decision} = 'confirmed' and ${offers.contracted}`
        : sql`${contracts.decision} = 'confirmed'`;
  }
}

/** How a cursor carries the sort value of each kind (lib/keyset.ts). */
export const cursorValueOf = {
  timestamptz: 'instant',
  bigint: 'bigint',
  text: 'text',
} as const satisfies Record<SortKind, CursorValueKind>;

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
export interface QueryValues {
  /** The request's instant: a page read in several queries (status-sort.ts) sees one clock. */
  at: SQL<Date>;
  member: { agencyId: string | Placeholder; cityId: number | Placeholder };
  /** Today in Morocco, `YYYY-MM-DD`, for the driver's age. */
  today: string | Placeholder;
  /** The cursor's sort value and quote id, when the page follows another. */
  after?: [value: unknown, id: unknown];
}

/** What shapes a table query's SQL text, apart from the values it binds. */
export interface QueryShape {
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
export function tableQuery(
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
  const { filters, search } = conditionsOf({ table, query, language, cityMatches }, at);
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
          tableCondition(table, member, {
            byInstant: sort.kind === 'timestamptz',
            searched: search !== undefined,
          }),
          filters,
          search,
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

/** The conditions of a table's filters (`filterCondition`) and search (`searchCondition`). */
function conditionsOf(
  { table, query, language, cityMatches }: QueryShape,
  at: SQL<Date>,
): { filters: SQL | undefined; search: SQL | undefined } {
  return {
    filters: filterCondition(table, query, {
      instant: instantOf(table),
      status: () => statusOf(table, at),
    }),
    search: searchCondition(query.search, table, language, cityMatches),
  };
}

/**
 * What the table's filters and search keep of its rows, read at the instant `at`; undefined when
 * they keep every row (no filter, no search, or a pending search matching the city's name). A
 * page is a prepared statement only then (quote-tables.service.ts): a condition's values would
 * otherwise be written into a statement served to every later request of its shape, and the
 * query reads nothing else of the filters and search (tableCondition's `searched` is whether
 * there is a search condition).
 * @throws AppError validationFailed for a filter the table does not offer.
 */
export function narrowing(shape: QueryShape, at: SQL<Date>): SQL | undefined {
  const { filters, search } = conditionsOf(shape, at);
  return and(filters, search);
}

export type TableRow = Awaited<ReturnType<ReturnType<typeof tableQuery>['read']>>[number];
