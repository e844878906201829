import { z } from 'zod';
import { maxPremiumCentimes } from '../money.ts';
import {
  guaranteeOption,
  guarantees,
  isNotWanted,
  type Guarantee,
} from '../reference/guarantees.ts';
import { tariffFuels, type TariffFuel } from './fuels.ts';
import { applyRate, fullRateBp } from './rates.ts';

/*
 * An agency's tariff grid (barème): what its manager sets to have offers priced for it
 * (docs/product/tariffs.md). Flat rows of numbers and codes, one array per future table, so the
 * grid is stored as tables, never as JSON. Money in whole centimes; percentages in basis points
 * (1 400 = 14 %, decision 0030); ages in whole years. The schema's rules guarantee what the
 * engine promises: more fiscal power never costs less, and Basique ≤ Intermédiaire ≤ Premium.
 */

/** One band of the civil-liability (RC) tariff: fiscal powers `fromCv`–`toCv` of one fuel. */
export interface CivilLiabilityBand {
  fuel: TariffFuel;
  /** Lowest fiscal power of the band, CV (chevaux fiscaux), ≥ 1. */
  fromCv: number;
  /** Highest fiscal power of the band, CV; null for the fuel's top band, which has no end. */
  toCv: number | null;
  /** Annual RC premium before tax, bonus-malus and surcharges, centimes. */
  premiumCentimes: number;
}

/** What a guarantee level's premium is computed from. */
export const premiumBases = ['flat', 'newValue', 'marketValue'] as const;
export type PremiumBasis = (typeof premiumBases)[number];

/**
 * The annual premium of one level of a guarantee, before tax: either a flat amount
 * (`basis: 'flat'`, `flatCentimes`), or `rateBp` of the vehicle's new value (valeur à neuf,
 * `newValue`) or market value (valeur vénale, `marketValue`), at least `minimumCentimes`.
 * Fields that do not belong to the basis are null.
 */
export interface GuaranteePremium {
  /** Option code of the level (domain/reference/guarantees.ts `guaranteeOptions`: `theft.F2`). */
  level: string;
  basis: PremiumBasis;
  /** The flat premium, centimes; only with `basis: 'flat'`. */
  flatCentimes: number | null;
  /** The rate, basis points of the value; only with a value basis. */
  rateBp: number | null;
  /** The least a value-rated premium comes to, centimes; null for none; only with a value basis. */
  minimumCentimes: number | null;
}

/** A guarantee the agency offers only on vehicles at most `maxVehicleAgeYears` old. */
export interface VehicleAgeLimit {
  guarantee: Guarantee;
  /**
   * Whole years since first registration: the guarantee is offered up to and including the
   * day of this anniversary of the first registration, not after.
   */
  maxVehicleAgeYears: number;
}

/** An agency's tariff grid. */
export interface TariffGrid {
  /** The RC bands of each tariff fuel, covering every fiscal power from 1 CV up. */
  civilLiabilityBands: CivilLiabilityBand[];
  /** Surcharge on the RC base premium for a driver under `youngDriverAge`, basis points. */
  youngDriverSurchargeBp: number;
  /** Surcharge on the RC base premium for a licence under `newLicenceYears` old, basis points. */
  newLicenceSurchargeBp: number;
  /** The priced levels; a level not listed is not offered (its packs are not). */
  guaranteePremiums: GuaranteePremium[];
  /** At most one per guarantee. */
  vehicleAgeLimits: VehicleAgeLimit[];
  /** The agency's policy fees (frais de police, accessoires) per contract, centimes. */
  policyFeesCentimes: number;
}

/** A driver younger than this, in whole years on the pricing date, pays the young-driver surcharge. */
export const youngDriverAge = 25;

/** A licence held fewer whole years than this on the pricing date carries the new-licence surcharge. */
export const newLicenceYears = 2;

/** Highest fiscal power a band may name, CV (reference data offers 3–30; the form accepts ≤ 50). */
export const maxBandCv = 100;

/** Highest vehicle age limit, years. */
export const maxAgeLimitYears = 100;

/**
 * Issue codes of the grid's rules (besides the shared `required`, `invalidValue`,
 * `amountTooLarge` and `levelNotOffered`); the Barème page gives each its message:
 * - `bandsIncomplete`: a fuel's bands do not run from 1 CV without gap or overlap to one open top band;
 * - `bandPremiumDecreasing`: a band costs less than the band below it;
 * - `duplicateLevel`, `duplicateAgeLimit`: a level priced twice, a guarantee limited twice;
 * - `allRiskBelowCollisionDamage`: a level of tierce could cost less than a level of collision
 *   damage (see `premiumDominates`).
 */
export const tariffGridIssues = [
  'bandsIncomplete',
  'bandPremiumDecreasing',
  'duplicateLevel',
  'duplicateAgeLimit',
  'allRiskBelowCollisionDamage',
] as const;
export type TariffGridIssue = (typeof tariffGridIssues)[number];

/** A premium as the engine computes it: `max(minimumCentimes, rateBp of the basis' value)`. */
export interface PremiumTerms {
  basis: PremiumBasis;
  /** 0 for a flat premium. */
  rateBp: number;
  /** The flat premium, or the value-rated premium's minimum (0 for none), centimes. */
  minimumCentimes: number;
}

/** A level's premium as `PremiumTerms`: a flat premium is a minimum with a zero rate. */
export function premiumTerms(premium: GuaranteePremium): PremiumTerms {
  return premium.basis === 'flat'
    ? { basis: 'flat', rateBp: 0, minimumCentimes: premium.flatCentimes ?? 0 }
    : {
        basis: premium.basis,
        rateBp: premium.rateBp ?? 0,
        minimumCentimes: premium.minimumCentimes ?? 0,
      };
}

/**
 * The premium of `terms` for a vehicle, centimes: the flat premium, or `max(minimum, rate of the
 * basis' value)`, the rate rounded by `applyRate`.
 */
export function guaranteePremiumCentimes(
  terms: PremiumTerms,
  newValueCentimes: number,
  marketValueCentimes: number,
): number {
  if (terms.basis === 'flat') return terms.minimumCentimes;
  const value = terms.basis === 'newValue' ? newValueCentimes : marketValueCentimes;
  return Math.max(terms.minimumCentimes, applyRate(value, terms.rateBp));
}

/**
 * Whether premium `a` is at least premium `b` for every vehicle, i.e. every new value ≥ market
 * value > 0: `a`'s minimum is at least `b`'s, and, unless `b`'s rate is zero (a flat premium),
 * `a` is rated at least as high on a value at least as high (the same basis, or the new value,
 * never below the market value). Sufficient, and each part is needed for some vehicle: a small
 * value for the minimums, equal values for the rates, a market value far below the new value
 * for the bases.
 */
export function premiumDominates(a: PremiumTerms, b: PremiumTerms): boolean {
  if (a.minimumCentimes < b.minimumCentimes) return false;
  if (b.rateBp === 0) return true;
  return a.rateBp >= b.rateBp && (a.basis === b.basis || a.basis === 'newValue');
}

const centimes = z
  .number({ error: 'required' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(maxPremiumCentimes, { error: 'amountTooLarge' });

const rateBp = z
  .number({ error: 'required' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(fullRateBp, { error: 'invalidValue' });

const fiscalPower = z
  .number({ error: 'required' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(maxBandCv, { error: 'invalidValue' });

const bandSchema = z.strictObject({
  fuel: z.enum(tariffFuels, { error: 'invalidValue' }),
  fromCv: fiscalPower,
  toCv: fiscalPower.nullable(),
  premiumCentimes: centimes,
});

const isPricedLevel = (code: string) => guaranteeOption(code) !== undefined && !isNotWanted(code);

const guaranteePremiumSchema = z
  .strictObject({
    level: z.string({ error: 'required' }).refine(isPricedLevel, { error: 'levelNotOffered' }),
    basis: z.enum(premiumBases, { error: 'invalidValue' }),
    flatCentimes: centimes.nullable(),
    rateBp: rateBp.nullable(),
    minimumCentimes: centimes.nullable(),
  })
  .superRefine((premium, ctx) => {
    const issue = (field: string, message: 'required' | 'invalidValue') =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (premium.basis === 'flat') {
      if (premium.flatCentimes === null) issue('flatCentimes', 'required');
      if (premium.rateBp !== null) issue('rateBp', 'invalidValue');
      if (premium.minimumCentimes !== null) issue('minimumCentimes', 'invalidValue');
    } else {
      if (premium.rateBp === null) issue('rateBp', 'required');
      if (premium.flatCentimes !== null) issue('flatCentimes', 'invalidValue');
    }
  });

const ageLimitSchema = z.strictObject({
  guarantee: z.enum(guarantees, { error: 'invalidValue' }),
  maxVehicleAgeYears: z
    .number({ error: 'required' })
    .int({ error: 'invalidValue' })
    .min(0, { error: 'invalidValue' })
    .max(maxAgeLimitYears, { error: 'invalidValue' }),
});

type IssueSink = (path: PropertyKey[], issue: TariffGridIssue) => void;

/** Each fuel's bands run from 1 CV, contiguous, to one open top band, premiums never decreasing. */
function checkBands(bands: readonly CivilLiabilityBand[], report: IssueSink): void {
  for (const fuel of tariffFuels) {
    const rows = bands
      .map((band, index) => ({ band, index }))
      .filter((row) => row.band.fuel === fuel)
      .sort((a, b) => a.band.fromCv - b.band.fromCv);
    if (rows.length === 0) report(['civilLiabilityBands'], 'bandsIncomplete');
    let nextCv: number | null = 1;
    let previousPremium = 0;
    for (const { band, index } of rows) {
      const path = ['civilLiabilityBands', index];
      if (band.fromCv !== nextCv || (band.toCv !== null && band.toCv < band.fromCv))
        report(path, 'bandsIncomplete');
      if (band.premiumCentimes < previousPremium) report(path, 'bandPremiumDecreasing');
      nextCv = band.toCv === null ? null : band.toCv + 1;
      previousPremium = band.premiumCentimes;
    }
    if (rows.length > 0 && nextCv !== null) report(['civilLiabilityBands'], 'bandsIncomplete');
  }
}

/** Each level priced once; every tierce level dominates every collision-damage level. */
function checkPremiums(premiums: readonly GuaranteePremium[], report: IssueSink): void {
  const seen = new Set<string>();
  premiums.forEach((premium, index) => {
    if (seen.has(premium.level)) report(['guaranteePremiums', index, 'level'], 'duplicateLevel');
    seen.add(premium.level);
  });
  const ofGuarantee = (guarantee: Guarantee) =>
    premiums.filter((premium) => guaranteeOption(premium.level)?.guarantee === guarantee);
  const collision = ofGuarantee('collisionDamage').map(premiumTerms);
  premiums.forEach((premium, index) => {
    if (guaranteeOption(premium.level)?.guarantee !== 'allRisk') return;
    const terms = premiumTerms(premium);
    if (!collision.every((other) => premiumDominates(terms, other)))
      report(['guaranteePremiums', index], 'allRiskBelowCollisionDamage');
  });
}

/**
 * A tariff grid as the Barème page sends it and the database gives it back; the rules beyond
 * each field's bounds:
 * - each tariff fuel's RC bands cover 1 CV up to an open top band, without gap or overlap, and a
 *   band never costs less than the one below (so more fiscal power never costs less);
 * - each level priced is a level of the catalogue (not "Non souhaitée": assistance at no level
 *   costs nothing), priced once, with the fields of its basis only;
 * - every priced level of tierce (all risk) costs at least every priced level of collision
 *   damage, for every vehicle (`premiumDominates`): Premium holds tierce where Intermédiaire
 *   holds collision damage, with the same other levels plus glass breakage, so this rule (with
 *   premiums ≥ 0) keeps Basique ≤ Intermédiaire ≤ Premium;
 * - at most one age limit per guarantee.
 */
export const tariffGridSchema = z
  .strictObject({
    civilLiabilityBands: z.array(bandSchema).max(tariffFuels.length * maxBandCv),
    youngDriverSurchargeBp: rateBp,
    newLicenceSurchargeBp: rateBp,
    guaranteePremiums: z.array(guaranteePremiumSchema).max(200),
    vehicleAgeLimits: z.array(ageLimitSchema).max(guarantees.length),
    policyFeesCentimes: centimes,
  })
  .superRefine((grid, ctx) => {
    const report: IssueSink = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    checkBands(grid.civilLiabilityBands, report);
    checkPremiums(grid.guaranteePremiums, report);
    const limited = new Set<Guarantee>();
    grid.vehicleAgeLimits.forEach((limit, index) => {
      if (limited.has(limit.guarantee))
        report(['vehicleAgeLimits', index, 'guarantee'], 'duplicateAgeLimit');
      limited.add(limit.guarantee);
    });
  }) satisfies z.ZodType<TariffGrid>;
