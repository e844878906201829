import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { Page } from '../../../domain/paging.ts';
import type {
  QuoteSortKey,
  QuoteTable,
  quoteTableQuerySchema,
} from '../../../domain/offers/quote-tables.ts';
import type { AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import type { QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { Pack } from '../../../domain/reference/guarantees.ts';
import type { Language } from '../../../domain/languages.ts';
import { toMoroccanE164 } from '../../../domain/phone.ts';
import { plateSchema } from '../../../domain/quotes/request.ts';
import type { Database } from '../../db/client.ts';
import { cities, contracts, drivers, offers, quotes, vehicles } from '../../db/schema/index.ts';
import {
  decodePosition,
  microsecondInstant,
  toPage,
  type CursorValueKind,
} from '../../lib/keyset.ts';
import { localizedName } from '../../lib/localized-name.ts';
import {
  agencyPriceSql,
  agencyStatusSql,
  awaitingPriceSql,
  chosenByDriverSql,
  driverViewColumns,
  driverViewOf,
  initialsKeySql,
  type AgencyMember,
} from '../offers/index.ts';

/** Rows per page of the back-office tables. */
export const pageSize = 25;

/** A parsed table query (domain/offers/quote-tables.ts). */
export type TableQuery = z.output<typeof quoteTableQuerySchema>;

const selectedByUs = chosenByDriverSql;

/** The agency's own price a row shows (agencyPriceSql). */
const packPrice = agencyPriceSql({
  selectedOfferId: sql`${quotes.selectedOfferId}`,
  selectedPack: sql`${quotes.selectedPack}`,
  ownOfferId: sql`${offers.id}`,
  basic: sql`${offers.basicPriceCentimes}`,
  intermediate: sql`${offers.intermediatePriceCentimes}`,
  premium: sql`${offers.premiumPriceCentimes}`,
});

/** The status this agency sees (domain/offers/agency-status.ts), per table. */
function statusOf(table: QuoteTable): SQL<AgencyQuoteStatus> {
  return agencyStatusSql({
    status: sql`${quotes.status}`,
    expiresAt: sql`${quotes.expiresAt}`,
    selectedOfferId: sql`${quotes.selectedOfferId}`,
    // The pending table holds quotes without this agency's offer.
    ownOfferId: table === 'pending' ? null : sql`${offers.id}`,
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

/** The language of the city names: a placeholder of the prepared table queries. */
const language = sql.placeholder('language');

/** How a sort column's values compare, without building its SQL. */
function sortKindOf(key: QuoteSortKey): SortKind {
  return key === 'date' ? 'timestamptz' : key === 'amount' ? 'bigint' : 'text';
}

/** The sortable expression of each column, never null (keyset comparisons need a value). */
function sortColumn(table: QuoteTable, key: QuoteSortKey): { expression: SQL; kind: SortKind } {
  return { expression: sortExpression(table, key), kind: sortKindOf(key) };
}

/** The SQL of a sort column in one table. */
function sortExpression(table: QuoteTable, key: QuoteSortKey): SQL {
  switch (key) {
    case 'date':
      return instantOf(table);
    case 'reference':
      return sql`${quotes.reference}`;
    case 'client':
      return initialsKeySql();
    case 'city':
      return localizedName(cities, language);
    case 'amount':
      return table === 'contracts'
        ? sql`${contracts.annualPremiumCentimes}`
        : table === 'pending'
          ? // No price yet: one value for all. A cast, for PostgreSQL reads `order by -1`
            // as "by the select list's column -1" and refuses it.
            sql`cast(-1 as bigint)`
          : sql`${packPrice}`;
    case 'status':
      return statusOf(table);
  }
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search looks for, which decides the SQL's shape (the values are the statement's
 * parameters): nothing, a whole reference, or a fragment, read also as initials, a phone
 * number or a plate when it is one.
 */
type SearchShape =
  | { kind: 'none' }
  | { kind: 'reference' }
  | { kind: 'fragment'; initials: boolean; phone: boolean; plate: boolean };

/** A search's shape and the values of its parameters. */
function searchOf(search: string): { shape: SearchShape; values: Record<string, string> } {
  if (!search) return { shape: { kind: 'none' }, values: {} };
  // A whole reference (pasted from a call or an e-mail) is one lookup in its unique index.
  if (/^MQ-\d{4}-\d{6}$/i.test(search))
    return { shape: { kind: 'reference' }, values: { searchReference: search.toUpperCase() } };
  const values: Record<string, string> = {
    searchPattern: `%${likeLiteral(search)}%`,
    searchCin: search.replace(/\s/g, '').toUpperCase(),
  };
  // Initials are two letters alone (`SB`, `S. B.`): the letters of a CIN are not initials.
  const initials = /^\p{L}\.?\s*\p{L}\.?$/u.test(search);
  if (initials) values.searchLetters = likeLiteral(search.replace(/[^\p{L}]/gu, ''));
  const phone = toMoroccanE164(search);
  if (phone) values.searchPhone = phone;
  const plate = plateSchema.safeParse(search);
  if (plate.success) values.searchPlate = plate.data;
  return {
    shape: { kind: 'fragment', initials, phone: Boolean(phone), plate: plate.success },
    values,
  };
}

/**
 * The agency's own clients matching the search: quotes whose driver selected this agency's offer,
 * by full name (fragment), CIN, phone or plate (whole, in any usual spelling). Every other
 * quote's driver stays masked (docs/product/design.md §5), so a search never tells whether a masked driver
 * has some CIN or phone: the identity is compared only on rows already selected by this agency.
 * It runs on the rows the table's scan of the agency's offers reads anyway: no extra scan.
 */
function ownClientCondition(shape: { phone: boolean; plate: boolean }): SQL {
  const pattern = sql.placeholder('searchPattern');
  const identity = [
    sql`(${drivers.firstName} || ' ' || ${drivers.lastName}) ilike ${pattern}`,
    sql`(${drivers.lastName} || ' ' || ${drivers.firstName}) ilike ${pattern}`,
    sql`${drivers.cin} = ${sql.placeholder('searchCin')}`,
  ];
  if (shape.phone) identity.push(sql`${drivers.phone} = ${sql.placeholder('searchPhone')}`);
  if (shape.plate)
    identity.push(
      sql`(select ${vehicles.plate} from ${vehicles} where ${vehicles.id} = ${quotes.vehicleId}) = ${sql.placeholder('searchPlate')}`,
    );
  return sql`(${selectedByUs} and (${sql.join(identity, sql` or `)}))`;
}

/**
 * The search box (docs/product/specification.md §9: the tables are searchable): a reference fragment, a client's initials
 * (`SB`, `S. B.`) or a city name, case-insensitive; on the priced tables also the agency's own
 * clients (ownClientCondition).
 */
function searchCondition(shape: SearchShape, table: QuoteTable): SQL | undefined {
  if (shape.kind === 'none') return undefined;
  if (shape.kind === 'reference') return eq(quotes.reference, sql.placeholder('searchReference'));
  const pattern = sql.placeholder('searchPattern');
  const conditions = [
    sql`${quotes.reference} ilike ${pattern}`,
    sql`${localizedName(cities, language)} ilike ${pattern}`,
  ];
  if (shape.initials)
    conditions.push(sql`${initialsKeySql()} ilike ${sql.placeholder('searchLetters')}`);
  if (table !== 'pending') conditions.push(ownClientCondition(shape));
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** Which quotes each table holds, for the member's agency. */
function tableCondition(table: QuoteTable, withStatus: boolean): SQL | undefined {
  switch (table) {
    case 'pending':
      return awaitingPriceSql({
        cityId: sql.placeholder('cityId'),
        agencyId: sql.placeholder('agencyId'),
      });
    case 'processed':
      return undefined;
    case 'contracts':
      return sql`${contracts.decision} = 'confirmed'`;
    case 'all':
      return withStatus ? sql`${statusOf(table)} = ${sql.placeholder('status')}` : undefined;
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

/** What decides a table query's SQL text; everything else is a parameter. */
interface TableShape {
  table: QuoteTable;
  sort: QuoteSortKey;
  descending: boolean;
  withCursor: boolean;
  withStatus: boolean;
  search: SearchShape;
}

/**
 * The table query of one shape, with placeholders for every value (the caller's agency and
 * city, the language, today's date, the cursor, the search, the row limit).
 */
function tableQuery(db: Database, shape: TableShape) {
  const { table } = shape;
  const sort = sortColumn(table, shape.sort);
  const cast = sql.raw(sort.kind);
  // The quote id, taken from the column that follows the sort column in the table's index.
  const tieBreaker =
    table === 'pending' ? quotes.id : table === 'contracts' ? contracts.quoteId : offers.quoteId;
  const position = sql`(${sql.placeholder('cursorValue')}::${cast}, ${sql.placeholder('cursorId')}::uuid)`;
  const after = !shape.withCursor
    ? undefined
    : shape.descending
      ? sql`(${sort.expression}, ${tieBreaker}) < ${position}`
      : sql`(${sort.expression}, ${tieBreaker}) > ${position}`;
  const direction = sql.raw(shape.descending ? 'desc' : 'asc');
  // Whether the driver chose this agency: never on the pending table (no offer yet).
  const chosen = table === 'pending' ? sql<boolean>`false` : selectedByUs;
  const base = db
    .select({
      id: quotes.id,
      reference: quotes.reference,
      guaranteeChoiceId: quotes.guaranteeChoiceId,
      at: instantOf(table),
      sortValue:
        sort.kind === 'timestamptz'
          ? sql<string>`${microsecondInstant(sort.expression)}`
          : sql<unknown>`${sort.expression}`,
      status: statusOf(table),
      selectedPack: quotes.selectedPack,
      selectedByUs: chosen,
      amount:
        table === 'contracts'
          ? contracts.annualPremiumCentimes
          : table === 'pending'
            ? sql<number | null>`null`
            : sql<number | null>`${packPrice}`,
      policyNumber: table === 'contracts' ? contracts.policyNumber : sql<null>`null`,
      ...driverViewColumns(chosen, sql.placeholder('today')),
      city: localizedName(cities, language),
    })
    .from(quotes);
  const offerOfAgency = and(
    eq(offers.quoteId, quotes.id),
    eq(offers.agencyId, sql.placeholder('agencyId')),
  );
  // Priced tables are driven by the agency's offers (index on agency, date); the pending
  // table has no offer of the agency by definition.
  const joined = table === 'pending' ? base : base.innerJoin(offers, offerOfAgency);
  const withContracts =
    table === 'contracts'
      ? joined.innerJoin(
          contracts,
          and(
            eq(contracts.quoteId, quotes.id),
            eq(contracts.agencyId, sql.placeholder('agencyId')),
          ),
        )
      : joined;
  return withContracts
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .innerJoin(cities, eq(cities.id, quotes.cityId))
    .where(
      and(tableCondition(table, shape.withStatus), searchCondition(shape.search, table), after),
    )
    .orderBy(sql`${sort.expression} ${direction}`, sql`${tieBreaker} ${direction}`)
    .limit(sql.placeholder('limit'));
}

/** A table query prepared for one database. */
type PreparedTableQuery = ReturnType<ReturnType<typeof tableQuery>['prepare']>;

/**
 * Table queries prepared per database and shape, so that a request neither builds its SQL
 * again nor has PostgreSQL parse and plan it: each is a named statement, parsed once per
 * connection and run with the pool's generic plan (server/db/client.ts). A few hundred
 * shapes exist (4 tables × 6 sorts × 2 directions × cursor, status filter, search kinds);
 * the least used are dropped past 500. PGlite runs them as ordinary statements.
 */
const prepared = new WeakMap<Database, LRUCache<string, PreparedTableQuery>>();

function preparedTableQuery(db: Database, shape: TableShape): PreparedTableQuery {
  let ofDatabase = prepared.get(db);
  if (!ofDatabase) {
    ofDatabase = new LRUCache({ max: 500 });
    prepared.set(db, ofDatabase);
  }
  const key = JSON.stringify(shape);
  let query = ofDatabase.get(key);
  if (!query) {
    // A statement name is at most 63 bytes (PostgreSQL's NAMEDATALEN): a digest of the shape.
    const name = `quote_table_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
    query = tableQuery(db, shape).prepare(name);
    ofDatabase.set(key, query);
  }
  return query;
}

/**
 * One page of a back-office table (docs/product/specification.md §2, §9; docs/product/design.md §10): /devis-attente (`pending`),
 * /devis-traite (`processed`), /contrats-confirmes (`contracts`) and /tableDevis-Global (`all`,
 * with a status filter). Search, sort on every column, keyset pagination on (sort value, quote id):
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
  const kind = sortKindOf(query.sort);
  const position = query.cursor ? decodePosition(query.cursor, cursorValueOf[kind]) : undefined;
  const search = searchOf(query.search);
  const statement = preparedTableQuery(db, {
    table,
    sort: query.sort,
    descending: query.direction === 'desc',
    withCursor: Boolean(position),
    withStatus: table === 'all' && Boolean(query.status),
    search: search.shape,
  });
  const rows = await statement.execute({
    today: todayInMorocco(),
    language,
    cityId: member.cityId,
    agencyId: member.agencyId,
    status: query.status,
    cursorValue: position?.[0],
    cursorId: position?.[1],
    limit: limit + 1,
    ...search.values,
  });

  return toPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      reference: row.reference,
      guaranteeChoiceId: row.guaranteeChoiceId,
      at: new Date(row.at).toISOString(),
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
