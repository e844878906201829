import fc from 'fast-check';
import { addToDate } from '../dates.ts';
import {
  guaranteeOption,
  guaranteeOptions,
  guarantees,
  isNotWanted,
  type Guarantee,
} from '../reference/guarantees.ts';
import { tariffFuels, type TariffFuel } from './fuels.ts';
import {
  premiumTerms,
  type CivilLiabilityBand,
  type GuaranteePremium,
  type TariffGrid,
} from './grid.ts';
import { defaultLevyRates, type Levies } from './levies.ts';
import type { PricingRequest } from './pricing-request.ts';
import { fullRateBp } from './rates.ts';

/*
 * fast-check arbitraries of the tariff tests: valid grids (by construction; the tests check the
 * schema accepts them), requests and levies. Imported by the tests only.
 */

/** The levies in force in every generated case: the default rates since 2000. */
export const testLevies: Levies = { effectiveFrom: '2000-01-01', ...defaultLevyRates };

/** A fuel's bands: 1 CV to an open top band, cut at 0–5 random powers, premiums non-decreasing. */
const bandsOf = (fuel: TariffFuel) =>
  fc
    .record({
      cuts: fc.uniqueArray(fc.integer({ min: 2, max: 30 }), { maxLength: 5 }),
      first: fc.integer({ min: 50_000, max: 600_000 }),
      steps: fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 5, maxLength: 5 }),
    })
    .map(({ cuts, first, steps }): CivilLiabilityBand[] => {
      const starts = [1, ...cuts.sort((a, b) => a - b)];
      let premiumCentimes = first;
      return starts.map((fromCv, index) => {
        if (index > 0) premiumCentimes += steps[index - 1] ?? 0;
        const next = starts[index + 1];
        return { fuel, fromCv, toCv: next === undefined ? null : next - 1, premiumCentimes };
      });
    });

const flatPremium = (level: string) =>
  fc.integer({ min: 0, max: 200_000 }).map((flatCentimes): GuaranteePremium => ({
    level,
    basis: 'flat',
    flatCentimes,
    rateBp: null,
    minimumCentimes: null,
  }));

const ratedPremium = (level: string) =>
  fc
    .record({
      basis: fc.constantFrom('newValue' as const, 'marketValue' as const),
      rateBp: fc.integer({ min: 0, max: 800 }),
      minimumCentimes: fc.option(fc.integer({ min: 0, max: 300_000 })),
    })
    .map((terms): GuaranteePremium => ({ level, flatCentimes: null, ...terms }));

/** Every level but tierce's, each priced (flat or rated) 30 times in 31. */
const levelsButAllRisk = fc.tuple(
  ...guaranteeOptions
    .filter((option) => !isNotWanted(option.code) && option.guarantee !== 'allRisk')
    .map((option) =>
      fc.option(fc.oneof(flatPremium(option.code), ratedPremium(option.code)), { freq: 30 }),
    ),
);

/**
 * Tierce's levels, each dominating every collision-damage level (`premiumDominates`): a minimum
 * at least theirs; if any of them is rated, a rate at least theirs on their basis or the new value.
 */
const allRiskLevels = (others: readonly GuaranteePremium[]) => {
  const collision = others
    .filter((premium) => guaranteeOption(premium.level)?.guarantee === 'collisionDamage')
    .map(premiumTerms);
  const minimum = Math.max(0, ...collision.map((terms) => terms.minimumCentimes));
  const rate = Math.max(0, ...collision.map((terms) => terms.rateBp));
  const ratedBases = new Set(collision.filter((t) => t.rateBp > 0).map((t) => t.basis));
  const bases =
    ratedBases.size === 0
      ? (['flat', 'newValue', 'marketValue'] as const)
      : ratedBases.size === 1 && ratedBases.has('marketValue')
        ? (['newValue', 'marketValue'] as const)
        : (['newValue'] as const);
  const levels = guaranteeOptions
    .filter((option) => option.guarantee === 'allRisk' && !isNotWanted(option.code))
    .map((option) =>
      fc.option(
        fc
          .record({
            basis: fc.constantFrom(...bases),
            extraMinimum: fc.integer({ min: 0, max: 200_000 }),
            extraRate: fc.integer({ min: 0, max: 600 }),
          })
          .map(({ basis, extraMinimum, extraRate }): GuaranteePremium =>
            basis === 'flat'
              ? {
                  level: option.code,
                  basis,
                  flatCentimes: minimum + extraMinimum,
                  rateBp: null,
                  minimumCentimes: null,
                }
              : {
                  level: option.code,
                  basis,
                  flatCentimes: null,
                  rateBp: Math.min(fullRateBp, rate + extraRate),
                  minimumCentimes: minimum + extraMinimum,
                },
          ),
        { freq: 30 },
      ),
    );
  return fc.tuple(...levels);
};

/** A valid tariff grid. */
export const gridArbitrary: fc.Arbitrary<TariffGrid> = fc
  .record({
    petrol: bandsOf('petrol'),
    diesel: bandsOf('diesel'),
    electric: bandsOf('electric'),
    reversed: fc.boolean(),
    youngDriverSurchargeBp: fc.integer({ min: 0, max: 5_000 }),
    newLicenceSurchargeBp: fc.integer({ min: 0, max: 5_000 }),
    others: levelsButAllRisk,
    vehicleAgeLimits: fc.uniqueArray(
      fc.record({
        guarantee: fc.constantFrom(
          ...(['pfcp', 'theft', 'collisionDamage', 'allRisk', 'glassBreakage'] as const),
        ),
        maxVehicleAgeYears: fc.integer({ min: 0, max: 40 }),
      }),
      { selector: (limit) => limit.guarantee, maxLength: 2 },
    ),
    policyFeesCentimes: fc.integer({ min: 0, max: 50_000 }),
  })
  .chain(({ petrol, diesel, electric, reversed, others, ...rest }) => {
    const priced = others.filter((premium): premium is GuaranteePremium => premium !== null);
    const bands = [...petrol, ...diesel, ...electric];
    return allRiskLevels(priced).map((allRisk): TariffGrid => ({
      ...rest,
      civilLiabilityBands: reversed ? bands.reverse() : bands,
      guaranteePremiums: [
        ...priced,
        ...allRisk.filter((premium): premium is GuaranteePremium => premium !== null),
      ],
    }));
  });

/** One option code of each guarantee, "Non souhaitée" included. */
export const guaranteeChoices: fc.Arbitrary<Record<Guarantee, string>> = fc.record(
  Object.fromEntries(
    guarantees.map((guarantee) => [
      guarantee,
      fc.constantFrom(
        ...guaranteeOptions
          .filter((option) => option.guarantee === guarantee)
          .map((option) => option.code),
      ),
    ]),
  ) as Record<Guarantee, fc.Arbitrary<string>>,
);

/** Bonus-malus answers, each possibly unanswered (undefined or null). */
export const claimHistoryArbitrary = fc.record(
  {
    materialClaimsLast12Months: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    bodilyClaimsLast12Months: fc.option(fc.integer({ min: 0, max: 8 })),
    atFaultClaimsLast24Months: fc.option(fc.integer({ min: 0, max: 12 })),
    monthsInsuredWithoutInterruption: fc.option(fc.integer({ min: 0, max: 400 })),
  },
  { requiredKeys: [] },
);

/** A date priced on, 2020–2030. */
export const onDateArbitrary = fc
  .integer({ min: 0, max: 3_650 })
  .map((days) => addToDate('2020-01-01', { days }));

/** A request on `onDate`: a driver of 18–80, a vehicle of 0–30 years, values 1 000–5 000 000 DH. */
export const requestArbitrary = (onDate: string): fc.Arbitrary<PricingRequest> =>
  fc
    .record({
      fuel: fc.constantFrom(...tariffFuels),
      fiscalPowerCv: fc.integer({ min: 1, max: 40 }),
      newValueCentimes: fc.integer({ min: 100_000, max: 500_000_000 }),
      marketShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
      vehicleDays: fc.integer({ min: 0, max: 30 * 366 }),
      driverDays: fc.integer({ min: 18 * 366, max: 80 * 365 }),
      licenceShare: fc.double({ min: 0, max: 1, noNaN: true }),
      claimHistory: claimHistoryArbitrary,
      guarantees: guaranteeChoices,
    })
    .map(({ marketShare, vehicleDays, driverDays, licenceShare, ...rest }) => {
      const birthDate = addToDate(onDate, { days: -driverDays });
      const adult = addToDate(birthDate, { years: 18 });
      const licenceDays = Math.floor(
        licenceShare * ((Date.parse(onDate) - Date.parse(adult)) / 86_400_000),
      );
      return {
        ...rest,
        marketValueCentimes: Math.max(1, Math.floor(rest.newValueCentimes * marketShare)),
        firstRegistrationDate: addToDate(onDate, { days: -vehicleDays }),
        birthDate,
        licenceObtainedOn: addToDate(adult, { days: Math.max(0, licenceDays) }),
      };
    });
