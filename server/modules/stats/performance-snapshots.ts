import { and, eq, lt, sql } from 'drizzle-orm';
import {
  performanceSchema,
  type Performance,
  type PerformancePeriod,
} from '../../../domain/agency-day/performance.ts';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { agencyPerformanceSnapshots } from '../../db/schema/index.ts';
import { startScheduledJob, type JobContext, type WorkedJob } from '../../lib/scheduled-job.ts';
import { agencyPerformance, mondayOf } from './performance.service.ts';

/*
 * The Performance page reads its figures from a snapshot per agency and period
 * (agency_performance_snapshots), not from months of offers on every request: the first view of
 * a period in a week computes it, and a job every 15 minutes computes again this week's
 * snapshots. What a manager sees is thus at most 15 minutes old (and the computation's time),
 * and says when it was computed. A snapshot of an earlier week is left alone: its next view
 * computes the new week's. Every process reads the same rows.
 */

/** pg-boss queue of the snapshots' refresh. */
export const performanceSnapshotQueue = 'stats-performance-snapshots';

/** Every 15 minutes. */
export const performanceSnapshotSchedule = '*/15 * * * *';

/**
 * A snapshot computed less than this before the job's run is left for the next run (it is as
 * fresh as the run would make it).
 */
const justComputedMs = 60_000;

/**
 * Computations running in this process, by agency, period and week: concurrent first views of
 * one snapshot share one computation instead of each aggregating the same offers. Nothing is
 * kept once it is written.
 */
const running = new Map<string, Promise<Performance>>();

/** Computes an agency's figures for a period ending this week and writes its snapshot. */
function computeSnapshot(
  db: Database,
  agencyId: string,
  weeks: PerformancePeriod,
  lastMonday: string,
): Promise<Performance> {
  const key = `${agencyId}/${weeks}/${lastMonday}`;
  const pending = running.get(key);
  if (pending) return pending;
  const computation = (async () => {
    const figures = await agencyPerformance(db, agencyId, { weeks, lastDay: lastMonday });
    const row = { figures, lastMonday, computedAt: new Date(figures.computedAt) };
    await db
      .insert(agencyPerformanceSnapshots)
      .values({ agencyId, weeks, ...row })
      .onConflictDoUpdate({
        target: [agencyPerformanceSnapshots.agencyId, agencyPerformanceSnapshots.weeks],
        set: row,
        // A slower computation that started earlier never overwrites a newer one.
        setWhere: sql`${agencyPerformanceSnapshots.computedAt} < excluded.computed_at`,
      });
    return figures;
  })().finally(() => running.delete(key));
  running.set(key, computation);
  return computation;
}

/**
 * GET /api/agency/performance: the agency's snapshot of the period for this week, computed now
 * when there is none yet (a first view, or a new week).
 */
export async function performanceOf(
  db: Database,
  agencyId: string,
  weeks: PerformancePeriod,
  today: string = todayInMorocco(),
): Promise<Performance> {
  const lastMonday = mondayOf(today);
  const [snapshot] = await db
    .select({ figures: agencyPerformanceSnapshots.figures })
    .from(agencyPerformanceSnapshots)
    .where(
      and(
        eq(agencyPerformanceSnapshots.agencyId, agencyId),
        eq(agencyPerformanceSnapshots.weeks, weeks),
        eq(agencyPerformanceSnapshots.lastMonday, lastMonday),
      ),
    );
  // A row written before the answer's shape changed is computed again, never served as is.
  const stored = snapshot ? performanceSchema.safeParse(snapshot.figures) : null;
  if (stored?.success) return stored.data;
  return computeSnapshot(db, agencyId, weeks, lastMonday);
}

/**
 * Computes again this week's snapshots (those viewed since Monday), but for any computed in the
 * last minute; an earlier week's are left for their next view.
 * @returns how many it computed.
 */
export async function refreshPerformanceSnapshots(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const lastMonday = mondayOf(todayInMorocco(now));
  const stale = await db
    .select({
      agencyId: agencyPerformanceSnapshots.agencyId,
      weeks: agencyPerformanceSnapshots.weeks,
    })
    .from(agencyPerformanceSnapshots)
    .where(
      and(
        eq(agencyPerformanceSnapshots.lastMonday, lastMonday),
        lt(
          agencyPerformanceSnapshots.computedAt,
          sql`${new Date(now.getTime() - justComputedMs).toISOString()}::timestamptz`,
        ),
      ),
    );
  for (const { agencyId, weeks } of stale) {
    await computeSnapshot(db, agencyId, weeks as PerformancePeriod, lastMonday);
  }
  return stale.length;
}

/** Runs the snapshots' refresh every 15 minutes in this process (`startScheduledJob`). */
export function startPerformanceSnapshots({ db, boss, log }: JobContext): Promise<WorkedJob> {
  return startScheduledJob({
    boss,
    queue: performanceSnapshotQueue,
    cron: performanceSnapshotSchedule,
    run: async () => ({ refreshed: await refreshPerformanceSnapshots(db) }),
    log,
    message: 'performance snapshots refreshed',
  });
}
