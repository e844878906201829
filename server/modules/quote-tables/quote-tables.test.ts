import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quoteStatusFilters,
  quoteTableQuerySchema,
  type QuoteTableRow,
} from '../../../domain/offers/quote-tables.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { agencies, quotes, users } from '../../db/schema/index.ts';
import { listQuoteTable } from './quote-tables.service.ts';
import { expireQuotes } from '../quotes/quote-expiry.ts';
import { awaitingPriceSql } from '../offers/index.ts';
import {
  lapseQuote,
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * The back-office tables (docs/product/specification.md §2, §9), contracts (docs/product/design.md §5) and the audit log (docs/product/design.md §9)
 * through real HTTP, with two Casablanca agencies, a manager and the platform admin.
 */

let server: TestServer;
let reference: ReferenceData;
let agentCasa: TestClient;
let agent2Casa: TestClient;
let managerCasa: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agentCasa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  agent2Casa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
  managerCasa = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
});
afterAll(() => server.close());

type Page = { items: QuoteTableRow[]; nextCursor: string | null };

/** Every row of a table, page by page, running `between` after each page. */
async function readAll(
  client: TestClient,
  path: string,
  between: () => Promise<unknown> = async () => undefined,
): Promise<QuoteTableRow[]> {
  const rows: QuoteTableRow[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path;
    const response = await client.get(url);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const page = response.body as Page;
    expect(page.items.length).toBeLessThanOrEqual(25);
    rows.push(...page.items);
    cursor = page.nextCursor;
    await between();
  } while (cursor);
  return rows;
}

describe('quote tables', () => {
  it('returns every row exactly once across pages while quotes keep arriving', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const existing = new Set<string>();
    for (let batch = 0; batch < 6; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 10 }, () => submitQuote(driver, reference, 'Casablanca')),
      );
      for (const quote of made) existing.add(quote.id);
    }
    // Busy hours stamp many quotes within one millisecond: a cursor must not skip them.
    await server.moqarana.database.db
      .update(quotes)
      .set({
        createdAt: sql`date_trunc('second', now()) - (random() * 9)::int * interval '1 microsecond'`,
      })
      .where(inArray(quotes.id, [...existing]));
    for (const sort of ['date', 'reference', 'client', 'status', 'amount']) {
      for (const direction of ['desc', 'asc']) {
        const rows = await readAll(
          agentCasa,
          `/api/agency/tables/pending?sort=${sort}&direction=${direction}`,
          () => submitQuote(driver, reference, 'Casablanca'),
        );
        const ids = rows.map((row) => row.id);
        expect(new Set(ids).size, `${sort} ${direction}: no duplicates`).toBe(ids.length);
        for (const id of existing) expect(ids, `${sort} ${direction}`).toContain(id);
      }
    }
    // The "all" table (every quote the agency priced) pages without loss, sorted by amount.
    const priced = [...existing].slice(0, 30);
    for (const [index, id] of priced.entries())
      await priceQuote(agentCasa, id, {
        basic: 1000 + (index % 4),
        intermediate: 2000,
        premium: 3000,
      });
    const all = await readAll(agentCasa, '/api/agency/tables/all?sort=amount&direction=asc');
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const id of priced) expect(all.map((r) => r.id)).toContain(id);
  });

  it('sorts on every column in both directions', async () => {
    const pricedIds: string[] = [];
    const { client: driver } = await signUpDriver(server.baseUrl);
    for (const basic of [5000, 3000, 4000]) {
      const quote = await submitQuote(driver, reference, 'Casablanca');
      await priceQuote(agent2Casa, quote.id, {
        basic,
        intermediate: basic + 1,
        premium: basic + 2,
      });
      pricedIds.push(quote.id);
    }
    const ascending = (
      await agent2Casa.get('/api/agency/tables/processed?sort=amount&direction=asc')
    ).body as Page;
    expect(ascending.items.map((r) => r.amountCentimes)).toEqual([300_000, 400_000, 500_000]);
    const descending = (
      await agent2Casa.get('/api/agency/tables/processed?sort=amount&direction=desc')
    ).body as Page;
    expect(descending.items.map((r) => r.amountCentimes)).toEqual([500_000, 400_000, 300_000]);
    const byReference = (
      await agent2Casa.get('/api/agency/tables/processed?sort=reference&direction=asc')
    ).body as Page;
    const references = byReference.items.map((r) => r.reference);
    expect(references).toEqual([...references].sort());
    const byDate = (await agent2Casa.get('/api/agency/tables/processed')).body as Page;
    expect(byDate.items.map((r) => r.id)).toEqual([...pricedIds].reverse());
    const bad = await agent2Casa.get('/api/agency/tables/processed?sort=password');
    expect(bad.status).toBe(400);
    const forged = await agent2Casa.get('/api/agency/tables/processed?cursor=bm9wZQ');
    expect(forged.status).toBe(400);
  });

  it('sorts the priced tables by status in the lifecycle order, an open quote past its validity among the expired before the expiry job writes it', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const { db } = server.moqarana.database;
    const made: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const quote = await submitQuote(driver, reference, 'Casablanca');
      await priceQuote(agent2Casa, quote.id, { basic: 3000, intermediate: 3100, premium: 3200 });
      made.push(quote.id);
    }
    const [open, chosen, lapsedEarlier, lapsedNow] = made as [string, string, string, string];
    await selectFirstOffer(driver, chosen);
    // The clock passes a quote's validity, the expiry job writes it `expired`; another's end
    // passes after the job ran.
    await lapseQuote(db, lapsedEarlier);
    await expireQuotes(db);
    await lapseQuote(db, lapsedNow);
    const expired = [lapsedEarlier, lapsedNow].sort();
    for (const table of ['processed', 'all'] as const) {
      const mine = async (direction: string) =>
        (
          await readAll(
            agent2Casa,
            `/api/agency/tables/${table}?sort=status&direction=${direction}`,
          )
        )
          .filter((row) => made.includes(row.id))
          .map((row) => [row.status, row.id]);
      const ascending = [
        ['offered', open],
        ['selected', chosen],
        ...expired.map((id) => ['expired', id]),
      ];
      expect(await mine('asc'), table).toEqual(ascending);
      expect(await mine('desc'), table).toEqual([...ascending].reverse());
      // Filtered on `expired`, both, the one the job has not reached included.
      const filtered = await readAll(
        agent2Casa,
        `/api/agency/tables/${table}?sort=status&direction=asc&status=expired`,
      );
      expect(filtered.every((row) => row.status === 'expired')).toBe(true);
      expect(filtered.filter((row) => made.includes(row.id)).map((row) => row.id)).toEqual(expired);
      // One row a page: every page boundary falls inside a status, the two expired ranges
      // included, and the cursor carries on in each.
      const [member] = await db
        .select({ userId: users.id, agencyId: agencies.id, cityId: agencies.cityId })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(eq(users.email, 'agent2.casablanca@moqarana.ma'));
      if (!member) throw new Error('agent2.casablanca missing');
      for (const direction of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const query = quoteTableQuerySchema.parse({ sort: 'status', direction });
          const page = await listQuoteTable(db, member, table, { ...query, cursor }, 'fr', 1);
          expect(page.items.length).toBeLessThanOrEqual(1);
          seen.push(...page.items.map((row) => row.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        expect(new Set(seen).size, `${table} ${direction}`).toBe(seen.length);
        const ids = ascending.map(([, id]) => id);
        expect(
          seen.filter((id) => made.includes(id)),
          `${table} ${direction}`,
        ).toEqual(direction === 'asc' ? ids : [...ids].reverse());
      }
    }
    // A cursor naming a status no priced table shows is refused.
    const forged = Buffer.from(JSON.stringify(['pending', open])).toString('base64url');
    const refused = await agent2Casa.get(
      `/api/agency/tables/processed?sort=status&cursor=${forged}`,
    );
    expect(refused.status).toBe(400);
  });

  it("sorts the pending table by client on the drivers' initials, and in queue order (oldest first) on its one-value columns", async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    for (const [firstName, lastName] of [
      ['Zineb', 'Alami'],
      ['amine', 'Berrada'],
      ['Élodie', 'Chraibi'],
      ['Zineb', 'Alaoui'],
    ] as const)
      await submitQuote(driver, reference, 'Casablanca', { driver: { firstName, lastName } });
    const { db } = server.moqarana.database;
    const [agency] = (
      (await db.execute(sql`select a.id, a.city_id from agencies a join users u on u.agency_id = a.id
        where u.email = 'agent.casablanca@moqarana.ma'`)) as unknown as {
        rows: { id: string; city_id: number }[];
      }
    ).rows;
    // The order of the rule itself: the initials of each quote's driver, read from the driver.
    const byRule = async (direction: 'asc' | 'desc') =>
      (
        (await db.execute(sql`select quotes.id from quotes join drivers on drivers.id = quotes.driver_id
          where ${awaitingPriceSql({ cityId: agency?.city_id, agencyId: agency?.id })}
          order by left(drivers.first_name, 1) || left(drivers.last_name, 1) ${sql.raw(direction)}, quotes.id ${sql.raw(direction)}`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((row) => row.id);
    // The pricing queue opens on the request waiting longest: oldest first, as sorted by date.
    const queue = await readAll(agentCasa, '/api/agency/tables/pending');
    const queueOrder = queue.map((r) => r.id);
    expect(queueOrder.length).toBeGreaterThan(25);
    expect(queue.map((row) => row.at)).toEqual(queue.map((row) => row.at).sort());
    expect(
      (await readAll(agentCasa, '/api/agency/tables/pending?sort=date&direction=asc')).map(
        (r) => r.id,
      ),
    ).toEqual(queueOrder);
    expect(
      (await readAll(agentCasa, '/api/agency/tables/pending?sort=date&direction=desc')).map(
        (r) => r.id,
      ),
    ).toEqual([...queueOrder].reverse());
    for (const direction of ['asc', 'desc'] as const) {
      const byClient = await readAll(
        agentCasa,
        `/api/agency/tables/pending?sort=client&direction=${direction}`,
      );
      expect(
        byClient.map((row) => row.id),
        `client ${direction}`,
      ).toEqual(await byRule(direction));
      // One city, no price and the status `pending` on every row: the default order stays.
      for (const sort of ['city', 'amount', 'status']) {
        const rows = await readAll(
          agentCasa,
          `/api/agency/tables/pending?sort=${sort}&direction=${direction}`,
        );
        expect(
          rows.map((row) => row.id),
          `${sort} ${direction}`,
        ).toEqual(queueOrder);
      }
    }
    // The search by the agency's city's name holds every row; another city's name none.
    const searched = async (search: string) =>
      (await readAll(agentCasa, `/api/agency/tables/pending?search=${encodeURIComponent(search)}`))
        .length;
    expect(await searched('casab')).toBe(queueOrder.length);
    expect(await searched('Tanger')).toBe(0);
  });

  it('searches by reference, initials and city, with LIKE wildcards taken literally', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Tanger', {
      driver: { firstName: 'Zineb', lastName: 'Quessar' },
    });
    const rows = async (search: string) =>
      (
        (await agentCasa.get(`/api/agency/tables/pending?search=${encodeURIComponent(search)}`))
          .body as Page
      ).items;
    const casaQuote = await submitQuote(driver, reference, 'Casablanca', {
      driver: { firstName: 'Yasmine', lastName: 'Wahbi' },
    });
    expect((await rows(casaQuote.reference.slice(-6))).map((r) => r.id)).toEqual([casaQuote.id]);
    expect((await rows('Y. W.')).map((r) => r.id)).toContain(casaQuote.id);
    expect((await rows('yw')).map((r) => r.id)).toContain(casaQuote.id);
    expect((await rows('casab')).length).toBeGreaterThan(0);
    expect(await rows('%')).toEqual([]);
    // Another city's quote never shows, even searched by its reference.
    expect(await rows(quote.reference)).toEqual([]);
  });

  it('exports the current filter as CSV with a BOM, French headers and masked clients', async () => {
    // French spreadsheets split on `;` (decision 0014).
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca', {
      driver: { firstName: 'Élodie', lastName: 'Ouazzani', cin: 'BE123456' },
    });
    const response = await fetch(
      `${server.baseUrl}/api/agency/tables/pending/export?search=${quote.reference}`,
      { headers: { cookie: `mq.session_token=${agentCasa.sessionCookie}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('moqarana-pending.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Référence;Date;Client;Âge;CIN;Ville;Montant (DH TTC);Statut;Pack;N° de police',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${quote.reference};\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2};É\\. O\\.;30;BE\\*\\*\\*\\*56;Casablanca;;En attente;;$`,
      ),
    );
    const english = await fetch(`${server.baseUrl}/api/agency/tables/pending/export`, {
      headers: {
        cookie: `mq.session_token=${agentCasa.sessionCookie}`,
        'accept-language': 'en',
      },
    });
    expect((await english.text()).split('\r\n')[0]).toContain('Reference,Date,Client');
  });

  it('is closed to drivers, the platform admin and visitors', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    expect((await driver.get('/api/agency/tables/pending')).status).toBe(404);
    expect((await admin.get('/api/agency/tables/all')).status).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/agency/tables/all')).status).toBe(401);
  });
});

describe('contracts', () => {
  it('the chosen agency calls, confirms with a policy number, and the contract is listed once', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca', {
      driver: { firstName: 'Salma', lastName: 'Bennani' },
    });
    await priceQuote(agentCasa, quote.id);
    await priceQuote(agent2Casa, quote.id, { basic: 9000, intermediate: 9001, premium: 9002 });
    // Before selection nobody may follow it up.
    expect((await agentCasa.get(`/api/agency/quotes/${quote.id}/follow-up`)).status).toBe(404);
    await selectFirstOffer(driver, quote.id, 'intermediate');

    // Only the chosen agency (the cheaper, agentCasa's) may call and decide.
    expect((await agent2Casa.get(`/api/agency/quotes/${quote.id}/follow-up`)).status).toBe(404);
    expect(
      (
        await agent2Casa.post(`/api/agency/quotes/${quote.id}/contract`, {
          decision: 'lost',
          lostReason: 'x',
        })
      ).status,
    ).toBe(404);

    const call = await agentCasa.post(`/api/agency/quotes/${quote.id}/calls`, {
      outcome: 'noAnswer',
    });
    expect(call.status).toBe(201);
    expect(call.body.calls).toEqual([
      { outcome: 'noAnswer', note: '', at: expect.any(String), by: 'Agent Casablanca' },
    ]);
    const invalid = await agentCasa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'confirmed',
      policyNumber: '',
      startDate: 'demain',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      policyNumber: '*Ce champ est obligatoire',
      startDate: '*Date invalide',
    });
    const confirmed = await managerCasa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'confirmed',
      policyNumber: 'WAFA-2026-778899',
      startDate: '2026-12-01',
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.decision).toMatchObject({
      decision: 'confirmed',
      policyNumber: 'WAFA-2026-778899',
      startDate: '2026-12-01',
    });
    const twice = await agentCasa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'lost',
      lostReason: 'Injoignable',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('contractDecided');

    const listed = (await agentCasa.get('/api/agency/tables/contracts')).body as Page;
    expect(listed.items.filter((r) => r.id === quote.id)).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        policyNumber: 'WAFA-2026-778899',
        selectedPack: 'intermediate',
        amountCentimes: 450_000,
        driver: expect.objectContaining({ name: 'Salma Bennani', contact: expect.any(Object) }),
      }),
    ]);
    // Every sort of the contracts table reads its contracted offers' indexes: the contract is
    // on each, and `confirmed` on every row keeps the sort by status newest first.
    const newestFirst = (await readAll(agentCasa, '/api/agency/tables/contracts')).map((r) => r.id);
    for (const sort of ['reference', 'client', 'city', 'amount', 'status'])
      for (const direction of ['asc', 'desc']) {
        const rows = await readAll(
          agentCasa,
          `/api/agency/tables/contracts?sort=${sort}&direction=${direction}`,
        );
        const ids = rows.map((row) => row.id);
        expect(ids, `${sort} ${direction}`).toContain(quote.id);
        if (sort === 'status') expect(ids, `${sort} ${direction}`).toEqual(newestFirst);
      }
    const filtered = (await agentCasa.get('/api/agency/tables/all?status=confirmed')).body as Page;
    expect(filtered.items.map((r) => r.id)).toEqual([quote.id]);
    expect((await driver.get(`/api/quotes/${quote.id}`)).body.status).toBe('confirmed');
  });

  it('a lost sale needs a reason and leaves the contracts table', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(agentCasa, quote.id);
    await selectFirstOffer(driver, quote.id);
    const noReason = await agentCasa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'lost',
      lostReason: ' ',
    });
    expect(noReason.status).toBe(400);
    const lost = await agentCasa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'lost',
      lostReason: 'A choisi une autre compagnie',
    });
    expect(lost.status).toBe(201);
    const contracts = (await agentCasa.get('/api/agency/tables/contracts')).body as Page;
    expect(contracts.items.some((r) => r.id === quote.id)).toBe(false);
    const lostRows = (await agentCasa.get('/api/agency/tables/all?status=lost')).body as Page;
    expect(lostRows.items.map((r) => r.id)).toContain(quote.id);
  });
});

describe('audit log', () => {
  it('records back-office writes; each reads only what their role allows, masked', async () => {
    const mine = (await agentCasa.get('/api/audit')).body;
    const actions = mine.items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining(['offer.priced', 'contract.call', 'auth.login.success']),
    );
    expect(mine.items.every((i: { actor: string }) => i.actor === 'Agent Casablanca')).toBe(true);

    const agency = (await managerCasa.get('/api/audit?scope=agency')).body;
    expect(agency.items.map((i: { action: string }) => i.action)).toEqual(
      expect.arrayContaining(['contract.confirmed', 'contract.lost', 'offer.priced']),
    );
    expect(agency.items.some((i: { actor: string }) => i.actor === 'Agent 2 Casablanca')).toBe(
      false,
    );

    expect((await agentCasa.get('/api/audit?scope=agency')).status).toBe(404);
    expect((await managerCasa.get('/api/audit?scope=all')).status).toBe(404);
    const failure = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email: 'agent.casablanca@moqarana.ma',
      password: 'faux',
      portal: 'backoffice',
    });
    expect(failure.status).toBe(401);
    const after = (await admin.get('/api/audit?scope=all')).body;
    expect(after.items[0]).toMatchObject({
      action: 'auth.login.failure',
      details: { email: 'a***@moqarana.ma', portal: 'backoffice' },
    });
    expect(JSON.stringify(after)).not.toContain('agent.casablanca@moqarana.ma');
  });
});

// Last: its many offers would crowd the audit log the test above reads.
describe('keyset pages of the priced tables', () => {
  it('pages the priced tables on every sort, with ties and chosen packs, without loss or repeat', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const priced: string[] = [];
    for (let index = 0; index < 28; index += 1) {
      // Two names and three prices: most rows tie on the client and on the amount.
      const quote = await submitQuote(driver, reference, 'Casablanca', {
        driver:
          index % 2
            ? { firstName: 'Salma', lastName: 'Bennani' }
            : { firstName: 'Omar', lastName: 'Alami' },
      });
      const basic = 1000 + (index % 3);
      await priceQuote(agentCasa, quote.id, {
        basic,
        intermediate: basic + 500,
        premium: basic + 900,
      });
      // Some choose this agency's Premium: the table then shows (and sorts by) that price.
      if (index % 5 === 0) await selectFirstOffer(driver, quote.id, 'premium');
      priced.push(quote.id);
    }
    const arriving = async () => {
      const quote = await submitQuote(driver, reference, 'Casablanca');
      await priceQuote(agentCasa, quote.id, { basic: 1001, intermediate: 1501, premium: 1901 });
    };
    for (const table of ['processed', 'all']) {
      for (const sort of ['date', 'reference', 'client', 'city', 'amount', 'status']) {
        for (const direction of ['asc', 'desc']) {
          const rows = await readAll(
            agentCasa,
            `/api/agency/tables/${table}?sort=${sort}&direction=${direction}`,
            arriving,
          );
          const ids = rows.map((row) => row.id);
          const label = `${table} ${sort} ${direction}`;
          expect(new Set(ids).size, `${label}: no duplicates`).toBe(ids.length);
          for (const id of priced) expect(ids, label).toContain(id);
          if (sort === 'amount') {
            const amounts = rows.map((row) => row.amountCentimes ?? 0);
            const ordered = [...amounts].sort((a, b) => (direction === 'asc' ? a - b : b - a));
            expect(amounts, label).toEqual(ordered);
          }
          if (sort === 'status') {
            // The lifecycle's order (offered, selected, …), then the quote id, across pages.
            const rank = (row: QuoteTableRow) =>
              quoteStatusFilters.indexOf(row.status as (typeof quoteStatusFilters)[number]);
            const sign = direction === 'asc' ? 1 : -1;
            const ordered = [...rows].sort(
              (a, b) => sign * (rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
            );
            expect(ids, label).toEqual(ordered.map((row) => row.id));
            expect(new Set(rows.map((row) => row.status)).size, label).toBeGreaterThan(1);
          }
        }
      }
    }
  });
});
