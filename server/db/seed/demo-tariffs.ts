import { toCentimes } from '../../../domain/money.ts';
import type { TariffMode } from '../../../domain/tariffs/api.ts';
import {
  tariffGridSchema,
  type GuaranteePremium,
  type TariffGrid,
} from '../../../domain/tariffs/grid.ts';
import { applyRate } from '../../../domain/tariffs/rates.ts';
import { referenceGrid } from '../../../domain/tariffs/reference-grid.ts';

/*
 * The demo agencies' tariff grids (docs/product/tariffs.md): each starts from the reference RC
 * tariff and prices every level of every guarantee, scaled by its own factor so that the demo's
 * offers differ. Invented amounts for a demonstration, not market data.
 */

/** Each level's premium before the agency's factor: flat DH, or a % of the new value with a minimum. */
const baseLevels: readonly (
  { level: string; flatDh: number } | { level: string; newValuePercent: number; minimumDh: number }
)[] = [
  ...[150, 250, 350, 450, 600].map((flatDh, index) => ({ level: `pfcp.${index + 1}`, flatDh })),
  ...[400, 650, 900, 1_150, 1_400].map((flatDh, index) => ({ level: `theft.F${index}`, flatDh })),
  ...[900, 1_200, 1_500, 1_800].map((flatDh, index) => ({
    level: `collisionDamage.${index + 1}`,
    flatDh,
  })),
  ...[100, 150, 200, 300].map((flatDh, index) => ({ level: `legalDefence.${index + 1}`, flatDh })),
  // Tierce costs at least the dearest collision-damage level (the grid's rule).
  ...[2.0, 2.4, 2.8, 3.2, 3.6].map((newValuePercent, index) => ({
    level: `allRisk.${index + 1}`,
    newValuePercent,
    minimumDh: 2_000 + 200 * index,
  })),
  ...[200, 300, 450, 600, 800].map((flatDh, index) => ({
    level: `glassBreakage.${index + 1}`,
    flatDh,
  })),
  { level: 'assistance.breakdown', flatDh: 150 },
  { level: 'assistance.complementary', flatDh: 250 },
  { level: 'assistance.premium', flatDh: 400 },
];

/** A demo agency's settings: its factor (bp of the base amounts) and its own choices. */
interface DemoTariff {
  factorBp: number;
  youngDriverSurchargeBp: number;
  newLicenceSurchargeBp: number;
  policyFeesDh: number;
  /** No tierce on vehicles older than this, years; null for no limit. */
  allRiskMaxAgeYears: number | null;
}

/** One per demo agency, in the seed's order. */
export const demoTariffs: readonly DemoTariff[] = [
  {
    factorBp: 10_000,
    youngDriverSurchargeBp: 2_500,
    newLicenceSurchargeBp: 1_500,
    policyFeesDh: 80,
    allRiskMaxAgeYears: 8,
  },
  {
    factorBp: 9_400,
    youngDriverSurchargeBp: 2_000,
    newLicenceSurchargeBp: 1_000,
    policyFeesDh: 60,
    allRiskMaxAgeYears: null,
  },
  {
    factorBp: 10_500,
    youngDriverSurchargeBp: 3_000,
    newLicenceSurchargeBp: 1_500,
    policyFeesDh: 100,
    allRiskMaxAgeYears: 5,
  },
  {
    factorBp: 9_700,
    youngDriverSurchargeBp: 2_500,
    newLicenceSurchargeBp: 0,
    policyFeesDh: 70,
    allRiskMaxAgeYears: null,
  },
  {
    factorBp: 10_200,
    youngDriverSurchargeBp: 0,
    newLicenceSurchargeBp: 2_000,
    policyFeesDh: 90,
    allRiskMaxAgeYears: 10,
  },
  {
    factorBp: 9_200,
    youngDriverSurchargeBp: 2_000,
    newLicenceSurchargeBp: 1_000,
    policyFeesDh: 50,
    allRiskMaxAgeYears: null,
  },
];

/** The demo grid of `tariff`, checked by `tariffGridSchema` as the Barème page's would be. */
export function demoTariffGrid(tariff: DemoTariff): TariffGrid {
  const scaled = (dh: number) => applyRate(toCentimes(dh), tariff.factorBp);
  const reference = referenceGrid();
  const guaranteePremiums: GuaranteePremium[] = baseLevels.map((item) =>
    'flatDh' in item
      ? {
          level: item.level,
          basis: 'flat',
          flatCentimes: scaled(item.flatDh),
          rateBp: null,
          minimumCentimes: null,
        }
      : {
          level: item.level,
          basis: 'newValue',
          flatCentimes: null,
          rateBp: applyRate(Math.round(item.newValuePercent * 100), tariff.factorBp),
          minimumCentimes: scaled(item.minimumDh),
        },
  );
  return tariffGridSchema.parse({
    ...reference,
    civilLiabilityBands: reference.civilLiabilityBands.map((band) => ({
      ...band,
      premiumCentimes: applyRate(band.premiumCentimes, tariff.factorBp),
    })),
    youngDriverSurchargeBp: tariff.youngDriverSurchargeBp,
    newLicenceSurchargeBp: tariff.newLicenceSurchargeBp,
    guaranteePremiums,
    vehicleAgeLimits:
      tariff.allRiskMaxAgeYears === null
        ? []
        : [{ guarantee: 'allRisk', maxVehicleAgeYears: tariff.allRiskMaxAgeYears }],
    policyFeesCentimes: toCentimes(tariff.policyFeesDh),
  });
}

/** The grid of the demo agency at `index` in the seed's order (the tariffs repeat past six). */
export function demoTariffGridOf(index: number): TariffGrid {
  const tariff = demoTariffs[index % demoTariffs.length];
  if (!tariff) throw new RangeError('No demo tariff');
  return demoTariffGrid(tariff);
}

/**
 * The demo mode of an agency: in each city the first agency (`agent.` and `manager.`) prices
 * from suggestions and the second (`agent2.`) is automatic, so a newcomer's first request gets
 * an instant offer and the first agency still prices by hand; all `off` when `enabled` is false
 * (the test databases, whose suites price by hand).
 */
export function demoTariffMode(staff: 'first' | 'second', enabled: boolean): TariffMode {
  if (!enabled) return 'off';
  return staff === 'first' ? 'suggestion' : 'automatic';
}
