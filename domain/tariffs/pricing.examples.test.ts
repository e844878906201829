import { describe, expect, it } from 'vitest';
import type { Guarantee, Pack } from '../reference/guarantees.ts';
import { tariffGridSchema, type GuaranteePremium, type TariffGrid } from './grid.ts';
import { defaultLevyRates, type Levies } from './levies.ts';
import { prepareGrid, priceRequest, type PriceLine, type PriceLineKind } from './pricing.ts';
import { prepareRequest, type PricingRequest } from './pricing-request.ts';
import { referenceGrid } from './reference-grid.ts';

/*
 * Worked examples, each figure computed by hand in its comment (DH; rounding half up to the
 * centime at each line, the price the sum of the lines). The example grid is the reference RC
 * tariff plus these agency settings:
 * - surcharges: driver under 25: 25 %; licence under 2 years: 15 %; policy fees 150 DH;
 * - PFCP flat 100 / 150 / 200 / 250 / 300 DH; defence and recourse flat 100 / 150 / 200 / 300;
 *   glass breakage flat 200 / 300 / 400 / 500 / 600; assistance flat 150 / 300 / 500;
 * - theft F0–F4: 0.40 / 0.50 / 0.60 / 0.70 / 0.80 % of the market value, at least 300 DH;
 * - collision damage 1–4: 1.00 / 1.20 / 1.40 / 1.60 % of the market value, at least 1 000 DH;
 * - tierce 1–5: 4 / 3.5 / 3 / 2.5 / 2 % of the new value, at least 2 500 DH; only on vehicles
 *   at most 5 years old.
 * Levies: tax 14 % of premium + fees; FGAC 1.3 % of the RC premium; FSEC 1 % of premium + fees.
 * Priced on 2026-12-01.
 */

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
  minimumDh: number,
): GuaranteePremium => ({
  level,
  basis,
  flatCentimes: null,
  rateBp,
  minimumCentimes: minimumDh * 100,
});

const exampleGrid: TariffGrid = tariffGridSchema.parse({
  ...referenceGrid(),
  youngDriverSurchargeBp: 2_500,
  newLicenceSurchargeBp: 1_500,
  policyFeesCentimes: 15_000,
  guaranteePremiums: [
    ...[100, 150, 200, 250, 300].map((dh, i) => flat(`pfcp.${i + 1}`, dh)),
    ...[100, 150, 200, 300].map((dh, i) => flat(`legalDefence.${i + 1}`, dh)),
    ...[200, 300, 400, 500, 600].map((dh, i) => flat(`glassBreakage.${i + 1}`, dh)),
    flat('assistance.breakdown', 150),
    flat('assistance.complementary', 300),
    flat('assistance.premium', 500),
    ...[40, 50, 60, 70, 80].map((bp, i) => rated(`theft.F${i}`, 'marketValue', bp, 300)),
    ...[100, 120, 140, 160].map((bp, i) =>
      rated(`collisionDamage.${i + 1}`, 'marketValue', bp, 1_000),
    ),
    ...[400, 350, 300, 250, 200].map((bp, i) => rated(`allRisk.${i + 1}`, 'newValue', bp, 2_500)),
  ],
  vehicleAgeLimits: [{ guarantee: 'allRisk', maxVehicleAgeYears: 5 }],
});

const levies: Levies = { effectiveFrom: '2020-01-01', ...defaultLevyRates };
const onDate = '2026-12-01';

/** PFCP at 5 000 DH, every other guarantee declined. */
const basicChoices: Record<Guarantee, string> = {
  pfcp: 'pfcp.1',
  theft: 'theft.none',
  collisionDamage: 'collisionDamage.none',
  legalDefence: 'legalDefence.none',
  allRisk: 'allRisk.none',
  glassBreakage: 'glassBreakage.none',
  assistance: 'assistance.none',
};

/** A 41-year-old driver licensed for 20 years, a 3-year-old petrol car, no claims answered. */
const request = (overrides: Partial<PricingRequest> = {}): PricingRequest => ({
  fuel: 'petrol',
  fiscalPowerCv: 5,
  newValueCentimes: 20_000_000,
  marketValueCentimes: 15_000_000,
  firstRegistrationDate: '2023-06-01',
  birthDate: '1985-05-20',
  licenceObtainedOn: '2006-09-01',
  guarantees: basicChoices,
  ...overrides,
});

const fullChoices: Record<Guarantee, string> = {
  pfcp: 'pfcp.2',
  theft: 'theft.F2',
  collisionDamage: 'collisionDamage.3',
  legalDefence: 'legalDefence.2',
  allRisk: 'allRisk.3',
  glassBreakage: 'glassBreakage.2',
  assistance: 'assistance.breakdown',
};

const price = (overrides: Partial<PricingRequest>) =>
  priceRequest(request(overrides), prepareGrid(exampleGrid), levies, onDate);

describe('worked examples', () => {
  it.each<[string, Partial<PricingRequest>, Pack, number]>([
    // Basique = RC + PFCP 100; fees 150; taxable = RC + 250; tax 14 % and FSEC 1 % of it; FGAC 1.3 % of RC.
    // RC 1 840: taxable 2 090.00, tax 292.60, FGAC 23.92, FSEC 20.90 → 2 427.42.
    ['petrol 5 CV (≤ 6 band)', { fiscalPowerCv: 5 }, 'basic', 242_742],
    ['petrol 6 CV (≤ 6 band, its top)', { fiscalPowerCv: 6 }, 'basic', 242_742],
    // RC 2 238: taxable 2 488.00, tax 348.32, FGAC 29.094 → 29.09, FSEC 24.88 → 2 890.29.
    ['petrol 7 CV (7–8 band)', { fiscalPowerCv: 7 }, 'basic', 289_029],
    // RC 2 429: taxable 2 679.00, tax 375.06, FGAC 31.577 → 31.58, FSEC 26.79 → 3 112.43.
    ['petrol 10 CV (9–10 band)', { fiscalPowerCv: 10 }, 'basic', 311_243],
    // RC 3 490: taxable 3 740.00, tax 523.60, FGAC 45.37, FSEC 37.40 → 4 346.37.
    ['petrol 11 CV (≥ 11 band)', { fiscalPowerCv: 11 }, 'basic', 434_637],
    ['diesel 4 CV (≤ 4 band)', { fuel: 'diesel', fiscalPowerCv: 4 }, 'basic', 242_742],
    ['diesel 5 CV (5 band)', { fuel: 'diesel', fiscalPowerCv: 5 }, 'basic', 289_029],
    ['diesel 7 CV (6–7 band)', { fuel: 'diesel', fiscalPowerCv: 7 }, 'basic', 311_243],
    ['diesel 8 CV (≥ 8 band)', { fuel: 'diesel', fiscalPowerCv: 8 }, 'basic', 434_637],
    // RC 2 238 × 0.7 = 1 566.60: taxable 1 816.60, tax 254.324 → 254.32, FGAC 20.3658 → 20.37,
    // FSEC 18.166 → 18.17 → 2 109.46.
    [
      'electric 8 CV (petrol 7–8 band − 30 %)',
      { fuel: 'electric', fiscalPowerCv: 8 },
      'basic',
      210_946,
    ],
    // 22 years old, licence 4 years: RC 2 238 + 25 % (559.50) = 2 797.50; taxable 3 047.50;
    // tax 426.65; FGAC 36.3675 → 36.37; FSEC 30.475 → 30.48 (half up) → 3 541.00.
    [
      'a young driver',
      { fiscalPowerCv: 7, birthDate: '2004-03-10', licenceObtainedOn: '2022-05-01' },
      'basic',
      354_100,
    ],
    // 20 years old, licence 1 year: RC 1 840 + 25 % (460) + 15 % (276) = 2 576; taxable 2 826;
    // tax 395.64; FGAC 33.488 → 33.49; FSEC 28.26 → 3 283.39.
    [
      'a young driver with a new licence',
      { birthDate: '2006-01-15', licenceObtainedOn: '2025-10-01' },
      'basic',
      328_339,
    ],
    // Malus 150 % (1 material + 1 bodily claim): RC 2 429 + 50 % (1 214.50) = 3 643.50;
    // taxable 3 893.50; tax 545.09; FGAC 47.3655 → 47.37; FSEC 38.935 → 38.94 → 4 524.90.
    [
      'a malus of 150 %',
      {
        fuel: 'diesel',
        fiscalPowerCv: 6,
        claimHistory: { materialClaimsLast12Months: 1, bodilyClaimsLast12Months: 1 },
      },
      'basic',
      452_490,
    ],
    // 4 material + 3 bodily = 270 % → 250 %: RC 1 840 + 150 % (2 760) = 4 600; taxable 4 850;
    // tax 679.00; FGAC 59.80; FSEC 48.50 → 5 637.30.
    [
      'a malus capped at 250 %',
      { claimHistory: { materialClaimsLast12Months: 4, bodilyClaimsLast12Months: 3 } },
      'basic',
      563_730,
    ],
    // Bonus 90 %: RC 2 429 − 10 % (242.90) = 2 186.10; taxable 2 436.10; tax 341.054 → 341.05;
    // FGAC 28.4193 → 28.42; FSEC 24.361 → 24.36 → 2 829.93.
    [
      'a bonus of −10 %',
      {
        fiscalPowerCv: 9,
        claimHistory: { monthsInsuredWithoutInterruption: 36, atFaultClaimsLast24Months: 0 },
      },
      'basic',
      282_993,
    ],
    // Full choices, petrol 7 CV, new 200 000 DH, market 150 000 DH. Basique: RC 2 238 + PFCP 150
    // + assistance 150 = 2 538; taxable 2 688; tax 376.32; FGAC 29.09; FSEC 26.88 → 3 120.29.
    [
      'Basique, all guarantees asked',
      { fiscalPowerCv: 7, guarantees: fullChoices },
      'basic',
      312_029,
    ],
    // Intermédiaire adds theft F2 0.6 % × 150 000 = 900, collision 1.4 % × 150 000 = 2 100,
    // defence 150: 5 688; taxable 5 838; tax 817.32; FGAC 29.09; FSEC 58.38 → 6 742.79.
    [
      'Intermédiaire, all guarantees asked',
      { fiscalPowerCv: 7, guarantees: fullChoices },
      'intermediate',
      674_279,
    ],
    // Premium: RC 2 238 + PFCP 150 + theft 900 + defence 150 + tierce 3 % × 200 000 = 6 000
    // + glass 300 + assistance 150 = 9 888; taxable 10 038; tax 1 405.32; FGAC 29.09;
    // FSEC 100.38 → 11 572.79.
    [
      'Premium, all guarantees asked',
      { fiscalPowerCv: 7, guarantees: fullChoices },
      'premium',
      1_157_279,
    ],
    // Cheap car (new 40 000, market 20 000 DH), theft F0 and collision 1 asked, defence declined:
    // theft 0.4 % × 20 000 = 80 → minimum 300; collision 1 % × 20 000 = 200 → minimum 1 000;
    // defence declined → its first level, 100. RC 1 840 + PFCP 100 + 300 + 1 000 + 100 = 3 340;
    // taxable 3 490; tax 488.60; FGAC 23.92; FSEC 34.90 → 4 037.42.
    [
      'the minimum premiums of a cheap car',
      {
        newValueCentimes: 4_000_000,
        marketValueCentimes: 2_000_000,
        guarantees: { ...basicChoices, theft: 'theft.F0', collisionDamage: 'collisionDamage.1' },
      },
      'intermediate',
      403_742,
    ],
    // A 7-year-old car (2019): Intermédiaire has no age limit, same price as above.
    [
      'Intermédiaire of an old car',
      { fiscalPowerCv: 7, guarantees: fullChoices, firstRegistrationDate: '2019-01-10' },
      'intermediate',
      674_279,
    ],
  ])('%s', (_, overrides, pack, expected) => {
    const result = price(overrides)[pack];
    expect(result).toMatchObject({ offered: true, priceCentimes: expected });
  });

  it('does not offer Premium for a car over 5 years old, and says why', () => {
    const prices = price({
      fiscalPowerCv: 7,
      guarantees: fullChoices,
      firstRegistrationDate: '2019-01-10',
    });
    expect(prices.premium).toEqual({
      offered: false,
      reason: {
        code: 'vehicleTooOld',
        guarantee: 'allRisk',
        level: 'allRisk.3',
        maxVehicleAgeYears: 5,
      },
    });
  });

  it('offers Premium up to the day the car turns 5, not the day after', () => {
    const on = (firstRegistrationDate: string, date = onDate) =>
      priceRequest(
        request({ guarantees: fullChoices, firstRegistrationDate }),
        prepareGrid(exampleGrid),
        levies,
        date,
      ).premium.offered;
    expect(on('2021-12-01')).toBe(true);
    expect(on('2021-11-30')).toBe(false);
    // Registered on 29 February: its anniversary in 2025 is 1 March (as `addToDate` counts).
    expect(on('2020-02-29', '2025-03-01')).toBe(true);
    expect(on('2020-02-29', '2025-03-02')).toBe(false);
  });

  it('states each line of Intermédiaire, in order, with its rate and base', () => {
    const result = price({ fiscalPowerCv: 7, guarantees: fullChoices }).intermediate;
    const row = (
      kind: PriceLineKind,
      amount: number,
      level: string | null = null,
      rate: number | null = null,
      base: number | null = null,
    ): PriceLine => ({ kind, level, rateBp: rate, baseCentimes: base, amountCentimes: amount });
    expect(result).toEqual({
      offered: true,
      priceCentimes: 674_279,
      lines: [
        row('civilLiability', 223_800),
        row('guarantee', 15_000, 'pfcp.2'),
        row('guarantee', 90_000, 'theft.F2', 60, 15_000_000),
        row('guarantee', 210_000, 'collisionDamage.3', 140, 15_000_000),
        row('guarantee', 15_000, 'legalDefence.2'),
        row('guarantee', 15_000, 'assistance.breakdown'),
        row('policyFees', 15_000),
        row('contractTax', 81_732, null, 1_400, 583_800),
        row('fgacContribution', 2_909, null, 130, 223_800),
        row('fsecLevy', 5_838, null, 100, 583_800),
      ],
    });
  });

  it('states the bonus-malus and surcharges as rates of the RC base', () => {
    const result = price({
      birthDate: '2006-01-15',
      licenceObtainedOn: '2025-10-01',
      claimHistory: { materialClaimsLast12Months: 1 },
    }).basic;
    if (!result.offered) throw new Error('not offered');
    expect(result.lines.slice(0, 4)).toEqual([
      {
        kind: 'civilLiability',
        level: null,
        rateBp: null,
        baseCentimes: null,
        amountCentimes: 184_000,
      },
      {
        kind: 'bonusMalus',
        level: null,
        rateBp: 2_000,
        baseCentimes: 184_000,
        amountCentimes: 36_800,
      },
      {
        kind: 'youngDriverSurcharge',
        level: null,
        rateBp: 2_500,
        baseCentimes: 184_000,
        amountCentimes: 46_000,
      },
      {
        kind: 'newLicenceSurcharge',
        level: null,
        rateBp: 1_500,
        baseCentimes: 184_000,
        amountCentimes: 27_600,
      },
    ]);
  });
});

describe('edges of the engine', () => {
  it('applies the young-driver surcharge until the 25th birthday, the licence one for 2 years', () => {
    const kinds = (birthDate: string, licenceObtainedOn: string) => {
      const result = price({ birthDate, licenceObtainedOn }).basic;
      return result.offered ? result.lines.map((line) => line.kind) : [];
    };
    expect(kinds('2001-12-02', '2024-12-02')).toContain('youngDriverSurcharge');
    expect(kinds('2001-12-01', '2024-12-01')).not.toContain('youngDriverSurcharge');
    expect(kinds('2001-12-01', '2024-12-02')).toContain('newLicenceSurcharge');
    expect(kinds('2001-12-01', '2024-12-01')).not.toContain('newLicenceSurcharge');
  });

  it('prices the first level of a declined guarantee a pack holds, and assistance declined at nothing', () => {
    const { packLevels } = prepareRequest(request(), onDate);
    expect(packLevels).toEqual({
      basic: [{ guarantee: 'pfcp', level: 'pfcp.1' }],
      intermediate: [
        { guarantee: 'pfcp', level: 'pfcp.1' },
        { guarantee: 'theft', level: 'theft.F0' },
        { guarantee: 'collisionDamage', level: 'collisionDamage.1' },
        { guarantee: 'legalDefence', level: 'legalDefence.1' },
      ],
      premium: [
        { guarantee: 'pfcp', level: 'pfcp.1' },
        { guarantee: 'theft', level: 'theft.F0' },
        { guarantee: 'legalDefence', level: 'legalDefence.1' },
        { guarantee: 'allRisk', level: 'allRisk.1' },
        { guarantee: 'glassBreakage', level: 'glassBreakage.1' },
      ],
    });
  });

  it('does not offer a pack whose level the grid does not price, and says which', () => {
    const grid = prepareGrid({
      ...exampleGrid,
      guaranteePremiums: exampleGrid.guaranteePremiums.filter((p) => p.level !== 'theft.F2'),
    });
    const prices = priceRequest(request({ guarantees: fullChoices }), grid, levies, onDate);
    expect(prices.basic.offered).toBe(true);
    expect(prices.intermediate).toEqual({
      offered: false,
      reason: {
        code: 'levelNotPriced',
        guarantee: 'theft',
        level: 'theft.F2',
        maxVehicleAgeYears: null,
      },
    });
  });

  it('does not offer a pack above the highest price an offer may carry', () => {
    // Tierce at 40 % of a 20 000 000 DH car: 8 000 000 DH, above the 1 000 000 DH an offer may carry.
    const grid = prepareGrid({
      ...exampleGrid,
      guaranteePremiums: exampleGrid.guaranteePremiums.map((p) =>
        p.level === 'allRisk.3' ? { ...p, rateBp: 4_000 } : p,
      ),
    });
    const prices = priceRequest(
      request({
        guarantees: fullChoices,
        newValueCentimes: 2_000_000_000,
        marketValueCentimes: 2_000_000_000,
      }),
      grid,
      levies,
      onDate,
    );
    expect(prices.premium).toMatchObject({ offered: false, reason: { code: 'priceAboveMaximum' } });
  });

  it('throws when the levies apply only after the date, or no band holds the fiscal power', () => {
    const grid = prepareGrid(exampleGrid);
    expect(() =>
      priceRequest(request(), grid, { ...levies, effectiveFrom: '2027-01-01' }, onDate),
    ).toThrow(RangeError);
    expect(() => priceRequest(request({ fiscalPowerCv: 0 }), grid, levies, onDate)).toThrow(
      RangeError,
    );
    expect(() => priceRequest(request({ fiscalPowerCv: 7.5 }), grid, levies, onDate)).toThrow(
      RangeError,
    );
  });
});
