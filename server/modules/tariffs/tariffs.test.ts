import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { QuoteComparison } from '../../../domain/quotes/comparison.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { packs, type Guarantee } from '../../../domain/reference/guarantees.ts';
import type {
  AgencyTariff,
  PriceBreakdown,
  TariffSuggestion,
} from '../../../domain/tariffs/api.ts';
import { tariffFuelOf } from '../../../domain/tariffs/fuels.ts';
import { defaultLevyRates, type Levies } from '../../../domain/tariffs/levies.ts';
import { prepareGrid, priceRequest, type PackPrice } from '../../../domain/tariffs/pricing.ts';
import {
  agencies,
  drivers,
  offers,
  quotePriceEstimates,
  quotes,
  tariffGridBands,
  tariffGrids,
} from '../../db/schema/index.ts';
import { takeServerErrors } from '../../test/server-errors.ts';
import { buildQuoteInput, newKey, signInStaff } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * Tariff grids (docs/product/tariffs.md) through the API: the Barème (only the agency's
 * manager), automatic offers written with the submission, the driver's range and "Pourquoi ce
 * prix ?", the suggestion of the price form, the platform's levies, and what a grid change
 * leaves alone. Actors: Casablanca's demo agencies — Wafa Anfa (agent and manager) and AXA
 * Maârif (agent2), both with the demo grids and mode off in the test database.
 */

let server: TestServer;
let reference: ReferenceData;
let manager: TestClient;
let wafaAgent: TestClient;
let axaAgent: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  wafaAgent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axaAgent = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;

const requested: Record<Guarantee, string> = {
  pfcp: 'pfcp.2',
  theft: 'theft.F3',
  collisionDamage: 'collisionDamage.2',
  legalDefence: 'legalDefence.1',
  allRisk: 'allRisk.1',
  glassBreakage: 'glassBreakage.none',
  assistance: 'assistance.complementary',
};

type Overrides = Parameters<typeof buildQuoteInput>[2];

async function submit(overrides: Overrides = {}) {
  const { client } = await signUpDriver(server.baseUrl);
  const input = buildQuoteInput(reference, 'Casablanca', {
    ...overrides,
    guarantees: { ...requested, ...overrides.guarantees },
  });
  const response = await client.post('/api/quotes', input, { 'idempotency-key': newKey() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { driver: client, quote: response.body as { id: string }, input };
}

/** What the engine gives for `input` with `grid`, on the request's start date. */
function enginePrices(
  input: ReturnType<typeof buildQuoteInput>,
  grid: AgencyTariff['grid'],
  levies: Levies = { effectiveFrom: '2024-01-01', ...defaultLevyRates },
): Record<(typeof packs)[number], PackPrice> {
  const fuelName = reference.fuels.find((fuel) => fuel.id === input.vehicle.fuelId)?.nameFr ?? '';
  const cv = reference.fiscalPowers.find((power) => power.id === input.vehicle.fiscalPowerId)?.cv;
  const driver = input.driver as Record<string, unknown>;
  return priceRequest(
    {
      fuel: tariffFuelOf(fuelName) ?? 'petrol',
      fiscalPowerCv: cv ?? 0,
      newValueCentimes: Number(input.vehicle.newValue) * 100,
      marketValueCentimes: Number(input.vehicle.marketValue) * 100,
      firstRegistrationDate: String(input.vehicle.firstRegistrationDate),
      birthDate: String(input.driver.birthDate),
      licenceObtainedOn: String(input.driver.licenceObtainedOn),
      claimHistory: {
        atFaultClaimsLast24Months: (driver.atFaultClaimsLast24Months as number) ?? null,
        materialClaimsLast12Months: (driver.materialClaimsLast12Months as number) ?? null,
        bodilyClaimsLast12Months: (driver.bodilyClaimsLast12Months as number) ?? null,
        monthsInsuredWithoutInterruption:
          (driver.monthsInsuredWithoutInterruption as number) ?? null,
      },
      guarantees: requested,
    },
    prepareGrid(grid),
    levies,
    String(input.driver.insuranceStartDate),
  );
}

const offered = (price: PackPrice) => {
  if (!price.offered) throw new Error(`pack not offered: ${JSON.stringify(price.reason)}`);
  return price;
};

async function setMode(mode: AgencyTariff['mode'], grid?: AgencyTariff['grid']) {
  const current: AgencyTariff = (await manager.get('/api/agency/tariff')).body;
  const saved = await manager.put('/api/agency/tariff', { mode, grid: grid ?? current.grid });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as AgencyTariff;
}

const cardOf = (comparison: QuoteComparison, name: string) =>
  comparison.offers.find((offer) => offer.agency.name === name);

describe('the Barème', () => {
  it('is the manager’s alone: agents, drivers and the platform admin get a 404', async () => {
    const own: AgencyTariff = (await manager.get('/api/agency/tariff')).body;
    expect(own.mode).toBe('off');
    expect(own.version?.number).toBe(1);
    expect(own.grid.guaranteePremiums.length).toBeGreaterThan(20);
    const { client: driver } = await signUpDriver(server.baseUrl);
    for (const caller of [wafaAgent, axaAgent, admin, driver]) {
      expect((await caller.get('/api/agency/tariff')).status).toBe(404);
      expect((await caller.put('/api/agency/tariff', { mode: 'off', grid: own.grid })).status).toBe(
        404,
      );
    }
  });

  it('refuses a band cheaper than the one below with its field, and changes nothing', async () => {
    const before: AgencyTariff = (await manager.get('/api/agency/tariff')).body;
    const grid = structuredClone(before.grid);
    const index = grid.civilLiabilityBands.findIndex(
      (band) => band.fuel === 'petrol' && band.fromCv === 7,
    );
    grid.civilLiabilityBands = grid.civilLiabilityBands.map((band, at) =>
      at === index ? { ...band, premiumCentimes: 100 } : band,
    );
    const refused = await manager.put('/api/agency/tariff', { mode: 'automatic', grid });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(`grid.civilLiabilityBands.${index}`);
    expect((await manager.get('/api/agency/tariff')).body).toEqual(before);
  });

  it('keeps the version when the grid is the same, and adds one when it changes', async () => {
    const before: AgencyTariff = (await manager.get('/api/agency/tariff')).body;
    const same = await setMode('suggestion');
    expect(same.version).toEqual(before.version);
    const grid = structuredClone(before.grid);
    grid.policyFeesCentimes += 1_000;
    const changed = await setMode('suggestion', grid);
    expect(changed.version?.number).toBe((before.version?.number ?? 0) + 1);
    expect(changed.grid.policyFeesCentimes).toBe(grid.policyFeesCentimes);
    await setMode('off');
  });
});

describe('automatic offers', () => {
  it('exist when the submission returns, at the engine’s prices, with the range and the breakdown', async () => {
    const tariff = await setMode('automatic');
    const { driver, quote, input } = await submit();
    const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(comparison.status).toBe('offered');
    const card = cardOf(comparison, 'Agence Wafa Anfa');
    const expected = enginePrices(input, tariff.grid);
    expect(card?.prices).toEqual({
      basic: offered(expected.basic).priceCentimes,
      intermediate: offered(expected.intermediate).priceCentimes,
      premium: offered(expected.premium).priceCentimes,
    });
    expect(card?.pricing).toEqual({
      automatic: true,
      gridVersionCreatedAt: tariff.version?.createdAt,
    });
    // AXA Maârif's grid is off: one grid priced the request.
    expect(comparison.estimate).toEqual({
      gridCount: 1,
      packs: {
        basic: { minCentimes: card?.prices.basic, maxCentimes: card?.prices.basic },
        intermediate: {
          minCentimes: card?.prices.intermediate,
          maxCentimes: card?.prices.intermediate,
        },
        premium: { minCentimes: card?.prices.premium, maxCentimes: card?.prices.premium },
      },
    });

    const breakdown = await driver.get(`/api/quotes/${quote.id}/offers/${card?.id}/breakdown`);
    expect(breakdown.status).toBe(200);
    const body = breakdown.body as PriceBreakdown;
    for (const pack of packs) {
      expect(body.packs[pack]).toEqual(offered(expected[pack]).lines);
      const total = body.packs[pack].reduce((sum, line) => sum + line.amountCentimes, 0);
      expect(total).toBe(card?.prices[pack]);
    }
    await setMode('off');
  });

  it('are not sent when a pack cannot be offered, which the range leaves out', async () => {
    await setMode('automatic');
    // Wafa Anfa's demo grid covers tierce up to 8 years: no Premium for a 10-year-old car.
    const { driver, quote } = await submit({
      vehicle: { firstRegistrationDate: addToDate(todayInMorocco(), { years: -10 }) },
    });
    const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(comparison.offers).toEqual([]);
    expect(comparison.status).toBe('pending');
    expect(comparison.estimate?.packs.premium).toBeNull();
    expect(comparison.estimate?.packs.basic).not.toBeNull();
    await setMode('off');
  });

  it('apply the driver’s bonus-malus answers, and a bad answer writes nothing', async () => {
    const tariff = await setMode('automatic');
    const claims = {
      atFaultClaimsLast24Months: '2',
      materialClaimsLast12Months: '1',
      bodilyClaimsLast12Months: '1',
      monthsInsuredWithoutInterruption: '36',
    };
    const { driver, quote, input } = await submit({ driver: claims });
    const card = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    const lines = (
      (await driver.get(`/api/quotes/${quote.id}/offers/${card?.id}/breakdown`))
        .body as PriceBreakdown
    ).packs.basic;
    expect(lines.find((line) => line.kind === 'bonusMalus')?.rateBp).toBe(5_000);
    const expected = enginePrices(
      {
        ...input,
        driver: {
          ...input.driver,
          ...Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, Number(v)])),
        },
      },
      tariff.grid,
    );
    expect(card?.prices.basic).toBe(offered(expected.basic).priceCentimes);

    const quotesBefore = (await db().select({ id: quotes.id }).from(quotes)).length;
    const driversBefore = (await db().select({ id: drivers.id }).from(drivers)).length;
    const { client } = await signUpDriver(server.baseUrl);
    const refused = await client.post(
      '/api/quotes',
      buildQuoteInput(reference, 'Casablanca', {
        driver: { ...claims, atFaultClaimsLast24Months: '1' },
      }),
      { 'idempotency-key': newKey() },
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('atFaultClaimsLast24Months');
    expect((await db().select({ id: quotes.id }).from(quotes)).length).toBe(quotesBefore);
    expect((await db().select({ id: drivers.id }).from(drivers)).length).toBe(driversBefore);
    await setMode('off');
  });

  it('keep their prices and breakdown when the grid changes afterwards', async () => {
    const tariff = await setMode('automatic');
    const { driver, quote } = await submit();
    const before: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    const card = cardOf(before, 'Agence Wafa Anfa');
    const breakdownBefore = (
      await driver.get(`/api/quotes/${quote.id}/offers/${card?.id}/breakdown`)
    ).body;
    const grid = structuredClone(tariff.grid);
    grid.civilLiabilityBands = grid.civilLiabilityBands.map((band) => ({
      ...band,
      premiumCentimes: band.premiumCentimes * 2,
    }));
    await setMode('off', grid);
    const after: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(cardOf(after, 'Agence Wafa Anfa')?.prices).toEqual(card?.prices);
    expect(cardOf(after, 'Agence Wafa Anfa')?.pricing).toEqual(card?.pricing);
    expect((await driver.get(`/api/quotes/${quote.id}/offers/${card?.id}/breakdown`)).body).toEqual(
      breakdownBefore,
    );
  });

  it('show their breakdown to the quote’s driver only, and hand-priced offers have none', async () => {
    await setMode('automatic');
    const { driver, quote } = await submit();
    const priced = await axaAgent.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 3200,
      intermediate: 4500,
      premium: 6900,
    });
    expect(priced.status).toBe(201);
    const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    const automatic = cardOf(comparison, 'Agence Wafa Anfa');
    const byHand = cardOf(comparison, 'Agence AXA Maârif');
    expect(byHand?.pricing).toBeNull();
    expect(
      (await driver.get(`/api/quotes/${quote.id}/offers/${byHand?.id}/breakdown`)).status,
    ).toBe(404);
    const { client: stranger } = await signUpDriver(server.baseUrl);
    expect(
      (await stranger.get(`/api/quotes/${quote.id}/offers/${automatic?.id}/breakdown`)).status,
    ).toBe(404);
    // The agency revises its automatic offer by hand: no longer grid-priced.
    const revised = await manager.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 3000,
      intermediate: 4000,
      premium: 6000,
      basedOnRevision: 1,
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    const after: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(cardOf(after, 'Agence Wafa Anfa')?.pricing).toBeNull();
    await setMode('off');
  });
});

describe('a grid that cannot price', () => {
  it('is left out and reported: the request is saved and the other grids still price it', async () => {
    await setMode('automatic');
    await db()
      .update(agencies)
      .set({ tariffMode: 'automatic' })
      .where(eq(agencies.name, 'Agence AXA Maârif'));
    // Written around the Barème's checks: Wafa Anfa's current grid loses its petrol bands.
    const [wafa] = await db()
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.name, 'Agence Wafa Anfa'));
    const [grid] = await db()
      .select({ id: tariffGrids.id })
      .from(tariffGrids)
      .where(eq(tariffGrids.agencyId, wafa?.id ?? ''))
      .orderBy(desc(tariffGrids.version))
      .limit(1);
    const removed = await db()
      .delete(tariffGridBands)
      .where(and(eq(tariffGridBands.gridId, grid?.id ?? ''), eq(tariffGridBands.fuel, 'petrol')))
      .returning();
    try {
      const { driver, quote } = await submit();
      const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
      expect(comparison.offers.map((card) => card.agency.name)).toEqual(['Agence AXA Maârif']);
      expect(comparison.estimate?.gridCount).toBe(1);
      const logged = takeServerErrors();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('instant pricing failed');
    } finally {
      await db().insert(tariffGridBands).values(removed);
      await db()
        .update(agencies)
        .set({ tariffMode: 'off' })
        .where(eq(agencies.name, 'Agence AXA Maârif'));
      await setMode('off');
    }
  });
});

describe('the suggestion', () => {
  it('pre-prices the form, and sent unchanged the offer keeps its breakdown', async () => {
    const tariff = await setMode('suggestion');
    const { driver, quote, input } = await submit();
    expect((await driver.get(`/api/quotes/${quote.id}`)).body.offers).toEqual([]);
    const suggestion = await wafaAgent.get(`/api/agency/quotes/${quote.id}/tariff-suggestion`);
    expect(suggestion.status).toBe(200);
    const body = suggestion.body as TariffSuggestion;
    expect(body.gridVersion.number).toBe(tariff.version?.number);
    expect(body.packs).toEqual(enginePrices(input, tariff.grid));
    // AXA Maârif's grid is off: no suggestion.
    expect((await axaAgent.get(`/api/agency/quotes/${quote.id}/tariff-suggestion`)).status).toBe(
      404,
    );

    const dh = (pack: (typeof packs)[number]) => offered(body.packs[pack]).priceCentimes / 100;
    const sent = await wafaAgent.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: dh('basic'),
      intermediate: dh('intermediate'),
      premium: dh('premium'),
      tariffGridVersion: body.gridVersion.number,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const card = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    expect(card?.pricing).toEqual({
      automatic: false,
      gridVersionCreatedAt: tariff.version?.createdAt,
    });

    // Typed over the suggestion: the revision claims no breakdown.
    const typed = await wafaAgent.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: dh('basic') - 10,
      intermediate: dh('intermediate'),
      premium: dh('premium'),
      basedOnRevision: 1,
      tariffGridVersion: body.gridVersion.number,
    });
    expect(typed.status).toBe(200);
    const revised = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    expect(revised?.pricing).toBeNull();
    await setMode('off');
  });

  it('is not given for a quote of another city', async () => {
    await setMode('suggestion');
    const { client } = await signUpDriver(server.baseUrl);
    const response = await client.post('/api/quotes', buildQuoteInput(reference, 'Rabat'), {
      'idempotency-key': newKey(),
    });
    expect(
      (await wafaAgent.get(`/api/agency/quotes/${response.body.id}/tariff-suggestion`)).status,
    ).toBe(404);
    await setMode('off');
  });
});

describe('the levies', () => {
  it('are the platform admin’s, apply to every agency from their date, and refuse a past date', async () => {
    for (const caller of [manager, wafaAgent]) {
      expect((await caller.get('/api/admin/tariff-levies')).status).toBe(404);
    }
    const today = todayInMorocco();
    const past = await admin.post('/api/admin/tariff-levies', {
      effectiveFrom: addToDate(today, { days: -1 }),
      contractTaxBp: 1_500,
      fgacContributionBp: 130,
      fsecLevyBp: 100,
    });
    expect(past.status).toBe(400);
    const saved = await admin.post('/api/admin/tariff-levies', {
      effectiveFrom: today,
      contractTaxBp: 1_500,
      fgacContributionBp: 130,
      fsecLevyBp: 100,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.versions.map((version: Levies) => version.effectiveFrom)).toEqual([
      '2024-01-01',
      today,
    ]);

    // Both agencies automatic: each offer's tax is 15 % of its taxable base.
    await setMode('automatic');
    await db()
      .update(agencies)
      .set({ tariffMode: 'automatic' })
      .where(eq(agencies.name, 'Agence AXA Maârif'));
    const { driver, quote } = await submit();
    const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(comparison.offers).toHaveLength(2);
    expect(comparison.estimate?.gridCount).toBe(2);
    for (const card of comparison.offers) {
      const lines = (
        (await driver.get(`/api/quotes/${quote.id}/offers/${card.id}/breakdown`))
          .body as PriceBreakdown
      ).packs.intermediate;
      expect(lines.find((line) => line.kind === 'contractTax')?.rateBp).toBe(1_500);
    }
    const [low, high] = comparison.offers.map((card) => card.prices.basic).sort((a, b) => a - b);
    expect(comparison.estimate?.packs.basic).toEqual({ minCentimes: low, maxCentimes: high });
    const stored = await db()
      .select()
      .from(quotePriceEstimates)
      .where(eq(quotePriceEstimates.quoteId, quote.id));
    expect(stored).toHaveLength(3);
    expect(
      (await db().select({ id: offers.id }).from(offers).where(eq(offers.quoteId, quote.id)))
        .length,
    ).toBe(2);
    await db()
      .update(agencies)
      .set({ tariffMode: 'off' })
      .where(eq(agencies.name, 'Agence AXA Maârif'));
    await setMode('off');
  });
});
