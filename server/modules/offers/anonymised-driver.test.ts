import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyDriverView } from '../../../domain/offers/driver-view.ts';
import type { QuoteTable, QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import type { DashboardStats } from '../../../domain/stats/dashboard.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * An anonymised quote as the agencies that priced it see it (domain/offers/driver-view.ts; law
 * 09-08, decision 0032): once its driver erased their account, its detail, its rows in the
 * tables and the dashboard say `anonymised` and show no name, CIN or contact
 * (the chosen agency's included), only age and city; a quote of another driver is unchanged.
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

/** What an agency sees of a driver whose quote was anonymised. */
const anonymisedView = {
  name: '',
  cin: '',
  contact: null,
  anonymised: true,
  age: expect.any(Number),
  city: 'Casablanca',
};

/** The row of the quote `quoteRef` in `table` of `agent`, found by its reference. */
async function rowOf(agent: TestClient, table: QuoteTable, quoteRef: string) {
  const answer = await agent.get(`/api/agency/tables/${table}?search=${quoteRef}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const rows = (answer.body as { items: QuoteTableRow[] }).items;
  return rows.find((row) => row.reference === quoteRef);
}

describe('an anonymised quote in the agencies’ views', () => {
  it('shows the driver as anonymised, without name, CIN or contact, even to the chosen agency', async () => {
    const erased = await signUpDriver(server.baseUrl);
    // Offered by both agencies (then cancelled by the erasure), and chosen by Wafa's offer.
    const offered = await submitQuote(erased.client, reference);
    await priceQuote(wafa, offered.id);
    await priceQuote(axa, offered.id);
    const chosen = await submitQuote(erased.client, reference);
    await priceQuote(wafa, chosen.id);
    await selectFirstOffer(erased.client, chosen.id);
    const kept = await signUpDriver(server.baseUrl);
    const normal = await submitQuote(kept.client, reference);
    await priceQuote(wafa, normal.id);
    await selectFirstOffer(kept.client, normal.id);

    const before = (await wafa.get(`/api/agency/quotes/${chosen.id}`)).body.driver;
    expect(before).toMatchObject({ anonymised: false, contact: expect.any(Object) });
    const erasure = await erased.client.post('/api/me/erase', { password: erased.password });
    expect(erasure.status).toBe(204);

    for (const [agent, quote] of [
      [wafa, offered],
      [axa, offered],
      [wafa, chosen],
    ] as const) {
      const detail = await agent.get(`/api/agency/quotes/${quote.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.driver).toEqual(anonymisedView);
      for (const table of ['processed', 'all'] as const) {
        expect((await rowOf(agent, table, quote.reference))?.driver, table).toEqual(anonymisedView);
      }
    }
    // The chosen agency's selection stays; the driver behind it is gone.
    expect((await wafa.get(`/api/agency/quotes/${chosen.id}`)).body.selectedByUs).toBe(true);

    const normalDetail = (await wafa.get(`/api/agency/quotes/${normal.id}`)).body
      .driver as AgencyDriverView;
    expect(normalDetail).toMatchObject({ anonymised: false, contact: expect.any(Object) });
    expect(normalDetail.name).not.toBe('');
    const normalRow = await rowOf(wafa, 'processed', normal.reference);
    expect(normalRow?.driver.anonymised).toBe(false);
    expect(normalRow?.driver.name).toBe(normalDetail.name);
    const unchosenRow = await rowOf(axa, 'processed', offered.reference);
    expect(unchosenRow?.driver.anonymised).toBe(true);

    // The CSV export leaves the client and the CIN empty (French spreadsheets: `;`).
    const csv = await fetch(
      `${server.baseUrl}/api/agency/tables/processed/export?search=${chosen.reference}`,
      { headers: { cookie: `mq.session_token=${wafa.sessionCookie}`, 'accept-language': 'fr' } },
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${chosen.reference};[^;]+;;\\d+;;Casablanca;`));

    const recent = ((await wafa.get('/api/dashboard')).body as DashboardStats).recent;
    expect(recent.find((row) => row.quoteId === chosen.id)).toMatchObject({
      initials: '',
      anonymised: true,
    });
    expect(recent.find((row) => row.quoteId === normal.id)).toMatchObject({
      initials: expect.stringMatching(/^\p{L}\. \p{L}\.$/u),
      anonymised: false,
    });
  });
});
