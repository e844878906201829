import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { callOutcomes, contractDecisions } from '../../../domain/offers/contracts.ts';
import { packs } from '../../../domain/reference/guarantees.ts';
import type { QuoteDraft } from '../../../domain/quotes/request.ts';
import {
  openQuoteStatuses,
  quoteStatuses,
  type QuoteStatus,
} from '../../../domain/quotes/lifecycle.ts';
import { languages } from '../../../domain/languages.ts';
import { nameFromKeySql } from '../../lib/localized-name.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { agencies } from './agencies.ts';
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
import { maxPremiumCentimes } from '../../../domain/money.ts';

/*
 * A quote request and what it is made of (docs/product/design.md §4–§5). Driver, vehicle and guarantee
 * choice rows are snapshots owned by one quote: editing one's profile later does not change
 * a request an agency has already priced. Money is integer centimes (1 DH = 100 centimes).
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    check('drivers_cin_format', sql`${t.cin} ~ '^[A-Z]{1,2}[0-9]{1,6}$'`),
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
    /** Law 09-08 consent: when, and which wording version the driver accepted. */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    consentVersion: text().notNull(),
    idempotencyKey: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    selectedOfferId: uuid(),
    selectedPack: text({ enum: packs }),
    /** When the driver selected an offer (the agency's "new client" event and counters). */
    selectedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.userId, t.idempotencyKey),
    // The agencies' pending list: open quotes of a city, newest first (keyset on created_at, id).
    index('quotes_open_by_city')
      .on(t.cityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status in (${literalList(openQuoteStatuses)})`),
    index().on(t.userId, t.createdAt.desc().nullsFirst()),
    // Dashboard counters and series: quotes received per city and day, platform-wide per day.
    index('quotes_by_city_created').on(t.cityId, t.createdAt),
    index('quotes_by_created').on(t.createdAt),
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

/** One agency's three prices for one quote (docs/product/design.md §8: one offer per agency per quote). */
export const offers = pgTable(
  'offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id),
    basicPriceCentimes: bigint({ mode: 'number' }).notNull(),
    intermediatePriceCentimes: bigint({ mode: 'number' }).notNull(),
    premiumPriceCentimes: bigint({ mode: 'number' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    /**
     * 1 for the offer as first sent, one more at each revision. A revision names the one it was
     * typed over, so a form left open over an older one cannot overwrite a newer price.
     */
    revision: integer().notNull().default(1),
    pricedBy: text().references(() => users.id),
    /*
     * Sort and search keys of the agency's tables, copied from the quote and derived by the
     * rules the tables show (domain/offers), so every sort walks an index of (agency, key,
     * quote id) instead of sorting all the agency's offers. Written only by `writeOfferKeys`
     * (server/modules/offers/offer-keys.ts), in the transaction that changes what they derive from.
     */
    /** The quote's reference (`MQ-2026-000123`). */
    quoteReference: text().notNull(),
    /** The quote's city. */
    cityId: smallint()
      .notNull()
      .references(() => cities.id),
    /** The city's names in every language, one a line (`cityNamesSql`), for the search and the sort. */
    cityNames: text().notNull(),
    /** The driver's initials key (`initialsKeySql`: `SB`). */
    clientKey: text().notNull(),
    /** The price the agency's lists show, in centimes (`agencyPriceSql`). */
    shownPriceCentimes: bigint({ mode: 'number' }).notNull(),
    /**
     * The driver's names, CIN, phone and plate, only once the driver chose this offer (null
     * before): what the search of the agency's own clients looks through (`clientSearchSql`).
     */
    clientSearch: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.quoteId, t.agencyId),
    // The agency's tables sorted by reference, client or amount, keyset on (key, quote_id);
    // read backwards for a descending sort.
    index('offers_by_agency_reference').on(t.agencyId, t.quoteReference, t.quoteId),
    index('offers_by_agency_client').on(t.agencyId, t.clientKey, t.quoteId),
    index('offers_by_agency_price').on(t.agencyId, t.shownPriceCentimes, t.quoteId),
    // Sorted by city: the city's name in the reader's language, one index per language.
    ...languages.map((language) =>
      index(`offers_by_agency_city_${language}`).on(
        t.agencyId,
        nameFromKeySql(t.cityNames, language),
        t.quoteId,
      ),
    ),
    // The search by fragment (reference, city, initials, own clients): trigrams (pg_trgm).
    index('offers_search').using(
      'gin',
      t.quoteReference.op('gin_trgm_ops'),
      t.cityNames.op('gin_trgm_ops'),
      t.clientKey.op('gin_trgm_ops'),
      t.clientSearch.op('gin_trgm_ops'),
    ),
    // The agency's priced tables, newest first, keyset on (created_at, quote_id).
    index('offers_by_agency_created').on(
      t.agencyId,
      t.createdAt.desc().nullsFirst(),
      t.quoteId.desc().nullsFirst(),
    ),
    // The platform admin's dashboard: offers sent per day.
    index('offers_by_created').on(t.createdAt),
    check(
      'offers_prices_ordered',
      sql`0 < ${t.basicPriceCentimes} and ${t.basicPriceCentimes} <= ${t.intermediatePriceCentimes}
        and ${t.intermediatePriceCentimes} <= ${t.premiumPriceCentimes}
        and ${t.premiumPriceCentimes} <= ${sql.raw(String(maxPremiumCentimes))}`,
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

/** The optional satisfaction survey after a selection (/survey-form): one per quote. */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The agency chosen, so its insurer's ratings can be shown on the comparison cards. */
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    /**
     * The author's explicit consent to show this answer to other drivers, next to the agency,
     * signed with their first name and initial (law 09-08: consent, purpose stated on the
     * form). Null: the answer is never shown to anyone else.
     */
    publishConsentAt: timestamp({ withTimezone: true }),
    /** The wording of that consent the author saw. */
    publishConsentVersion: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.agencyId),
    // The latest published review of an agency, for the comparison cards (agencyReviews).
    index('surveys_published_by_agency')
      .on(t.agencyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`publish_consent_at is not null and comment <> ''`),
    check('surveys_rating', sql`${t.rating} between 1 and 5`),
    check(
      'surveys_publish_consent_complete',
      sql`(${t.publishConsentAt} is null) = (${t.publishConsentVersion} is null)`,
    ),
  ],
);

/**
 * Each agency's survey ratings as running totals, for the comparison cards' stars: written by
 * `submitSurvey` in the survey's transaction, so the average is `ratingSum / ratingCount`
 * without reading every survey. Ratings are 1–5 stars.
 */
export const agencyRatings = pgTable(
  'agency_ratings',
  {
    agencyId: uuid()
      .primaryKey()
      .references(() => agencies.id),
    ratingCount: integer().notNull(),
    ratingSum: integer().notNull(),
  },
  (t) => [
    check(
      'agency_ratings_bounds',
      sql`${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
  ],
);

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
     * The annual premium agreed: the price TTC of the pack the driver chose, in centimes,
     * copied so lists and CSV need no join. (Not to be confused with the Premium pack.)
     */
    annualPremiumCentimes: bigint({ mode: 'number' }).notNull(),
    lostReason: text(),
    decidedBy: text().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: createdAt(),
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
    check(
      'contracts_decision_details',
      sql`(${t.decision} = 'confirmed' and ${t.policyNumber} is not null and ${t.startDate} is not null)
        or (${t.decision} = 'lost' and ${t.lostReason} is not null)`,
    ),
  ],
);
