import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type {
  Counter,
  DailyActivity,
  DashboardStats,
  RecentActivityRow,
} from '../../../domain/stats/dashboard.ts';
import { moroccoDayStart, moroccoOffsetsBetween } from '../../../domain/morocco-time.ts';
import { driverRoles } from '../../../domain/accounts/roles.ts';
import type { Database } from '../../db/client.ts';
import { literal, literalList } from '../../lib/sql-literal.ts';
import {
  agencyPriceSql,
  agencyStatusSql,
  firstLettersOf,
  initialsOf,
  type AgencyMember,
  awaitingPriceSql,
} from '../offers/index.ts';
import { effectiveStatusSql, quoteColumnsAs } from '../quotes/index.ts';

/** Days the dashboard's chart covers, today included (docs/product/design.md §8: daily counts in charts). */
export const chartDays = 30;

/** Rows of "activité récente". */
export const recentRows = 8;

/** The "waiting for your price" count stops here (the card then says "more than 100"). */
export const waitingCap = 100;

/**
 * Morocco's civil day of an instant in `column`, for instants in [from, until): the offsets come
 * from domain/morocco-time.ts, not from the database's tz data (PGlite puts Morocco at UTC+0
 * from September 2026, PostgreSQL on Debian at UTC+1; decision 0015).
 */
export function moroccoDay(column: SQL, from: Date, until: Date): SQL {
  const offsets = moroccoOffsetsBetween(from, until);
  const minutes = offsets
    .slice(1)
    .reduceRight<SQL>(
      (later, offset, index) =>
        sql`case when ${column} < ${offset.from.toISOString()}::timestamptz then ${offsets[index]?.minutes ?? 0}::int else ${later} end`,
      sql`${offsets[offsets.length - 1]?.minutes ?? 0}::int`,
    );
  return sql`((${column} at time zone 'UTC') + make_interval(mins => ${minutes}))::date`;
}

/** The instant a Moroccan day starts, as timestamptz (so range scans use the indexes). */
const dayStart = (day: string) => sql`${moroccoDayStart(day).toISOString()}::timestamptz`;

/**
 * A counter's change against yesterday in whole percent (docs/product/specification.md §2 Admin dashboard); null when
 * yesterday was 0, where a percentage means nothing.
 */
export function changePercent(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return Math.round(((today - yesterday) / yesterday) * 100);
}

const counter = (today: number, yesterday: number): Counter => ({
  today,
  yesterday,
  changePercent: changePercent(today, yesterday),
});

/** Rows of `execute` on both drivers (node-postgres and PGlite answer `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Per-day counts over the last 30 Moroccan days: `pending` quotes received, `processed`
 * offers sent, `confirmed` contracts. `scope` restricts each to a city and an agency, or not.
 */
async function dailyActivity(
  db: Database,
  first: string,
  last: string,
  scope: { cityId: number; agencyId: string } | null,
): Promise<DailyActivity[]> {
  const from = moroccoDayStart(first);
  const to = moroccoDayStart(addToDate(last, { days: 1 }));
  const since = dayStart(first);
  const until = dayStart(addToDate(last, { days: 1 }));
  const day = (column: SQL) => moroccoDay(column, from, to);
  const cityFilter = scope ? sql`and city_id = ${scope.cityId}` : sql``;
  const agencyFilter = scope ? sql`and agency_id = ${scope.agencyId}` : sql``;
  const rows = await rowsOf<{ day: string; pending: number; processed: number; confirmed: number }>(
    db,
    sql`
      with received as (
        select ${day(sql`created_at`)} as day, count(*)::int as n
        from quotes where created_at >= ${since} and created_at < ${until} ${cityFilter} group by 1),
      priced as (
        select ${day(sql`created_at`)} as day, count(*)::int as n
        from offers where created_at >= ${since} and created_at < ${until} ${agencyFilter} group by 1),
      confirmed as (
        select ${day(sql`decided_at`)} as day, count(*)::int as n
        from contracts where decision = 'confirmed' and decided_at >= ${since}
          and decided_at < ${until} ${agencyFilter}
        group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(r.n, 0) as pending, coalesce(p.n, 0) as processed, coalesce(c.n, 0) as confirmed
      from generate_series(${first}::date, ${last}::date, interval '1 day') as d(day)
      left join received r on r.day = d.day
      left join priced p on p.day = d.day
      left join confirmed c on c.day = d.day
      order by d.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    pending: Number(row.pending),
    processed: Number(row.processed),
    confirmed: Number(row.confirmed),
  }));
}

/** One number from a query. */
async function countOf(db: Database, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select (${query})::int as n`);
  return Number(row?.n ?? 0);
}

/** What a dashboard shows of the days before today: it no longer changes once the day is over. */
interface History {
  days: DailyActivity[];
  /** The cumulative drivers counter at the end of yesterday. */
  driversBefore: number;
}

/**
 * Days before today, per scope and Moroccan day. Every count is keyed by the instant of its
 * event (received, priced, decided), so a past day's figures never change: each request then
 * counts today only, whatever the table sizes (bench/back-office/run.ts: ≤ 150 ms at 200 req/s on
 * 1,000,000 quotes). An hour's life bounds the staleness after a bulk correction of history.
 */
const histories = new LRUCache<string, Promise<History>>({ max: 10_000, ttl: 3_600_000 });

/** The history of a scope for today, computed once even when requests arrive together. */
function historyOf(key: string, today: string, load: () => Promise<History>): Promise<History> {
  const cacheKey = `${key}@${today}`;
  let history = histories.get(cacheKey);
  if (!history) {
    history = load();
    histories.set(cacheKey, history);
    // A failed computation is not kept: the next request tries again.
    history.catch(() => histories.delete(cacheKey));
  }
  return history;
}

/** The 30 days: the cached history and today counted now. */
async function thirtyDays(
  db: Database,
  today: string,
  scope: { cityId: number; agencyId: string } | null,
  driversNewToday: () => Promise<number>,
  driversBefore: (todayStart: SQL) => SQL,
): Promise<{ days: DailyActivity[]; drivers: Counter }> {
  const key = scope ? `agency:${scope.agencyId}:${scope.cityId}` : 'platform';
  const [history, live, newDrivers] = await Promise.all([
    historyOf(key, today, async () => ({
      days: await dailyActivity(
        db,
        addToDate(today, { days: -(chartDays - 1) }),
        addToDate(today, { days: -1 }),
        scope,
      ),
      driversBefore: await countOf(db, driversBefore(dayStart(today))),
    })),
    dailyActivity(db, today, today, scope),
    driversNewToday(),
  ]);
  return {
    days: [...history.days, ...live],
    drivers: counter(history.driversBefore + newDrivers, history.driversBefore),
  };
}

interface RecentRow {
  quote_id: string;
  at: Date | string;
  reference: string;
  first_letter: string;
  last_letter: string;
  anonymised: boolean;
  amount: number | string | null;
  status: RecentActivityRow['status'];
}

const recentOf = (rows: RecentRow[]): RecentActivityRow[] =>
  rows.map((row) => ({
    quoteId: row.quote_id,
    at: new Date(row.at).toISOString(),
    reference: row.reference,
    initials: row.anonymised
      ? ''
      : initialsOf({ firstLetter: row.first_letter, lastLetter: row.last_letter }),
    anonymised: row.anonymised,
    amountCentimes: row.amount === null ? 0 : Number(row.amount),
    status: row.status,
  }));

/** The quote `q` of the raw queries below, as the lifecycle's rules read it. */
const quoteAliased = quoteColumnsAs('q');

/** The status a person sees (domain/quotes/lifecycle.ts): an open quote past its validity reads expired. */
const effectiveStatus = effectiveStatusSql(quoteAliased);

/** The status the agency of `o` sees (domain/offers/agency-status.ts). */
const agencyStatus = agencyStatusSql({
  status: sql`q.status`,
  expiresAt: sql`q.expires_at`,
  selectedOfferId: sql`q.selected_offer_id`,
  ownOfferId: sql`o.id`,
});

/** The price the agency of `o` shows (agencyPriceSql). */
const agencyPrice = agencyPriceSql({
  selectedOfferId: sql`q.selected_offer_id`,
  selectedPack: sql`q.selected_pack`,
  ownOfferId: sql`o.id`,
  basic: sql`o.basic_price_centimes`,
  intermediate: sql`o.intermediate_price_centimes`,
  premium: sql`o.premium_price_centimes`,
});

/** The first letters of the driver `d` (`initialsOf` formats them). */
const { firstLetter, lastLetter } = firstLettersOf({
  firstName: sql`d.first_name`,
  lastName: sql`d.last_name`,
});

/**
 * /dashboard of an agency (docs/product/specification.md §2 Admin dashboard; docs/product/design.md §8): quotes received in its city,
 * offers it sent and contracts it confirmed, today against yesterday and per day over 30 days; the
 * drivers it served (distinct drivers with a confirmed contract, cumulative); its latest priced
 * quotes, with the status it sees and its own price (Basique unless the driver chose its offer).
 */
export async function agencyDashboard(
  db: Database,
  member: AgencyMember,
  now = new Date(),
): Promise<DashboardStats> {
  const today = todayInMorocco(now);
  const todayStart = dayStart(today);
  const served = (before: SQL) => sql`select count(distinct q.user_id) from contracts c
    join quotes q on q.id = c.quote_id
    where c.agency_id = ${member.agencyId} and c.decision = 'confirmed' and c.decided_at < ${before}`;
  const [{ days, drivers }, recent, waitingNow] = await Promise.all([
    thirtyDays(
      db,
      today,
      { cityId: member.cityId, agencyId: member.agencyId },
      // Drivers whose first confirmed contract with the agency is today's.
      () =>
        countOf(
          db,
          sql`select count(distinct q.user_id) from contracts c join quotes q on q.id = c.quote_id
            where c.agency_id = ${member.agencyId} and c.decision = 'confirmed'
              and c.decided_at >= ${todayStart}
              and not exists (select 1 from contracts c2 join quotes q2 on q2.id = c2.quote_id
                where c2.agency_id = ${member.agencyId} and c2.decision = 'confirmed'
                  and c2.decided_at < ${todayStart} and q2.user_id = q.user_id)`,
        ),
      served,
    ),
    rowsOf<RecentRow>(
      db,
      sql`select q.id as quote_id, o.created_at as at, q.reference,
          ${firstLetter} as first_letter, ${lastLetter} as last_letter,
          q.anonymised_at is not null as anonymised,
          ${agencyPrice} as amount,
          ${agencyStatus} as status
        from offers o join quotes q on q.id = o.quote_id join drivers d on d.id = q.driver_id
        where o.agency_id = ${member.agencyId}
        order by o.created_at desc, o.quote_id desc limit ${literal(recentRows)}`,
    ),
    countOf(
      db,
      sql`select count(*) from (select 1 from quotes q where ${awaitingPriceSql(member, quoteAliased)}
        limit ${literal(waitingCap)}) w`,
    ),
  ]);
  return {
    scope: 'agency',
    counters: countersOf(days, drivers),
    waitingNow,
    days,
    recent: recentOf(recent),
  };
}

/** Accounts that count as registered drivers (domain/accounts/roles.ts). */
const isDriver = sql`role in (${literalList(driverRoles)})`;

/**
 * /dashboard of the platform admin: the same counters platform-wide, registered drivers
 * (cumulative) instead of drivers served, and the latest quotes submitted.
 */
export async function platformDashboard(db: Database, now = new Date()): Promise<DashboardStats> {
  const today = todayInMorocco(now);
  const [{ days, drivers }, recent] = await Promise.all([
    thirtyDays(
      db,
      today,
      null,
      () =>
        countOf(
          db,
          sql`select count(*) from users where ${isDriver} and created_at >= ${dayStart(today)}`,
        ),
      (before) => sql`select count(*) from users where ${isDriver} and created_at < ${before}`,
    ),
    rowsOf<RecentRow>(
      db,
      sql`select q.id as quote_id, q.created_at as at, q.reference,
          ${firstLetter} as first_letter, ${lastLetter} as last_letter,
          q.anonymised_at is not null as anonymised,
          coalesce(
            (select ${agencyPrice} from offers o where o.id = q.selected_offer_id),
            (select min(o.basic_price_centimes) from offers o where o.quote_id = q.id)
          ) as amount,
          ${effectiveStatus} as status
        from quotes q join drivers d on d.id = q.driver_id
        order by q.created_at desc, q.id desc limit ${literal(recentRows)}`,
    ),
  ]);
  return {
    scope: 'platform',
    counters: countersOf(days, drivers),
    waitingNow: null,
    days,
    recent: recentOf(recent),
  };
}

function countersOf(days: DailyActivity[], drivers: Counter): DashboardStats['counters'] {
  const today = days[days.length - 1];
  const yesterday = days[days.length - 2];
  const pick = (key: 'pending' | 'processed' | 'confirmed') =>
    counter(today?.[key] ?? 0, yesterday?.[key] ?? 0);
  return {
    pending: pick('pending'),
    processed: pick('processed'),
    confirmed: pick('confirmed'),
    drivers,
  };
}

/**
 * The dashboard of a stats scope (stats.policy.ts): the whole platform's, or an agency
 * member's agency and city.
 */
export function dashboardOf(
  db: Database,
  scope: 'platform' | AgencyMember,
): Promise<DashboardStats> {
  return scope === 'platform' ? platformDashboard(db) : agencyDashboard(db, scope);
}
