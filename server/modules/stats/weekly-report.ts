import { and, eq, inArray } from 'drizzle-orm';
import { managerRoles } from '../../../domain/accounts/roles.ts';
import type { PerformanceFigures } from '../../../domain/agency-day/performance.ts';
import { lostSalesCount } from '../../../domain/agency-day/performance.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { formatDelayIn, formatPercentIn } from '../../../domain/figures-format.ts';
import type { Language } from '../../../domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { agencies, users } from '../../db/schema/index.ts';
import { startScheduledJob, type JobContext, type WorkedJob } from '../../lib/scheduled-job.ts';
import { accountColumns, emailTo, type Notifier } from '../notifications/index.ts';
import { agencyPerformance, mondayOf } from './performance.service.ts';

/** pg-boss queue of the managers' weekly report. */
export const weeklyReportQueue = 'stats-weekly-report';

/**
 * Mondays at 07:00 UTC: 08:00 in Morocco (07:00 during Ramadan's UTC+0), before the agencies
 * open at 08:30 (domain/agency-day/opening-hours.ts).
 */
export const weeklyReportSchedule = '0 7 * * 1';

/** A figure as the e-mail shows it; `—` when there is none (nothing priced, nobody called). */
const shown = (value: string | null) => value ?? '—';

/** The e-mail's figures of one week, in the manager's language. */
function weekFigures(figures: PerformanceFigures, language: Language) {
  const delay = (minutes: number | null) =>
    shown(minutes === null ? null : formatDelayIn(language, minutes));
  return {
    priced: String(figures.priced),
    chosen: String(figures.chosen),
    confirmed: String(figures.confirmed),
    conversion: shown(
      figures.conversionPercent === null
        ? null
        : formatPercentIn(language, figures.conversionPercent),
    ),
    toPrice: delay(figures.medianMinutesToPrice),
    toCall: delay(figures.medianMinutesToCall),
    lost: String(lostSalesCount(figures)),
  };
}

const dayFirst = (day: string) => day.split('-').reverse().join('/');

/**
 * The weekly report (docs/product/agency-day.md "Win/loss and performance"): to each active
 * manager of each active agency who has not turned it off (`notifyWeeklyReport`), an e-mail of the agency's figures for the last full Moroccan
 * week before `today` against the week before it (`agencyPerformance`), with a link to the
 * Performance page. Written to the outbox with the week as its slot: a second run, a second
 * process or a retry sends none twice.
 * @returns how many reports it queued.
 */
export async function enqueueWeeklyReports(
  db: Database,
  notifier: Notifier,
  today: string = todayInMorocco(),
): Promise<number> {
  const lastWeek = addToDate(mondayOf(today), { days: -7 });
  const managers = await db
    .select({
      ...accountColumns,
      agencyId: agencies.id,
      agencyName: agencies.name,
    })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(
      and(
        inArray(users.role, managerRoles),
        eq(users.active, true),
        eq(users.notifyWeeklyReport, true),
        eq(agencies.status, 'active'),
      ),
    );
  let queued = 0;
  for (const agencyId of new Set(managers.map((manager) => manager.agencyId))) {
    const { weeks } = await agencyPerformance(db, agencyId, {
      weeks: 2,
      lastDay: lastWeek,
    });
    const [before, last] = weeks;
    if (!before || !last) continue;
    const drafts = managers
      .filter((manager) => manager.agencyId === agencyId)
      .map((manager) => {
        const current = weekFigures(last.figures, manager.locale);
        const previous = weekFigures(before.figures, manager.locale);
        return emailTo(manager, {
          event: 'performance.weekly',
          recordId: agencyId,
          slot: lastWeek,
          payload: {
            agencyName: manager.agencyName,
            week: dayFirst(lastWeek),
            ...current,
            ...Object.fromEntries(
              Object.entries(previous).map(([key, value]) => [
                `previous${key[0]?.toUpperCase()}${key.slice(1)}`,
                value,
              ]),
            ),
            notChosen: String(last.figures.lost.notChosen),
            path: '/performance',
          },
        });
      });
    queued += (await db.transaction((tx) => notifier.enqueue(tx, drafts))).length;
  }
  return queued;
}

/** Runs the weekly report on its Monday schedule in this process (`startScheduledJob`). */
export function startWeeklyReports({
  db,
  boss,
  notifier,
  log,
}: JobContext & { notifier: Notifier }): Promise<WorkedJob> {
  return startScheduledJob({
    boss,
    queue: weeklyReportQueue,
    cron: weeklyReportSchedule,
    run: async () => ({ queued: await enqueueWeeklyReports(db, notifier) }),
    log,
    message: 'weekly reports queued',
  });
}
