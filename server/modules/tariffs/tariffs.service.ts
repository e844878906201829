import { eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import { hasRole, managerRoles, platformRoles } from '../../../domain/accounts/roles.ts';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { AgencyTariff, AgencyTariffInput } from '../../../domain/tariffs/api.ts';
import { tariffGridSchema, type TariffGrid } from '../../../domain/tariffs/grid.ts';
import type { Levies } from '../../../domain/tariffs/levies.ts';
import { referenceGrid } from '../../../domain/tariffs/reference-grid.ts';
import type { Database } from '../../db/client.ts';
import { agencies, tariffLevies } from '../../db/schema/index.ts';
import type { Actor, SignedInContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { allLevies, currentGrids, writeGridVersion } from './grid-store.ts';

/*
 * The Barème page's reads and writes, and the platform's levies (docs/product/tariffs.md).
 * Only an agency's managers see and change its grid and mode; only the platform admin the levies.
 */

/**
 * The caller's agency when the caller manages one.
 * @throws AppError notFound for anyone else (agents included: the page does not exist for them).
 */
export function authorizeTariffManager(actor: Actor): { agencyId: string; userId: string } {
  if (!hasRole(actor.role, managerRoles) || !actor.agencyId) throw notFound();
  return { agencyId: actor.agencyId, userId: actor.userId };
}

/** The agency's mode and current grid; the reference grid (version null) before any save. */
export async function getAgencyTariff(db: Database, actor: Actor): Promise<AgencyTariff> {
  const { agencyId } = authorizeTariffManager(actor);
  const [agency] = await db
    .select({ mode: agencies.tariffMode })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw notFound();
  const [current] = await currentGrids(db, [agencyId]);
  return {
    mode: agency.mode,
    grid: current?.grid ?? referenceGrid(),
    version: current
      ? { number: current.version, createdAt: current.createdAt.toISOString() }
      : null,
  };
}

/**
 * Saves the agency's mode and grid: a grid that differs from the current version (or the first
 * one saved) becomes a new version; the same grid keeps its version. Offers already sent keep
 * the version that priced them. Audited.
 * @throws AppError validationFailed (`mode`: invalidValue) when a mode other than `off` comes
 *   with a grid that prices no level; notFound for anyone but the agency's managers.
 */
export async function saveAgencyTariff(
  db: Database,
  context: SignedInContext,
  input: AgencyTariffInput,
): Promise<AgencyTariff> {
  const { agencyId, userId } = authorizeTariffManager(context.actor);
  const grid = tariffGridSchema.parse(input.grid);
  if (input.mode !== 'off' && grid.guaranteePremiums.length === 0)
    throw fieldError('mode', 'tariffNothingPriced');
  await db.transaction(async (tx) => {
    const [agency] = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .for('update');
    if (!agency) throw notFound();
    const [current] = await currentGrids(tx, [agencyId]);
    const changed = !current || !isDeepStrictEqual(normalised(current.grid), normalised(grid));
    const written = changed ? await writeGridVersion(tx, agencyId, grid, userId) : null;
    await tx
      .update(agencies)
      .set({ tariffMode: input.mode, updatedAt: new Date() })
      .where(eq(agencies.id, agencyId));
    await recordAudit(tx, {
      action: 'tariff.saved',
      actorUserId: userId,
      agencyId,
      ipAddress: context.ip,
      entityType: 'agency',
      entityId: agencyId,
      details: { mode: input.mode, version: written?.version ?? current?.version ?? null },
    });
  });
  return getAgencyTariff(db, context.actor);
}

/** A grid's rows in a stable order, to tell whether two grids say the same. */
function normalised(grid: TariffGrid): TariffGrid {
  const sorted = <T>(rows: readonly T[], key: (row: T) => string) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  return {
    ...grid,
    civilLiabilityBands: sorted(
      grid.civilLiabilityBands,
      (band) => `${band.fuel}/${String(band.fromCv).padStart(3, '0')}`,
    ),
    guaranteePremiums: sorted(grid.guaranteePremiums, (premium) => premium.level),
    vehicleAgeLimits: sorted(grid.vehicleAgeLimits, (limit) => limit.guarantee),
  };
}

/**
 * @throws AppError notFound for anyone but the platform admin.
 */
function authorizeLevies(actor: Actor): void {
  if (!hasRole(actor.role, platformRoles)) throw notFound();
}

/** Every version of the levies, oldest first; the platform admin only. */
export async function listLevies(db: Database, actor: Actor): Promise<{ versions: Levies[] }> {
  authorizeLevies(actor);
  return { versions: await allLevies(db) };
}

/**
 * Adds a version of the levies applying from `effectiveFrom` (today or later: a past date would
 * change the prices of requests already priced); a version of the same date is replaced.
 * Audited. The platform admin only.
 * @throws AppError validationFailed (`effectiveFrom`: startInPast) for a past date.
 */
export async function saveLevies(
  db: Database,
  context: SignedInContext,
  levies: Levies,
): Promise<{ versions: Levies[] }> {
  authorizeLevies(context.actor);
  if (levies.effectiveFrom < todayInMorocco()) throw fieldError('effectiveFrom', 'startInPast');
  await db.transaction(async (tx) => {
    await tx
      .insert(tariffLevies)
      .values({ ...levies, createdBy: context.actor.userId })
      .onConflictDoUpdate({
        target: tariffLevies.effectiveFrom,
        set: {
          contractTaxBp: levies.contractTaxBp,
          fgacContributionBp: levies.fgacContributionBp,
          fsecLevyBp: levies.fsecLevyBp,
          createdBy: context.actor.userId,
        },
      });
    await recordAudit(tx, {
      action: 'tariff.leviesSaved',
      actorUserId: context.actor.userId,
      ipAddress: context.ip,
      details: { ...levies },
    });
  });
  return listLevies(db, context.actor);
}
