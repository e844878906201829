import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tariffFuelOf } from './fuels.ts';
import {
  guaranteePremiumCentimes,
  premiumDominates,
  premiumTerms,
  tariffGridSchema,
  type GuaranteePremium,
  type PremiumTerms,
  type TariffGrid,
} from './grid.ts';
import { defaultLevyRates, leviesOn, leviesSchema, type Levies } from './levies.ts';
import { prepareGrid, priceRequest } from './pricing.ts';
import type { PricingRequest } from './pricing-request.ts';
import { referenceGrid } from './reference-grid.ts';

/** The issues' messages of a grid, each with its path joined by dots. */
const issuesOf = (grid: unknown) =>
  (tariffGridSchema.safeParse(grid).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

const flat = (level: string, dh: number): GuaranteePremium => ({
  level,
  basis: 'flat',
  flatCentimes: dh * 100,
  rateBp: null,
  minimumCentimes: null,
});
const rated = (
  level: string,
  basis: 'newValue' | 'marketValue',
  rateBp: number,
  minimumDh: number | null = null,
): GuaranteePremium => ({
  level,
  basis,
  flatCentimes: null,
  rateBp,
  minimumCentimes: minimumDh === null ? null : minimumDh * 100,
});
const withPremiums = (...guaranteePremiums: GuaranteePremium[]): TariffGrid => ({
  ...referenceGrid(),
  guaranteePremiums,
});

describe('the reference grid (arrêté 1390-05)', () => {
  it('is a valid grid with the arrêté’s bands, electric at the petrol bands less 30 %', () => {
    const grid = referenceGrid();
    expect(issuesOf(grid)).toEqual([]);
    const bands = (fuel: string) =>
      grid.civilLiabilityBands
        .filter((band) => band.fuel === fuel)
        .map((band) => [band.fromCv, band.toCv, band.premiumCentimes]);
    expect(bands('petrol')).toEqual([
      [1, 6, 184_000],
      [7, 8, 223_800],
      [9, 10, 242_900],
      [11, null, 349_000],
    ]);
    expect(bands('diesel')).toEqual([
      [1, 4, 184_000],
      [5, 5, 223_800],
      [6, 7, 242_900],
      [8, null, 349_000],
    ]);
    // 1 840 × 0.7 = 1 288; 2 238 × 0.7 = 1 566.60; 2 429 × 0.7 = 1 700.30; 3 490 × 0.7 = 2 443.
    expect(bands('electric')).toEqual([
      [1, 6, 128_800],
      [7, 8, 156_660],
      [9, 10, 170_030],
      [11, null, 244_300],
    ]);
  });

  it('is a fresh copy each time', () => {
    const grid = referenceGrid();
    grid.civilLiabilityBands.length = 0;
    expect(referenceGrid().civilLiabilityBands).toHaveLength(12);
  });
});

describe('tariff fuels of the reference fuels', () => {
  it.each([
    ['Essence', 'petrol'],
    ['Diesel', 'diesel'],
    ['Hybride', 'petrol'],
    ['Hybride rechargeable', 'petrol'],
    ['Électrique', 'electric'],
    ['GPL', undefined],
    ['toString', undefined],
  ])('%s → %s', (name, fuel) => {
    expect(tariffFuelOf(name)).toBe(fuel);
  });
});

describe('the grid’s rules', () => {
  const bands = referenceGrid().civilLiabilityBands;
  const withBands = (civilLiabilityBands: TariffGrid['civilLiabilityBands']) => ({
    ...referenceGrid(),
    civilLiabilityBands,
  });
  const petrol = (rows: [number, number | null, number][]) => [
    ...bands.filter((band) => band.fuel !== 'petrol'),
    ...rows.map(([fromCv, toCv, premiumCentimes]) => ({
      fuel: 'petrol' as const,
      fromCv,
      toCv,
      premiumCentimes,
    })),
  ];

  it('accepts bands in any order', () => {
    expect(issuesOf(withBands([...bands].reverse()))).toEqual([]);
  });

  it.each([
    [
      'a gap',
      [
        [1, 6, 100],
        [8, null, 200],
      ],
      'civilLiabilityBands.9: bandsIncomplete',
    ],
    [
      'an overlap',
      [
        [1, 6, 100],
        [6, null, 200],
      ],
      'civilLiabilityBands.9: bandsIncomplete',
    ],
    ['no band from 1 CV', [[2, null, 100]], 'civilLiabilityBands.8: bandsIncomplete'],
    [
      'no open top band',
      [
        [1, 6, 100],
        [7, 20, 200],
      ],
      'civilLiabilityBands: bandsIncomplete',
    ],
    [
      'a band ending before it starts',
      [
        [1, 6, 100],
        [7, 5, 200],
      ],
      'civilLiabilityBands.9: bandsIncomplete',
    ],
    [
      'a cheaper band above',
      [
        [1, 6, 200],
        [7, null, 100],
      ],
      'civilLiabilityBands.9: bandPremiumDecreasing',
    ],
  ] as const)('refuses %s', (_, rows, issue) => {
    expect(issuesOf(withBands(petrol(rows.map((row) => [...row]))))).toContain(issue);
  });

  it('refuses a fuel without bands', () => {
    expect(issuesOf(withBands(bands.filter((band) => band.fuel !== 'electric')))).toEqual([
      'civilLiabilityBands: bandsIncomplete',
    ]);
  });

  it('refuses a level that is not in the catalogue, "Non souhaitée", or priced twice', () => {
    expect(
      issuesOf(
        withPremiums(
          flat('theft.F9', 100),
          flat('assistance.none', 0),
          flat('pfcp.1', 100),
          flat('pfcp.1', 120),
        ),
      ),
    ).toEqual([
      'guaranteePremiums.0.level: levelNotOffered',
      'guaranteePremiums.1.level: levelNotOffered',
      'guaranteePremiums.3.level: duplicateLevel',
    ]);
  });

  it('takes the fields of a premium’s basis only', () => {
    expect(
      issuesOf(
        withPremiums(
          { ...flat('pfcp.1', 100), rateBp: 100 },
          { ...flat('pfcp.2', 100), flatCentimes: null },
          { ...rated('theft.F0', 'marketValue', 50), flatCentimes: 100 },
          { ...rated('theft.F1', 'marketValue', 50), rateBp: null },
          { ...flat('pfcp.3', 100), minimumCentimes: 100 },
        ),
      ),
    ).toEqual([
      'guaranteePremiums.0.rateBp: invalidValue',
      'guaranteePremiums.1.flatCentimes: required',
      'guaranteePremiums.2.flatCentimes: invalidValue',
      'guaranteePremiums.3.rateBp: required',
      'guaranteePremiums.4.minimumCentimes: invalidValue',
    ]);
  });

  it('refuses negative, fractional and out-of-bound amounts and rates', () => {
    expect(
      issuesOf({
        ...withPremiums(flat('pfcp.1', -1), rated('theft.F0', 'newValue', 10_001)),
        youngDriverSurchargeBp: 12.5,
        policyFeesCentimes: 200_000_000,
      }),
    ).toEqual([
      'youngDriverSurchargeBp: invalidValue',
      'guaranteePremiums.0.flatCentimes: invalidValue',
      'guaranteePremiums.1.rateBp: invalidValue',
      'policyFeesCentimes: amountTooLarge',
    ]);
  });

  it('refuses two age limits for one guarantee', () => {
    const limit = { guarantee: 'allRisk', maxVehicleAgeYears: 5 } as const;
    expect(issuesOf({ ...referenceGrid(), vehicleAgeLimits: [limit, limit] })).toEqual([
      'vehicleAgeLimits.1.guarantee: duplicateAgeLimit',
    ]);
  });

  it.each([
    [
      'a lower minimum',
      rated('allRisk.1', 'newValue', 300, 900),
      rated('collisionDamage.1', 'marketValue', 100, 1_000),
    ],
    [
      'a lower rate',
      rated('allRisk.1', 'newValue', 90, 2_500),
      rated('collisionDamage.1', 'newValue', 100, 1_000),
    ],
    [
      'the market value against the new value',
      rated('allRisk.1', 'marketValue', 500, 2_500),
      rated('collisionDamage.1', 'newValue', 100),
    ],
    [
      'a flat premium against a rate',
      flat('allRisk.1', 5_000),
      rated('collisionDamage.1', 'marketValue', 100),
    ],
  ])('refuses tierce that could cost less than collision damage: %s', (_, allRisk, collision) => {
    expect(issuesOf(withPremiums(collision, allRisk))).toEqual([
      'guaranteePremiums.1: allRiskBelowCollisionDamage',
    ]);
  });

  it.each([
    [
      'on the new value at a higher rate',
      rated('allRisk.1', 'newValue', 300, 2_500),
      rated('collisionDamage.1', 'marketValue', 100, 1_000),
    ],
    [
      'on the same basis at the same rate',
      rated('allRisk.1', 'marketValue', 100, 1_000),
      rated('collisionDamage.1', 'marketValue', 100, 1_000),
    ],
    ['flat, above a flat premium', flat('allRisk.1', 3_000), flat('collisionDamage.1', 2_000)],
    [
      'rated, above a flat premium',
      rated('allRisk.1', 'marketValue', 100, 2_000),
      flat('collisionDamage.1', 2_000),
    ],
  ])('accepts tierce that always costs at least collision damage: %s', (_, allRisk, collision) => {
    expect(issuesOf(withPremiums(collision, allRisk))).toEqual([]);
  });

  it('needs that rule: without it, Premium can cost less than Intermédiaire', () => {
    // Collision damage at 5 % of 150 000 DH = 7 500 DH; tierce flat 2 500 DH; Premium adds glass
    // breakage at 300 DH: Premium's premium is 4 700 DH below Intermédiaire's.
    const grid = withPremiums(
      flat('pfcp.1', 100),
      flat('theft.F0', 500),
      flat('legalDefence.1', 100),
      rated('collisionDamage.1', 'marketValue', 500),
      flat('allRisk.1', 2_500),
      flat('glassBreakage.1', 300),
    );
    expect(issuesOf(grid)).toContain('guaranteePremiums.4: allRiskBelowCollisionDamage');
    const request: PricingRequest = {
      fuel: 'petrol',
      fiscalPowerCv: 6,
      newValueCentimes: 20_000_000,
      marketValueCentimes: 15_000_000,
      firstRegistrationDate: '2024-01-01',
      birthDate: '1980-01-01',
      licenceObtainedOn: '2000-01-01',
      guarantees: {
        pfcp: 'pfcp.1',
        theft: 'theft.F0',
        collisionDamage: 'collisionDamage.1',
        legalDefence: 'legalDefence.1',
        allRisk: 'allRisk.1',
        glassBreakage: 'glassBreakage.1',
        assistance: 'assistance.none',
      },
    };
    const levies = { effectiveFrom: '2020-01-01', ...defaultLevyRates };
    const prices = priceRequest(request, prepareGrid(grid), levies, '2026-12-01');
    if (!prices.intermediate.offered || !prices.premium.offered) throw new Error('not offered');
    expect(prices.premium.priceCentimes).toBeLessThan(prices.intermediate.priceCentimes);
  });
});

describe('premium dominance (the tierce rule)', () => {
  const terms: fc.Arbitrary<PremiumTerms> = fc.oneof(
    fc.integer({ min: 0, max: 200_000 }).map((dh) => premiumTerms(flat('pfcp.1', dh))),
    fc
      .record({
        basis: fc.constantFrom('newValue' as const, 'marketValue' as const),
        rateBp: fc.integer({ min: 0, max: 1_000 }),
        minimum: fc.option(fc.integer({ min: 0, max: 5_000 })),
      })
      .map(({ basis, rateBp, minimum }) => premiumTerms(rated('pfcp.1', basis, rateBp, minimum))),
  );

  it('means a premium at least the other’s for every vehicle (property)', () => {
    fc.assert(
      fc.property(
        terms,
        terms,
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b, newValue, share) => {
          fc.pre(premiumDominates(a, b));
          const marketValue = Math.max(1, Math.floor(newValue * share));
          expect(guaranteePremiumCentimes(a, newValue, marketValue)).toBeGreaterThanOrEqual(
            guaranteePremiumCentimes(b, newValue, marketValue),
          );
        },
      ),
    );
  });
});

describe('levies', () => {
  const version = (effectiveFrom: string, contractTaxBp = 1_400): Levies => ({
    ...defaultLevyRates,
    effectiveFrom,
    contractTaxBp,
  });

  it('default to 14 % tax, 1.3 % FGAC and 1 % FSEC, a version the schema accepts', () => {
    expect(defaultLevyRates).toEqual({
      contractTaxBp: 1_400,
      fgacContributionBp: 130,
      fsecLevyBp: 100,
    });
    expect(leviesSchema.safeParse(version('2020-01-01')).success).toBe(true);
    expect(leviesSchema.safeParse({ ...version('2020-02-30') }).success).toBe(false);
    expect(leviesSchema.safeParse({ ...version('2020-01-01', -1) }).success).toBe(false);
  });

  it('apply from their date until the next version’s', () => {
    const versions = [version('2020-01-01'), version('2027-01-01', 1_500)];
    expect(leviesOn(versions, '2026-12-31').contractTaxBp).toBe(1_400);
    expect(leviesOn(versions, '2027-01-01').contractTaxBp).toBe(1_500);
    expect(() => leviesOn(versions, '2019-12-31')).toThrow(RangeError);
    expect(() => leviesOn([...versions, version('2027-01-01')], '2027-06-01')).toThrow(RangeError);
  });
});
