import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyQuoteDetail } from '../../../domain/agency.types.ts';
import type { DashboardStats, QuoteTableRow } from '../../../domain/back-office.types.ts';
import type { ReferenceData } from '../../../domain/reference.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * What an agency sees of quotes another agency won, and whom its search finds, through real
 * HTTP with Casablanca's two demo agencies: Agence Wafa Anfa (agent.casablanca) and Agence AXA
 * Maârif (agent2.casablanca).
 */

let server: TestServer;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(() => server.close());

type Page = { items: QuoteTableRow[]; nextCursor: string | null };

const rowOf = async (client: TestClient, path: string, quoteId: string) =>
  ((await client.get(path)).body as Page).items.find((row) => row.id === quoteId);

const idsOf = async (client: TestClient, path: string) =>
  ((await client.get(path)).body as Page).items.map((row) => row.id);

/** A Casablanca quote priced by both agencies, Wafa cheaper, which the driver selects. */
async function wonByWafa(overrides: Parameters<typeof submitQuote>[3] = {}) {
  const { client: driver } = await signUpDriver(server.baseUrl);
  const quote = await submitQuote(driver, reference, 'Casablanca', overrides);
  await priceQuote(wafa, quote.id, { basic: 3000, intermediate: 4000, premium: 5000 });
  await priceQuote(axa, quote.id, { basic: 3500, intermediate: 4500, premium: 5500 });
  await selectFirstOffer(driver, quote.id, 'premium');
  return { driver, quote };
}

describe('a quote another agency won', () => {
  it('reads "not retained" to the losing agency everywhere, with its own Basique price', async () => {
    const { quote } = await wonByWafa();
    for (const table of ['processed', 'all']) {
      expect(await rowOf(axa, `/api/agency/tables/${table}`, quote.id)).toMatchObject({
        status: 'notRetained',
        amountCentimes: 350_000,
        selectedPack: null,
      });
      expect(await rowOf(wafa, `/api/agency/tables/${table}`, quote.id)).toMatchObject({
        status: 'selected',
        amountCentimes: 500_000,
        selectedPack: 'premium',
      });
    }
    expect(await idsOf(axa, '/api/agency/tables/all?status=notRetained')).toContain(quote.id);
    expect(await idsOf(axa, '/api/agency/tables/all?status=selected')).not.toContain(quote.id);
    expect(
      ((await axa.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail).status,
    ).toBe('notRetained');
    const recent = ((await axa.get('/api/dashboard')).body as DashboardStats).recent.find(
      (row) => row.quoteId === quote.id,
    );
    expect(recent).toMatchObject({ status: 'notRetained', amountCentimes: 350_000 });

    // The winner's decision stays its own: confirmed for Wafa, still "not retained" for AXA.
    const decided = await wafa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'confirmed',
      policyNumber: 'POL-TRUTH-1',
      startDate: '2026-12-01',
    });
    expect(decided.status).toBe(201);
    expect(await rowOf(axa, '/api/agency/tables/all', quote.id)).toMatchObject({
      status: 'notRetained',
    });
    expect(await idsOf(axa, '/api/agency/tables/all?status=confirmed')).not.toContain(quote.id);
    expect(await idsOf(wafa, '/api/agency/tables/all?status=confirmed')).toContain(quote.id);
    const csv = await (
      await fetch(`${server.baseUrl}/api/agency/tables/all/export?search=${quote.reference}`, {
        headers: { cookie: `mq.session_token=${axa.sessionCookie}` },
      })
    ).text();
    expect(csv).toContain('Non retenu');
    expect(csv).not.toMatch(/Confirmé|Choisi/);
  });

  it('a quote another agency priced still waits for this one: "pending", not "offer sent"', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(wafa, quote.id);
    expect(await rowOf(axa, '/api/agency/tables/pending', quote.id)).toMatchObject({
      status: 'pending',
    });
    expect(
      ((await axa.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail).status,
    ).toBe('pending');
    expect(
      ((await wafa.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail).status,
    ).toBe('offered');
  });

  it('a lost sale reads "lost" to the agency that lost it, "not retained" to the others', async () => {
    const { quote } = await wonByWafa();
    const lost = await wafa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'lost',
      lostReason: 'Le client a renoncé',
    });
    expect(lost.status).toBe(201);
    expect(lost.body.decision).toMatchObject({
      decision: 'lost',
      lostReason: 'Le client a renoncé',
    });
    expect(await rowOf(wafa, '/api/agency/tables/all', quote.id)).toMatchObject({ status: 'lost' });
    expect(await idsOf(wafa, '/api/agency/tables/all?status=lost')).toContain(quote.id);
    expect(await rowOf(axa, '/api/agency/tables/all', quote.id)).toMatchObject({
      status: 'notRetained',
    });
  });
});

describe('searching the agency’s own clients', () => {
  const search = (client: TestClient, table: string, text: string) =>
    idsOf(client, `/api/agency/tables/${table}?search=${encodeURIComponent(text)}`);

  it('finds a client who chose the agency by name, CIN, phone and plate', async () => {
    const { quote } = await wonByWafa({
      driver: { firstName: 'Ghita', lastName: 'Lahlou', cin: 'GL482913', phone: '0661482913' },
      vehicle: { plate: '48291-B-6' },
    });
    for (const text of [
      'Ghita Lahlou',
      'lahlou',
      'Lahlou Ghita',
      'GL482913',
      'gl482913',
      '0661482913',
      '06 61 48 29 13',
      '+212661482913',
      '48291-B-6',
      '48291 b 6',
    ]) {
      expect(await search(wafa, 'processed', text), text).toEqual([quote.id]);
      expect(await search(wafa, 'all', text), text).toEqual([quote.id]);
    }
  });

  it('never matches an identity on a quote whose driver did not choose the agency', async () => {
    const identity = {
      driver: { firstName: 'Hajar', lastName: 'Squalli', cin: 'HS739105', phone: '0673910512' },
      vehicle: { plate: '73910-D-6' },
    };
    const { driver, quote: chosen } = await wonByWafa(identity);
    // The same driver's second request: both agencies price it, the driver picks AXA.
    const second = await submitQuote(driver, reference, 'Casablanca', identity);
    await priceQuote(wafa, second.id, { basic: 3500, intermediate: 4500, premium: 5500 });
    await priceQuote(axa, second.id, { basic: 3000, intermediate: 4000, premium: 5000 });
    await selectFirstOffer(driver, second.id);
    // A third one, still open.
    const open = await submitQuote(driver, reference, 'Casablanca', identity);
    await priceQuote(wafa, open.id);
    for (const text of ['HS739105', 'Hajar Squalli', '0673910512', '73910-D-6']) {
      expect(await search(wafa, 'all', text), text).toEqual([chosen.id]);
      expect(await search(axa, 'all', text), text).toEqual([second.id]);
      expect(await search(wafa, 'pending', text), text).toEqual([]);
    }
    // An agency that priced nothing of this driver finds nothing either.
    const rabat = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
    expect(await search(rabat, 'all', 'HS739105')).toEqual([]);
  });
});
