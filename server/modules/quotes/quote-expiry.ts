import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statusesLeadingTo } from '../../../domain/quotes/lifecycle.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { quoteExpiringDrafts, type Notifier } from '../notifications/index.ts';
import { writeStatusKeys } from '../offers/index.ts';
import { expiryReminderDueSql, pastExpirySql, quoteColumnsAs } from './quote-lifecycle.sql.ts';
import { startScheduledJob, type JobContext, type WorkedJob } from '../../lib/scheduled-job.ts';

/*
 * The expiry job (domain/quotes/lifecycle.ts): a quote whose validity has ended without a
 * selection gets the status `expired`, written. Until the job has run, every reader derives the
 * same status (`effectiveQuoteStatus`), so the few minutes between the end of the validity and
 * the write change nothing anyone sees. The same job reminds, once, the drivers whose offers
 * are about to expire unchosen (`expiryReminderDays` before).
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
 * batches of `batchSize` rows locked with SKIP LOCKED, each with its offers' status keys
 * (offers/offer-keys.ts): a quote being priced, selected or
 * cancelled at that moment is left to the next run, and that writer sees it expired anyway.
 * The batch is chosen once (a materialized CTE), so one statement never writes more than
 * `batchSize` rows.
 * @returns how many quotes it expired.
 */
export async function expireQuotes(db: Database): Promise<number> {
  const q = quoteColumnsAs('q');
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const result = (await tx.execute(sql`with due as materialized (
          select q.id from quotes q
            where q.status in (${literalList(statusesLeadingTo('expired'))}) and ${pastExpirySql(q)}
          limit ${sql.raw(String(batchSize))} for update skip locked)
        update quotes set status = 'expired', updated_at = now()
        from due where quotes.id = due.id
        returning quotes.id`)) as unknown as { rows: { id: string }[] };
      const ids = result.rows.map((row) => row.id);
      await writeStatusKeys(tx, ids);
      return ids.length;
    });
    total += expired;
    if (expired < batchSize) return total;
  }
}

/** Quotes reminded per transaction. */
const reminderBatchSize = 100;

/**
 * Sends the expiry reminder (`expiryReminderDue`, domain/quotes/lifecycle.ts) to the driver of
 * every quote it is due for and not yet sent for (no `quote.expiring` message about the quote),
 * soonest end first, in transactions of `reminderBatchSize` quotes locked with SKIP LOCKED: the
 * messages are written with the choice of their quotes, so a second run, a second process or a
 * restart finds them and sends none again; the outbox's key would refuse a second one anyway.
 * @returns how many quotes it reminded.
 */
export async function remindExpiringQuotes(db: Database, notifier: Notifier): Promise<number> {
  const q = quoteColumnsAs('q');
  let total = 0;
  for (;;) {
    const { chosen, written } = await db.transaction(async (tx) => {
      const due = (
        (await tx.execute(sql`select q.id, q.expires_at as "expiresAt" from quotes q
          where ${expiryReminderDueSql(q)}
            and not exists (select 1 from messages m
              where m.event = 'quote.expiring' and m.record_id = q.id::text)
          order by q.expires_at limit ${sql.raw(String(reminderBatchSize))}
          for update of q skip locked`)) as unknown as {
          rows: { id: string; expiresAt: string | Date }[];
        }
      ).rows;
      let messages = 0;
      for (const quote of due)
        messages += (
          await notifier.enqueue(
            tx,
            await quoteExpiringDrafts(tx, { id: quote.id, expiresAt: new Date(quote.expiresAt) }),
          )
        ).length;
      return { chosen: due.length, written: messages };
    });
    total += chosen;
    // A full batch that wrote nothing would be chosen again: stop rather than loop.
    if (chosen < reminderBatchSize || written === 0) return total;
  }
}

/**
 * Runs the expiry job on its schedule in this process (`startScheduledJob`); a run logs only
 * what it did, each kind of work on its own line.
 */
export function startQuoteExpiry({
  db,
  boss,
  notifier,
  log,
}: JobContext & { notifier: Notifier }): Promise<WorkedJob> {
  return startScheduledJob({
    boss,
    queue: quoteExpiryQueue,
    cron: quoteExpirySchedule,
    run: async () => {
      const count = await expireQuotes(db);
      if (count > 0) log.info({ count }, 'quotes expired');
      const reminded = await remindExpiringQuotes(db, notifier);
      if (reminded > 0) log.info({ count: reminded }, 'expiry reminders queued');
    },
  });
}
