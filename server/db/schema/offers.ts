import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages } from '../../../domain/languages.ts';
import { nameFromKeySql } from '../../lib/localized-name.ts';
import { agencies } from './agencies.ts';
import { users } from './auth.ts';
import { cities } from './reference.ts';
import { maxPremiumCentimes } from '../../../domain/money.ts';
import { createdAt } from './columns.ts';
import { quotes } from './quotes.ts';

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
