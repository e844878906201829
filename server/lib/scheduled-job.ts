import type PgBoss from 'pg-boss';

/** What a scheduled job logs its runs with (pino's logger, Fastify's). */
export interface JobLog {
  info(fields: object, message: string): void;
}

/**
 * Declares a pg-boss queue worked on a cron schedule (UTC) and works it in this process (the
 * process that works the jobs: the server with WORKER=inline, or `npm run worker`). The queue is
 * a singleton, so two processes never run the same job at once; a failed run is retried twice,
 * and finished runs are kept a day.
 * @returns how to stop working it.
 */
export async function startScheduledJob(options: {
  boss: PgBoss;
  queue: string;
  cron: string;
  run: () => Promise<void>;
}): Promise<{ stop(): Promise<void> }> {
  const { boss, queue, cron, run } = options;
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
