import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { callOutcomes, contractDecisions } from '../../../domain/offers/contracts.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { agencies } from './agencies.ts';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';
import { offers } from './offers.ts';
import { quotes } from './quotes.ts';

/* The chosen agency's follow-up of a selected quote: its calls and its decision (decision 0009). */

/** One call the chosen agency made to the driver, with its outcome and an optional note. */
export const contractCalls = pgTable(
  'contract_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id),
    outcome: text({ enum: callOutcomes }).notNull(),
    note: text().notNull().default(''),
    calledBy: text().references(() => users.id, { onDelete: 'set null' }),
    calledAt: createdAt(),
  },
  (t) => [
    index().on(t.quoteId, t.calledAt),
    check('contract_calls_outcome', sql`${t.outcome} in (${literalList(callOutcomes)})`),
  ],
);

/**
 * The chosen agency's decision on a selected quote (docs/product/design.md §5
 * selected → confirmed | lost; decision 0009). Confirmed contracts carry the insurer's policy
 * number and the cover's start date; lost ones a reason. One per quote.
 */
export const contracts = pgTable(
  'contracts',
  {
    quoteId: uuid()
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id),
    offerId: uuid()
      .notNull()
      .references(() => offers.id),
    decision: text({ enum: contractDecisions }).notNull(),
    policyNumber: text(),
    startDate: date({ mode: 'string' }),
    /**
     * How long a confirmed contract runs, in months (`contractDurations`,
     * domain/offers/renewal.ts: 12, or 6 when the agency sets it); its renewal is due on
     * `start_date + duration_months` (`renewalDateSql`).
     */
    durationMonths: smallint().notNull().default(12),
    /**
     * The annual premium agreed: the price TTC of the pack the driver chose, in centimes,
     * copied so lists and CSV need no join. (Not to be confused with the Premium pack.)
     */
    annualPremiumCentimes: bigint({ mode: 'number' }).notNull(),
    lostReason: text(),
    decidedBy: text().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: createdAt(),
    /*
     * The holding agency's renewal offer, sent ahead of the driver's renewal request
     * (docs/product/renewal.md "The holding agency's offer first"): the three yearly prices TTC
     * in centimes, all or none, and who sent them when. It becomes the agency's offer on the
     * renewal request in the request's own transaction.
     */
    renewalOfferBasicCentimes: bigint({ mode: 'number' }),
    renewalOfferIntermediateCentimes: bigint({ mode: 'number' }),
    renewalOfferPremiumCentimes: bigint({ mode: 'number' }),
    renewalOfferedBy: text().references(() => users.id, { onDelete: 'set null' }),
    renewalOfferedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(
      t.agencyId,
      t.decision,
      t.decidedAt.desc().nullsFirst(),
      t.quoteId.desc().nullsFirst(),
    ),
    // The contracts table sorted by amount, keyset on (premium, quote_id).
    index('contracts_by_agency_premium').on(
      t.agencyId,
      t.decision,
      t.annualPremiumCentimes,
      t.quoteId,
    ),
    check('contracts_decision', sql`${t.decision} in (${literalList(contractDecisions)})`),
    check('contracts_duration', sql`${t.durationMonths} in (6, 12)`),
    check(
      'contracts_renewal_offer',
      sql`(${t.renewalOfferedAt} is null and ${t.renewalOfferBasicCentimes} is null
          and ${t.renewalOfferIntermediateCentimes} is null and ${t.renewalOfferPremiumCentimes} is null)
        or (${t.decision} = 'confirmed' and ${t.renewalOfferedAt} is not null
          and 0 < ${t.renewalOfferBasicCentimes}
          and ${t.renewalOfferBasicCentimes} <= ${t.renewalOfferIntermediateCentimes}
          and ${t.renewalOfferIntermediateCentimes} <= ${t.renewalOfferPremiumCentimes})`,
    ),
    // The renewal reminders and the agency's Renouvellements: confirmed contracts by the day
    // their renewal is due (server/modules/contracts/renewals.ts).
    index('contracts_by_renewal_date')
      .on(t.agencyId, sql`((start_date + make_interval(months => duration_months::int))::date)`)
      .where(sql`decision = 'confirmed'`),
    check(
      'contracts_decision_details',
      sql`(${t.decision} = 'confirmed' and ${t.policyNumber} is not null and ${t.startDate} is not null)
        or (${t.decision} = 'lost' and ${t.lostReason} is not null)`,
    ),
  ],
);

/**
 * The chosen agency's call to make to the driver (docs/product/agency-day.md "Call-backs"; rules
 * in server/modules/contracts/call-tasks.ts): created with the driver's choice, due 2 working
 * hours later (domain/agency-day/opening-hours.ts); a call "à rappeler" moves `dueAt` to the
 * time agreed, one without answer 2 working hours on; a call that reached the driver or the
 * contract's decision sets `doneAt`. One per quote, as a quote has one choice. `assignedTo`:
 * the colleague it is given to, null for anyone of the agency.
 */
export const callTasks = pgTable(
  'call_tasks',
  {
    quoteId: uuid()
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    assignedTo: text().references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The dashboard's and the managers' alerts' read: an agency's open calls by due time.
    index('call_tasks_open_by_agency')
      .on(t.agencyId, t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
