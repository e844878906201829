import { z } from 'zod';
import { isoDateSchema } from '../validation.ts';
import { fullRateBp } from './rates.ts';

/*
 * The tax and levies on a motor-insurance contract: platform-wide, the same for every agency,
 * kept by the platform's administrators as versions that apply from a date. Rates in basis points
 * (1 400 = 14 %). What each applies to is the engine's (pricing.ts) and docs/product/tariffs.md's
 * "Tax and levies".
 */

/** One version of the levies, applying from `effectiveFrom` until the next version's date. */
export interface Levies {
  /** First day the rates apply, `YYYY-MM-DD` (Morocco's calendar). */
  effectiveFrom: string;
  /**
   * Tax on insurance contracts (taxe sur les contrats d'assurances), bp: 14 % for land-vehicle
   * hull and civil-liability cover (tax code, art. 284, 3° b).
   */
  contractTaxBp: number;
  /**
   * Contribution to the road-accident guarantee fund (Fonds de garantie des accidents de la
   * circulation, FGAC) paid by the policyholder, bp of the civil-liability premium: 1.3 %
   * (DAPS report on the FGAC, 2012).
   */
  fgacContributionBp: number;
  /**
   * Parafiscal levy for the catastrophe solidarity fund (Fonds de solidarité contre les
   * événements catastrophiques, FSEC, law 110-14), bp: 1 % of the premiums of contracts subject
   * to the tax on insurance contracts.
   */
  fsecLevyBp: number;
}

/** The rates of `Levies` as the law and the sources above set them, without their date. */
export const defaultLevyRates: Omit<Levies, 'effectiveFrom'> = {
  contractTaxBp: 1_400,
  fgacContributionBp: 130,
  fsecLevyBp: 100,
};

const rateBp = z
  .number({ error: 'required' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(fullRateBp, { error: 'invalidValue' });

/** A version of the levies as the administrators' form and the database give it. */
export const leviesSchema = z.strictObject({
  effectiveFrom: isoDateSchema,
  contractTaxBp: rateBp,
  fgacContributionBp: rateBp,
  fsecLevyBp: rateBp,
}) satisfies z.ZodType<Levies>;

/**
 * The version in force on `onDate` (`YYYY-MM-DD`): the one with the latest `effectiveFrom` not
 * after it. Throws a RangeError when no version applies yet, or when two versions share the
 * date that applies (which one holds would be a guess).
 */
export function leviesOn(versions: readonly Levies[], onDate: string): Levies {
  let found: Levies | undefined;
  let tie = false;
  for (const version of versions) {
    if (version.effectiveFrom > onDate) continue;
    if (!found || version.effectiveFrom > found.effectiveFrom) {
      found = version;
      tie = false;
    } else if (version.effectiveFrom === found.effectiveFrom) tie = true;
  }
  if (!found) throw new RangeError(`No levies apply on ${onDate}`);
  if (tie) throw new RangeError(`Two versions of the levies apply from ${found.effectiveFrom}`);
  return found;
}
