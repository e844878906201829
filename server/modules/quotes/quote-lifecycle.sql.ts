import { sql, type SQL } from 'drizzle-orm';
import {
  expiryReminderDays,
  openQuoteStatuses,
  quoteValidityDays,
  type QuoteAbilities,
  type QuoteStatus,
} from '../../../domain/quotes/lifecycle.ts';
import { quotes } from '../../db/schema/index.ts';
import { literalList } from '../../lib/sql-literal.ts';

/*
 * The quote lifecycle of domain/quotes/lifecycle.ts computed by the database, for queries that
 * filter, sort or list quotes by it. Property-tested equal to the domain functions in
 * quote-lifecycle.sql.test.ts. Each function takes the quote's columns as SQL of the calling
 * query (Drizzle columns, or a raw alias such as sql`q.status`); by default, the `quotes` table.
 */

/** The columns the lifecycle reads. */
export interface QuoteLifecycleColumns {
  status: SQL | typeof quotes.status;
  expiresAt: SQL | typeof quotes.expiresAt;
}

const quoteColumns: QuoteLifecycleColumns = { status: quotes.status, expiresAt: quotes.expiresAt };

/** `openQuoteStatuses` as a SQL list of literals (constants of the code, never input). */
const openList = literalList(openQuoteStatuses);

/** `hasExpired`: the validity has ended, `expires_at <= now()`. */
export function pastExpirySql(columns: QuoteLifecycleColumns = quoteColumns): SQL<boolean> {
  return sql<boolean>`(${columns.expiresAt} <= now())`;
}

/** `isOpenStatus`: the stored status is open (whatever the date). */
export function openStatusSql(columns: QuoteLifecycleColumns = quoteColumns): SQL<boolean> {
  return sql<boolean>`(${columns.status} in (${openList}))`;
}

/** `isQuoteOpen`: an open status, within its validity. */
export function quoteOpenSql(columns: QuoteLifecycleColumns = quoteColumns): SQL<boolean> {
  return sql<boolean>`(${columns.status} in (${openList}) and ${columns.expiresAt} > now())`;
}

/** `effectiveQuoteStatus`: an open status past its validity reads `expired`. */
export function effectiveStatusSql(
  columns: QuoteLifecycleColumns = quoteColumns,
): SQL<QuoteStatus> {
  return sql<QuoteStatus>`(case when ${quoteOpenSql(columns)} or not ${openStatusSql(columns)}
    then ${columns.status} else 'expired' end)`;
}

/** `expiryReminderDue`: offers and no choice, open, ending within `expiryReminderDays` days. */
export function expiryReminderDueSql(columns: QuoteLifecycleColumns = quoteColumns): SQL<boolean> {
  return sql<boolean>`(${columns.status} = 'offered' and ${columns.expiresAt} > now()
    and ${columns.expiresAt} <= now() + make_interval(days => ${sql.raw(String(expiryReminderDays))}))`;
}

/** `quoteAbilities`, as the columns `cancel` and `select` of a query. */
export function abilitiesSql(
  columns: QuoteLifecycleColumns = quoteColumns,
): Record<keyof QuoteAbilities, SQL<boolean>> {
  return {
    cancel: quoteOpenSql(columns),
    select: sql<boolean>`(${quoteOpenSql(columns)} and ${columns.status} = 'offered')`,
  };
}

/**
 * Quotes young enough to be open. A quote's validity ends `quoteValidityDays` after it was
 * made, so this bound is implied by `quoteOpenSql`; said explicitly, it lets index scans of a
 * city's open quotes stop at the validity's start even before the expiry job has marked older
 * quotes expired. The number is written into the SQL (a constant), so that generic plans know it.
 */
export function recentEnoughToBeOpenSql(
  createdAt: SQL | typeof quotes.createdAt = quotes.createdAt,
): SQL<boolean> {
  return sql<boolean>`(${createdAt} > now() - make_interval(days => ${sql.raw(String(quoteValidityDays))}))`;
}

/**
 * The columns of the quote a raw query names `alias` (`from quotes q`), for the functions here
 * and `awaitingPriceSql`. `alias` is a constant of the code, never input.
 */
export function quoteColumnsAs(alias: string) {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    id: column('id'),
    cityId: column('city_id'),
    status: column('status'),
    expiresAt: column('expires_at'),
    createdAt: column('created_at'),
  };
}
