import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusMalusCeilingBp, bonusMalusCoefficientBp, bonusMalusFloorBp } from './bonus-malus.ts';
import { tariffGridSchema, type TariffGrid } from './grid.ts';
import { defaultLevyRates } from './levies.ts';
import { prepareGrid, pricePacks, type PackPrice, type PriceLine } from './pricing.ts';
import { prepareRequest, type PricingRequest } from './pricing-request.ts';
import {
  claimHistoryArbitrary,
  gridArbitrary,
  onDateArbitrary,
  requestArbitrary,
  testLevies,
} from './test-arbitraries.ts';

/** A grid, a date and a request on it. */
const caseArbitrary = fc
  .record({ grid: gridArbitrary, onDate: onDateArbitrary })
  .chain((c) => requestArbitrary(c.onDate).map((request) => ({ ...c, request })));

const price = (request: PricingRequest, grid: TariffGrid, onDate: string, levies = testLevies) =>
  pricePacks(prepareRequest(request, onDate), prepareGrid(grid), levies);

const civilLiabilityKinds = new Set<PriceLine['kind']>([
  'civilLiability',
  'bonusMalus',
  'youngDriverSurcharge',
  'newLicenceSurcharge',
]);
const sumOf = (lines: readonly PriceLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCentimes, 0);
const civilLiabilityPart = (pack: PackPrice) =>
  pack.offered ? sumOf(pack.lines.filter((line) => civilLiabilityKinds.has(line.kind))) : null;

describe('tariff grids generated for the properties', () => {
  it('are grids the schema accepts', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        expect(tariffGridSchema.safeParse(grid).error?.issues).toBeUndefined();
      }),
    );
  });
});

describe('pricing properties', () => {
  it('never prices the RC part lower for more fiscal power, same fuel (and never a pack either)', () => {
    fc.assert(
      fc.property(
        caseArbitrary,
        fc.integer({ min: 0, max: 30 }),
        ({ grid, onDate, request }, more) => {
          const lower = price(request, grid, onDate);
          const higher = price(
            { ...request, fiscalPowerCv: request.fiscalPowerCv + more },
            grid,
            onDate,
          );
          for (const pack of ['basic', 'intermediate', 'premium'] as const) {
            const [a, b] = [lower[pack], higher[pack]];
            if (!a.offered || !b.offered) continue;
            expect(civilLiabilityPart(b)).toBeGreaterThanOrEqual(civilLiabilityPart(a) ?? 0);
            expect(b.priceCentimes).toBeGreaterThanOrEqual(a.priceCentimes);
          }
        },
      ),
    );
  });

  it('never prices a value-rated guarantee, or a pack, lower for a higher vehicle value', () => {
    fc.assert(
      fc.property(
        caseArbitrary,
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ grid, onDate, request }, newIncrease, marketShare) => {
          const newValueCentimes = request.newValueCentimes + newIncrease;
          const room = newValueCentimes - request.marketValueCentimes;
          const higherRequest = {
            ...request,
            newValueCentimes,
            marketValueCentimes: request.marketValueCentimes + Math.floor(room * marketShare),
          };
          const lower = price(request, grid, onDate);
          const higher = price(higherRequest, grid, onDate);
          for (const pack of ['basic', 'intermediate', 'premium'] as const) {
            const [a, b] = [lower[pack], higher[pack]];
            if (!a.offered || !b.offered) continue;
            const guaranteeLines = a.lines.filter((line) => line.kind === 'guarantee');
            for (const line of guaranteeLines) {
              const same = b.lines.find((other) => other.level === line.level);
              expect(same?.amountCentimes).toBeGreaterThanOrEqual(line.amountCentimes);
            }
            expect(b.priceCentimes).toBeGreaterThanOrEqual(a.priceCentimes);
          }
        },
      ),
    );
  });

  it('keeps Basique ≤ Intermédiaire ≤ Premium whenever all three are offered', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ grid, onDate, request }) => {
        const { basic, intermediate, premium } = price(request, grid, onDate);
        if (!basic.offered || !intermediate.offered || !premium.offered) return;
        expect(intermediate.priceCentimes).toBeGreaterThanOrEqual(basic.priceCentimes);
        expect(premium.priceCentimes).toBeGreaterThanOrEqual(intermediate.priceCentimes);
      }),
      { numRuns: 500 },
    );
  });

  it('charges the tax at exactly 14 % of the taxable base, half up to the centime', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ grid, onDate, request }) => {
        for (const pack of Object.values(price(request, grid, onDate))) {
          if (!pack.offered) continue;
          const index = pack.lines.findIndex((line) => line.kind === 'contractTax');
          const tax = pack.lines[index];
          // The taxable base is the premium (RC and guarantees) plus the policy fees: every line before the tax.
          const base = sumOf(pack.lines.slice(0, index));
          expect(pack.lines[index - 1]?.kind).toBe('policyFees');
          expect(tax).toMatchObject({ rateBp: 1_400, baseCentimes: base });
          // tax − 14 % × base is within (−0.5, 0.5] centime: rounded half up.
          const error = (tax?.amountCentimes ?? NaN) * 10_000 - base * 1_400;
          expect(error).toBeGreaterThan(-5_000);
          expect(error).toBeLessThanOrEqual(5_000);
        }
      }),
    );
  });

  it('prices each pack at the sum of its whole-centime lines, levies on their stated bases', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ grid, onDate, request }) => {
        for (const pack of Object.values(price(request, grid, onDate))) {
          if (!pack.offered) continue;
          expect(pack.priceCentimes).toBe(sumOf(pack.lines));
          for (const line of pack.lines) expect(Number.isInteger(line.amountCentimes)).toBe(true);
          const byKind = (kind: PriceLine['kind']) => pack.lines.find((line) => line.kind === kind);
          const taxable = byKind('contractTax')?.baseCentimes;
          expect(byKind('fsecLevy')?.baseCentimes).toBe(taxable);
          expect(byKind('fgacContribution')?.baseCentimes).toBe(civilLiabilityPart(pack));
          expect(byKind('fgacContribution')?.rateBp).toBe(defaultLevyRates.fgacContributionBp);
        }
      }),
    );
  });

  it('keeps the bonus-malus coefficient within [90 %, 250 %]', () => {
    fc.assert(
      fc.property(claimHistoryArbitrary, (history) => {
        const coefficient = bonusMalusCoefficientBp(history);
        expect(coefficient).toBeGreaterThanOrEqual(bonusMalusFloorBp);
        expect(coefficient).toBeLessThanOrEqual(bonusMalusCeilingBp);
        expect([bonusMalusFloorBp, bonusMalusCeilingBp]).toEqual([9_000, 25_000]);
      }),
    );
  });
});
