import { eq, sql, type SQL } from 'drizzle-orm';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { PackPrices } from '../../../domain/offers/prices.ts';
import {
  defaultRenewalWindow,
  renewalWindows,
  type AgencyRenewal,
  type RenewalReminderSlot,
  type RenewalStatus,
  type RenewalsView,
} from '../../../domain/offers/renewal.ts';
import type { Database } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { startScheduledJob, type JobContext, type WorkedJob } from '../../lib/scheduled-job.ts';
import { renewalDueDrafts, type Notifier } from '../notifications/index.ts';
import { heldRenewalOffer, type AgencyCaller } from '../offers/index.ts';

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
 * `renewalStatuses` of a row of `agencyRenewals` (contract `c`, its latest renewal request `r`):
 * the request, priced by the holding agency or not, else whether its renewal offer was sent.
 */
const renewalStatusSql = sql<RenewalStatus>`(case
  when r.id is null then
    case when c.renewal_offered_at is not null and c.renewal_offer_basic_centimes is not null
      then 'offerSent' else 'offerToSend' end
  when exists (select 1 from offers o where o.quote_id = r.id and o.agency_id = c.agency_id)
    then 'requestPriced'
  else 'requestToPrice' end)`;

/**
 * The filters of the Renouvellements besides its window (docs/product/agency-day.md "Filters
 * and saved views"), as conditions on `agencyRenewals`' rows: Moroccan days `from`–`to` (both
 * included) of the cover's last day, the day before the renewal date; the colleague who
 * confirmed the contract (`decided_by`); the status (`renewalStatusSql`).
 */
function renewalFilters(query: RenewalsView): SQL[] {
  const conditions: SQL[] = [];
  const coverEnd = sql`(${renewalDateSql(c)} - 1)`;
  if (query.from) conditions.push(sql`${coverEnd} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${coverEnd} <= ${query.to}::date`);
  if (query.agent) conditions.push(sql`c.decided_by = ${query.agent}`);
  if (query.status) conditions.push(sql`${renewalStatusSql} = ${query.status}`);
  return conditions;
}

/**
 * The agency's Renouvellements: its confirmed contracts whose renewal date is from today to
 * `query.within` days ahead (30 when absent), narrowed by its filters (`renewalFilters`),
 * soonest first, with the driver's identity (the agency holds their contract), the renewal
 * request they sent, if any, and where the renewal stands (`renewalStatusSql`).
 */
export async function agencyRenewals(
  db: Database,
  caller: AgencyCaller,
  query: RenewalsView,
  today: string = todayInMorocco(),
): Promise<AgencyRenewal[]> {
  const within = query.within ?? defaultRenewalWindow;
  const filters = renewalFilters(query).map((condition) => sql` and ${condition}`);
  const result = (await db.execute(sql`select q.id as "quoteId", q.reference,
        d.first_name || ' ' || d.last_name as client, d.phone, c.policy_number as "policyNumber",
        c.duration_months as "durationMonths", c.start_date as "startDate",
        ${renewalDateSql(c)}::text as "renewalDate",
        (${renewalDateSql(c)} - ${today}::date) as "daysLeft",
        c.annual_premium_centimes as "annualPremiumCentimes",
        r.id as "renewalId", r.reference as "renewalReference", ${renewalStatusSql} as status,
        c.renewal_offer_basic_centimes as "renewalOfferBasicCentimes",
        c.renewal_offer_intermediate_centimes as "renewalOfferIntermediateCentimes",
        c.renewal_offer_premium_centimes as "renewalOfferPremiumCentimes",
        c.renewal_offered_at as "renewalOfferedAt"
      from contracts c
        join quotes q on q.id = c.quote_id
        join drivers d on d.id = q.driver_id
        left join lateral (select r.id, r.reference from quotes r
          where r.renewal_of_quote_id = q.id order by r.created_at desc limit 1) r on true
      where c.agency_id = ${caller.agencyId} and c.decision = 'confirmed'
        and ${renewalDateSql(c)} between ${today}::date and ${today}::date + ${within}::int
        ${sql.join(filters)}
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
      status: RenewalStatus;
      renewalOfferBasicCentimes: number | string | null;
      renewalOfferIntermediateCentimes: number | string | null;
      renewalOfferPremiumCentimes: number | string | null;
      renewalOfferedAt: string | Date | null;
    }[];
  };
  return result.rows.map((row) => {
    const held = heldRenewalOffer({
      renewalOfferBasicCentimes: centimesOrNull(row.renewalOfferBasicCentimes),
      renewalOfferIntermediateCentimes: centimesOrNull(row.renewalOfferIntermediateCentimes),
      renewalOfferPremiumCentimes: centimesOrNull(row.renewalOfferPremiumCentimes),
    });
    return {
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
      status: row.status,
      renewal:
        row.renewalId && row.renewalReference
          ? {
              id: row.renewalId,
              reference: row.renewalReference,
              priced: row.status === 'requestPriced',
            }
          : null,
      renewalOffer:
        held && row.renewalOfferedAt
          ? { prices: held, offeredAt: new Date(row.renewalOfferedAt).toISOString() }
          : null,
    };
  });
}

/** A bigint column as `pg` or PGlite answers it (a string or a number), or null. */
const centimesOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** How far ahead an agency may send a renewal offer: its Renouvellements' widest window. */
const renewalOfferWindowDays = Math.max(...renewalWindows);

/**
 * The holding agency sends, or sends again, its renewal offer on the contract of `quoteId`
 * (docs/product/renewal.md "The holding agency's offer first"): `prices` in centimes, held on the
 * contract until the driver sends their renewal request, which then carries it as the agency's
 * offer. Audited `contract.renewalOffered`.
 * @throws AppError notFound unless the contract is this agency's, confirmed, and its renewal
 *   date from today to `renewalOfferWindowDays` ahead; renewalRequested (409, nothing written)
 *   once the driver's renewal request exists: the agency prices that request instead.
 */
export async function offerRenewal(
  db: Database,
  caller: AgencyCaller,
  quoteId: string,
  prices: PackPrices,
  today: string = todayInMorocco(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select c.quote_id from contracts c
      where c.quote_id = ${quoteId} and c.agency_id = ${caller.agencyId}
        and c.decision = 'confirmed'
        and ${renewalDateSql(c)} between ${today}::date and ${today}::date + ${renewalOfferWindowDays}::int
      for update of c`)) as unknown as { rows: unknown[] };
    if (locked.rows.length === 0) throw notFound();
    // A statement of its own after the lock: it sees a renewal request committed while it waited.
    const requested = (await tx.execute(
      sql`select 1 from quotes where renewal_of_quote_id = ${quoteId} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (requested.rows.length > 0) throw new AppError('renewalRequested');
    await tx
      .update(contracts)
      .set({
        renewalOfferBasicCentimes: prices.basic,
        renewalOfferIntermediateCentimes: prices.intermediate,
        renewalOfferPremiumCentimes: prices.premium,
        renewalOfferedBy: caller.userId,
        renewalOfferedAt: new Date(),
      })
      .where(eq(contracts.quoteId, quoteId));
    await recordAudit(tx, {
      action: 'contract.renewalOffered',
      actorUserId: caller.userId,
      ipAddress: caller.ipAddress,
      agencyId: caller.agencyId,
      entityType: 'quote',
      entityId: quoteId,
      details: { ...prices },
    });
  });
}

/** Runs the renewal reminders on their daily schedule in this process (`startScheduledJob`). */
export function startRenewalReminders({
  db,
  boss,
  notifier,
  log,
}: JobContext & { notifier: Notifier }): Promise<WorkedJob> {
  return startScheduledJob({
    boss,
    queue: renewalQueue,
    cron: renewalSchedule,
    run: async () => ({ reminded: await remindRenewals(db, notifier) }),
    log,
    message: 'renewal reminders sent',
  });
}
