import { toCentimes } from '../money.ts';
import type { CivilLiabilityBand, TariffGrid } from './grid.ts';
import { applyRate, fullRateBp } from './rates.ts';

/*
 * The grid a new Barème starts from: the public reference tariff of civil liability for private
 * cars (usage A) of arrêté 1390-05 (2005), still the market's reference though the RC tariff was
 * freed in 2006. It sets nothing else: guarantee premiums, surcharges, age limits and policy fees
 * are each agency's, so they start empty or at zero.
 */

/** Reduction of an electric vehicle's RC premium from its petrol band (arrêté 1390-05, class D12), bp. */
export const electricReductionBp = 3_000;

/**
 * Arrêté 1390-05's RC premiums of private cars before tax, DH, by band of fiscal power: petrol
 * ≤ 6 CV and diesel ≤ 4 CV 1 840 DH; petrol 7–8 and diesel 5 CV 2 238 DH; petrol 9–10 and
 * diesel 6–7 CV 2 429 DH; petrol ≥ 11 and diesel ≥ 8 CV 3 490 DH.
 */
const referenceBands: readonly {
  petrol: [number, number | null];
  diesel: [number, number | null];
  premiumDh: number;
}[] = [
  { petrol: [1, 6], diesel: [1, 4], premiumDh: 1_840 },
  { petrol: [7, 8], diesel: [5, 5], premiumDh: 2_238 },
  { petrol: [9, 10], diesel: [6, 7], premiumDh: 2_429 },
  { petrol: [11, null], diesel: [8, null], premiumDh: 3_490 },
];

/**
 * A fresh copy of the reference grid (the caller may change it): arrêté 1390-05's RC bands for
 * petrol and diesel, electric at the petrol bands less 30 % (rounded by `applyRate`: 1 288.00,
 * 1 566.60, 1 700.30 and 2 443.00 DH); no surcharge, no guarantee priced, no age limit, no
 * policy fees.
 */
export function referenceGrid(): TariffGrid {
  const civilLiabilityBands: CivilLiabilityBand[] = referenceBands.flatMap((band) => {
    const premiumCentimes = toCentimes(band.premiumDh);
    const [petrolFrom, petrolTo] = band.petrol;
    const [dieselFrom, dieselTo] = band.diesel;
    return [
      { fuel: 'petrol', fromCv: petrolFrom, toCv: petrolTo, premiumCentimes },
      { fuel: 'diesel', fromCv: dieselFrom, toCv: dieselTo, premiumCentimes },
      {
        fuel: 'electric',
        fromCv: petrolFrom,
        toCv: petrolTo,
        premiumCentimes: applyRate(premiumCentimes, fullRateBp - electricReductionBp),
      },
    ];
  });
  return {
    civilLiabilityBands,
    youngDriverSurchargeBp: 0,
    newLicenceSurchargeBp: 0,
    guaranteePremiums: [],
    vehicleAgeLimits: [],
    policyFeesCentimes: 0,
  };
}
