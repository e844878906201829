import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { AgencyRenewal } from '../../../domain/offers/renewal.ts';
import type { SavedView } from '../../../domain/offers/saved-views.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { newKey, signInStaff, userIdOf } from '../../test/factories.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { contracted, renewalIn } from '../../test/renewals.ts';

/*
 * The Renouvellements' filters and saved views (docs/product/agency-day.md "Filters and saved
 * views") on a known data set of Agence Wafa Anfa: the exact rows of each filter (cover's last
 * day, colleague who confirmed, status, window), refusals with their field, views saved and read
 * back, and another agency's contracts and another person's views out of reach.
 */

let server: TestServer;
let reference: ReferenceData;
let agent: TestClient;
let manager: TestClient;
let otherAgency: TestClient;
const ids = { agent: '', manager: '' };

/** The data set: each contract's renewal date, in days from today, and who confirmed it. */
const set = { a: '', b: '', c: '', d: '', e: '', axa: '' };
const renewalDays = { a: 10, b: 20, c: 25, d: 28, e: 50 } as const;
const today = todayInMorocco();
/** The cover's last day of a contract renewed in `days` days. */
const coverEnd = (days: number) => addToDate(today, { days: days - 1 });

beforeAll(async () => {
  // No automatic offers: a request holds the pricing agency's offer only, which its driver chooses.
  server = await startTestServer({ demo: true, env: { DEMO_TARIFF_MODES: 'false' } });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  otherAgency = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
  const { db } = server.moqarana.database;
  ids.agent = await userIdOf(db, 'agent.casablanca@moqarana.ma');
  ids.manager = await userIdOf(db, 'manager.casablanca@moqarana.ma');
  // a: confirmed by the agent, nothing sent yet (offerToSend).
  // b: confirmed by the manager, the agent's renewal offer sent (offerSent).
  // c: confirmed by the agent, the driver's request received, not priced (requestToPrice).
  // d: confirmed by the manager, offer sent then the request: priced by the offer (requestPriced).
  // e: confirmed by the agent, renewed in 50 days: outside the 30-day window.
  // axa: another agency's contract, renewed in 15 days.
  const prices = { basic: 3100, intermediate: 4100, premium: 5100 };
  const drivers: Record<string, TestClient> = {};
  for (const key of ['a', 'b', 'c', 'd', 'e'] as const) {
    const made = await contracted(
      server.baseUrl,
      reference,
      key === 'b' || key === 'd' ? manager : agent,
    );
    await renewalIn(db, made.quote.id, renewalDays[key]);
    set[key] = made.quote.id;
    drivers[key] = made.client;
  }
  const axa = await contracted(server.baseUrl, reference, otherAgency);
  await renewalIn(db, axa.quote.id, 15);
  set.axa = axa.quote.id;
  for (const key of ['b', 'd'] as const)
    expect((await agent.put(`/api/agency/renewals/${set[key]}/offer`, prices)).status).toBe(204);
  for (const key of ['c', 'd'] as const) {
    const sent = await drivers[key]?.post(
      `/api/quotes/${set[key]}/renewal`,
      { termsAccepted: true },
      { 'idempotency-key': newKey() },
    );
    expect(sent?.status).toBe(201);
  }
});
afterAll(() => server.close());

/** The data set's rows the list answers for `query`, in its order (the demo's own left out). */
async function listed(query: string, as = agent) {
  const response = await as.get(`/api/agency/renewals?${query}`);
  expect(response.status, query).toBe(200);
  const known = Object.values(set);
  return (response.body as AgencyRenewal[]).filter((row) => known.includes(row.quoteId));
}
const keysOf = (rows: AgencyRenewal[]) =>
  rows.map((row) => Object.entries(set).find(([, id]) => id === row.quoteId)?.[0]);

describe('the Renouvellements’ filters', () => {
  it('narrow to the exact contracts: cover’s last day, colleague, status, window', async () => {
    expect(keysOf(await listed(''))).toEqual(['a', 'b', 'c', 'd']);
    expect(keysOf(await listed('within=60'))).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Both ends included, on the cover's last day (the day before the renewal date).
    expect(keysOf(await listed(`from=${coverEnd(20)}&to=${coverEnd(25)}`))).toEqual(['b', 'c']);
    expect(keysOf(await listed(`from=${coverEnd(20)}`))).toEqual(['b', 'c', 'd']);
    expect(keysOf(await listed(`to=${coverEnd(10)}`))).toEqual(['a']);
    expect(keysOf(await listed(`from=${coverEnd(11)}&to=${coverEnd(19)}`))).toEqual([]);
    // The range narrows the window, it does not widen it.
    expect(keysOf(await listed(`from=${coverEnd(40)}&to=${coverEnd(60)}`))).toEqual([]);
    expect(keysOf(await listed(`within=90&from=${coverEnd(40)}`))).toEqual(['e']);
    // The colleague who confirmed the contract.
    expect(keysOf(await listed(`agent=${ids.agent}`))).toEqual(['a', 'c']);
    expect(keysOf(await listed(`agent=${ids.manager}&within=90`))).toEqual(['b', 'd']);
    // The status, as each row also says it.
    for (const [status, keys] of [
      ['offerToSend', ['a']],
      ['offerSent', ['b']],
      ['requestToPrice', ['c']],
      ['requestPriced', ['d']],
    ] as const) {
      const rows = await listed(`status=${status}`);
      expect(keysOf(rows), status).toEqual(keys);
      expect(rows.map((row) => row.status)).toEqual(keys.map(() => status));
    }
    // All at once.
    expect(
      keysOf(
        await listed(
          `status=requestToPrice&agent=${ids.agent}&from=${coverEnd(25)}&to=${coverEnd(25)}`,
        ),
      ),
    ).toEqual(['c']);
    expect(keysOf(await listed(`status=requestToPrice&agent=${ids.manager}`))).toEqual([]);
  });

  it('refuses a range backwards, too long or out of the century, with the field', async () => {
    const reversed = await agent.get(
      `/api/agency/renewals?from=${coverEnd(20)}&to=${coverEnd(10)}`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({
      to: 'La date de fin doit suivre la date de début',
    });
    const long = await agent.get('/api/agency/renewals?from=2026-01-01&to=2027-01-02', {
      'accept-language': 'en',
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ to: 'Choose a period of 366 days at most' });
    for (const far of ['from=1999-12-31', 'to=2100-01-01', 'from=9999-12-31', 'to=hier']) {
      const refused = await agent.get(`/api/agency/renewals?${far}`);
      expect(refused.status, far).toBe(400);
      expect(Object.values(refused.body.error.fields), far).toContain('*Date invalide');
    }
    const status = await agent.get('/api/agency/renewals?status=offered');
    expect(status.status).toBe(400);
    expect(Object.keys(status.body.error.fields)).toEqual(['status']);
    expect((await agent.get("/api/agency/renewals?agent=x';drop")).status).toBe(400);
    expect((await agent.get('/api/agency/renewals?sort=date')).status).toBe(400);
  });

  it('never show another agency’s contracts, whoever is asked for', async () => {
    const axaRows = await listed('within=90', otherAgency);
    expect(keysOf(axaRows)).toEqual(['axa']);
    expect(keysOf(await listed(`within=90&agent=${ids.agent}`, otherAgency))).toEqual([]);
    expect(keysOf(await listed('within=90'))).not.toContain('axa');
  });
});

describe('saved views of the Renouvellements', () => {
  const views = async (client: TestClient) =>
    ((await client.get('/api/agency/tables/renewals/views')).body as { items: SavedView[] }).items;

  it('are saved by the list’s schema, read back, and applied to the same rows', async () => {
    const query = { within: 60, status: 'requestToPrice', agent: ids.agent, from: coverEnd(20) };
    const saved = await agent.post('/api/agency/tables/renewals/views', {
      name: 'À tarifer',
      query,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(String),
      name: 'À tarifer',
      query,
      createdAt: expect.any(String),
    });
    const [read] = await views(agent);
    expect(read).toEqual(saved.body);
    const address = new URLSearchParams(
      Object.entries(read?.query ?? {}).map(([key, value]) => [key, String(value)]),
    );
    expect(keysOf(await listed(address.toString()))).toEqual(['c']);
    // Per table: the quote tables' views do not list it.
    expect(
      ((await agent.get('/api/agency/tables/contracts/views')).body as { items: unknown[] }).items,
    ).toEqual([]);
  });

  it('refuse what the list does not take, field by field', async () => {
    const save = (query: object) =>
      agent.post('/api/agency/tables/renewals/views', { name: 'Refusée', query });
    const reversed = await save({ from: coverEnd(20), to: coverEnd(10) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({
      'query.to': 'La date de fin doit suivre la date de début',
    });
    const sorted = await save({ sort: 'date', within: 45 });
    expect(sorted.status).toBe(400);
    expect(sorted.body.error.fields).toEqual({
      'query.sort': 'Champ inconnu',
      'query.within': '*Valeur invalide',
    });
    // A quote table's status is no renewal status, and the other way round.
    expect((await save({ status: 'offered' })).body.error.fields).toEqual({
      'query.status': '*Valeur invalide',
    });
    const onContracts = await agent.post('/api/agency/tables/contracts/views', {
      name: 'Refusée',
      query: { status: 'offerSent' },
    });
    expect(onContracts.status).toBe(400);
    expect(Object.keys(onContracts.body.error.fields)).toEqual(['query.status']);
  });

  it('are their owner’s alone: another person’s view is a 404', async () => {
    const saved = await manager.post('/api/agency/tables/renewals/views', {
      name: 'Mes contrats',
      query: { agent: ids.manager },
    });
    expect(saved.status).toBe(201);
    expect((await views(agent)).map((view) => view.id)).not.toContain(saved.body.id);
    const path = `/api/agency/tables/renewals/views/${saved.body.id}`;
    expect((await agent.request('DELETE', path)).status).toBe(404);
    expect((await otherAgency.request('DELETE', path)).status).toBe(404);
    expect(
      (await manager.request('DELETE', `/api/agency/tables/contracts/views/${saved.body.id}`))
        .status,
    ).toBe(404);
    expect((await views(manager)).map((view) => view.id)).toEqual([saved.body.id]);
    expect((await manager.request('DELETE', path)).status).toBe(204);
  });
});
