import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpDriver } from '../../test/harness.ts';
import { buildQuoteInput, newKey } from '../../test/factories.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { QuoteComparison } from '../../../domain/quotes/comparison.ts';
import { packs } from '../../../domain/reference/guarantees.ts';
import type { PriceBreakdown } from '../../../domain/tariffs/api.ts';
import { agencies, drivers, quotes, tariffGridBands, tariffGrids } from '../../db/schema/index.ts';
import { takeServerErrors } from '../../test/server-errors.ts';
import {
  server,
  reference,
  manager,
  axaAgent,
  db,
  submit,
  enginePrices,
  offered,
  setMode,
  cardOf,
  useTariffsServer,
} from './test-context.ts';

/*
 * Offers an agency's grid sends itself (docs/product/tariffs.md "Modes") through the API:
 * written with the submission at the engine's prices, with the driver's range and "Pourquoi ce
 * prix ?"; none when a pack cannot be offered; and a grid that cannot price is left out.
 */

useTariffsServer();

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
    // The agencies see how their own offer was priced too.
    const ownPricing = async (staff: typeof manager) =>
      (await staff.get(`/api/agency/quotes/${quote.id}`)).body.ownOffer?.pricing;
    expect(await ownPricing(manager)).toEqual(automatic?.pricing);
    expect((await ownPricing(manager))?.automatic).toBe(true);
    expect(await ownPricing(axaAgent)).toBeNull();
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
    expect(await ownPricing(manager)).toBeNull();
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
