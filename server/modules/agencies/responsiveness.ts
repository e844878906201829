import { sql } from 'drizzle-orm';
import { responsivenessWindowDays } from '../../../domain/agencies/responsiveness.ts';
import type { Database } from '../../db/client.ts';
import { startScheduledJob, type JobContext, type WorkedJob } from '../../lib/scheduled-job.ts';

/*
 * The responsiveness job (domain/agencies/responsiveness.ts): every hour, the database computes
 * each agency's medians over the window ending at that time and keeps them in
 * agency_responsiveness, so the driver's comparison reads one row per agency instead of
 * aggregating months of offers on every request.
 */

/** pg-boss queue of the responsiveness job. */
export const responsivenessQueue = 'agencies-responsiveness';

/** The job runs every hour, at minute 10 (cron, UTC). */
export const responsivenessSchedule = '10 * * * *';

/**
 * Writes every agency's figures for the window of `responsivenessWindowDays` days ending at
 * `now`, in one statement:
 * - pricing: the offers the agency first sent in the window (a revision keeps its first time),
 *   each timed from its quote's submission;
 * - call back: the quotes whose driver chose the agency's offer in the window and that the
 *   agency has called since, each timed from the choice to its first call. A chosen quote not
 *   yet called is not counted until it is.
 * Medians are PostgreSQL's `percentile_cont(0.5)`, rounded to the second.
 * @returns how many agencies it wrote.
 */
export async function refreshResponsiveness(db: Database, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${at} - make_interval(days => ${responsivenessWindowDays})`;
  const result = (await db.execute(sql`
    insert into agency_responsiveness (agency_id, priced_count, pricing_median_seconds,
      called_count, call_back_median_seconds, computed_at)
    select a.id, pricing.quotes, pricing.median, call_back.quotes, call_back.median, ${at}
    from agencies a
    cross join lateral (
      select count(*)::int as quotes,
        round(percentile_cont(0.5) within group (
          order by extract(epoch from o.created_at - q.created_at)))::int as median
      from offers o join quotes q on q.id = o.quote_id
      where o.agency_id = a.id and o.created_at >= ${since} and o.created_at < ${at}
    ) pricing
    cross join lateral (
      select count(*)::int as quotes,
        round(percentile_cont(0.5) within group (
          order by extract(epoch from first_call.at - q.selected_at)))::int as median
      from offers o
      join quotes q on q.selected_offer_id = o.id
      cross join lateral (
        select min(c.called_at) as at from contract_calls c
        where c.quote_id = q.id and c.agency_id = a.id and c.called_at < ${at}
      ) first_call
      where o.agency_id = a.id and q.selected_at >= ${since} and q.selected_at < ${at}
        and first_call.at is not null
    ) call_back
    on conflict (agency_id) do update set
      priced_count = excluded.priced_count,
      pricing_median_seconds = excluded.pricing_median_seconds,
      called_count = excluded.called_count,
      call_back_median_seconds = excluded.call_back_median_seconds,
      computed_at = excluded.computed_at
    returning agency_id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Runs the responsiveness job on its hourly schedule in this process (`startScheduledJob`). */
export function startResponsivenessJob({ db, boss, log }: JobContext): Promise<WorkedJob> {
  return startScheduledJob({
    boss,
    queue: responsivenessQueue,
    cron: responsivenessSchedule,
    run: async () => ({ count: await refreshResponsiveness(db) }),
    log,
    message: 'agency responsiveness computed',
  });
}
