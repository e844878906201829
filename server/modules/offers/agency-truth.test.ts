import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyQuoteDetail } from '../../../domain/offers/agency-quote.ts';
import type { DashboardStats } from '../../../domain/stats/dashboard.ts';
import type { QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
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
      'gl 482913',
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

describe('prices typed by agency staff', () => {
  it('accepts a decimal comma, point or grouped digits alike, and refuses an ambiguous one', async () => {
    const rabat = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Rabat');
    const ambiguous = await rabat.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: '5.600,50',
      intermediate: '6000',
      premium: '7000',
    });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error.fields).toEqual({ basic: expect.stringMatching(/virgule/) });
    const sent = await rabat.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: '5600,50',
      intermediate: '5 600,50',
      premium: '7000.5',
    });
    expect(sent.status).toBe(201);
    const detail = (await rabat.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail;
    expect(detail.ownOffer?.prices).toEqual({
      basic: 560_050,
      intermediate: 560_050,
      premium: 700_050,
    });
  });

  it('gives the agency’s median per pack for the same fiscal power, once it has 5 offers', async () => {
    const allianz = await signInStaff(server.baseUrl, 'agent2.rabat@moqarana.ma');
    const { client: driver } = await signUpDriver(server.baseUrl);
    const eightCv = reference.fiscalPowers.find((power) => power.cv === 8)?.id;
    const usual = async (quoteId: string) =>
      ((await allianz.get(`/api/agency/quotes/${quoteId}`)).body as AgencyQuoteDetail).usualPrices;
    const sixCvQuote = await submitQuote(driver, reference, 'Rabat');
    const eightCvQuote = await submitQuote(driver, reference, 'Rabat', {
      vehicle: { fiscalPowerId: eightCv },
    });
    for (const [index, basic] of [3000, 3400, 3100, 9000, 3200].entries()) {
      expect(await usual(sixCvQuote.id), `after ${index} offers`).toBeNull();
      const priced = await submitQuote(driver, reference, 'Rabat');
      await priceQuote(allianz, priced.id, {
        basic,
        intermediate: basic + 1000,
        premium: basic + 2000,
      });
    }
    expect(await usual(sixCvQuote.id)).toEqual({
      basic: 320_000,
      intermediate: 420_000,
      premium: 520_000,
    });
    // Another fiscal power has no usual price yet.
    expect(await usual(eightCvQuote.id)).toBeNull();
  });
});

describe('the spreadsheet export', () => {
  /** The export of `table` in `language`, read back as a spreadsheet of that locale would. */
  async function exported(client: TestClient, path: string, language: string, delimiter: string) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { cookie: `mq.session_token=${client.sessionCookie}; mq.lang=${language}` },
    });
    expect(response.status).toBe(200);
    return parse(await response.text(), { bom: true, delimiter }) as string[][];
  }

  it('splits on ";" with decimal commas in French and Arabic, "," and points in English', async () => {
    const marrakech = await signInStaff(server.baseUrl, 'agent.marrakech@moqarana.ma');
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Marrakech', {
      driver: { firstName: 'Imane', lastName: 'Berrada-Alaoui' },
    });
    await priceQuote(marrakech, quote.id, { basic: 5600.5, intermediate: 6000, premium: 7000 });
    const path = `/api/agency/tables/processed/export?search=${quote.reference}`;
    for (const [language, delimiter, amount] of [
      ['fr', ';', '5600,50'],
      ['ar', ';', '5600,50'],
      ['en', ',', '5600.50'],
    ] as const) {
      const [header, row, ...rest] = await exported(marrakech, path, language, delimiter);
      expect(rest, language).toEqual([]);
      expect(header, language).toHaveLength(10);
      expect(row, language).toHaveLength(10);
      expect(row?.[0]).toBe(quote.reference);
      expect(row?.[2]).toBe('I. B.');
      expect(row?.[6], language).toBe(amount);
    }
  });
});
