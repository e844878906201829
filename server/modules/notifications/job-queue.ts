import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { NotificationConfig } from '../../config.ts';
import type { DatabaseHandle, SqlExecutor, Transaction } from '../../db/client.ts';

/** pg-boss queue of notification sends: one job per message, `{ messageId }`. */
export const notificationQueue = 'notifications';

/** pg-boss queue of the hourly "new quotes in your city" digest for staff (cron). */
export const digestQueue = 'notifications-digest';

/** The data of a notification job. */
export interface NotificationJob {
  messageId: string;
}

/**
 * Starts pg-boss on Moqarana's database (its own `pgboss` schema, created on first start) and
 * declares the queues with the retry policy of issue 7: `retryLimit` retries after the first
 * attempt, exponential backoff from `retryDelaySeconds` (120 s × 1, 2, 4, 8, 16 with jitter: 6
 * attempts over 62–124 minutes), and a batch not finished within `jobTimeoutSeconds` is
 * presumed crashed and retried.
 *
 * `supervise` runs pg-boss's maintenance (expiring crashed jobs, cron): the process that works
 * the queue does it; a web process that only enqueues (WORKER=off) does not.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  config: NotificationConfig,
  options: { supervise: boolean; onError: (error: Error) => void },
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    supervise: options.supervise,
    schedule: options.supervise,
    maintenanceIntervalSeconds: config.maintenanceSeconds,
  });
  boss.on('error', options.onError);
  await boss.start();
  const policy: PgBoss.Queue = {
    name: notificationQueue,
    policy: 'standard',
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: config.jobTimeoutSeconds,
    retentionDays: 7,
  };
  for (const queue of [policy, { ...policy, name: digestQueue, retryLimit: 2 }]) {
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
    else await boss.createQueue(queue.name, queue);
  }
  return boss;
}

/**
 * pg-boss's `db` option over a Drizzle transaction, so that a job is inserted in the business
 * write's transaction (the outbox of issue 7 item 1). pg-boss's positional `$n` parameters are
 * bound as Drizzle parameters, in the same order.
 */
export function transactionSql(tx: Transaction): PgBoss.Db & SqlExecutor {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = (await tx.execute(sql.join(chunks))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
