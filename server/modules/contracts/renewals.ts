import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { AgencyRenewal, RenewalReminderSlot } from '../../../domain/offers/renewal.ts';
import type { Database } from '../../db/client.ts';
import { startScheduledJob } from '../../lib/scheduled-job.ts';
import { renewalDueDrafts, type Notifier } from '../notifications/index.ts';
import type { AgencyCaller } from '../offers/index.ts';

/*
 * A confirmed contract's renewal (docs/product/renewal.md; domain/offers/renewal.ts): the
 * reminders its driver gets 30 and 7 days before the renewal date, and the holding agency's
 * Renouvellements list. The renewal date is computed by PostgreSQL (`renewalDateSql`),
 * property-tested equal to `renewalDate`.
 */

/** `renewalDate` in SQL, on the contract's start date and duration as SQL of the calling query. */
export const renewalDateSql = (contract: { startDate: SQL; durationMonths: SQL }) =>
  sql<string>`((${contract.startDate} + make_interval(months => ${contract.durationMonths}::int))::date)`;

/** The columns of `contracts` aliased `c`, as the queries below read them. */
const c = { startDate: sql`c.start_date`, durationMonths: sql`c.duration_months` };

/** `renewalReminderSlot` in SQL, for a number of days left. */
export const renewalReminderSlotSql = (daysLeft: SQL) =>
  sql<RenewalReminderSlot | null>`(case when ${daysLeft} between 1 and 7 then 7
    when ${daysLeft} between 8 and 30 then 30 end)`;

/** pg-boss queue of the renewal reminders. */
export const renewalQueue = 'contracts-renewal';

/** Every day at 08:00 UTC (09:00 in Morocco): reminders arrive in the morning. */
export const renewalSchedule = '0 8 * * *';

/** Contracts reminded per transaction. */
const batchSize = 200;

/**
 * Sends each due renewal reminder (`renewalReminderSlot` on `today`, Morocco's date) not sent
 * yet: the contract's driver (not erased) gets an e-mail, unless they withdrew their consent to
 * reminder e-mails, and a WhatsApp message if they opted in. The contracts are locked with SKIP
 * LOCKED and the messages written in the same transaction, and the outbox's key names the slot:
 * a second run, a second process or a restart sends none twice.
 * @returns how many contracts it reminded.
 */
export async function remindRenewals(
  db: Database,
  notifier: Notifier,
  today: string = todayInMorocco(),
): Promise<number> {
  const daysLeft = sql`(${renewalDateSql(c)} - ${today}::date)`;
  const slot = renewalReminderSlotSql(daysLeft);
  let total = 0;
  for (;;) {
    const { chosen, written } = await db.transaction(async (tx) => {
      const due = (
        (await tx.execute(sql`select c.quote_id as "quoteId", c.start_date as "startDate",
            c.duration_months as "durationMonths", ${slot} as slot
          from contracts c
            join quotes q on q.id = c.quote_id
            join users u on u.id = q.user_id
          where c.decision = 'confirmed' and u.erased_at is null
            and ${renewalDateSql(c)} between ${today}::date + 1 and ${today}::date + 30
            and not exists (select 1 from messages m
              where m.event = 'contract.renewal' and m.record_id = c.quote_id::text
                and m.idempotency_key like 'contract.renewal/' || c.quote_id || '@' || ${slot} || '/%')
          order by ${renewalDateSql(c)}
          limit ${sql.raw(String(batchSize))}
          for update of c skip locked`)) as unknown as {
          rows: {
            quoteId: string;
            startDate: string;
            durationMonths: number;
            slot: RenewalReminderSlot;
          }[];
        }
      ).rows;
      let messages = 0;
      for (const contract of due)
        messages += (await notifier.enqueue(tx, await renewalDueDrafts(tx, contract))).length;
      return { chosen: due.length, written: messages };
    });
    total += chosen;
    // A full batch that wrote nothing would be chosen again: stop rather than loop.
    if (chosen < batchSize || written === 0) return total;
  }
}

/**
 * The agency's Renouvellements: its confirmed contracts whose renewal date is from today to
 * `within` days ahead, soonest first, with the driver's identity (the agency holds their
 * contract) and the renewal request they sent, if any.
 */
export async function agencyRenewals(
  db: Database,
  caller: AgencyCaller,
  within: number,
  today: string = todayInMorocco(),
): Promise<AgencyRenewal[]> {
  const result = (await db.execute(sql`select q.id as "quoteId", q.reference,
        d.first_name || ' ' || d.last_name as client, d.phone, c.policy_number as "policyNumber",
        c.duration_months as "durationMonths", c.start_date as "startDate",
        ${renewalDateSql(c)}::text as "renewalDate",
        (${renewalDateSql(c)} - ${today}::date) as "daysLeft",
        c.annual_premium_centimes as "annualPremiumCentimes",
        r.id as "renewalId", r.reference as "renewalReference",
        exists (select 1 from offers o where o.quote_id = r.id and o.agency_id = c.agency_id)
          as "renewalPriced"
      from contracts c
        join quotes q on q.id = c.quote_id
        join drivers d on d.id = q.driver_id
        left join lateral (select r.id, r.reference from quotes r
          where r.renewal_of_quote_id = q.id order by r.created_at desc limit 1) r on true
      where c.agency_id = ${caller.agencyId} and c.decision = 'confirmed'
        and ${renewalDateSql(c)} between ${today}::date and ${today}::date + ${within}::int
      order by ${renewalDateSql(c)}, q.id`)) as unknown as {
    rows: {
      quoteId: string;
      reference: string;
      client: string;
      phone: string;
      policyNumber: string;
      durationMonths: number;
      startDate: string;
      renewalDate: string;
      daysLeft: number;
      annualPremiumCentimes: number | string;
      renewalId: string | null;
      renewalReference: string | null;
      renewalPriced: boolean;
    }[];
  };
  return result.rows.map((row) => ({
    quoteId: row.quoteId,
    reference: row.reference,
    client: row.client,
    phone: row.phone,
    policyNumber: row.policyNumber,
    durationMonths: row.durationMonths,
    coverEndDate: addToDate(row.renewalDate, { days: -1 }),
    renewalDate: row.renewalDate,
    daysLeft: Number(row.daysLeft),
    annualPremiumCentimes: Number(row.annualPremiumCentimes),
    renewal:
      row.renewalId && row.renewalReference
        ? { id: row.renewalId, reference: row.renewalReference, priced: row.renewalPriced }
        : null,
  }));
}

/** What the renewal job logs with. */
interface RenewalLog {
  info(fields: object, message: string): void;
}

/** Runs the renewal reminders on their daily schedule in this process (`startScheduledJob`). */
export function startRenewalReminders(options: {
  db: Database;
  boss: PgBoss;
  notifier: Notifier;
  log: RenewalLog;
}): Promise<{ stop(): Promise<void> }> {
  const { boss, db, notifier, log } = options;
  return startScheduledJob({
    boss,
    queue: renewalQueue,
    cron: renewalSchedule,
    run: async () => {
      const reminded = await remindRenewals(db, notifier);
      log.info({ reminded }, 'renewal reminders sent');
    },
  });
}
