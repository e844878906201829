import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpDriver } from '../../test/harness.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { QuoteComparison } from '../../../domain/quotes/comparison.ts';
import type { AgencyTariff, PriceBreakdown } from '../../../domain/tariffs/api.ts';
import type { Levies } from '../../../domain/tariffs/levies.ts';
import { agencies, offers, quotePriceEstimates } from '../../db/schema/index.ts';
import {
  server,
  manager,
  wafaAgent,
  axaAgent,
  admin,
  db,
  submit,
  setMode,
  useTariffsServer,
} from './test-context.ts';

/*
 * The Barème (docs/product/tariffs.md) through the API: only the agency's manager edits it, a
 * grid that breaks a rule is refused with its field and changes nothing, and a changed grid is a
 * new version; the platform's levies are the admin's and apply to every agency from their date.
 */

useTariffsServer();

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
