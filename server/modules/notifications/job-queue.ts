import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { NotificationConfig } from '../../config.ts';
import {
  isConnectionLost,
  type DatabaseHandle,
  type SqlExecutor,
  type Transaction,
} from '../../db/client.ts';

/** pg-boss queue of notification sends: one job per message, `{ messageId }`. */
export const notificationQueue = 'notifications';

/** pg-boss queue of the hourly "new quotes in your city" digest for staff (cron). */
export const digestQueue = 'notifications-digest';

/** The data of a notification job. */
export interface NotificationJob {
  messageId: string;
}

/**
 * pg-boss's `error` events as a process logs them: a lost connection (`isConnectionLost`: a
 * failover, a terminated backend) is a warning, since pg-boss's next poll takes a new one from
 * the pool; anything else is an error.
 */
export function jobQueueErrorReporter(log: {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}): (error: Error) => void {
  return (error) =>
    isConnectionLost(error)
      ? log.warn({ err: error }, 'job queue lost its connection')
      : log.error({ err: error }, 'job queue error');
}

/**
 * Starts pg-boss on Moqarana's database (its own `pgboss` schema, created on first start) and
 * declares the queues with the retry policy of decision 0010: `retryLimit` retries after the first
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

/** What runs SQL inside a Drizzle transaction: a pg PoolClient, or PGlite's transaction. */
interface TransactionClient {
  query(
    query: string | { name: string; text: string; values?: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
  release?: () => void;
}

/**
 * pg-boss's `db` option over a Drizzle transaction, so that a job is inserted in the business
 * write's transaction (the outbox of docs/product/design.md §6). It runs on the transaction's own
 * connection (Drizzle's session client: a pg PoolClient, or PGlite's transaction). On
 * PostgreSQL the statement is named after its text, so that each connection plans pg-boss's
 * insert once: unnamed, planning it cost 1.3 ms of every business transaction
 * (bench/results/notifications-postgres.md); named, the insert adds 0.4 ms.
 */
export function transactionSql(tx: Transaction): PgBoss.Db & SqlExecutor {
  const client = (tx as unknown as { session?: { client?: TransactionClient } }).session?.client;
  if (!client) throw new Error('Drizzle transaction without a session client');
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      if (typeof client.release !== 'function') return client.query(text, values);
      const name = `mq_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      return client.query({ name, text, values });
    },
  };
}
