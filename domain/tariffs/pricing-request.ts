import { addToDate } from '../dates.ts';
import { defaultOfferTerms } from '../offers/terms.ts';
import type { DriverStep, VehicleStep } from '../quotes/request.ts';
import { isNotWanted, type Guarantee, type Pack } from '../reference/guarantees.ts';
import { ageInYears } from '../validation.ts';
import { bonusMalusCoefficientBp, type ClaimHistory } from './bonus-malus.ts';
import type { TariffFuel } from './fuels.ts';
import { newLicenceYears, youngDriverAge } from './grid.ts';

/*
 * A quote request as the pricing engine reads it, and what of it does not depend on the grid,
 * worked out once per request and date (`prepareRequest`) rather than once per agency: the
 * levels each pack prices, the bonus-malus coefficient, the driver's and the vehicle's ages.
 */

/** What the engine needs of a quote request (domain/quotes/request.ts names; money in centimes). */
export interface PricingRequest {
  /** The vehicle's fuel as the tariff reads it (`tariffFuelOf` its reference fuel). */
  fuel: TariffFuel;
  /** Fiscal power, CV, a whole number ≥ 1. */
  fiscalPowerCv: number;
  /** New value (valeur à neuf), centimes. */
  newValueCentimes: number;
  /**
   * Market value (valeur vénale), centimes, at most the new value (as the request's schema
   * requires; the grid's tierce rule, hence Intermédiaire ≤ Premium, relies on it).
   */
  marketValueCentimes: number;
  firstRegistrationDate: VehicleStep['firstRegistrationDate'];
  birthDate: DriverStep['birthDate'];
  licenceObtainedOn: DriverStep['licenceObtainedOn'];
  /** The driver's bonus-malus answers; absent or empty: coefficient 100 %. */
  claimHistory?: ClaimHistory;
  /** The level asked for of each guarantee (option codes; `theft.none` when declined). */
  guarantees: Record<Guarantee, string>;
}

/** One guarantee a pack prices, at its level (an option code). */
export interface PackLevel {
  guarantee: Guarantee;
  level: string;
}

/** A request with its grid-independent facts on one date (`prepareRequest`). */
export interface PreparedRequest {
  readonly request: PricingRequest;
  /** The date priced on, `YYYY-MM-DD`. */
  readonly onDate: string;
  /** The levels each pack prices, in the pack's guarantee order; assistance at no level left out. */
  readonly packLevels: Readonly<Record<Pack, readonly PackLevel[]>>;
  /** Bonus-malus coefficient, basis points (10 000 = 100 %). */
  readonly bonusMalusCoefficientBp: number;
  /** The driver is under `youngDriverAge` on the date. */
  readonly youngDriver: boolean;
  /** The licence is under `newLicenceYears` old on the date. */
  readonly newLicence: boolean;
  /** Whole years since first registration on the date. */
  readonly vehicleAgeYears: number;
  /** The date is an anniversary of the first registration (the vehicle is exactly that old). */
  readonly onRegistrationAnniversary: boolean;
}

/**
 * The levels each pack prices: those of `defaultOfferTerms(requested)` — the level asked for, or
 * the first level of a guarantee the pack holds that the driver declined — but assistance at no
 * level (`assistance.none`), which costs nothing.
 */
export function packLevelsOf(requested: Record<Guarantee, string>): Record<Pack, PackLevel[]> {
  const terms = defaultOfferTerms(requested);
  const levelsOf = (pack: Pack) =>
    terms[pack].guarantees
      .filter((item) => !isNotWanted(item.level))
      .map((item) => ({ guarantee: item.guarantee, level: item.level }));
  return {
    basic: levelsOf('basic'),
    intermediate: levelsOf('intermediate'),
    premium: levelsOf('premium'),
  };
}

/**
 * Works out, once, what pricing `request` on `onDate` (`YYYY-MM-DD`) needs whatever the grid.
 * Ages are whole years in Morocco's calendar (`ageInYears`: a 29 February birthday or first
 * registration comes round on 1 March in other years).
 */
export function prepareRequest(request: PricingRequest, onDate: string): PreparedRequest {
  const vehicleAgeYears = ageInYears(request.firstRegistrationDate, onDate);
  const dayBefore = addToDate(onDate, { days: -1 });
  return {
    request,
    onDate,
    packLevels: packLevelsOf(request.guarantees),
    bonusMalusCoefficientBp: bonusMalusCoefficientBp(request.claimHistory),
    youngDriver: ageInYears(request.birthDate, onDate) < youngDriverAge,
    newLicence: ageInYears(request.licenceObtainedOn, onDate) < newLicenceYears,
    vehicleAgeYears,
    onRegistrationAnniversary:
      ageInYears(request.firstRegistrationDate, dayBefore) < vehicleAgeYears,
  };
}

/**
 * Whether the vehicle is older than `maxYears` on the date: past the day of its `maxYears`-th
 * registration anniversary (on that day it is exactly `maxYears` old, not older).
 */
export function isOlderThan(prepared: PreparedRequest, maxYears: number): boolean {
  return (
    prepared.vehicleAgeYears > maxYears ||
    (prepared.vehicleAgeYears === maxYears && !prepared.onRegistrationAnniversary)
  );
}
