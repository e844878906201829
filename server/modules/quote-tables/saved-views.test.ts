import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedView } from '../../../domain/offers/saved-views.ts';
import { savedViews, users } from '../../db/schema/index.ts';
import { signInStaff } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * Saved views of the back-office tables (docs/product/agency-day.md "Filters and saved views"):
 * each staff member's own, validated as the table's query on save and on read.
 */

let server: TestServer;
let agent: TestClient;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const views = async (client: TestClient, table = 'processed') =>
  ((await client.get(`/api/agency/tables/${table}/views`)).body as { items: SavedView[] }).items;

const storedCount = async () =>
  (await server.moqarana.database.db.select().from(savedViews)).length;

describe('saved views', () => {
  it('saves a table’s sort and filters under a name, lists it to its owner only, and deletes it', async () => {
    const query = {
      sort: 'amount',
      direction: 'asc',
      from: '2026-06-01',
      to: '2026-06-30',
      status: 'offered',
    };
    const saved = await agent.post('/api/agency/tables/processed/views', { name: ' Juin ', query });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(String),
      name: 'Juin',
      query,
      createdAt: expect.any(String),
    });
    expect(await views(agent)).toEqual([saved.body]);
    // Per table and per person.
    expect(await views(agent, 'all')).toEqual([]);
    expect(await views(manager)).toEqual([]);
    const path = `/api/agency/tables/processed/views/${saved.body.id}`;
    expect((await manager.request('DELETE', path)).status).toBe(404);
    expect(
      (await agent.request('DELETE', `/api/agency/tables/all/views/${saved.body.id}`)).status,
    ).toBe(404);
    expect(await views(agent)).toHaveLength(1);
    expect((await agent.request('DELETE', path)).status).toBe(204);
    expect(await views(agent)).toEqual([]);
    expect((await agent.request('DELETE', path)).status).toBe(404);
  });

  it('refuses a bad name or query with a field message and writes nothing', async () => {
    const before = await storedCount();
    const cases: [unknown, Record<string, string>][] = [
      [{ name: '', query: { sort: 'date' } }, { name: '*Ce champ est obligatoire' }],
      [{ name: 'x'.repeat(41), query: { sort: 'date' } }, { name: 'Ce texte est trop long' }],
      [
        { name: 'À l’envers', query: { from: '2026-06-05', to: '2026-06-01' } },
        { 'query.to': 'La date de fin doit suivre la date de début' },
      ],
      [
        { name: 'Mauvaise date', query: { from: '2026-13-01' } },
        { 'query.from': '*Date invalide' },
      ],
      [{ name: 'Recherche', query: { search: 'Bennani' } }, { 'query.search': 'Champ inconnu' }],
    ];
    for (const [body, fields] of cases) {
      const response = await agent.post('/api/agency/tables/processed/views', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields).toEqual(fields);
    }
    // A filter the table does not offer: no agent on the pending table, no status on contracts.
    const agentId = (
      await server.moqarana.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'agent.casablanca@moqarana.ma'))
    )[0]?.id;
    const pending = await agent.post('/api/agency/tables/pending/views', {
      name: 'Moi',
      query: { agent: agentId },
    });
    expect(pending.status).toBe(400);
    expect(pending.body.error.fields).toEqual({ 'query.agent': '*Valeur invalide' });
    const contracts = await agent.post('/api/agency/tables/contracts/views', {
      name: 'Confirmés',
      query: { status: 'confirmed' },
    });
    expect(contracts.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('keeps names unique per person and table, and 20 views at most', async () => {
    const save = (client: TestClient, name: string) =>
      client.post('/api/agency/tables/all/views', { name, query: { sort: 'date' } });
    expect((await save(manager, 'Vue 1')).status).toBe(201);
    const twice = await save(manager, 'Vue 1');
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual({
      name: 'Vous avez déjà une vue de ce nom pour ce tableau',
    });
    // Another person may use the same name.
    expect((await save(agent, 'Vue 1')).status).toBe(201);
    for (let index = 2; index <= 20; index += 1)
      expect((await save(manager, `Vue ${index}`)).status).toBe(201);
    const full = await save(manager, 'Vue 21');
    expect(full.status).toBe(400);
    expect(full.body.error.fields).toEqual({
      name: 'Vous avez déjà 20 vues pour ce tableau : supprimez-en une d’abord',
    });
    expect(await views(manager, 'all')).toHaveLength(20);
  });

  it('shows a view saved before the filters changed as unusable, not as an error', async () => {
    const [row] = await server.moqarana.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'agent.casablanca@moqarana.ma'));
    await server.moqarana.database.db.insert(savedViews).values({
      userId: row?.id ?? '',
      tableName: 'contracts',
      name: 'Ancienne',
      query: { sort: 'date', insurer: 'wafa' },
    });
    const listed = await agent.get('/api/agency/tables/contracts/views');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ name: 'Ancienne', query: null })]);
  });

  it('offers the agency’s staff, active or not, as the agent filter’s choices', async () => {
    const created = await manager.post('/api/agency/staff', {
      name: 'Ancien Agent',
      email: 'ancien.agent@example.ma',
    });
    expect(created.status).toBe(201);
    const off = await manager.post(`/api/agency/staff/${created.body.account.id}/status`, {
      active: false,
    });
    expect(off.status).toBe(200);
    const colleagues = (await agent.get('/api/agency/colleagues')).body.items as {
      name: string;
      active: boolean;
    }[];
    expect(colleagues.map(({ name, active }) => [name, active]).sort()).toEqual([
      ['Agent Casablanca', true],
      ['Ancien Agent', false],
      ['Responsable Casablanca', true],
    ]);
    expect(JSON.stringify(colleagues)).not.toContain('@');
    const { client: driver } = await signUpDriver(server.baseUrl);
    expect((await driver.get('/api/agency/colleagues')).status).toBe(404);
    expect((await driver.get('/api/agency/tables/all/views')).status).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/agency/tables/all/views')).status).toBe(
      401,
    );
  });
});
