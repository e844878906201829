import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencyStatuses, type AgencyStatus } from '../../../domain/agencies/lifecycle.ts';
import { tariffModes } from '../../../domain/tariffs/api.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { cities, insurers } from './reference.ts';

/** Lifecycle of an agency: domain/agencies/lifecycle.ts. */
export { agencyStatuses, type AgencyStatus };

/**
 * An insurance agency: belongs to one insurer and one city, carries its ACAPS approval number
 * (law 17-99, shown on its offers) and is created pending until a platform admin approves it.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    insurerId: smallint()
      .notNull()
      .references(() => insurers.id),
    cityId: smallint()
      .notNull()
      .references(() => cities.id),
    address: text().notNull(),
    phone: text().notNull(),
    managerName: text().notNull(),
    managerPhone: text().notNull(),
    acapsApprovalNumber: text().notNull(),
    status: text({ enum: agencyStatuses }).notNull().default('pending'),
    statusReason: text(),
    /** How the agency uses its tariff grid (domain/tariffs/api.ts `tariffModes`). */
    tariffMode: text({ enum: tariffModes }).notNull().default('off'),
    /**
     * The agency's week of opening hours (domain/agency-day/opening-hours.ts `OpeningHours`:
     * 7 days, Sunday first, of [start, end) minutes on a Moroccan clock); null keeps the default.
     */
    openingHours: jsonb().$type<number[][][]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.cityId, t.status),
    check('agencies_status', sql`${t.status} in (${literalList(agencyStatuses)})`),
    check('agencies_tariff_mode', sql`${t.tariffMode} in (${literalList(tariffModes)})`),
  ],
);

/**
 * Each agency's responsiveness (domain/agencies/responsiveness.ts) as the hourly job last
 * computed it over its window: how many quotes it priced and the median delay from submission
 * to its offer, how many chosen quotes it called and the median delay from the choice to its
 * first call; medians in whole seconds, null without quotes. Written only by
 * `refreshResponsiveness` (server/modules/agencies/responsiveness.ts).
 */
export const agencyResponsiveness = pgTable('agency_responsiveness', {
  agencyId: uuid()
    .primaryKey()
    .references(() => agencies.id),
  pricedCount: integer().notNull(),
  pricingMedianSeconds: integer(),
  calledCount: integer().notNull(),
  callBackMedianSeconds: integer(),
  computedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The Performance page's figures of an agency (docs/product/agency-day.md "Win/loss and
 * performance"), one row per period offered (4, 12 or 26 weeks) ending with the week of
 * `lastMonday`: the `Performance` answer as computed at `computedAt`. Written only by the stats
 * module (server/modules/stats/performance-snapshots.ts), every 15 minutes and when the page
 * finds none for the current week: months of offers are too many to aggregate on every request.
 */
export const agencyPerformanceSnapshots = pgTable(
  'agency_performance_snapshots',
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    weeks: smallint().notNull(),
    lastMonday: date({ mode: 'string' }).notNull(),
    figures: jsonb().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.weeks] })],
);
