import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  primaryKey,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages } from '../../../domain/languages.ts';
import { guarantees, packs } from '../../../domain/reference/guarantees.ts';
import { conditionsMaxLength } from '../../../domain/offers/terms.ts';
import type { AgencyQuoteStatus } from '../../../domain/offers/agency-status.ts';
import { quoteStatusFilters } from '../../../domain/offers/quote-tables.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { nameFromKeySql } from '../../lib/localized-name.ts';
import { agencies } from './agencies.ts';
import { users } from './auth.ts';
import { cities, guaranteeOptions } from './reference.ts';
import { maxPremiumCentimes } from '../../../domain/money.ts';
import { createdAt } from './columns.ts';
import { quotes } from './quotes.ts';
import { tariffGrids } from './tariffs.ts';

/* The agencies' offers on quotes (docs/product/design.md §8). Money is integer centimes. */

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
    /**
     * The driver chose this offer and the agency confirmed the contract (`contractedSql`,
     * offer-keys.ts): written in the decision's transaction, it puts the offer in the partial
     * indexes the contracts table sorts and searches through.
     */
    contracted: boolean().notNull().default(false),
    /**
     * The status this agency sees (`agencyStatusSql`) as the quote's stored status gives it, the
     * clock aside (`statusKeySql`): an open quote reads `offered` here until the expiry job
     * writes `expired`; the tables read `expired` for it from `openUntil` meanwhile. The
     * sort by status walks (agency, key, quote id) one status after the other.
     */
    statusKey: text().$type<AgencyQuoteStatus>().notNull(),
    /**
     * The quote's end of validity (`quotes.expiresAt`) while the key is `offered`, null otherwise:
     * one column, so PostgreSQL's statistics see how few open offers are past it.
     */
    openUntil: timestamp({ withTimezone: true }),
    /**
     * When the driver first saw the offer (the comparison or the offer's page loaded it); null
     * before. A revision after it tells the driver (event `offer.revised`).
     */
    seenAt: timestamp({ withTimezone: true }),
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
    // The contracts table (/contrats-confirmes) searched, on its confirmed contracts' offers
    // only (about one offer in ten): a search that matches most of them, sorted by reference,
    // client or city, walks them in order. Its sorts without search read the contracts' and
    // the offers' own indexes (table-query.ts, tableCondition).
    index('offers_contracted_by_reference')
      .on(t.agencyId, t.quoteReference, t.quoteId)
      .where(sql`contracted`),
    index('offers_contracted_by_client')
      .on(t.agencyId, t.clientKey, t.quoteId)
      .where(sql`contracted`),
    ...languages.map((language) =>
      index(`offers_contracted_by_city_${language}`)
        .on(t.agencyId, nameFromKeySql(t.cityNames, language), t.quoteId)
        .where(sql`contracted`),
    ),
    index('offers_contracted_search')
      .using(
        'gin',
        t.quoteReference.op('gin_trgm_ops'),
        t.cityNames.op('gin_trgm_ops'),
        t.clientKey.op('gin_trgm_ops'),
        t.clientSearch.op('gin_trgm_ops'),
      )
      .where(sql`contracted`),
    // The priced tables sorted by status: one status after the other, keyset on quote_id; the
    // open quotes past their validity the expiry job has not reached yet, by their end.
    index('offers_by_agency_status').on(t.agencyId, t.statusKey, t.quoteId),
    index('offers_open_by_agency_expiry')
      .on(t.agencyId, t.openUntil)
      .where(sql`open_until is not null`),
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
    // A status an agency sees of a quote it priced, and an end of validity exactly while open:
    // the sort by status reads each status's rows through these two (offer-keys.ts).
    check('offers_status_key_known', sql`${t.statusKey} in (${literalList(quoteStatusFilters)})`),
    check(
      'offers_open_until_while_offered',
      sql`(${t.statusKey} = 'offered') = (${t.openUntil} is not null)`,
    ),
  ],
);

/**
 * Every version of an offer as the agency sent it (docs/product/offer-terms.md): the first, then
 * one per revision, never changed afterwards, so the driver sees what a revision changed. The
 * offer's own row holds the latest version's prices for the agency's tables.
 */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The offer's `revision` this version was: 1 as first sent. */
    revision: integer().notNull(),
    basicPriceCentimes: bigint({ mode: 'number' }).notNull(),
    intermediatePriceCentimes: bigint({ mode: 'number' }).notNull(),
    premiumPriceCentimes: bigint({ mode: 'number' }).notNull(),
    /** The agency's conditions per pack, '' for none (≤ `conditionsMaxLength` characters). */
    basicConditions: text().notNull().default(''),
    intermediateConditions: text().notNull().default(''),
    premiumConditions: text().notNull().default(''),
    /**
     * False for the versions of offers sent before agencies stated their terms: their
     * guarantees were never stated, and are shown as not stated rather than guessed.
     */
    termsStated: boolean().notNull().default(true),
    /**
     * The agency's grid version that priced this version, when it was sent at the grid's prices
     * (its lines in `offer_version_price_lines`); null when the prices were typed.
     */
    tariffGridId: uuid().references((): AnyPgColumn => tariffGrids.id),
    /** Sent by the grid itself as the request was submitted ("tarif automatique"). */
    automatic: boolean().notNull().default(false),
    pricedBy: text().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.offerId, t.revision),
    check(
      'offer_versions_conditions_length',
      sql`char_length(${t.basicConditions}) <= ${sql.raw(String(conditionsMaxLength))}
        and char_length(${t.intermediateConditions}) <= ${sql.raw(String(conditionsMaxLength))}
        and char_length(${t.premiumConditions}) <= ${sql.raw(String(conditionsMaxLength))}`,
    ),
  ],
);

/**
 * One guarantee of one pack of an offer's version: the level offered, whether it departs from
 * the driver's request, its franchise (a fixed amount and/or a percentage with a minimum) and
 * its ceiling. Money in centimes; the percentage in hundredths of a percent (500 = 5 %).
 */
export const offerVersionGuarantees = pgTable(
  'offer_version_guarantees',
  {
    versionId: uuid()
      .notNull()
      .references(() => offerVersions.id, { onDelete: 'cascade' }),
    pack: text({ enum: packs }).notNull(),
    guarantee: text({ enum: guarantees }).notNull(),
    level: text()
      .notNull()
      .references(() => guaranteeOptions.code),
    /** The level the driver asked for, as it was when the version was sent. */
    requestedLevel: text()
      .notNull()
      .references(() => guaranteeOptions.code),
    differsFromRequest: boolean().notNull(),
    franchiseCentimes: bigint({ mode: 'number' }),
    franchiseBasisPoints: integer(),
    franchiseMinimumCentimes: bigint({ mode: 'number' }),
    ceilingCentimes: bigint({ mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.pack, t.guarantee] }),
    check('offer_version_guarantees_level', sql`${t.level} like ${t.guarantee} || '.%'`),
    check(
      'offer_version_guarantees_amounts',
      sql`coalesce(${t.franchiseCentimes}, 1) > 0 and coalesce(${t.franchiseMinimumCentimes}, 1) > 0
        and coalesce(${t.ceilingCentimes}, 1) > 0
        and coalesce(${t.franchiseBasisPoints}, 1) between 1 and 10000
        and (${t.franchiseMinimumCentimes} is null or ${t.franchiseBasisPoints} is not null)`,
    ),
  ],
);
