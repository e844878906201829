import { and, eq, lt, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Performance, PerformancePeriod } from '../../../domain/agency-day/performance.ts';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { agencyPerformanceSnapshots } from '../../db/schema/index.ts';
import { startScheduledJob } from '../../lib/scheduled-job.ts';
import { agencyPerformance, mondayOf } from './performance.service.ts';

/*
 * The Performance page reads its figures from a snapshot per agency and period
 * (agency_performance_snapshots), not from months of offers on every request: the first view of
 * a period in a week computes it, and a job every 15 minutes computes again the snapshots older
 * than that. What a manager sees is thus at most 15 minutes old, and says when it was computed.
 * Every process reads the same rows.
 */

/** pg-boss queue of the snapshots' refresh. */
export const performanceSnapshotQueue = 'stats-performance-snapshots';

/** Every 15 minutes. */
export const performanceSnapshotSchedule = '*/15 * * * *';

/** How old a snapshot may get before the job computes it again. */
const snapshotMaxAgeMs = 15 * 60_000;

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
  if (snapshot) return snapshot.figures as Performance;
  return computeSnapshot(db, agencyId, weeks, lastMonday);
}

/**
 * Computes again every snapshot older than 15 minutes, for the current week (a snapshot of an
 * earlier week is computed anew on its next view).
 * @returns how many it computed.
 */
export async function refreshPerformanceSnapshots(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const stale = await db
    .select({
      agencyId: agencyPerformanceSnapshots.agencyId,
      weeks: agencyPerformanceSnapshots.weeks,
    })
    .from(agencyPerformanceSnapshots)
    .where(
      lt(
        agencyPerformanceSnapshots.computedAt,
        sql`${new Date(now.getTime() - snapshotMaxAgeMs + 60_000).toISOString()}::timestamptz`,
      ),
    );
  const lastMonday = mondayOf(todayInMorocco(now));
  for (const { agencyId, weeks } of stale) {
    await computeSnapshot(db, agencyId, weeks as PerformancePeriod, lastMonday);
  }
  return stale.length;
}

/** What the job logs with. */
interface JobLog {
  info(fields: object, message: string): void;
}

/** Runs the snapshots' refresh every 15 minutes in this process (`startScheduledJob`). */
export function startPerformanceSnapshots(options: {
  db: Database;
  boss: PgBoss;
  log: JobLog;
}): Promise<{ stop(): Promise<void> }> {
  const { boss, db, log } = options;
  return startScheduledJob({
    boss,
    queue: performanceSnapshotQueue,
    cron: performanceSnapshotSchedule,
    run: async () => {
      const refreshed = await refreshPerformanceSnapshots(db);
      log.info({ refreshed }, 'performance snapshots refreshed');
    },
  });
}
