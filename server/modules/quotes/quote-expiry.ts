import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { statusesLeadingTo } from '../../../domain/quotes/lifecycle.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { pastExpirySql, quoteColumnsAs } from './quote-lifecycle.sql.ts';

/*
 * The expiry job (domain/quotes/lifecycle.ts): a quote whose validity has ended without a
 * selection gets the status `expired`, written. Until the job has run, every reader derives the
 * same status (`effectiveQuoteStatus`), so the few minutes between the end of the validity and
 * the write change nothing anyone sees.
 */

/** pg-boss queue of the expiry job. */
export const quoteExpiryQueue = 'quotes-expiry';

/** The job runs every 5 minutes (cron, UTC). */
export const quoteExpirySchedule = '*/5 * * * *';

/** Quotes expired per statement: a backlog is written in short transactions. */
const batchSize = 1000;

/**
 * Writes `expired` on every quote whose stored status may lead to it (`statusesLeadingTo`: the open
 * ones, domain/quotes/lifecycle.ts) and whose validity has ended, in
 * batches of `batchSize` rows locked with SKIP LOCKED: a quote being priced, selected or
 * cancelled at that moment is left to the next run, and that writer sees it expired anyway.
 * The batch is chosen once (a materialized CTE), so one statement never writes more than
 * `batchSize` rows.
 * @returns how many quotes it expired.
 */
export async function expireQuotes(db: Database): Promise<number> {
  const q = quoteColumnsAs('q');
  let total = 0;
  for (;;) {
    const result = (await db.execute(sql`with due as materialized (
        select q.id from quotes q
          where q.status in (${literalList(statusesLeadingTo('expired'))}) and ${pastExpirySql(q)}
        limit ${sql.raw(String(batchSize))} for update skip locked)
      update quotes set status = 'expired', updated_at = now()
      from due where quotes.id = due.id
      returning quotes.id`)) as unknown as { rows: unknown[] };
    total += result.rows.length;
    if (result.rows.length < batchSize) return total;
  }
}

/** What the expiry job logs with. */
interface ExpiryLog {
  info(fields: object, message: string): void;
}

/**
 * Declares the expiry queue and its schedule, and works it in this process (the process that
 * sends notifications: the server with WORKER=inline, or `npm run worker`).
 * @returns how to stop working it.
 */
export async function startQuoteExpiry(options: {
  db: Database;
  boss: PgBoss;
  log: ExpiryLog;
}): Promise<{ stop(): Promise<void> }> {
  const { boss, db, log } = options;
  if (!(await boss.getQueue(quoteExpiryQueue)))
    await boss.createQueue(quoteExpiryQueue, {
      name: quoteExpiryQueue,
      policy: 'singleton',
      retryLimit: 2,
      retentionDays: 1,
    });
  await boss.schedule(quoteExpiryQueue, quoteExpirySchedule, {}, { tz: 'UTC' });
  await boss.work(quoteExpiryQueue, async () => {
    const count = await expireQuotes(db);
    if (count > 0) log.info({ count }, 'quotes expired');
  });
  return { stop: () => boss.offWork(quoteExpiryQueue) };
}
