import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { guarantees, packs } from '../../../domain/reference/guarantees.ts';
import { tariffFuels } from '../../../domain/tariffs/fuels.ts';
import { premiumBases } from '../../../domain/tariffs/grid.ts';
import { priceLineKinds } from '../../../domain/tariffs/pricing.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { agencies } from './agencies.ts';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';
import { offerVersions } from './offers.ts';
import { quotes } from './quotes.ts';
import { guaranteeOptions } from './reference.ts';

/*
 * Agencies' tariff grids (barèmes), the platform's levies, and what grids priced
 * (docs/product/tariffs.md). Money in integer centimes, rates in basis points (1 400 = 14 %).
 * A grid version is never changed once written: a change is a new version, and an offer keeps
 * the version that priced it.
 */

/** One version of an agency's grid, with its scalar settings; its rows in the tables below. */
export const tariffGrids = pgTable(
  'tariff_grids',
  {
    id: uuid().primaryKey().defaultRandom(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id),
    /** 1 for the agency's first grid, one more per change. */
    version: integer().notNull(),
    youngDriverSurchargeBp: integer().notNull(),
    newLicenceSurchargeBp: integer().notNull(),
    policyFeesCentimes: bigint({ mode: 'number' }).notNull(),
    createdBy: text().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.agencyId, t.version),
    check(
      'tariff_grids_rates',
      sql`${t.youngDriverSurchargeBp} between 0 and 10000 and ${t.newLicenceSurchargeBp} between 0 and 10000
        and ${t.policyFeesCentimes} >= 0`,
    ),
  ],
);

/** The civil-liability bands of a grid version: fiscal powers `from_cv`–`to_cv` (null: no end) of a fuel. */
export const tariffGridBands = pgTable(
  'tariff_grid_bands',
  {
    gridId: uuid()
      .notNull()
      .references(() => tariffGrids.id, { onDelete: 'cascade' }),
    fuel: text({ enum: tariffFuels }).notNull(),
    fromCv: smallint().notNull(),
    toCv: smallint(),
    premiumCentimes: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gridId, t.fuel, t.fromCv] }),
    check('tariff_grid_bands_fuel', sql`${t.fuel} in (${literalList(tariffFuels)})`),
  ],
);

/** The premium of one guarantee level in a grid version: flat, or a rate of a value with a minimum. */
export const tariffGridPremiums = pgTable(
  'tariff_grid_premiums',
  {
    gridId: uuid()
      .notNull()
      .references(() => tariffGrids.id, { onDelete: 'cascade' }),
    level: text()
      .notNull()
      .references(() => guaranteeOptions.code),
    basis: text({ enum: premiumBases }).notNull(),
    flatCentimes: bigint({ mode: 'number' }),
    rateBp: integer(),
    minimumCentimes: bigint({ mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.gridId, t.level] }),
    check(
      'tariff_grid_premiums_basis',
      sql`(${t.basis} = 'flat' and ${t.flatCentimes} is not null and ${t.rateBp} is null and ${t.minimumCentimes} is null)
        or (${t.basis} in ('newValue', 'marketValue') and ${t.flatCentimes} is null and ${t.rateBp} is not null)`,
    ),
  ],
);

/** The oldest vehicle, in whole years, a guarantee of a grid version covers. */
export const tariffGridAgeLimits = pgTable(
  'tariff_grid_age_limits',
  {
    gridId: uuid()
      .notNull()
      .references(() => tariffGrids.id, { onDelete: 'cascade' }),
    guarantee: text({ enum: guarantees }).notNull(),
    maxVehicleAgeYears: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gridId, t.guarantee] })],
);

/**
 * The platform's tax and levies (domain/tariffs/levies.ts), one row per version applying from
 * `effective_from`; kept by the platform's administrators.
 */
export const tariffLevies = pgTable(
  'tariff_levies',
  {
    effectiveFrom: date({ mode: 'string' }).primaryKey(),
    contractTaxBp: integer().notNull(),
    fgacContributionBp: integer().notNull(),
    fsecLevyBp: integer().notNull(),
    createdBy: text().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'tariff_levies_rates',
      sql`${t.contractTaxBp} between 0 and 10000 and ${t.fgacContributionBp} between 0 and 10000
        and ${t.fsecLevyBp} between 0 and 10000`,
    ),
  ],
);

/**
 * The lines of each pack of an offer version its agency's grid priced, as the engine gave them
 * ("Pourquoi ce prix ?"); `position` keeps their order. Only for a version sent at the grid's
 * prices: a price typed over the suggestion has no breakdown.
 */
export const offerVersionPriceLines = pgTable(
  'offer_version_price_lines',
  {
    versionId: uuid()
      .notNull()
      .references(() => offerVersions.id, { onDelete: 'cascade' }),
    pack: text({ enum: packs }).notNull(),
    position: smallint().notNull(),
    kind: text({ enum: priceLineKinds }).notNull(),
    level: text().references(() => guaranteeOptions.code),
    rateBp: integer(),
    baseCentimes: bigint({ mode: 'number' }),
    amountCentimes: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.pack, t.position] })],
);

/**
 * The driver's indicative range for a pack (domain/tariffs/api.ts `priceEstimateSchema`),
 * computed from the city's grids when the request was saved: one row per pack some grid
 * offers, `grid_count` the grids that priced the request.
 */
export const quotePriceEstimates = pgTable(
  'quote_price_estimates',
  {
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    pack: text({ enum: packs }).notNull(),
    minCentimes: bigint({ mode: 'number' }).notNull(),
    maxCentimes: bigint({ mode: 'number' }).notNull(),
    gridCount: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.pack] }),
    check(
      'quote_price_estimates_order',
      sql`0 < ${t.minCentimes} and ${t.minCentimes} <= ${t.maxCentimes}`,
    ),
  ],
);
