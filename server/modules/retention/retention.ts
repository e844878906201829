import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import {
  draftRetentionDays,
  erasableMessageStatuses,
  messageContentRetentionDays,
} from '../../../domain/retention.ts';
import type { Database } from '../../db/client.ts';
import { startScheduledJob } from '../../lib/scheduled-job.ts';
import { literalList } from '../../lib/sql-literal.ts';

/*
 * The retention job (domain/retention.ts): once a day, it deletes the quote drafts nobody has
 * touched for `draftRetentionDays`, and erases the content and recipient of the messages sent
 * (or cancelled) more than `messageContentRetentionDays` ago. The database's now() is the clock.
 */

/** pg-boss queue of the retention job. */
export const retentionQueue = 'data-retention';

/** The job runs every day at 03:20 UTC, when the site is quietest (cron). */
export const retentionSchedule = '20 3 * * *';

/** Rows deleted or erased per statement: a backlog is worked in short transactions. */
const batchSize = 1000;

/** Runs `statement` (one batch, returning its rows) until a batch comes back short. */
async function inBatches(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
    total += result.rows.length;
    if (result.rows.length < batchSize) return total;
  }
}

/**
 * Deletes the quote drafts last saved `draftRetentionDays` days ago or more.
 * @returns how many it deleted.
 */
export function deleteStaleDrafts(db: Database): Promise<number> {
  return inBatches(
    db,
    sql`delete from quote_drafts where user_id in (
        select user_id from quote_drafts
        where updated_at <= now() - make_interval(days => ${sql.raw(String(draftRetentionDays))})
        limit ${sql.raw(String(batchSize))} for update skip locked)
      returning user_id`,
  );
}

/**
 * Erases the content of the messages in an `erasableMessageStatuses` status whose sending (or,
 * never sent, last change) is `messageContentRetentionDays` days old or more: the payload becomes
 * `{}`, the recipient '', the provider's copy and the last error null. Event, channel, status,
 * provider, idempotency key (whose recipient part is a hash) and dates stay.
 * @returns how many it erased.
 */
export function eraseOldMessageContents(db: Database): Promise<number> {
  return inBatches(
    db,
    sql`update messages set payload = '{}'::jsonb, recipient = '', rendered = null,
        last_error = null, updated_at = now()
      where id in (
        select id from messages
        where status in (${literalList(erasableMessageStatuses)})
          and coalesce(sent_at, updated_at)
            <= now() - make_interval(days => ${sql.raw(String(messageContentRetentionDays))})
          and (recipient <> '' or payload <> '{}'::jsonb)
        limit ${sql.raw(String(batchSize))} for update skip locked)
      returning id`,
  );
}

/** What the retention job logs with. */
interface RetentionLog {
  info(fields: object, message: string): void;
}

/** Runs the retention job on its daily schedule in this process (`startScheduledJob`). */
export function startRetentionJob(options: {
  db: Database;
  boss: PgBoss;
  log: RetentionLog;
}): Promise<{ stop(): Promise<void> }> {
  const { boss, db, log } = options;
  return startScheduledJob({
    boss,
    queue: retentionQueue,
    cron: retentionSchedule,
    run: async () => {
      const drafts = await deleteStaleDrafts(db);
      const messages = await eraseOldMessageContents(db);
      log.info({ drafts, messages }, 'retention applied');
    },
  });
}
