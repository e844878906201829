import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityFeed, ActivityItem } from '../../../domain/notifications/activity-feed.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { notificationReads } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import {
  registerAgency,
  signUpDriver,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../test/harness.ts';

/*
 * The notifications of the back office through real HTTP: every event paged, an exact unread
 * count past the first page, each event read on its own and per person, "tout marquer comme
 * lu", and each person's scope (agency and city; the platform admin's registrations).
 */

let server: TestServer;
let reference: ReferenceData;
let agent: TestClient;
let manager: TestClient;
let rivalAgent: TestClient;
let rabatAgent: TestClient;
let admin: TestClient;
let driver: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  const signIn = (email: string) => signInStaff(server.baseUrl, `${email}@moqarana.ma`);
  [agent, manager, rivalAgent, rabatAgent, admin] = await Promise.all([
    signIn('agent.marrakech'),
    signIn('manager.marrakech'),
    signIn('agent2.marrakech'),
    signIn('agent.rabat'),
    signIn('admin'),
  ]);
  ({ client: driver } = await signUpDriver(server.baseUrl));
});
afterAll(() => server.close());

const feed = async (client: TestClient, query = ''): Promise<ActivityFeed> => {
  const response = await client.get(`/api/notifications${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const read = (client: TestClient, item: Pick<ActivityItem, 'kind' | 'id'>) =>
  client.post('/api/notifications/read', { kind: item.kind, id: item.id });

/** Every event of `client`, following the cursors `limit` at a time. */
async function allEvents(client: TestClient, limit: number): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: ActivityFeed = await feed(
      client,
      `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return items;
}

describe('/api/notifications', () => {
  const quotes: { id: string; reference: string }[] = [];

  beforeAll(async () => {
    for (const client of [agent, manager, rivalAgent, rabatAgent, admin]) {
      expect((await client.post('/api/notifications/seen')).status).toBe(204);
    }
    for (let i = 0; i < 23; i += 1) quotes.push(await submitQuote(driver, reference, 'Marrakech'));
  });

  it('counts every unread event exactly, beyond the menu’s page, and pages through all of them', async () => {
    const menu = await feed(agent);
    expect(menu.items).toHaveLength(10);
    expect(menu.unreadCount).toBe(23);
    expect(menu.nextCursor).not.toBeNull();
    expect(menu.items.every((item) => item.unread && item.kind === 'newPendingQuote')).toBe(true);

    const everything = await allEvents(agent, 7);
    expect(everything.map((item) => item.label)).toEqual(
      [...quotes].reverse().map((quote) => quote.reference),
    );
    // Reading the list marks nothing read.
    expect((await feed(agent)).unreadCount).toBe(23);
  });

  it('reads one event for one person: the others and the colleagues keep theirs', async () => {
    const [latest, previous] = (await feed(agent)).items;
    if (!latest || !previous) throw new Error('no events');
    expect((await read(agent, latest)).status).toBe(204);
    expect((await read(agent, latest)).status).toBe(204);
    const after = await feed(agent);
    expect(after.unreadCount).toBe(22);
    expect(after.items.slice(0, 2).map((item) => item.unread)).toEqual([false, true]);
    // Per person: the manager of the same agency and the city's other agency still see 23.
    expect((await feed(manager)).unreadCount).toBe(23);
    expect((await feed(rivalAgent)).unreadCount).toBe(23);
  });

  it('"tout marquer comme lu" reads everything until now; later events are unread', async () => {
    expect((await feed(manager)).unreadCount).toBe(23);
    const [first] = (await feed(manager)).items;
    if (!first) throw new Error('no events');
    await read(manager, first);
    expect((await manager.post('/api/notifications/seen')).status).toBe(204);
    const seen = await feed(manager);
    expect(seen.unreadCount).toBe(0);
    expect(seen.items.some((item) => item.unread)).toBe(false);
    const me = (await manager.get('/api/me')).body;
    const rows = await server.moqarana.database.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.userId, me.id));
    expect(rows).toEqual([]);

    const fresh = await submitQuote(driver, reference, 'Marrakech');
    quotes.push(fresh);
    const later = await feed(manager);
    expect(later.unreadCount).toBe(1);
    expect(later.items[0]).toMatchObject({ label: fresh.reference, unread: true });
  });

  it('tells the agency its offer was chosen, as an event read on its own', async () => {
    const chosen = quotes[0];
    if (!chosen) throw new Error('no quote');
    await priceQuote(agent, chosen.id);
    await selectFirstOffer(driver, chosen.id);
    const before = await feed(agent);
    const selected = before.items.find((item) => item.kind === 'offerSelected');
    expect(selected).toMatchObject({ id: chosen.id, label: chosen.reference, unread: true });
    if (!selected) throw new Error('no selection event');
    expect((await read(agent, selected)).status).toBe(204);
    expect((await feed(agent)).unreadCount).toBe(before.unreadCount - 1);
    // The other agency of the city was not chosen: no such event, and it may not mark it.
    const rival = await feed(rivalAgent);
    expect(rival.items.some((item) => item.kind === 'offerSelected')).toBe(false);
    expect((await read(rivalAgent, selected)).status).toBe(404);
  });

  it('keeps each person to their scope: another city’s quote or another role’s event is 404', async () => {
    const rivalFeed = await feed(rivalAgent);
    const marrakechQuote = rivalFeed.items[0];
    if (!marrakechQuote) throw new Error('no events');
    expect((await feed(rabatAgent)).items.some((item) => item.id === marrakechQuote.id)).toBe(
      false,
    );
    expect((await read(rabatAgent, marrakechQuote)).status).toBe(404);
    expect((await read(admin, marrakechQuote)).status).toBe(404);
    expect((await feed(rivalAgent)).unreadCount).toBe(rivalFeed.unreadCount);

    const { client: other } = await signUpDriver(server.baseUrl);
    expect((await other.get('/api/notifications')).status).toBe(404);
    expect((await read(other, marrakechQuote)).status).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/notifications')).status).toBe(401);
  });

  it('gives the platform admin the registrations to review, read one by one', async () => {
    const agencyId = await registerAgency(server.baseUrl, admin, {
      email: 'agence.oasis@example.ma',
      password: 'Agence-Oasis-2026',
      cityId: reference.cities.find((c) => c.nameFr === 'Agadir')?.id,
      phone: '0522 12 34 56',
      managerName: 'Leila Fassi',
      managerPhone: '0661 23 45 67',
      agencyName: 'Agence Oasis Agadir',
      address: '8 avenue Hassan II, Agadir',
      insurerId: reference.insurers[0]?.id,
      acapsApprovalNumber: 'ACAPS-2026-314',
    });
    const feedOfAdmin = await feed(admin);
    expect(feedOfAdmin.unreadCount).toBe(1);
    expect(feedOfAdmin.items).toEqual([
      expect.objectContaining({
        kind: 'agencyRegistered',
        id: agencyId,
        label: 'Agence Oasis Agadir',
        unread: true,
      }),
    ]);
    expect((await read(agent, { kind: 'agencyRegistered', id: agencyId })).status).toBe(404);
    expect((await read(admin, { kind: 'agencyRegistered', id: agencyId })).status).toBe(204);
    expect((await feed(admin)).unreadCount).toBe(0);
  });

  it('refuses a malformed request with a translated 400 and changes nothing', async () => {
    const before = (await feed(agent)).unreadCount;
    const badKind = await agent.post('/api/notifications/read', {
      kind: 'everything',
      id: quotes[1]?.id,
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.fields).toEqual({ kind: '*Valeur invalide' });
    expect(
      (await agent.post('/api/notifications/read', { kind: 'newPendingQuote', id: 'x' })).status,
    ).toBe(400);
    expect((await agent.get('/api/notifications?limit=500')).status).toBe(400);
    expect((await agent.get('/api/notifications?cursor=nope')).status).toBe(400);
    expect((await feed(agent)).unreadCount).toBe(before);
  });
});
