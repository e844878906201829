import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { TariffMode } from '../../../domain/tariffs/api.ts';
import type { TariffGrid } from '../../../domain/tariffs/grid.ts';
import { leviesOn, type Levies } from '../../../domain/tariffs/levies.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  agencies,
  tariffGridAgeLimits,
  tariffGridBands,
  tariffGridPremiums,
  tariffGrids,
  tariffLevies,
} from '../../db/schema/index.ts';

/*
 * Agencies' grids and the platform's levies as tables (docs/product/tariffs.md): a grid version
 * is written once with its rows and never changed; the current version of an agency is its
 * highest `version`.
 */

/** A stored grid version. */
export interface StoredGrid {
  id: string;
  agencyId: string;
  version: number;
  createdAt: Date;
  grid: TariffGrid;
}

type Db = Database | Transaction;

/** The current grid version of each agency of `agencyIds` that has one; four queries. */
export async function currentGrids(db: Db, agencyIds: readonly string[]): Promise<StoredGrid[]> {
  if (agencyIds.length === 0) return [];
  const heads = await db
    .selectDistinctOn([tariffGrids.agencyId])
    .from(tariffGrids)
    .where(inArray(tariffGrids.agencyId, [...agencyIds]))
    .orderBy(tariffGrids.agencyId, desc(tariffGrids.version));
  return gridsOf(db, heads);
}

/** The grid version `id`, or undefined. */
export async function gridById(db: Db, id: string): Promise<StoredGrid | undefined> {
  const heads = await db.select().from(tariffGrids).where(eq(tariffGrids.id, id));
  return (await gridsOf(db, heads))[0];
}

async function gridsOf(db: Db, heads: (typeof tariffGrids.$inferSelect)[]): Promise<StoredGrid[]> {
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.id);
  const [bands, premiums, limits] = await Promise.all([
    db
      .select()
      .from(tariffGridBands)
      .where(inArray(tariffGridBands.gridId, ids))
      .orderBy(asc(tariffGridBands.fuel), asc(tariffGridBands.fromCv)),
    db
      .select()
      .from(tariffGridPremiums)
      .where(inArray(tariffGridPremiums.gridId, ids))
      .orderBy(asc(tariffGridPremiums.level)),
    db
      .select()
      .from(tariffGridAgeLimits)
      .where(inArray(tariffGridAgeLimits.gridId, ids))
      .orderBy(asc(tariffGridAgeLimits.guarantee)),
  ]);
  return heads.map((head) => ({
    id: head.id,
    agencyId: head.agencyId,
    version: head.version,
    createdAt: head.createdAt,
    grid: {
      civilLiabilityBands: bands
        .filter((band) => band.gridId === head.id)
        .map(({ fuel, fromCv, toCv, premiumCentimes }) => ({
          fuel,
          fromCv,
          toCv,
          premiumCentimes,
        })),
      youngDriverSurchargeBp: head.youngDriverSurchargeBp,
      newLicenceSurchargeBp: head.newLicenceSurchargeBp,
      guaranteePremiums: premiums
        .filter((premium) => premium.gridId === head.id)
        .map(({ level, basis, flatCentimes, rateBp, minimumCentimes }) => ({
          level,
          basis,
          flatCentimes,
          rateBp,
          minimumCentimes,
        })),
      vehicleAgeLimits: limits
        .filter((limit) => limit.gridId === head.id)
        .map(({ guarantee, maxVehicleAgeYears }) => ({ guarantee, maxVehicleAgeYears })),
      policyFeesCentimes: head.policyFeesCentimes,
    },
  }));
}

/**
 * Writes `grid` (parsed by `tariffGridSchema`) as the agency's next version; call in a
 * transaction holding the agency's row (`for update`), so two saves cannot take one number.
 */
export async function writeGridVersion(
  tx: Transaction,
  agencyId: string,
  grid: TariffGrid,
  createdBy: string | null,
): Promise<{ id: string; version: number; createdAt: Date }> {
  const [row] = await tx
    .insert(tariffGrids)
    .values({
      agencyId,
      version: sql`coalesce((select max(${tariffGrids.version}) from ${tariffGrids} where ${tariffGrids.agencyId} = ${agencyId}), 0) + 1`,
      youngDriverSurchargeBp: grid.youngDriverSurchargeBp,
      newLicenceSurchargeBp: grid.newLicenceSurchargeBp,
      policyFeesCentimes: grid.policyFeesCentimes,
      createdBy,
    })
    .returning({
      id: tariffGrids.id,
      version: tariffGrids.version,
      createdAt: tariffGrids.createdAt,
    });
  if (!row) throw new Error('grid version not written');
  if (grid.civilLiabilityBands.length > 0)
    await tx
      .insert(tariffGridBands)
      .values(grid.civilLiabilityBands.map((band) => ({ ...band, gridId: row.id })));
  if (grid.guaranteePremiums.length > 0)
    await tx
      .insert(tariffGridPremiums)
      .values(grid.guaranteePremiums.map((premium) => ({ ...premium, gridId: row.id })));
  if (grid.vehicleAgeLimits.length > 0)
    await tx
      .insert(tariffGridAgeLimits)
      .values(grid.vehicleAgeLimits.map((limit) => ({ ...limit, gridId: row.id })));
  return row;
}

/** A levies version's columns, as `Levies`. */
const leviesColumns = {
  effectiveFrom: tariffLevies.effectiveFrom,
  contractTaxBp: tariffLevies.contractTaxBp,
  fgacContributionBp: tariffLevies.fgacContributionBp,
  fsecLevyBp: tariffLevies.fsecLevyBp,
};

/** Every version of the levies, oldest first. */
export async function allLevies(db: Db): Promise<Levies[]> {
  return db.select(leviesColumns).from(tariffLevies).orderBy(asc(tariffLevies.effectiveFrom));
}

/**
 * The levies in force on `onDate` (`leviesOn`); undefined when none applies yet. Reads only the
 * latest version dated `onDate` or before (the primary key's order), which `leviesOn` then
 * checks, rather than every version.
 */
export async function leviesInForce(db: Db, onDate: string): Promise<Levies | undefined> {
  const versions = await db
    .select(leviesColumns)
    .from(tariffLevies)
    .where(lte(tariffLevies.effectiveFrom, onDate))
    .orderBy(desc(tariffLevies.effectiveFrom))
    .limit(1);
  try {
    return leviesOn(versions, onDate);
  } catch {
    return undefined;
  }
}

/**
 * The active agencies of a city whose grids price requests (mode other than `off`), with
 * their mode and current grid version; agencies without a grid are left out.
 */
export async function cityGrids(
  db: Db,
  cityId: number,
): Promise<(StoredGrid & { mode: TariffMode })[]> {
  const members = await db
    .select({ id: agencies.id, mode: agencies.tariffMode })
    .from(agencies)
    .where(
      and(
        eq(agencies.cityId, cityId),
        eq(agencies.status, 'active'),
        ne(agencies.tariffMode, 'off'),
      ),
    );
  const grids = await currentGrids(
    db,
    members.map((member) => member.id),
  );
  return grids.map((grid) => ({
    ...grid,
    mode: members.find((member) => member.id === grid.agencyId)?.mode ?? 'off',
  }));
}
