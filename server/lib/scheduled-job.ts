import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** What a scheduled job logs its runs with (pino's logger, Fastify's). */
export interface JobLog {
  info(fields: object, message: string): void;
}

/** What a scheduled job's start function is given: the database, pg-boss, the log. */
export interface JobContext {
  db: Database;
  boss: PgBoss;
  log: JobLog;
}

/** A scheduled job worked in this process, until stopped. */
export interface WorkedJob {
  stop(): Promise<void>;
}

/**
 * Declares a pg-boss queue worked on a cron schedule (UTC) and works it in this process (the
 * process that works the jobs: the server with WORKER=inline, or `npm run worker`). The queue is
 * a singleton, so two processes never run the same job at once; a failed run is retried twice,
 * and finished runs are kept a day. `run` is one run; given `log`, each run ends with one line in
 * it: `message`, with the fields `run` returns (what the run did, as counts).
 * @returns how to stop working it.
 */
export async function startScheduledJob(
  options: { boss: PgBoss; queue: string; cron: string } & (
    { run: () => Promise<void> } | { run: () => Promise<object>; log: JobLog; message: string }
  ),
): Promise<WorkedJob> {
  const { boss, queue, cron } = options;
  const run =
    'log' in options
      ? async () => options.log.info(await options.run(), options.message)
      : options.run;
  if (!(await boss.getQueue(queue)))
    await boss.createQueue(queue, {
      name: queue,
      policy: 'singleton',
      retryLimit: 2,
      retentionDays: 1,
    });
  await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  await boss.work(queue, run);
  return { stop: () => boss.offWork(queue) };
}
