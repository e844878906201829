import { sql, type SQL } from 'drizzle-orm';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { quoteValidityDays } from '../../../domain/quotes/lifecycle.ts';
import {
  conversionPercent,
  type Performance,
  type PerformanceFigures,
} from '../../../domain/agency-day/performance.ts';
import { moroccoDayStart } from '../../../domain/morocco-time.ts';
import type { Database } from '../../db/client.ts';
import {
  agencyStatusSql,
  lostSaleReasonSql,
  packPriceSql,
  priceGapPercentSql,
} from '../offers/index.ts';
import { moroccoDay, rowsOf } from './dashboard.service.ts';

/**
 * The Monday that starts the Moroccan week of `day` (`YYYY-MM-DD`): weeks run Monday to Sunday,
 * as in Morocco's working week (docs/product/agency-day.md "Win/loss and performance").
 */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addToDate(day, { days: -((weekday + 6) % 7) });
}

interface PricingRow {
  week: string | null;
  agent: string | null;
  grouping_set: number;
  priced: number;
  chosen: number;
  confirmed: number;
  median_seconds_to_price: number | null;
  not_chosen: number;
  expired: number;
  cancelled: number;
  contract_lost: number;
  median_gap: number | null;
}

interface CallRow {
  week: string | null;
  agent: string | null;
  grouping_set: number;
  called: number;
  median_seconds_to_call: number | null;
}

const number = (value: unknown): number => Number(value ?? 0);
const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const wholeMinutes = (seconds: number | null): number | null =>
  seconds === null ? null : Math.round(seconds / 60);

function figuresOf(
  pricing: PricingRow | undefined,
  calls: CallRow | undefined,
): PerformanceFigures {
  const priced = number(pricing?.priced);
  const chosen = number(pricing?.chosen);
  return {
    priced,
    chosen,
    confirmed: number(pricing?.confirmed),
    conversionPercent: conversionPercent(chosen, priced),
    medianMinutesToPrice: wholeMinutes(nullableNumber(pricing?.median_seconds_to_price)),
    called: number(calls?.called),
    medianMinutesToCall: wholeMinutes(nullableNumber(calls?.median_seconds_to_call)),
    lost: {
      notChosen: number(pricing?.not_chosen),
      expired: number(pricing?.expired),
      cancelled: number(pricing?.cancelled),
      contractLost: number(pricing?.contract_lost),
    },
    medianGapPercent: nullableNumber(pricing?.median_gap),
  };
}

/**
 * An agency's Performance figures over `weeks` Moroccan weeks ending with the week of `lastDay`
 * (today by default), per week, per colleague and in total (docs/product/agency-day.md
 * "Win/loss and performance"):
 * - a priced quote counts in the week its offer was first sent and for the colleague who priced
 *   it last (`offers.priced_by`, a revision's author; null for a price the agency's grid sent
 *   itself), with the outcome it has now (agencyStatusSql, lostSaleReasonSql) and, when another
 *   agency was chosen, the gap between the prices of the chosen pack (the winner's identity and
 *   price never leave the query); the median time to price is of the prices staff sent, since
 *   the grid's are sent as the request arrives;
 * - a choice of the agency counts in the week it was made and for the colleague who made its
 *   first call, with the delay to that call; a choice not called yet is not counted (a median
 *   of delays that ended, as the responsiveness figures, decision 0029).
 * Both queries start from the agency's offers in its `offers_by_agency_created` index: an offer
 * is sent after its request and chosen within the request's 30-day validity, so the choices of
 * the period are those of offers sent from 30 days before it.
 */
export async function agencyPerformance(
  db: Database,
  agencyId: string,
  period: { weeks: number; lastDay?: string },
): Promise<Performance> {
  const computedAt = new Date().toISOString();
  const { weekList, pricingQuery, callsQuery } = performanceQueries(agencyId, period);
  const [pricing, calls, names] = await Promise.all([
    rowsOf<PricingRow>(db, pricingQuery),
    rowsOf<CallRow>(db, callsQuery),
    rowsOf<{ id: string; name: string }>(
      db,
      sql`select id, name from users where agency_id = ${agencyId}`,
    ),
  ]);
  // grouping(week, agent): 1 for a week's row, 2 for a colleague's (null: the grid's own
  // prices and the calls of a removed account, shown under one line), 3 for the total.
  const rowsOfSet = <T extends { grouping_set: number }>(rows: T[], set: number) =>
    rows.filter((row) => Number(row.grouping_set) === set);
  const pricingByWeek = new Map(rowsOfSet(pricing, 1).map((row) => [row.week, row]));
  const callsByWeek = new Map(rowsOfSet(calls, 1).map((row) => [row.week, row]));
  const pricingByAgent = new Map(rowsOfSet(pricing, 2).map((row) => [row.agent, row]));
  const callsByAgent = new Map(rowsOfSet(calls, 2).map((row) => [row.agent, row]));
  const nameOf = new Map(names.map((user) => [user.id, user.name]));
  const agents = [...new Set([...pricingByAgent.keys(), ...callsByAgent.keys()])]
    .map((userId) => ({
      userId,
      name: userId === null ? '' : (nameOf.get(userId) ?? ''),
      figures: figuresOf(pricingByAgent.get(userId), callsByAgent.get(userId)),
    }))
    .sort((a, b) =>
      a.userId === null ? 1 : b.userId === null ? -1 : a.name.localeCompare(b.name),
    );
  return {
    weeks: weekList.map((week) => ({
      week,
      figures: figuresOf(pricingByWeek.get(week), callsByWeek.get(week)),
    })),
    agents,
    total: figuresOf(rowsOfSet(pricing, 3)[0], rowsOfSet(calls, 3)[0]),
    computedAt,
  };
}

/**
 * The two aggregate queries of `agencyPerformance` for the agency and period: the priced quotes
 * and the calls, each grouped by week, by colleague and in total.
 */
export function performanceQueries(
  agencyId: string,
  { weeks, lastDay = todayInMorocco() }: { weeks: number; lastDay?: string },
): { weekList: string[]; pricingQuery: SQL; callsQuery: SQL } {
  const lastMonday = mondayOf(lastDay);
  const firstMonday = addToDate(lastMonday, { days: -7 * (weeks - 1) });
  const since = moroccoDayStart(firstMonday);
  const until = moroccoDayStart(addToDate(lastMonday, { days: 7 }));
  const sinceSql = sql`${since.toISOString()}::timestamptz`;
  const untilSql = sql`${until.toISOString()}::timestamptz`;
  // A choice is made within its request's validity, after the offer: the period's choices are
  // those of offers sent from that long before it.
  const offersFrom = new Date(since.getTime() - quoteValidityDays * 86_400_000);
  const offersSince = sql`${offersFrom.toISOString()}::timestamptz`;
  const weekOf = (column: SQL) =>
    sql`to_char(date_trunc('week', ${moroccoDay(column, offersFrom, until)}), 'YYYY-MM-DD')`;
  const status = agencyStatusSql({
    status: sql`q.status`,
    expiresAt: sql`q.expires_at`,
    selectedOfferId: sql`q.selected_offer_id`,
    ownOfferId: sql`o.id`,
  });
  const prices = (alias: string) => ({
    basic: sql.raw(`${alias}.basic_price_centimes`),
    intermediate: sql.raw(`${alias}.intermediate_price_centimes`),
    premium: sql.raw(`${alias}.premium_price_centimes`),
  });
  const gap = priceGapPercentSql(
    packPriceSql(sql`q.selected_pack`, prices('o')),
    packPriceSql(sql`q.selected_pack`, prices('w')),
  );
  const median = (expression: SQL, filter: SQL = sql`true`) =>
    sql`round((percentile_cont(0.5) within group (order by ${expression}) filter (where ${filter}))::numeric)`;

  const pricingQuery = sql`with priced as (
          select o.priced_by as agent, ${weekOf(sql`o.created_at`)} as week,
            extract(epoch from o.created_at - q.created_at) as seconds_to_price,
            ${status} as status,
            case when w.id is not null then ${gap} end as gap
          from offers o
          join quotes q on q.id = o.quote_id
          left join offers w on w.id = q.selected_offer_id and w.id <> o.id
          where o.agency_id = ${agencyId} and o.created_at >= ${sinceSql} and o.created_at < ${untilSql}),
        classified as (select *, ${lostSaleReasonSql(sql`status`)} as reason from priced)
        select week, agent, grouping(week, agent) as grouping_set, count(*)::int as priced,
          count(*) filter (where status in ('selected', 'confirmed', 'lost'))::int as chosen,
          count(*) filter (where status = 'confirmed')::int as confirmed,
          ${median(sql`seconds_to_price`, sql`agent is not null`)} as median_seconds_to_price,
          count(*) filter (where reason = 'notChosen')::int as not_chosen,
          count(*) filter (where reason = 'expired')::int as expired,
          count(*) filter (where reason = 'cancelled')::int as cancelled,
          count(*) filter (where reason = 'contractLost')::int as contract_lost,
          ${median(sql`gap`, sql`reason = 'notChosen'`)} as median_gap
        from classified group by grouping sets ((week), (agent), ())`;
  const callsQuery = sql`with chosen as (
          select ${weekOf(sql`q.selected_at`)} as week, first_call.called_by as agent,
            extract(epoch from first_call.called_at - q.selected_at) as seconds_to_call
          from offers o
          join quotes q on q.selected_offer_id = o.id
          join lateral (select c.called_at, c.called_by from contract_calls c
            where c.quote_id = q.id and c.agency_id = o.agency_id
            order by c.called_at limit 1) first_call on true
          where o.agency_id = ${agencyId} and o.created_at >= ${offersSince} and o.created_at < ${untilSql}
            and q.selected_at >= ${sinceSql} and q.selected_at < ${untilSql})
        select week, agent, grouping(week, agent) as grouping_set, count(*)::int as called,
          ${median(sql`seconds_to_call`)} as median_seconds_to_call
        from chosen group by grouping sets ((week), (agent), ())`;
  const weekList = Array.from({ length: weeks }, (_, index) =>
    addToDate(firstMonday, { days: 7 * index }),
  );
  return { weekList, pricingQuery, callsQuery };
}
