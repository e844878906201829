import { fullRateBp } from './rates.ts';

/*
 * The bonus-malus coefficient of the civil-liability premium (coefficient de réduction-majoration,
 * in force in Morocco since July 2006, when it replaced the tariff's old no-claims bonus):
 * - bonus: −10 % after 24 consecutive months insured without an at-fault claim; the reduction
 *   does not grow with more claim-free years, so the coefficient never goes below 90 %;
 * - malus: +20 % per at-fault claim with material damage only and +30 % per at-fault claim with
 *   bodily injury, over the 12 months before the contract starts;
 * - the coefficient never exceeds 250 % of the base premium.
 * Sources: annex of arrêté 1390-05 (III.1, 10 % reduction of the RC premium after two years
 * without claims); L'Économiste, 16 December 2016 ("se stabilise à 90 %"); ALD Automotive Maroc,
 * 2 February 2022 (20 % / 30 % per claim, at most 250 %). docs/product/tariffs.md states them.
 */

/** Lowest coefficient, basis points (90 %): one step of −10 %, which does not accumulate. */
export const bonusMalusFloorBp = 9_000;

/** Highest coefficient, basis points (250 % of the base premium). */
export const bonusMalusCeilingBp = 25_000;

/** Reduction after `bonusMonths` claim-free months, basis points (10 %). */
export const bonusBp = 1_000;

/** Consecutive months insured, without an at-fault claim, that earn the bonus. */
export const bonusMonths = 24;

/** Increase per at-fault claim with material damage only in the last 12 months, bp (20 %). */
export const materialClaimMalusBp = 2_000;

/** Increase per at-fault claim with bodily injury in the last 12 months, bp (30 %). */
export const bodilyClaimMalusBp = 3_000;

/**
 * The driver's answers about their claims, each optional: an unanswered question (undefined or
 * null) counts as nothing known, so an empty history gives the coefficient 100 %. Counts are
 * whole numbers ≥ 0 of claims where the driver was wholly or partly at fault.
 */
export interface ClaimHistory {
  /** At-fault claims with material damage only, in the 12 months before the start date. */
  materialClaimsLast12Months?: number | null;
  /** At-fault claims with bodily injury, in the 12 months before the start date. */
  bodilyClaimsLast12Months?: number | null;
  /** All at-fault claims in the 24 months before the start date (those of the last 12 included). */
  atFaultClaimsLast24Months?: number | null;
  /** Months insured without interruption up to the start date. */
  monthsInsuredWithoutInterruption?: number | null;
}

/**
 * The bonus-malus coefficient in basis points (10 000 = 100 %), within
 * [`bonusMalusFloorBp`, `bonusMalusCeilingBp`]:
 * - 100 % − 10 % when the driver answered both that they were insured at least 24 months
 *   without interruption and that they had no at-fault claim in the last 24 months;
 * - 100 % + 20 % per material and + 30 % per bodily at-fault claim of the last 12 months;
 * - a claim of the last 12 months also falls in the last 24, so it rules the bonus out even when
 *   the 24-month answer says fewer claims.
 * Negative or fractional counts are the caller's to refuse (the form's schema); here a count is
 * read as given.
 */
export function bonusMalusCoefficientBp(history: ClaimHistory = {}): number {
  const material = history.materialClaimsLast12Months ?? 0;
  const bodily = history.bodilyClaimsLast12Months ?? 0;
  const months = history.monthsInsuredWithoutInterruption;
  const last24 = history.atFaultClaimsLast24Months;
  const claimFree =
    months !== undefined &&
    months !== null &&
    months >= bonusMonths &&
    last24 !== undefined &&
    last24 !== null &&
    Math.max(last24, material + bodily) === 0;
  const coefficient =
    fullRateBp -
    (claimFree ? bonusBp : 0) +
    material * materialClaimMalusBp +
    bodily * bodilyClaimMalusBp;
  return Math.min(bonusMalusCeilingBp, Math.max(bonusMalusFloorBp, coefficient));
}
