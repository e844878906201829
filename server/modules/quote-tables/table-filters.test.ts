import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { moroccoDayStart } from '../../../domain/morocco-time.ts';
import type { QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { contracts, offers, quotes, users } from '../../db/schema/index.ts';
import {
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
  userIdOf,
} from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * The tables' date, agent and status filters (docs/product/agency-day.md "Filters and saved
 * views") on a known data set of Agence Wafa Anfa (Casablanca): the exact rows of each filter,
 * Morocco's day boundaries (UTC+1, UTC+0 in Ramadan), refusals, and another agency's agent.
 */

let server: TestServer;
let reference: ReferenceData;
let agent: TestClient;
let manager: TestClient;
let otherAgencyAgent: TestClient;
const ids: Record<'agent' | 'manager' | 'otherAgent', string> = {
  agent: '',
  manager: '',
  otherAgent: '',
};

type Page = { items: QuoteTableRow[]; nextCursor: string | null };

/** The quotes of the data set, by the instant Wafa Anfa priced them (or decided). */
const set: Record<'a' | 'b' | 'c' | 'd' | 'e', string> = { a: '', b: '', c: '', d: '', e: '' };

beforeAll(async () => {
  // No automatic offers: each request holds Wafa Anfa's offer only, which its driver chooses.
  server = await startTestServer({ demo: true, env: { DEMO_TARIFF_MODES: 'false' } });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  otherAgencyAgent = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
  const { db } = server.moqarana.database;
  for (const [key, email] of [
    ['agent', 'agent.casablanca@moqarana.ma'],
    ['manager', 'manager.casablanca@moqarana.ma'],
    ['otherAgent', 'agent2.casablanca@moqarana.ma'],
  ] as const)
    ids[key] = await userIdOf(db, email);

  // a: 22:59:59 UTC on 1 June 2026 is 23:59:59 in Morocco (UTC+1): 1 June, by the agent.
  // b: 23:30 UTC on 1 June is 00:30 on 2 June in Morocco, by the manager.
  // c: 23:30 UTC on 1 March 2026, in Ramadan (UTC+0): still 1 March, by the agent; selected.
  // d: 10:00 UTC on 3 June, by the manager; selected, then its contract confirmed by the agent.
  // e: 23:30 UTC on 10 June, by the agent (11 June in Morocco).
  const pricedAt = {
    a: '2026-06-01T22:59:59Z',
    b: '2026-06-01T23:30:00Z',
    c: '2026-03-01T23:30:00Z',
    d: '2026-06-03T10:00:00Z',
    e: '2026-06-10T23:30:00Z',
  } as const;
  const { client: driver } = await signUpDriver(server.baseUrl);
  for (const key of ['a', 'b', 'c', 'd', 'e'] as const) {
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(key === 'b' || key === 'd' ? manager : agent, quote.id);
    set[key] = quote.id;
  }
  const [wafa] = await db
    .select({ agencyId: users.agencyId })
    .from(users)
    .where(eq(users.id, ids.agent));
  for (const key of ['c', 'd'] as const) await selectFirstOffer(driver, set[key]);
  const decided = await agent.post(`/api/agency/quotes/${set.d}/contract`, {
    decision: 'confirmed',
    policyNumber: 'WAFA-FILTERS-1',
    startDate: todayInMorocco(),
  });
  expect(decided.status).toBe(201);
  for (const key of ['a', 'b', 'c', 'd', 'e'] as const)
    await db
      .update(offers)
      .set({ createdAt: new Date(pricedAt[key]) })
      .where(and(eq(offers.quoteId, set[key]), eq(offers.agencyId, wafa?.agencyId ?? '')));
  // The contract of d, decided at 23:30 UTC on 4 June: 5 June in Morocco.
  await db
    .update(contracts)
    .set({ decidedAt: new Date('2026-06-04T23:30:00Z') })
    .where(eq(contracts.quoteId, set.d));
});
afterAll(() => server.close());

/** Every row of a table, page by page (25 a page). */
async function readAll(client: TestClient, path: string): Promise<QuoteTableRow[]> {
  const rows: QuoteTableRow[] = [];
  let cursor: string | null = null;
  do {
    const url: string = cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;
    const response = await client.get(url);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const page = response.body as Page;
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

const idsOf = async (client: TestClient, path: string) =>
  (await readAll(client, path)).map((row) => row.id);

describe('date range', () => {
  it('reads Moroccan days of the priced date: 23:30 UTC is the next day at UTC+1, the same day in Ramadan', async () => {
    expect(
      await idsOf(agent, '/api/agency/tables/processed?from=2026-06-01&to=2026-06-01'),
    ).toEqual([set.a]);
    expect(
      await idsOf(agent, '/api/agency/tables/processed?from=2026-06-02&to=2026-06-02'),
    ).toEqual([set.b]);
    expect(await idsOf(agent, '/api/agency/tables/all?from=2026-06-01&to=2026-06-03')).toEqual([
      set.d,
      set.b,
      set.a,
    ]);
    expect(await idsOf(agent, '/api/agency/tables/all?from=2026-03-01&to=2026-03-01')).toEqual([
      set.c,
    ]);
    expect(await idsOf(agent, '/api/agency/tables/all?from=2026-03-02&to=2026-05-31')).toEqual([]);
    // Either end open.
    expect(await idsOf(agent, '/api/agency/tables/all?to=2026-06-01')).toEqual([set.a, set.c]);
    expect(await idsOf(agent, '/api/agency/tables/all?from=2026-06-11&to=2026-06-19')).toEqual([
      set.e,
    ]);
    // A range of exactly 366 days (2024 is a leap year) is accepted.
    expect((await agent.get('/api/agency/tables/all?from=2024-01-01&to=2024-12-31')).status).toBe(
      200,
    );
  });

  it('filters the contracts table on the decision’s Moroccan day', async () => {
    expect(
      await idsOf(agent, '/api/agency/tables/contracts?from=2026-06-05&to=2026-06-05'),
    ).toEqual([set.d]);
    expect(
      await idsOf(agent, '/api/agency/tables/contracts?from=2026-06-04&to=2026-06-04'),
    ).toEqual([]);
  });

  it('filters the pending table on the day the request was received', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const late = await submitQuote(driver, reference, 'Casablanca');
    const early = await submitQuote(driver, reference, 'Casablanca');
    const day = addToDate(todayInMorocco(), { days: -3 });
    const midnight = moroccoDayStart(day).getTime();
    const { db } = server.moqarana.database;
    // One second before Morocco's midnight (the day before), and at midnight itself.
    await db
      .update(quotes)
      .set({ createdAt: new Date(midnight - 1000) })
      .where(eq(quotes.id, early.id));
    await db
      .update(quotes)
      .set({ createdAt: new Date(midnight) })
      .where(eq(quotes.id, late.id));
    const before = addToDate(day, { days: -1 });
    expect(await idsOf(agent, `/api/agency/tables/pending?from=${day}&to=${day}`)).toEqual([
      late.id,
    ]);
    expect(await idsOf(agent, `/api/agency/tables/pending?from=${before}&to=${before}`)).toEqual([
      early.id,
    ]);
  });

  it('refuses a reversed, malformed or too long range with a translated message, never a 500', async () => {
    const reversed = await agent.get('/api/agency/tables/all?from=2026-06-05&to=2026-06-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({
      to: 'La date de fin doit suivre la date de début',
    });
    const malformed = await agent.get('/api/agency/tables/all?from=2026-02-30');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ from: '*Date invalide' });
    expect((await agent.get('/api/agency/tables/all?to=hier')).status).toBe(400);
    // A far year is refused too, not sent to PostgreSQL as an instant it cannot read.
    for (const far of ['to=9999-12-31', 'from=0001-01-01', 'from=2026-01-01&to=9999-12-31']) {
      const refused = await agent.get(`/api/agency/tables/all?${far}`);
      expect(refused.status, far).toBe(400);
      expect(Object.values(refused.body.error.fields), far).toContain('*Date invalide');
    }
    const long = await agent.get('/api/agency/tables/all?from=2025-01-01&to=2026-01-02', {
      'accept-language': 'en',
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ to: 'Choose a period of 366 days at most' });
    const exported = await agent.get('/api/agency/tables/all/export?from=2026-06-05&to=2026-06-01');
    expect(exported.status).toBe(400);
  });

  it('pages a filtered table without loss or repeat, on every sort', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const made: string[] = [];
    for (let index = 0; index < 27; index += 1) {
      const quote = await submitQuote(driver, reference, 'Casablanca');
      await priceQuote(agent, quote.id, {
        basic: 1000 + (index % 3),
        intermediate: 2000,
        premium: 3000,
      });
      made.push(quote.id);
    }
    const { db } = server.moqarana.database;
    const wafa = (
      await db.select({ agencyId: users.agencyId }).from(users).where(eq(users.id, ids.agent))
    )[0];
    // All priced on 20 June 2026 in Morocco, some on the same microsecond.
    for (const [index, id] of made.entries())
      await db
        .update(offers)
        .set({ createdAt: new Date(Date.parse('2026-06-20T08:00:00Z') + (index % 5) * 60_000) })
        .where(and(eq(offers.quoteId, id), eq(offers.agencyId, wafa?.agencyId ?? '')));
    for (const sort of ['date', 'reference', 'client', 'amount', 'status'])
      for (const direction of ['asc', 'desc']) {
        const rows = await idsOf(
          agent,
          `/api/agency/tables/processed?from=2026-06-20&to=2026-06-20&agent=${ids.agent}&sort=${sort}&direction=${direction}`,
        );
        expect(new Set(rows).size, `${sort} ${direction}`).toBe(27);
        expect([...rows].sort(), `${sort} ${direction}`).toEqual([...made].sort());
      }
  });
});

describe('agent and status', () => {
  it('returns the rows each colleague priced, or decided on the contracts table', async () => {
    const range = 'from=2026-01-01&to=2026-06-19';
    expect(await idsOf(agent, `/api/agency/tables/processed?${range}&agent=${ids.agent}`)).toEqual([
      set.e,
      set.a,
      set.c,
    ]);
    expect(await idsOf(agent, `/api/agency/tables/all?${range}&agent=${ids.manager}`)).toEqual([
      set.d,
      set.b,
    ]);
    // The contract of d was priced by the manager and decided by the agent.
    expect(await idsOf(manager, `/api/agency/tables/contracts?agent=${ids.agent}`)).toEqual([
      set.d,
    ]);
    expect(await idsOf(manager, `/api/agency/tables/contracts?agent=${ids.manager}`)).toEqual([]);
  });

  it('matches nothing for another agency’s user, and refuses an agent where nobody priced yet', async () => {
    expect(await idsOf(agent, `/api/agency/tables/all?agent=${ids.otherAgent}`)).toEqual([]);
    expect(await idsOf(agent, `/api/agency/tables/contracts?agent=${ids.otherAgent}`)).toEqual([]);
    // The other agency's agent sees none of Wafa's rows by Wafa's agent either.
    expect(await idsOf(otherAgencyAgent, `/api/agency/tables/all?agent=${ids.agent}`)).toEqual([]);
    const pending = await agent.get(`/api/agency/tables/pending?agent=${ids.agent}`);
    expect(pending.status).toBe(400);
    expect(pending.body.error.fields).toEqual({ agent: '*Valeur invalide' });
    expect((await agent.get("/api/agency/tables/all?agent=x';drop")).status).toBe(400);
  });

  it('filters by status on the processed and all tables, not where every row has one status', async () => {
    const range = 'from=2026-01-01&to=2026-06-19';
    expect(await idsOf(agent, `/api/agency/tables/processed?${range}&status=selected`)).toEqual([
      set.c,
    ]);
    expect(await idsOf(agent, `/api/agency/tables/all?${range}&status=confirmed`)).toEqual([set.d]);
    expect(
      await idsOf(
        agent,
        `/api/agency/tables/processed?${range}&status=offered&agent=${ids.manager}`,
      ),
    ).toEqual([set.b]);
    for (const table of ['pending', 'contracts']) {
      const refused = await agent.get(`/api/agency/tables/${table}?status=confirmed`);
      expect(refused.status, table).toBe(400);
      expect(refused.body.error.fields, table).toEqual({ status: '*Valeur invalide' });
    }
  });

  it('serves no filter or search from the page an unfiltered table prepared for its sort', async () => {
    // The unfiltered page of each shape is a prepared statement (quote-tables.service.ts); a
    // filter or search of the same table and sort must read its own rows, on every sort.
    for (const sort of ['date', 'status', 'reference']) {
      const path = `/api/agency/tables/all?sort=${sort}&direction=desc`;
      const every = await readAll(agent, path);
      expect(every.map((row) => row.id)).toEqual(expect.arrayContaining(Object.values(set)));
      const juneSecond = moroccoDayStart('2026-06-02').getTime();
      const fragment = (every.find((row) => row.id === set.e)?.reference ?? '').slice(-5);
      const expected: Record<string, QuoteTableRow[]> = {
        'status=selected': every.filter((row) => row.status === 'selected'),
        'from=2026-06-02': every.filter((row) => Date.parse(row.at) >= juneSecond),
        'to=2026-06-01': every.filter((row) => Date.parse(row.at) < juneSecond),
        [`search=${fragment}`]: every.filter((row) => row.reference.includes(fragment)),
      };
      for (const [filter, rows] of Object.entries(expected)) {
        expect(rows.length, filter).toBeLessThan(every.length);
        expect(await idsOf(agent, `${path}&${filter}`), `${sort} ${filter}`).toEqual(
          rows.map((row) => row.id),
        );
      }
      expect(await idsOf(agent, `${path}&agent=${ids.manager}`), sort).toEqual(
        every.filter((row) => row.id === set.b || row.id === set.d).map((row) => row.id),
      );
    }
  });

  it('exports only the filtered rows', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/agency/tables/all/export?from=2026-06-01&to=2026-06-03&agent=${ids.manager}`,
      { headers: { cookie: `mq.session_token=${agent.sessionCookie}` } },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
  });
});
