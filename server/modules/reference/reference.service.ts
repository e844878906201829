import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { ValidationMessageKey } from '../../../domain/messages/fr.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import type { Database } from '../../db/client.ts';
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
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** The reference lists with a strong ETag of their JSON (RFC 9110 §8.8.3). */
export interface ReferenceSnapshot {
  data: ReferenceData;
  etag: string;
}

/** Reads every reference list, each in its display order (French names alphabetically). */
export async function loadReference(db: Database): Promise<ReferenceSnapshot> {
  const named = {
    id: sql<number>`id`,
    nameFr: sql<string>`name_fr`,
    nameAr: sql<string>`name_ar`,
    nameEn: sql<string>`name_en`,
  };
  const [
    cityRows,
    insurerRows,
    brandRows,
    fuelRows,
    powerRows,
    seatRows,
    professionRows,
    conventionRows,
    optionRows,
  ] = await Promise.all([
    db.select(named).from(cities).orderBy(asc(cities.nameFr)),
    db.select().from(insurers).orderBy(asc(insurers.name)),
    db.select().from(brands).orderBy(asc(brands.name)),
    db.select(named).from(fuels).orderBy(asc(fuels.id)),
    db.select().from(fiscalPowers).orderBy(asc(fiscalPowers.cv)),
    db.select().from(seatCounts).orderBy(asc(seatCounts.seats)),
    db.select(named).from(professions).orderBy(asc(professions.id)),
    db.select(named).from(conventions).orderBy(asc(conventions.id)),
    db
      .select()
      .from(guaranteeOptions)
      .orderBy(asc(guaranteeOptions.guarantee), asc(guaranteeOptions.position)),
  ]);
  const data: ReferenceData = {
    cities: cityRows,
    insurers: insurerRows,
    brands: brandRows,
    fuels: fuelRows,
    fiscalPowers: powerRows,
    seatCounts: seatRows,
    professions: professionRows,
    conventions: conventionRows,
    guaranteeOptions: optionRows,
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)}"`;
  return { data, etag };
}

const referenceTables = {
  cityId: cities,
  professionId: professions,
  conventionId: conventions,
  brandId: brands,
  fuelId: fuels,
  fiscalPowerId: fiscalPowers,
  seatCountId: seatCounts,
  insurerId: insurers,
} as const;

/**
 * Checks that the given reference ids exist, in one query; null or undefined ids are skipped.
 * @throws AppError validationFailed naming each unknown id's field ('invalidValue').
 */
export async function assertReferencesExist(
  db: Database,
  ids: Partial<Record<keyof typeof referenceTables, number | null | undefined>>,
): Promise<void> {
  const checks = Object.entries(ids).filter(
    (entry): entry is [keyof typeof referenceTables, number] => typeof entry[1] === 'number',
  );
  if (checks.length === 0) return;
  const columns = checks.map(
    ([field, id]) =>
      sql`exists (select 1 from ${referenceTables[field]} where id = ${id}) as ${sql.identifier(field)}`,
  );
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<string, boolean>[];
  };
  const found = result.rows[0] ?? {};
  const fields: Record<string, ValidationMessageKey> = {};
  for (const [field] of checks) if (!found[field]) fields[field] = 'invalidValue';
  if (Object.keys(fields).length > 0) throw new AppError('validationFailed', { fields });
}
