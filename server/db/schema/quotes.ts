import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { packs } from '../../../domain/reference/guarantees.ts';
import type { QuoteDraft } from '../../../domain/quotes/request.ts';
import {
  openQuoteStatuses,
  quoteStatuses,
  type QuoteStatus,
} from '../../../domain/quotes/lifecycle.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { users } from './auth.ts';
import {
  brands,
  cities,
  conventions,
  fiscalPowers,
  fuels,
  guaranteeOptions,
  professions,
  seatCounts,
} from './reference.ts';
import { createdAt } from './columns.ts';

/*
 * A quote request and what it is made of (docs/product/design.md §4–§5). Driver, vehicle and guarantee
 * choice rows are snapshots owned by one quote: editing one's profile later does not change
 * a request an agency has already priced. Money is integer centimes (1 DH = 100 centimes).
 */

/** The policyholder of a quote, with their licence (docs/product/specification.md §3 Driver and Permis). */
export const drivers = pgTable(
  'drivers',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastName: text().notNull(),
    firstName: text().notNull(),
    cityId: smallint()
      .notNull()
      .references(() => cities.id),
    cin: text().notNull(),
    email: text().notNull(),
    /** E.164, e.g. +212612345678. */
    phone: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    professionId: smallint()
      .notNull()
      .references(() => professions.id),
    conventionId: smallint()
      .notNull()
      .references(() => conventions.id),
    licenceObtainedOn: date({ mode: 'string' }).notNull(),
    licenceExpiresOn: date({ mode: 'string' }).notNull(),
    /*
     * The bonus-malus answers (domain/quotes/request.ts `claimHistoryFields`), each null when
     * not answered.
     */
    atFaultClaimsLast24Months: smallint(),
    materialClaimsLast12Months: smallint(),
    bodilyClaimsLast12Months: smallint(),
    monthsInsuredWithoutInterruption: smallint(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    // Empty once the quote is anonymised (server/modules/privacy).
    check('drivers_cin_format', sql`${t.cin} ~ '^[A-Z]{1,2}[0-9]{1,6}$' or ${t.cin} = ''`),
    check('drivers_licence_dates', sql`${t.licenceObtainedOn} < ${t.licenceExpiresOn}`),
  ],
);

/** The insured vehicle. Values in centimes; market value ≤ new value (docs/product/design.md §7). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: smallint()
      .notNull()
      .references(() => brands.id),
    fuelId: smallint()
      .notNull()
      .references(() => fuels.id),
    fiscalPowerId: smallint()
      .notNull()
      .references(() => fiscalPowers.id),
    seatCountId: smallint()
      .notNull()
      .references(() => seatCounts.id),
    firstRegistrationDate: date({ mode: 'string' }).notNull(),
    newValueCentimes: bigint({ mode: 'number' }).notNull(),
    marketValueCentimes: bigint({ mode: 'number' }).notNull(),
    plate: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    check('vehicles_values_positive', sql`${t.marketValueCentimes} > 0`),
    check('vehicles_market_le_new', sql`${t.marketValueCentimes} <= ${t.newValueCentimes}`),
  ],
);

const option = () =>
  text()
    .notNull()
    .references(() => guaranteeOptions.code);

/** The seven guarantee choices of a quote (docs/product/specification.md §3 GarantieOption, §9 values). */
export const guaranteeChoices = pgTable(
  'guarantee_choices',
  {
    id: uuid().primaryKey().defaultRandom(),
    pfcp: option(),
    theft: option(),
    collisionDamage: option(),
    legalDefence: option(),
    allRisk: option(),
    glassBreakage: option(),
    assistance: option(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'guarantee_choices_matching_options',
      sql`${t.pfcp} like 'pfcp.%' and ${t.theft} like 'theft.%'
        and ${t.collisionDamage} like 'collisionDamage.%' and ${t.legalDefence} like 'legalDefence.%'
        and ${t.allRisk} like 'allRisk.%' and ${t.glassBreakage} like 'glassBreakage.%'
        and ${t.assistance} like 'assistance.%'`,
    ),
  ],
);

/** Quote statuses: the lifecycle of domain/quotes/lifecycle.ts. */
export { quoteStatuses, type QuoteStatus };

/** Numbers the human reference `MQ-<year>-<number>`. */
export const quoteReferenceSeq = pgSequence('quote_reference_seq', { startWith: 1 });

export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Human reference shown to users, e.g. MQ-2026-000123. */
    reference: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverId: uuid()
      .notNull()
      .references(() => drivers.id),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id),
    guaranteeChoiceId: uuid()
      .notNull()
      .references(() => guaranteeChoices.id),
    /** The driver's city, copied so agencies' lists need no join to find their quotes. */
    cityId: smallint()
      .notNull()
      .references(() => cities.id),
    status: text({ enum: quoteStatuses }).notNull().default('pending'),
    insuranceStartDate: date({ mode: 'string' }).notNull(),
    /**
     * The driver's initials key (`initialsKeySql`, server/modules/offers/driver-view.sql.ts),
     * written with the quote and again when it is anonymised (server/modules/offers/offer-keys.ts):
     * what the pending table sorts by client and matches a search for initials against, through
     * the open quotes' indexes below, without reading each quote's driver.
     */
    clientKey: text().notNull(),
    /** Law 09-08 consent: when, and which wording version the driver accepted. */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    consentVersion: text().notNull(),
    idempotencyKey: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    selectedOfferId: uuid(),
    selectedPack: text({ enum: packs }),
    /** When the driver selected an offer (the agency's "new client" event and counters). */
    selectedAt: timestamp({ withTimezone: true }),
    /**
     * When the driver's identity on this quote was erased (server/modules/privacy): names, CIN,
     * e-mail and phone emptied, dates of birth and licence reduced to their year, plate emptied.
     * Agencies' lists show the quote as anonymised.
     */
    anonymisedAt: timestamp({ withTimezone: true }),
    /**
     * The quote whose confirmed contract this request renews (the one-click re-compare,
     * server/modules/contracts/renewals.ts), or null.
     */
    renewalOfQuoteId: uuid().references((): AnyPgColumn => quotes.id),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.userId, t.idempotencyKey),
    // The agencies' pending list: open quotes of a city, newest first (keyset on created_at, id).
    index('quotes_open_by_city')
      .on(t.cityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status in (${literalList(openQuoteStatuses)})`),
    // The pending list's other sorts and its search, on the same open quotes of a city: by
    // reference and by client (keyset on key, id), and the trigram search of a reference
    // fragment or initials (pg_trgm). The reference in the "C" collation, which the unique index
    // of every reference has not (table-query.ts, pendingReferenceKey).
    index('quotes_open_by_city_reference')
      .on(t.cityId, sql`${t.reference} collate "C"`, t.id)
      .where(sql`status in (${literalList(openQuoteStatuses)})`),
    index('quotes_open_by_city_client')
      .on(t.cityId, t.clientKey, t.id)
      .where(sql`status in (${literalList(openQuoteStatuses)})`),
    index('quotes_open_search')
      .using('gin', t.reference.op('gin_trgm_ops'), t.clientKey.op('gin_trgm_ops'))
      .where(sql`status in (${literalList(openQuoteStatuses)})`),
    index().on(t.userId, t.createdAt.desc().nullsFirst()),
    // Dashboard counters and series: quotes received per city and day, platform-wide per day.
    index('quotes_by_city_created').on(t.cityId, t.createdAt),
    index('quotes_by_created').on(t.createdAt),
    // The expiry reminder's quotes: offered ones by the end of their validity (quote-expiry.ts).
    index('quotes_offered_by_expiry')
      .on(t.expiresAt)
      .where(sql`status = 'offered'`),
    // A contract's renewal request: the agency's Renouvellements and the driver's summary.
    index('quotes_by_renewal_of')
      .on(t.renewalOfQuoteId)
      .where(sql`renewal_of_quote_id is not null`),
    // The retention job's quotes to anonymise: by the end of their validity (retention.ts).
    index('quotes_to_anonymise')
      .on(t.expiresAt)
      .where(sql`anonymised_at is null`),
    // The selected offer's agency: its new clients (notifications) and contracts table.
    index('quotes_by_selected_offer')
      .on(t.selectedOfferId)
      .where(sql`selected_offer_id is not null`),
    check('quotes_status', sql`${t.status} in (${literalList(quoteStatuses)})`),
    check(
      'quotes_selection_complete',
      sql`(${t.selectedOfferId} is null) = (${t.selectedPack} is null)`,
    ),
  ],
);

/**
 * What a signed-in driver has typed in the quote flow so far, so it survives a reload and the
 * back button. One row per driver, replaced at each save, deleted on submit.
 * `submissionKey` is the draft's Idempotency-Key: every tab that holds this draft submits it
 * with the same key, so one draft gives at most one quote (a second tab finds the first one).
 */
export const quoteDrafts = pgTable('quote_drafts', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  submissionKey: text()
    .notNull()
    .default(sql`gen_random_uuid()::text`),
  data: jsonb().$type<QuoteDraft>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
