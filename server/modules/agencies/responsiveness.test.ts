import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import type { QuoteComparison } from '../../../domain/quotes/comparison.ts';
import { agencyResponsiveness } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { refreshResponsiveness, responsivenessQueue } from './responsiveness.ts';

/*
 * An agency's responsiveness beside its offer (domain/agencies/responsiveness.ts), on a known
 * data set: the job computes the medians at a time 400 days ahead, so that only the rows this
 * test dates inside that window count (the demo's quotes fall outside it).
 * Actors: Casablanca's demo agencies, Wafa Anfa and AXA Maârif.
 */

let server: TestServer;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;
const day = 86_400_000;
const now = new Date(Date.now() + 400 * day);
/** `minutes` after `from`, as SQL. */
const after = (from: Date, minutes: number) =>
  sql`${new Date(from.getTime() + minutes * 60_000).toISOString()}::timestamptz`;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(() => server.close());

/**
 * A quote of a new driver, submitted `daysAgo` days before `now` and priced by `agent`
 * `pricedAfter` minutes later.
 */
async function pricedQuote(agent: TestClient, daysAgo: number, pricedAfter: number) {
  const { client: driver } = await signUpDriver(server.baseUrl);
  const quote = await submitQuote(driver, reference, 'Casablanca');
  await priceQuote(agent, quote.id);
  const submitted = new Date(now.getTime() - daysAgo * day);
  const db = server.moqarana.database.db;
  await db.execute(
    sql`update quotes set created_at = ${after(submitted, 0)} where id = ${quote.id}`,
  );
  await db.execute(
    sql`update offers set created_at = ${after(submitted, pricedAfter)} where quote_id = ${quote.id}`,
  );
  return { driver, quote, submitted };
}

describe('responsiveness beside each offer', () => {
  it('shows the exact medians of the last 90 days, and nothing under 5 quotes', async () => {
    const db = server.moqarana.database.db;
    // Wafa prices 5 quotes in the window in 10 to 50 minutes (median 30), and one outside it.
    const wafaQuotes = [];
    for (const [index, minutes] of [50, 10, 40, 20, 30].entries()) {
      wafaQuotes.push(await pricedQuote(wafa, 10 + index, minutes));
    }
    await pricedQuote(wafa, 95, 5000);
    // AXA prices 4: too few to show.
    for (const minutes of [1, 2, 3, 4]) await pricedQuote(axa, 20, minutes);

    // The 5 drivers choose Wafa; it calls them back 5 to 45 minutes later (median 25), one of
    // them twice (only the first call counts).
    for (const [index, { driver, quote, submitted }] of wafaQuotes.entries()) {
      await selectFirstOffer(driver, quote.id);
      const chosen = new Date(submitted.getTime() + day);
      await db.execute(
        sql`update quotes set selected_at = ${after(chosen, 0)} where id = ${quote.id}`,
      );
      const calls = index === 0 ? [45, 200] : [[5, 15, 25, 35][index - 1] ?? 0];
      for (const minutes of calls) {
        const call = await wafa.post(`/api/agency/quotes/${quote.id}/calls`, {
          outcome: 'reached',
        });
        expect(call.status).toBe(201);
        await db.execute(
          sql`update contract_calls set called_at = ${after(chosen, minutes)}
              where quote_id = ${quote.id} and called_at <= now()`,
        );
      }
    }

    expect(await refreshResponsiveness(db, now)).toBeGreaterThanOrEqual(2);
    const [wafaFigures] = await db
      .select()
      .from(agencyResponsiveness)
      .where(eq(agencyResponsiveness.agencyId, (await wafa.get('/api/me')).body.agency.id));
    expect(wafaFigures).toMatchObject({
      pricedCount: 5,
      pricingMedianSeconds: 30 * 60,
      calledCount: 5,
      callBackMedianSeconds: 25 * 60,
    });

    // A driver whose quote both agencies priced sees Wafa's medians and none of AXA's.
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(wafa, quote.id);
    await priceQuote(axa, quote.id, { basic: 3100, intermediate: 4500, premium: 6900 });
    const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    const byAgency = Object.fromEntries(
      comparison.offers.map((offer) => [offer.agency.name, offer.responsiveness]),
    );
    expect(byAgency).toEqual({
      'Agence Wafa Anfa': {
        pricing: { medianMinutes: 30, quoteCount: 5 },
        callBack: { medianMinutes: 25, quoteCount: 5 },
      },
      'Agence AXA Maârif': { pricing: null, callBack: null },
    });
  });

  it('is computed by the hourly job of the process that works the queues', async () => {
    const db = server.moqarana.database.db;
    await db.delete(agencyResponsiveness);
    await server.moqarana.boss.send(responsivenessQueue, {});
    await expect
      .poll(async () => (await db.select().from(agencyResponsiveness)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
  });
});
