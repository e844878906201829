import { guaranteeOptions as guaranteeOptionValues } from '../../../domain/reference/guarantees.ts';
import type { Database } from '../client.ts';
import {
  brands,
  cities,
  conventions,
  fiscalPowers,
  fuels,
  guaranteeOptions,
  insurers,
  professions,
  seatCounts,
} from '../schema/index.ts';
import {
  brandNames,
  cityNames,
  conventionNames,
  fiscalPowerValues,
  fuelNames,
  professionNames,
  seatCountValues,
} from './reference-data.ts';
import { insurerNames } from '../../../domain/reference/insurers.ts';

const named = (rows: readonly (readonly [string, string, string])[]) =>
  rows.map(([nameFr, nameAr, nameEn]) => ({ nameFr, nameAr, nameEn }));

/**
 * Writes the reference lists and the guarantee options of docs/product/specification.md §9. Idempotent: entries that
 * already exist are left alone, so it runs at every start.
 */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(cities).values(named(cityNames)).onConflictDoNothing();
    await tx
      .insert(insurers)
      .values(insurerNames.map(([slug, name]) => ({ slug, name })))
      .onConflictDoNothing();
    await tx
      .insert(brands)
      .values(brandNames.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx.insert(fuels).values(named(fuelNames)).onConflictDoNothing();
    await tx
      .insert(fiscalPowers)
      .values(fiscalPowerValues.map((cv) => ({ cv })))
      .onConflictDoNothing();
    await tx
      .insert(seatCounts)
      .values(seatCountValues.map((seats) => ({ seats })))
      .onConflictDoNothing();
    await tx.insert(professions).values(named(professionNames)).onConflictDoNothing();
    await tx.insert(conventions).values(named(conventionNames)).onConflictDoNothing();
    await tx.insert(guaranteeOptions).values(guaranteeOptionValues).onConflictDoNothing();
  });
}
