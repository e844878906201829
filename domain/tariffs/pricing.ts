import { maxPremiumCentimes } from '../money.ts';
import type { Guarantee, Pack } from '../reference/guarantees.ts';
import { tariffFuels, type TariffFuel } from './fuels.ts';
import {
  guaranteePremiumCentimes,
  premiumTerms,
  type PremiumTerms,
  type TariffGrid,
} from './grid.ts';
import type { Levies } from './levies.ts';
import {
  isOlderThan,
  prepareRequest,
  type PreparedRequest,
  type PricingRequest,
} from './pricing-request.ts';
import { applyRate, fullRateBp } from './rates.ts';

/*
 * The pricing engine: a driver's request priced with one agency's grid, pack by pack
 * (docs/product/tariffs.md). Pure: no I/O, no clock — the date priced on is an argument. It
 * trusts its inputs to have been parsed (`tariffGridSchema`, `leviesSchema`, the request's
 * schemas) and parses nothing itself, so that a city's ten grids price in microseconds.
 */

/** Kinds of the lines of a priced pack, in the order they come; stable codes the UI labels. */
export const priceLineKinds = [
  'civilLiability',
  'bonusMalus',
  'youngDriverSurcharge',
  'newLicenceSurcharge',
  'guarantee',
  'policyFees',
  'contractTax',
  'fgacContribution',
  'fsecLevy',
] as const;
export type PriceLineKind = (typeof priceLineKinds)[number];

/**
 * One line of a pack's price, centimes. A line computed as a rate of an amount states both:
 * `amountCentimes = applyRate(baseCentimes, rateBp)` (for a value-rated guarantee, at least its
 * minimum). The bonus-malus line's rate is the coefficient less 100 % (−1 000 for the bonus).
 */
export interface PriceLine {
  kind: PriceLineKind;
  /** The level priced (option code, `theft.F2`) of a `guarantee` line; null for the others. */
  level: string | null;
  /** The rate applied, basis points; null for an amount set in DH (RC base, flat premium, fees). */
  rateBp: number | null;
  /** What the rate applies to, centimes; null when `rateBp` is. */
  baseCentimes: number | null;
  amountCentimes: number;
}

/**
 * Why a pack is not offered:
 * - `vehicleTooOld`: the vehicle is older than the grid's age limit for `guarantee`;
 * - `levelNotPriced`: the grid has no premium for `level` of `guarantee`;
 * - `priceAboveMaximum`: the price exceeds the highest price an offer may carry (`maxPremiumDh`).
 */
export const notOfferedCodes = ['vehicleTooOld', 'levelNotPriced', 'priceAboveMaximum'] as const;
export type NotOfferedCode = (typeof notOfferedCodes)[number];

/** A reason a pack is not offered; fields that do not apply to its code are null. */
export interface NotOfferedReason {
  code: NotOfferedCode;
  guarantee: Guarantee | null;
  level: string | null;
  /** The age limit passed, whole years; only with `vehicleTooOld`. */
  maxVehicleAgeYears: number | null;
}

/** A pack priced: its annual price TTC (the sum of its lines), centimes; or why it is not offered. */
export type PackPrice =
  | { offered: true; priceCentimes: number; lines: PriceLine[] }
  | { offered: false; reason: NotOfferedReason };

/** A grid made ready for pricing (`prepareGrid`): lookups instead of scans. */
export interface PreparedGrid {
  readonly grid: TariffGrid;
  /** Each fuel's bands by ascending fiscal power, the top band's `toCv` being Infinity. */
  readonly bands: Readonly<
    Record<TariffFuel, readonly { toCv: number; premiumCentimes: number }[]>
  >;
  readonly premiums: ReadonlyMap<string, PremiumTerms>;
  readonly ageLimits: ReadonlyMap<Guarantee, number>;
}

/** Prepares a grid parsed by `tariffGridSchema` for `pricePacks`; once per grid, not per request. */
export function prepareGrid(grid: TariffGrid): PreparedGrid {
  const bandsOf = (fuel: TariffFuel) =>
    grid.civilLiabilityBands
      .filter((band) => band.fuel === fuel)
      .sort((a, b) => a.fromCv - b.fromCv)
      .map((band) => ({ toCv: band.toCv ?? Infinity, premiumCentimes: band.premiumCentimes }));
  return {
    grid,
    bands: { petrol: bandsOf('petrol'), diesel: bandsOf('diesel'), electric: bandsOf('electric') },
    premiums: new Map(
      grid.guaranteePremiums.map((premium) => [premium.level, premiumTerms(premium)]),
    ),
    ageLimits: new Map(
      grid.vehicleAgeLimits.map((limit) => [limit.guarantee, limit.maxVehicleAgeYears]),
    ),
  };
}

const line = (
  kind: PriceLineKind,
  amountCentimes: number,
  rate: { rateBp: number; baseCentimes: number } | null = null,
  level: string | null = null,
): PriceLine => ({
  kind,
  level,
  rateBp: rate?.rateBp ?? null,
  baseCentimes: rate?.baseCentimes ?? null,
  amountCentimes,
});

const rated = (kind: PriceLineKind, baseCentimes: number, rateBp: number): PriceLine =>
  line(kind, applyRate(baseCentimes, rateBp), { rateBp, baseCentimes });

/** The RC base premium of the request's band; throws a RangeError for a fiscal power no band holds. */
function civilLiabilityBase(grid: PreparedGrid, fuel: TariffFuel, fiscalPowerCv: number): number {
  const bands = tariffFuels.includes(fuel) ? grid.bands[fuel] : [];
  if (Number.isInteger(fiscalPowerCv) && fiscalPowerCv >= 1)
    for (const band of bands) if (fiscalPowerCv <= band.toCv) return band.premiumCentimes;
  throw new RangeError(`No ${fuel} band of the grid holds ${fiscalPowerCv} CV`);
}

/**
 * The civil-liability lines: the band's base premium; the bonus-malus, (coefficient − 100 %) of
 * the base, when the coefficient is not 100 %; each surcharge that applies and is not zero, its
 * rate of the base. All adjustments are rates of the same base premium and add up (they do not
 * compound).
 */
function civilLiabilityLines(prepared: PreparedRequest, grid: PreparedGrid): PriceLine[] {
  const { request } = prepared;
  const base = civilLiabilityBase(grid, request.fuel, request.fiscalPowerCv);
  const lines = [line('civilLiability', base)];
  const coefficient = prepared.bonusMalusCoefficientBp;
  if (coefficient !== fullRateBp) lines.push(rated('bonusMalus', base, coefficient - fullRateBp));
  const { youngDriverSurchargeBp, newLicenceSurchargeBp } = grid.grid;
  if (prepared.youngDriver && youngDriverSurchargeBp > 0)
    lines.push(rated('youngDriverSurcharge', base, youngDriverSurchargeBp));
  if (prepared.newLicence && newLicenceSurchargeBp > 0)
    lines.push(rated('newLicenceSurcharge', base, newLicenceSurchargeBp));
  return lines;
}

/** A guarantee's line: its flat premium, or its rate of the vehicle's value but at least its minimum. */
function guaranteeLine(terms: PremiumTerms, level: string, request: PricingRequest): PriceLine {
  const { newValueCentimes, marketValueCentimes } = request;
  const amount = guaranteePremiumCentimes(terms, newValueCentimes, marketValueCentimes);
  if (terms.basis === 'flat') return line('guarantee', amount, null, level);
  const baseCentimes = terms.basis === 'newValue' ? newValueCentimes : marketValueCentimes;
  return line('guarantee', amount, { rateBp: terms.rateBp, baseCentimes }, level);
}

const notOffered = (
  code: NotOfferedCode,
  guarantee: Guarantee | null = null,
  level: string | null = null,
  maxVehicleAgeYears: number | null = null,
): PackPrice => ({ offered: false, reason: { code, guarantee, level, maxVehicleAgeYears } });

/**
 * Prices a prepared request (`prepareRequest`) with one agency's prepared grid (`prepareGrid`),
 * pack by pack, on the request's date: the hot function of a city's pricing (`priceRequest` is
 * the one-call form).
 *
 * Each pack prices its `packLevels` (the levels of `defaultOfferTerms`: the level asked for, or
 * the first level of a guarantee the pack holds that the driver declined; assistance at no level
 * costs nothing). It is not offered when the vehicle is older than the grid's age limit of one of
 * its guarantees, when the grid has no premium for one of its levels, or when its price exceeds
 * `maxPremiumCentimes`; the first reason met, in the pack's guarantee order, is given.
 *
 * An offered pack's lines, centimes, each rounded by `applyRate` (half up to the centime), its
 * price TTC being the sum of its lines:
 * 1. RC: the band's premium, the bonus-malus, the surcharges (`civilLiabilityLines`);
 * 2. each guarantee at its level: its flat premium, or its rate of the new or market value but at
 *    least its minimum;
 * 3. the agency's policy fees;
 * 4. the tax on insurance contracts: `contractTaxBp` of the taxable base, the premium (RC and
 *    guarantees) plus the policy fees;
 * 5. the FGAC contribution: `fgacContributionBp` of the RC premium (the lines of 1);
 * 6. the FSEC levy: `fsecLevyBp` of the taxable base.
 *
 * Throws a RangeError when the levies apply only after the date, or when no band of the grid
 * holds the request's fuel and fiscal power (a grid not parsed by `tariffGridSchema`, or a fiscal
 * power that is not a whole number ≥ 1).
 */
export function pricePacks(
  prepared: PreparedRequest,
  grid: PreparedGrid,
  levies: Levies,
): Record<Pack, PackPrice> {
  const { request, onDate } = prepared;
  if (levies.effectiveFrom > onDate)
    throw new RangeError(`The levies apply from ${levies.effectiveFrom}, after ${onDate}`);
  const rcLines = civilLiabilityLines(prepared, grid);
  let rcPremium = 0;
  for (const item of rcLines) rcPremium += item.amountCentimes;
  const fees = grid.grid.policyFeesCentimes;

  const pricePack = (pack: Pack): PackPrice => {
    const lines = rcLines.slice();
    let premium = rcPremium;
    for (const { guarantee, level } of prepared.packLevels[pack]) {
      const maxYears = grid.ageLimits.get(guarantee);
      if (maxYears !== undefined && isOlderThan(prepared, maxYears))
        return notOffered('vehicleTooOld', guarantee, level, maxYears);
      const terms = grid.premiums.get(level);
      if (!terms) return notOffered('levelNotPriced', guarantee, level);
      const item = guaranteeLine(terms, level, request);
      lines.push(item);
      premium += item.amountCentimes;
    }
    const taxable = premium + fees;
    const tax = rated('contractTax', taxable, levies.contractTaxBp);
    const fgac = rated('fgacContribution', rcPremium, levies.fgacContributionBp);
    const fsec = rated('fsecLevy', taxable, levies.fsecLevyBp);
    lines.push(line('policyFees', fees), tax, fgac, fsec);
    const priceCentimes = taxable + tax.amountCentimes + fgac.amountCentimes + fsec.amountCentimes;
    if (priceCentimes > maxPremiumCentimes) return notOffered('priceAboveMaximum');
    return { offered: true, priceCentimes, lines };
  };

  return {
    basic: pricePack('basic'),
    intermediate: pricePack('intermediate'),
    premium: pricePack('premium'),
  };
}

/**
 * Prices `request` with one agency's grid on `onDate` (`YYYY-MM-DD`, normally the insurance
 * start date: ages and levies are those of that day): `pricePacks` of `prepareRequest`. To price
 * one request with several grids, prepare it once and call `pricePacks` per grid. Throws as
 * `pricePacks` does.
 */
export function priceRequest(
  request: PricingRequest,
  grid: PreparedGrid,
  levies: Levies,
  onDate: string,
): Record<Pack, PackPrice> {
  return pricePacks(prepareRequest(request, onDate), grid, levies);
}
