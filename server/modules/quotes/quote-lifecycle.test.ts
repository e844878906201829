import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frMessages } from '../../../domain/messages/fr.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { quotes } from '../../db/schema/index.ts';
import { buildQuoteInput, newKey, signInStaff } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * The whole lifecycle through the API (docs/product/design.md §5): submit → agencies of the city price →
 * comparison ordered by price → selection → the selected agency sees the driver's contact.
 * Actors: two drivers, two agencies of Casablanca, one agency of Rabat.
 */

let server: TestServer;
let reference: ReferenceData;
let agentCasa: TestClient;
let agent2Casa: TestClient;
let agentRabat: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agentCasa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  agent2Casa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
  agentRabat = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
});
afterAll(() => server.close());

async function submit(client: TestClient, city = 'Casablanca', overrides = {}) {
  const input = buildQuoteInput(reference, city, overrides);
  const response = await client.post('/api/quotes', input, { 'idempotency-key': newKey() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...response.body, input } as { id: string; reference: string; input: typeof input };
}

describe('quote lifecycle', () => {
  it('goes from submission to selection, with identity masked until the agency is chosen', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submit(driver, 'Casablanca', {
      driver: { firstName: 'Salma', lastName: 'Bennani', cin: 'AB123456' },
    });
    expect(quote.reference).toMatch(/^MQ-\d{4}-\d{6,}$/);

    const waiting = await driver.get(`/api/quotes/${quote.id}`);
    expect(waiting.body).toMatchObject({ status: 'pending', offers: [], selection: null });

    // Both Casablanca agencies see it, masked; Rabat does not.
    for (const agent of [agentCasa, agent2Casa]) {
      const pending = await agent.get('/api/agency/tables/pending');
      const row = pending.body.items.find((item: { id: string }) => item.id === quote.id);
      expect(row.driver).toEqual({
        name: 'S. B.',
        age: 30,
        cin: 'AB****56',
        city: 'Casablanca',
        contact: null,
        anonymised: false,
      });
    }
    const rabatList = await agentRabat.get('/api/agency/tables/pending');
    expect(rabatList.body.items.some((item: { id: string }) => item.id === quote.id)).toBe(false);
    expect((await agentRabat.get(`/api/agency/quotes/${quote.id}`)).status).toBe(404);

    const detail = await agentCasa.get(`/api/agency/quotes/${quote.id}`);
    expect(detail.body).toMatchObject({
      reference: quote.reference,
      canPrice: true,
      ownOffer: null,
      vehicle: {
        newValueCentimes: 18_000_000,
        marketValueCentimes: 12_000_000,
        // The plate leads to its owner: its serial number is masked too.
        plate: '*****-A-6',
        fiscalPower: 6,
        seats: 5,
      },
      guarantees: {
        pfcp: 'pfcp.1',
        theft: 'theft.F0',
        assistance: 'assistance.breakdown',
      },
    });
    expect(JSON.stringify(detail.body)).not.toContain('AB123456');
    expect(JSON.stringify(detail.body)).not.toContain(quote.input.driver.email);

    expect(
      (
        await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
          basic: 3200,
          intermediate: 4500,
          premium: 6900,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await agent2Casa.put(`/api/agency/quotes/${quote.id}/offer`, {
          basic: 2950.5,
          intermediate: 4100,
          premium: 7200,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await agentRabat.put(`/api/agency/quotes/${quote.id}/offer`, {
          basic: 1,
          intermediate: 2,
          premium: 3,
        })
      ).status,
    ).toBe(404);

    // Priced quotes leave this agency's pending list and appear in its processed list.
    expect(
      (await agentCasa.get('/api/agency/tables/pending')).body.items.some(
        (i: { id: string }) => i.id === quote.id,
      ),
    ).toBe(false);
    const processed = await agentCasa.get('/api/agency/tables/processed');
    expect(processed.body.items[0]).toMatchObject({
      id: quote.id,
      amountCentimes: 320_000,
      selectedPack: null,
      driver: { contact: null },
    });

    // Every guarantee wanted: ranked by Premium unless the driver asks for Basique (decision 0012).
    const byRecommended = await driver.get(`/api/quotes/${quote.id}`);
    expect(byRecommended.body).toMatchObject({ recommendedPack: 'premium', rankedBy: 'premium' });
    expect(byRecommended.body.offers[0].agency.name).toBe('Agence Wafa Anfa');
    const comparison = await driver.get(`/api/quotes/${quote.id}?pack=basic`);
    expect(comparison.body.status).toBe('offered');
    expect(
      comparison.body.offers.map((o: { agency: { name: string }; prices: { basic: number } }) => [
        o.agency.name,
        o.prices.basic,
      ]),
    ).toEqual([
      ['Agence AXA Maârif', 295_050],
      ['Agence Wafa Anfa', 320_000],
    ]);
    const cheaper = comparison.body.offers[0];
    expect(cheaper.agency.acapsApprovalNumber).toMatch(/^ACAPS-/);

    const selected = await driver.post(`/api/quotes/${quote.id}/selection`, {
      offerId: cheaper.id,
      pack: 'intermediate',
    });
    expect(selected.status).toBe(201);
    expect(selected.body).toMatchObject({
      reference: quote.reference,
      pack: 'intermediate',
      priceCentimes: 410_000,
      insurerName: 'AXA Assurance Maroc',
    });

    // A second attempt answers with the existing selection, even for another offer.
    const other = comparison.body.offers[1];
    const again = await driver.post(`/api/quotes/${quote.id}/selection`, {
      offerId: other.id,
      pack: 'premium',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ pack: 'intermediate', insurerName: 'AXA Assurance Maroc' });

    const chosenView = await agent2Casa.get(`/api/agency/quotes/${quote.id}`);
    expect(chosenView.body).toMatchObject({
      selectedByUs: true,
      selectedPack: 'intermediate',
      canPrice: false,
      driver: {
        name: 'Salma Bennani',
        cin: 'AB123456',
        contact: { phone: '+212612345678', email: quote.input.driver.email },
      },
      vehicle: { plate: '12345-A-6' },
    });
    const otherView = await agentCasa.get(`/api/agency/quotes/${quote.id}`);
    expect(otherView.body).toMatchObject({
      selectedByUs: false,
      driver: { name: 'S. B.', cin: 'AB****56', contact: null },
      vehicle: { plate: '*****-A-6' },
    });
    expect(
      (
        await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
          basic: 100,
          intermediate: 200,
          premium: 300,
        })
      ).status,
    ).toBe(409);

    const mine = await driver.get('/api/quotes');
    expect(mine.body.items[0]).toMatchObject({
      id: quote.id,
      status: 'selected',
      offerCount: 2,
      // Once chosen, no best prices that would read as the price chosen.
      bestPrices: null,
    });

    expect(
      (
        await driver.post(`/api/quotes/${quote.id}/survey`, {
          rating: 5,
          comment: 'Rappel rapide, merci !',
        })
      ).status,
    ).toBe(201);
    expect((await driver.post(`/api/quotes/${quote.id}/survey`, { rating: 1 })).status).toBe(409);
  });

  it('lets an agency revise its offer until selection', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submit(driver);
    expect(
      (
        await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
          basic: 3000,
          intermediate: 4000,
          premium: 5000,
        })
      ).status,
    ).toBe(201);
    const revised = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 2800,
      intermediate: 3900,
      premium: 5000,
    });
    expect(revised.status).toBe(200);
    const offers = (await driver.get(`/api/quotes/${quote.id}`)).body.offers;
    expect(offers).toHaveLength(1);
    expect(offers[0].prices.basic).toBe(280_000);
  });

  it('refuses prices typed over an older revision of the offer (a second tab), and writes nothing', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submit(driver);
    const prices = { basic: 3000, intermediate: 4000, premium: 5000 };
    const first = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      ...prices,
      basedOnRevision: null,
    });
    expect(first.status).toBe(201);
    // Two tabs read the quote at revision 1; the first revises it, the second is then stale.
    const read = await agentCasa.get(`/api/agency/quotes/${quote.id}`);
    expect(read.body.ownOffer.revision).toBe(1);
    const newer = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      ...prices,
      basic: 2800,
      basedOnRevision: 1,
    });
    expect(newer.status).toBe(200);
    for (const basedOnRevision of [1, null]) {
      const stale = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
        ...prices,
        basic: 3500,
        basedOnRevision,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toEqual({
        code: 'offerChanged',
        message: frMessages.errors.offerChanged,
      });
    }
    const now = (await agentCasa.get(`/api/agency/quotes/${quote.id}`)).body.ownOffer;
    expect(now).toMatchObject({ revision: 2, prices: { basic: 280_000 } });
    // Sent again over the revision it now shows, the price replaces it.
    const again = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      ...prices,
      basic: 3500,
      basedOnRevision: 2,
    });
    expect(again.status).toBe(200);
    expect((await driver.get(`/api/quotes/${quote.id}`)).body.offers[0].prices.basic).toBe(350_000);
  });

  it('refuses prices out of order, above 1,000,000 DH or not positive', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submit(driver);
    const unordered = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 5000,
      intermediate: 4000,
      premium: 3000,
    });
    expect(unordered.status).toBe(400);
    expect(unordered.body.error.fields).toEqual({
      intermediate: 'Les prix doivent respecter Basique ≤ Intermédiaire ≤ Premium',
      premium: 'Les prix doivent respecter Basique ≤ Intermédiaire ≤ Premium',
    });
    const huge = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 1000,
      intermediate: 2000,
      premium: 1_000_001,
    });
    expect(huge.body.error.fields).toEqual({ premium: '*Montant trop élevé' });
    const zero = await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 0,
      intermediate: 2000,
      premium: 3000,
    });
    expect(zero.body.error.fields).toEqual({ basic: '*Le montant doit être supérieur à zéro' });
    expect((await driver.get(`/api/quotes/${quote.id}`)).body.offers).toEqual([]);
  });
});

describe('authorization (every other access answers 404)', () => {
  it('a driver sees only their own quotes and offers', async () => {
    const { client: first } = await signUpDriver(server.baseUrl);
    const { client: second } = await signUpDriver(server.baseUrl);
    const quote = await submit(first);
    await agentCasa.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 3000,
      intermediate: 4000,
      premium: 5000,
    });
    const offerId = (await first.get(`/api/quotes/${quote.id}`)).body.offers[0].id;
    expect((await second.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect(
      (await second.post(`/api/quotes/${quote.id}/selection`, { offerId, pack: 'basic' })).status,
    ).toBe(404);
    expect((await second.get(`/api/quotes/${quote.id}/selection`)).status).toBe(404);
    expect((await second.get('/api/quotes')).body.items).toEqual([]);
    expect((await first.get(`/api/quotes/${quote.id}`)).body.selection).toBeNull();
  });

  it('drivers cannot use agency endpoints and staff cannot use driver endpoints', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submit(driver);
    expect((await driver.get('/api/agency/tables/pending')).status).toBe(404);
    expect((await driver.get(`/api/agency/quotes/${quote.id}`)).status).toBe(404);
    expect(
      (
        await driver.put(`/api/agency/quotes/${quote.id}/offer`, {
          basic: 1,
          intermediate: 2,
          premium: 3,
        })
      ).status,
    ).toBe(404);
    expect((await agentCasa.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect(
      (
        await agentCasa.post('/api/quotes', buildQuoteInput(reference), {
          'idempotency-key': newKey(),
        })
      ).status,
    ).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/agency/tables/pending')).status).toBe(
      401,
    );
    expect((await new TestClient(server.baseUrl).get(`/api/quotes/${quote.id}`)).status).toBe(401);
  });

  it('an agent never sees prices of other agencies', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submit(driver);
    await agent2Casa.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 1234,
      intermediate: 2345,
      premium: 3456,
    });
    const detail = await agentCasa.get(`/api/agency/quotes/${quote.id}`);
    expect(detail.body.ownOffer).toBeNull();
    expect(JSON.stringify(detail.body)).not.toContain('123400');
    const processed = await agentCasa.get('/api/agency/tables/processed');
    expect(processed.body.items.some((i: { id: string }) => i.id === quote.id)).toBe(false);
  });
});

describe('cancellation (docs/product/design.md §5)', () => {
  it('withdraws an open quote from the agencies, once; a selected quote cannot be cancelled', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const { client: other } = await signUpDriver(server.baseUrl);
    const open = await submit(driver);
    await agentCasa.put(`/api/agency/quotes/${open.id}/offer`, {
      basic: 3000,
      intermediate: 4000,
      premium: 5000,
    });
    expect((await other.post(`/api/quotes/${open.id}/cancel`)).status).toBe(404);
    expect((await driver.post(`/api/quotes/${open.id}/cancel`)).status).toBe(204);
    expect((await driver.post(`/api/quotes/${open.id}/cancel`)).status).toBe(204);
    expect((await driver.get(`/api/quotes/${open.id}`)).body.status).toBe('cancelled');
    const pending = await agent2Casa.get('/api/agency/tables/pending');
    expect(pending.body.items.some((i: { id: string }) => i.id === open.id)).toBe(false);
    expect(
      (
        await agent2Casa.put(`/api/agency/quotes/${open.id}/offer`, {
          basic: 1,
          intermediate: 2,
          premium: 3,
        })
      ).status,
    ).toBe(404);
    const offerId = (await driver.get(`/api/quotes/${open.id}`)).body.offers[0].id;
    expect(
      (await driver.post(`/api/quotes/${open.id}/selection`, { offerId, pack: 'basic' })).status,
    ).toBe(409);

    const chosen = await submit(driver);
    await agentCasa.put(`/api/agency/quotes/${chosen.id}/offer`, {
      basic: 3000,
      intermediate: 4000,
      premium: 5000,
    });
    const chosenOffer = (await driver.get(`/api/quotes/${chosen.id}`)).body.offers[0].id;
    await driver.post(`/api/quotes/${chosen.id}/selection`, {
      offerId: chosenOffer,
      pack: 'basic',
    });
    const refused = await driver.post(`/api/quotes/${chosen.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('quoteClosed');
  });
});

describe('Mes devis, page by page', () => {
  /** Every page of the driver's quotes at `limit` a page, following `nextCursor`. */
  async function walk(driver: TestClient, limit: number) {
    const ids: string[] = [];
    const latest = new Set<string | null>();
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await driver.get(`/api/quotes?limit=${limit}${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.body.items.map((quote: { id: string }) => quote.id));
      latest.add(page.body.latestQuoteId);
      cursor = page.body.nextCursor;
    } while (cursor);
    return { ids, latest: [...latest] };
  }

  it('walks every quote once, newest first, ties in a stable order, beyond one page', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const older = await submit(driver);
    const made = [];
    for (let n = 0; n < 5; n += 1) made.push((await submit(driver)).id);
    // Five quotes stamped in the same microsecond, after the first: only the id orders them.
    await server.moqarana.database.db
      .update(quotes)
      .set({ createdAt: sql`date_trunc('second', now())` })
      .where(inArray(quotes.id, made));
    await server.moqarana.database.db
      .update(quotes)
      .set({ createdAt: sql`date_trunc('second', now()) - interval '1 hour'` })
      .where(eq(quotes.id, older.id));

    const expected = [...[...made].sort().reverse(), older.id];
    const byTwo = await walk(driver, 2);
    expect(byTwo.ids).toEqual(expected);
    expect(byTwo.latest, 'every page names the same latest quote').toEqual([expected[0]]);
    expect((await walk(driver, 4)).ids).toEqual(expected);
    const { client: newcomer } = await signUpDriver(server.baseUrl);
    expect((await newcomer.get('/api/quotes')).body).toEqual({
      items: [],
      nextCursor: null,
      latestQuoteId: null,
    });
  });

  it('refuses a cursor it did not write and a page size out of bounds (400)', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'pas-un-curseur',
      cursorOf(['2026', '0b9ad5a2-59a3-4a57-9a0b-7e0c2e4b1f10']),
      cursorOf(['2026-01-01T00:00:00Z', '12']),
    ]) {
      const refused = await driver.get(`/api/quotes?cursor=${cursor}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'validationFailed',
        message: frMessages.errors.validationFailed,
        fields: { cursor: frMessages.validation.invalidValue },
      });
    }
    for (const limit of [0, 101, 'tout']) {
      expect((await driver.get(`/api/quotes?limit=${limit}`)).status).toBe(400);
    }
  });
});

describe('references', () => {
  it('keeps every digit past the millionth quote: no reference given twice, no refused quote', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    await server.moqarana.database.db.execute(sql`select setval('quote_reference_seq', 999998)`);
    const year = new Date().getUTCFullYear();
    const last = await submit(driver);
    const next = await submit(driver);
    expect([last.reference, next.reference]).toEqual([`MQ-${year}-999999`, `MQ-${year}-1000000`]);
    // A whole reference past six digits is still found as one (the agencies' search box).
    const found = await agentCasa.get(`/api/agency/tables/pending?search=${next.reference}`);
    expect(found.body.items.map((row: { id: string }) => row.id)).toEqual([next.id]);
  });
});
