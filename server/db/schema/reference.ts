import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, smallserial, text, unique } from 'drizzle-orm/pg-core';
import { guarantees } from '../../../domain/reference/guarantees.ts';

/*
 * Reference lists (docs/product/specification.md §3 "Reference lists"; seed data from reference/morocco.md).
 * Names in French, Arabic and English where they differ.
 */

const names = () => ({
  nameFr: text().notNull(),
  nameAr: text().notNull(),
  nameEn: text().notNull(),
});

export const cities = pgTable('cities', { id: smallserial().primaryKey(), ...names() }, (t) => [
  unique().on(t.nameFr),
]);

export const insurers = pgTable('insurers', {
  id: smallserial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const brands = pgTable('brands', {
  id: smallserial().primaryKey(),
  name: text().notNull().unique(),
});

export const fuels = pgTable('fuels', { id: smallserial().primaryKey(), ...names() }, (t) => [
  unique().on(t.nameFr),
]);

/** Fiscal power in CV; private cars are mostly 4–12 CV (reference/morocco.md). */
export const fiscalPowers = pgTable(
  'fiscal_powers',
  { id: smallserial().primaryKey(), cv: smallint().notNull().unique() },
  (t) => [check('fiscal_powers_cv_range', sql`${t.cv} between 1 and 50`)],
);

export const seatCounts = pgTable(
  'seat_counts',
  { id: smallserial().primaryKey(), seats: smallint().notNull().unique() },
  (t) => [check('seat_counts_range', sql`${t.seats} between 1 and 9`)],
);

export const professions = pgTable(
  'professions',
  { id: smallserial().primaryKey(), ...names() },
  (t) => [unique().on(t.nameFr)],
);

export const conventions = pgTable(
  'conventions',
  { id: smallserial().primaryKey(), ...names() },
  (t) => [unique().on(t.nameFr)],
);

/** The select values of the guarantee form (docs/product/specification.md §9), keyed by a stable code (`theft.F2`). */
export const guaranteeOptions = pgTable(
  'guarantee_options',
  {
    code: text().primaryKey(),
    guarantee: text({ enum: guarantees }).notNull(),
    label: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    unique().on(t.guarantee, t.position),
    check('guarantee_options_code_prefix', sql`${t.code} like ${t.guarantee} || '.%'`),
  ],
);
