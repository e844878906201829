import { sql, type SQL } from 'drizzle-orm';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type {
  Counter,
  DailyActivity,
  DashboardStats,
  RecentActivityRow,
} from '../../../domain/back-office.types.ts';
import { initials } from '../../../domain/mask.ts';
import type { QuoteStatus } from '../../../domain/quote.types.ts';
import type { Database } from '../../db/client.ts';
import { countPending } from '../offers/agency-queue.service.ts';
import type { AgencyMember } from '../offers/offers.policy.ts';

/** Days the dashboard's chart covers, today included (issue 6 item 2). */
export const chartDays = 30;

/** Rows of "activité récente". */
export const recentRows = 8;

/** Morocco's civil day of an instant (Africa/Casablanca, DST and Ramadan changes included). */
const moroccoDay = (column: SQL) => sql`(${column} at time zone 'Africa/Casablanca')::date`;

/** The instant a Moroccan day starts, as timestamptz (so range scans use the indexes). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Africa/Casablanca')`;

/**
 * A counter's change against yesterday in whole percent (issue 6 item 2); null when
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
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Per-day counts over the last 30 Moroccan days: `pending` quotes received, `processed`
 * offers sent, `confirmed` contracts. `scope` restricts each to a city and an agency, or not.
 */
async function dailyActivity(
  db: Database,
  today: string,
  scope: { cityId: number; agencyId: string } | null,
): Promise<DailyActivity[]> {
  const first = addToDate(today, { days: -(chartDays - 1) });
  const since = dayStart(first);
  const cityFilter = scope ? sql`and city_id = ${scope.cityId}` : sql``;
  const agencyFilter = scope ? sql`and agency_id = ${scope.agencyId}` : sql``;
  const rows = await rowsOf<{ day: string; pending: number; processed: number; confirmed: number }>(
    db,
    sql`
      with received as (
        select ${moroccoDay(sql`created_at`)} as day, count(*)::int as n
        from quotes where created_at >= ${since} ${cityFilter} group by 1),
      priced as (
        select ${moroccoDay(sql`created_at`)} as day, count(*)::int as n
        from offers where created_at >= ${since} ${agencyFilter} group by 1),
      confirmed as (
        select ${moroccoDay(sql`decided_at`)} as day, count(*)::int as n
        from contracts where decision = 'confirmed' and decided_at >= ${since} ${agencyFilter}
        group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(r.n, 0) as pending, coalesce(p.n, 0) as processed, coalesce(c.n, 0) as confirmed
      from generate_series(${first}::date, ${today}::date, interval '1 day') as d(day)
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

/** A cumulative count: everything before tomorrow, and everything before today. */
async function cumulative(db: Database, today: string, counted: (before: SQL) => SQL) {
  const [row] = await rowsOf<{ total: number; before: number }>(
    db,
    sql`select (${counted(dayStart(addToDate(today, { days: 1 })))})::int as total,
      (${counted(dayStart(today))})::int as before`,
  );
  return counter(Number(row?.total ?? 0), Number(row?.before ?? 0));
}

interface RecentRow {
  quote_id: string;
  at: Date | string;
  reference: string;
  first_letter: string;
  last_letter: string;
  amount: number | string | null;
  status: QuoteStatus;
}

const recentOf = (rows: RecentRow[]): RecentActivityRow[] =>
  rows.map((row) => ({
    quoteId: row.quote_id,
    at: new Date(row.at).toISOString(),
    reference: row.reference,
    initials: initials(row.first_letter, row.last_letter),
    amountCentimes: row.amount === null ? 0 : Number(row.amount),
    status: row.status,
  }));

const effectiveStatus = sql`case when q.status in ('pending', 'offered') and q.expires_at < now() then 'expired' else q.status end`;

/**
 * /dashboard of an agency (issue 6 item 2): quotes received in its city, offers it sent and
 * contracts it confirmed, today against yesterday and per day over 30 days; the drivers it
 * served (distinct drivers with a confirmed contract, cumulative); its latest priced quotes.
 */
export async function agencyDashboard(
  db: Database,
  member: AgencyMember,
  now = new Date(),
): Promise<DashboardStats> {
  const today = todayInMorocco(now);
  const [days, drivers, recent, waitingNow] = await Promise.all([
    dailyActivity(db, today, { cityId: member.cityId, agencyId: member.agencyId }),
    cumulative(
      db,
      today,
      (before) => sql`select count(distinct q.user_id) from contracts c
        join quotes q on q.id = c.quote_id
        where c.agency_id = ${member.agencyId} and c.decision = 'confirmed' and c.decided_at < ${before}`,
    ),
    rowsOf<RecentRow>(
      db,
      sql`select q.id as quote_id, o.created_at as at, q.reference,
          left(d.first_name, 1) as first_letter, left(d.last_name, 1) as last_letter,
          case q.selected_pack when 'premium' then o.premium_price_centimes
            when 'intermediate' then o.intermediate_price_centimes
            else o.basic_price_centimes end as amount,
          ${effectiveStatus} as status
        from offers o join quotes q on q.id = o.quote_id join drivers d on d.id = q.driver_id
        where o.agency_id = ${member.agencyId}
        order by o.created_at desc, o.id desc limit ${recentRows}`,
    ),
    countPending(db, member),
  ]);
  return {
    scope: 'agency',
    counters: countersOf(days, drivers),
    waitingNow,
    days,
    recent: recentOf(recent),
  };
}

/**
 * /dashboard of the platform admin: the same counters platform-wide, registered drivers
 * (cumulative) instead of drivers served, and the latest quotes submitted.
 */
export async function platformDashboard(db: Database, now = new Date()): Promise<DashboardStats> {
  const today = todayInMorocco(now);
  const [days, drivers, recent] = await Promise.all([
    dailyActivity(db, today, null),
    cumulative(
      db,
      today,
      (before) => sql`select count(*) from users where role = 'driver' and created_at < ${before}`,
    ),
    rowsOf<RecentRow>(
      db,
      sql`select q.id as quote_id, q.created_at as at, q.reference,
          left(d.first_name, 1) as first_letter, left(d.last_name, 1) as last_letter,
          (select min(o.basic_price_centimes) from offers o where o.quote_id = q.id) as amount,
          ${effectiveStatus} as status
        from quotes q join drivers d on d.id = q.driver_id
        order by q.created_at desc, q.id desc limit ${recentRows}`,
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
