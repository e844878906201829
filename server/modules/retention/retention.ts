import { sql, type SQL } from 'drizzle-orm';
import {
  auditRetentionYears,
  contactMessageRetentionMonths,
  draftRetentionDays,
  erasableMessageStatuses,
  messageContentRetentionDays,
  unchosenQuoteRetentionMonths,
} from '../../../domain/retention.ts';
import type { Database } from '../../db/client.ts';
import { startScheduledJob, type JobContext, type WorkedJob } from '../../lib/scheduled-job.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { anonymiseQuoteRecords } from '../privacy/index.ts';

/*
 * The retention job (domain/retention.ts): once a day, it deletes the quote drafts nobody has
 * touched for `draftRetentionDays`, erases the content and recipient of the messages sent (or
 * cancelled) more than `messageContentRetentionDays` ago, anonymises the quotes without a
 * confirmed contract `unchosenQuoteRetentionMonths` after their validity, deletes contact
 * messages after `contactMessageRetentionMonths`, audit entries after `auditRetentionYears` and
 * rate-limit counters a day after their window. The database's now() is the clock.
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
 * What erasing a message's content sets (the `set` list of an update of `messages`): the
 * payload `{}`, the recipient '', the provider's copy and the last error null. Event, channel,
 * status, provider, idempotency key (whose recipient part is a hash) and dates stay.
 */
export const erasedMessageContent = sql`payload = '{}'::jsonb, recipient = '', rendered = null,
        last_error = null, updated_at = now()`;

/**
 * Erases the content of the messages in an `erasableMessageStatuses` status whose sending (or,
 * never sent, last change) is `messageContentRetentionDays` days old or more
 * (`erasedMessageContent`).
 * @returns how many it erased.
 */
export function eraseOldMessageContents(db: Database): Promise<number> {
  return inBatches(
    db,
    sql`update messages set ${erasedMessageContent}
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

/**
 * Anonymises the quotes whose validity ended `unchosenQuoteRetentionMonths` months ago or more
 * and that did not end in a confirmed contract (`anonymiseQuoteRecords`), a batch per
 * transaction.
 * @returns how many it anonymised.
 */
export async function anonymiseOldQuotes(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = (await tx.execute(sql`select id from quotes
          where anonymised_at is null
            and expires_at <= now() - make_interval(months => ${sql.raw(String(unchosenQuoteRetentionMonths))})
            and not exists (select 1 from contracts
              where contracts.quote_id = quotes.id and contracts.decision = 'confirmed')
          order by expires_at
          limit ${sql.raw(String(batchSize))} for update skip locked`)) as unknown as {
        rows: { id: string }[];
      };
      await anonymiseQuoteRecords(
        tx,
        due.rows.map((row) => row.id),
      );
      return due.rows.length;
    });
    total += done;
    if (done < batchSize) return total;
  }
}

/**
 * Deletes, a batch per statement, the rows of `table` (keyed by `key`) whose `column` is
 * `age` old or more (`age` a PostgreSQL interval, e.g. `make_interval(years => 5)`).
 * @returns how many it deleted.
 */
function deleteOlderThan(
  db: Database,
  rows: { table: string; key: string; column: string },
  age: SQL,
): Promise<number> {
  const [table, key, column] = [rows.table, rows.key, rows.column].map((name) =>
    sql.identifier(name),
  );
  return inBatches(
    db,
    sql`delete from ${table} where ${key} in (
        select ${key} from ${table} where ${column} <= now() - ${age}
        limit ${sql.raw(String(batchSize))} for update skip locked)
      returning ${key}`,
  );
}

/** Deletes the contact form's messages sent `contactMessageRetentionMonths` months ago or more. */
export const deleteOldContactMessages = (db: Database) =>
  deleteOlderThan(
    db,
    { table: 'contact_messages', key: 'id', column: 'created_at' },
    sql`make_interval(months => ${sql.raw(String(contactMessageRetentionMonths))})`,
  );

/** Deletes the audit entries written `auditRetentionYears` years ago or more. */
export const deleteOldAuditEntries = (db: Database) =>
  deleteOlderThan(
    db,
    { table: 'audit_log', key: 'id', column: 'at' },
    sql`make_interval(years => ${sql.raw(String(auditRetentionYears))})`,
  );

/**
 * Deletes the rate-limit counters whose window ended a day ago or more: they count nothing any
 * more (server/lib/rate-limit.ts), and each names, through its digest, who was counted.
 */
export const deleteEndedCounters = (db: Database) =>
  deleteOlderThan(
    db,
    { table: 'rate_counters', key: 'key', column: 'window_ends_at' },
    sql`interval '1 day'`,
  );

/** Runs the retention job on its daily schedule in this process (`startScheduledJob`). */
export function startRetentionJob({ db, boss, log }: JobContext): Promise<WorkedJob> {
  return startScheduledJob({
    boss,
    queue: retentionQueue,
    cron: retentionSchedule,
    // One after the other, in this order.
    run: async () => ({
      drafts: await deleteStaleDrafts(db),
      messages: await eraseOldMessageContents(db),
      quotes: await anonymiseOldQuotes(db),
      contactMessages: await deleteOldContactMessages(db),
      auditEntries: await deleteOldAuditEntries(db),
      counters: await deleteEndedCounters(db),
    }),
    log,
    message: 'retention applied',
  });
}
