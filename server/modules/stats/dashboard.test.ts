import fc from 'fast-check';
import { eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { moroccoDayStart } from '../../../domain/morocco-time.ts';
import type { DashboardStats } from '../../../domain/stats/dashboard.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { contracts, offers, quotes, users } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { changePercent, moroccoDay } from './dashboard.service.ts';

/*
 * The dashboard's counters against a known data set (docs/product/design.md §8): quotes, offers and
 * contracts are created through the API, then dated to given Moroccan days in the database.
 */

let server: TestServer;
let reference: ReferenceData;
let agent: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.marrakech@moqarana.ma');
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;

/** Noon on a Moroccan clock, `daysAgo` Moroccan days before today (domain/morocco-time.ts). */
const noonDaysAgo = (daysAgo: number) =>
  new Date(
    moroccoDayStart(addToDate(todayInMorocco(), { days: -daysAgo })).getTime() + 12 * 3_600_000,
  );

async function dateQuote(id: string, daysAgo: number) {
  await db()
    .update(quotes)
    .set({ createdAt: noonDaysAgo(daysAgo) })
    .where(eq(quotes.id, id));
}
async function dateOffer(quoteId: string, daysAgo: number) {
  await db()
    .update(offers)
    .set({ createdAt: noonDaysAgo(daysAgo) })
    .where(eq(offers.quoteId, quoteId));
}

describe('change against yesterday', () => {
  it('is a whole percentage, null when yesterday was 0', () => {
    expect(changePercent(3, 2)).toBe(50);
    expect(changePercent(1, 3)).toBe(-67);
    expect(changePercent(2, 2)).toBe(0);
    expect(changePercent(5, 0)).toBeNull();
  });
});

describe("Morocco's day in SQL", () => {
  it('is the day todayInMorocco gives, across Ramadan changes and late evenings (property)', async () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const until = new Date('2028-01-01T00:00:00Z');
    const edges = ['2026-02-15T01:59:00Z', '2026-03-22T02:00:00Z', '2026-11-23T23:30:00Z'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.date({ min: from, max: new Date(until.getTime() - 1), noInvalidDate: true }),
          fc.constantFrom(...edges.map((edge) => new Date(edge))),
        ),
        async (instant) => {
          const [row] = (
            (await db().execute(
              sql`select to_char(${moroccoDay(sql`${instant.toISOString()}::timestamptz`, from, until)}, 'YYYY-MM-DD') as day`,
            )) as unknown as { rows: { day: string }[] }
          ).rows;
          expect(row?.day).toBe(todayInMorocco(instant));
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('/api/dashboard', () => {
  it('counts a known data set exactly, per Moroccan day, with changes and the 30-day chart', async () => {
    const { client: x } = await signUpDriver(server.baseUrl);
    const { client: y } = await signUpDriver(server.baseUrl);
    const q = [
      await submitQuote(y, reference, 'Marrakech'), // Q1 today, priced today, confirmed today
      await submitQuote(x, reference, 'Marrakech'), // Q2 today, priced today
      await submitQuote(x, reference, 'Marrakech'), // Q3 today, waiting
      await submitQuote(x, reference, 'Marrakech'), // Q4 yesterday, priced and confirmed yesterday
      await submitQuote(y, reference, 'Marrakech'), // Q5 yesterday, priced yesterday
      await submitQuote(x, reference, 'Marrakech'), // Q6 three days ago, waiting
    ] as const;
    for (const quote of [q[0], q[1], q[3], q[4]]) await priceQuote(agent, quote.id);
    await selectFirstOffer(y, q[0].id);
    await selectFirstOffer(x, q[3].id);
    for (const quote of [q[0], q[3]]) {
      const confirmed = await agent.post(`/api/agency/quotes/${quote.id}/contract`, {
        decision: 'confirmed',
        policyNumber: `POL-${quote.reference}`,
        startDate: '2026-12-01',
      });
      expect(confirmed.status).toBe(201);
    }
    await dateQuote(q[3].id, 1);
    await dateQuote(q[4].id, 1);
    await dateQuote(q[5].id, 3);
    await dateOffer(q[3].id, 1);
    await dateOffer(q[4].id, 1);
    await db()
      .update(contracts)
      .set({ decidedAt: noonDaysAgo(1) })
      .where(eq(contracts.quoteId, q[3].id));

    const response = await agent.get('/api/dashboard');
    expect(response.status).toBe(200);
    const stats = response.body as DashboardStats;
    expect(stats.scope).toBe('agency');
    expect(stats.counters).toEqual({
      pending: { today: 3, yesterday: 2, changePercent: 50 },
      processed: { today: 2, yesterday: 2, changePercent: 0 },
      confirmed: { today: 1, yesterday: 1, changePercent: 0 },
      drivers: { today: 2, yesterday: 1, changePercent: 100 },
    });
    expect(stats.waitingNow).toBe(2);
    expect(stats.days).toHaveLength(30);
    expect(stats.days.slice(-4)).toEqual([
      { day: expect.any(String), pending: 1, processed: 0, confirmed: 0 },
      { day: expect.any(String), pending: 0, processed: 0, confirmed: 0 },
      { day: expect.any(String), pending: 2, processed: 2, confirmed: 1 },
      { day: expect.any(String), pending: 3, processed: 2, confirmed: 1 },
    ]);
    // Newest first; Q4 and Q5 were both priced at noon yesterday.
    expect(stats.recent.slice(0, 2).map((r) => r.reference)).toEqual([
      q[1].reference,
      q[0].reference,
    ]);
    expect(
      stats.recent
        .slice(2)
        .map((r) => r.reference)
        .sort(),
    ).toEqual([q[3].reference, q[4].reference].sort());
    expect(stats.recent[1]).toMatchObject({ status: 'confirmed', amountCentimes: 320_000 });

    // The other Marrakech agency priced nothing: its own counters stay at zero.
    const other = await signInStaff(server.baseUrl, 'agent2.marrakech@moqarana.ma');
    const otherStats = (await other.get('/api/dashboard')).body as DashboardStats;
    expect(otherStats.counters.processed).toEqual({ today: 0, yesterday: 0, changePercent: null });
    expect(otherStats.counters.pending.today).toBe(3);
    // Q1 and Q4 are selected, no longer open to offers.
    expect(otherStats.waitingNow).toBe(4);
  });

  it('gives the platform admin platform-wide figures with registered drivers', async () => {
    const stats = (await admin.get('/api/dashboard')).body as DashboardStats;
    expect(stats.scope).toBe('platform');
    const [drivers] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'driver'));
    expect(stats.counters.drivers).toEqual({
      today: drivers?.n,
      yesterday: 0,
      changePercent: null,
    });
    const [today] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(gte(quotes.createdAt, moroccoDayStart(todayInMorocco())));
    expect(stats.counters.pending.today).toBe(today?.n);
    expect(stats.waitingNow).toBeNull();
  });

  it('shows the platform admin a chosen quote at the price chosen, an open one at its lowest Basique', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const chosen = await submitQuote(driver, reference, 'Casablanca');
    const open = await submitQuote(driver, reference, 'Casablanca');
    const casablanca = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    for (const quote of [chosen, open])
      await priceQuote(casablanca, quote.id, { basic: 2500, intermediate: 3500, premium: 5000 });
    await selectFirstOffer(driver, chosen.id, 'premium');
    const recent = ((await admin.get('/api/dashboard')).body as DashboardStats).recent;
    const amountOf = (id: string) => recent.find((row) => row.quoteId === id)?.amountCentimes;
    expect(amountOf(chosen.id)).toBe(500_000);
    expect(amountOf(open.id)).toBe(250_000);
  });

  it('is closed to drivers (404) and visitors (401)', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    expect((await driver.get('/api/dashboard')).status).toBe(404);
    expect((await driver.get('/api/notifications')).status).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/dashboard')).status).toBe(401);
  });
});

describe('/api/notifications', () => {
  it('lists new quotes of the city and selections of the agency, with unread counts', async () => {
    const rabat = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
    await rabat.post('/api/notifications/seen');
    const { client: driver } = await signUpDriver(server.baseUrl);
    const first = await submitQuote(driver, reference, 'Rabat');
    const second = await submitQuote(driver, reference, 'Rabat');
    let feed = (await rabat.get('/api/notifications')).body;
    expect(feed.unreadCount).toBe(2);
    expect(feed.items.map((i: { label: string }) => i.label)).toEqual([
      second.reference,
      first.reference,
    ]);

    await priceQuote(rabat, first.id);
    await selectFirstOffer(driver, first.id);
    feed = (await rabat.get('/api/notifications')).body;
    expect(feed.items[0]).toMatchObject({ kind: 'offerSelected', label: first.reference });
    // `first` is priced: no longer a quote to price; `second` still is.
    expect(feed.items.map((i: { kind: string; label: string }) => `${i.kind}:${i.label}`)).toEqual([
      `offerSelected:${first.reference}`,
      `newPendingQuote:${second.reference}`,
    ]);
    expect(feed.unreadCount).toBe(2);

    expect((await rabat.post('/api/notifications/seen')).status).toBe(204);
    feed = (await rabat.get('/api/notifications')).body;
    expect(feed.unreadCount).toBe(0);
    expect(feed.items.every((i: { unread: boolean }) => !i.unread)).toBe(true);
  });
});
