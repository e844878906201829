import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, insurers, tariffGrids, users } from '../schema/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { emailCity, seedDemo } from './seed-demo.ts';
import { eq } from 'drizzle-orm';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server.close());

describe('demo data (README "Demo accounts")', () => {
  it('creates the listed accounts with their roles', async () => {
    const db = server.moqarana.database.db;
    const rows = await db.select({ email: users.email, role: users.role }).from(users);
    const roleOf = new Map(rows.map((r) => [r.email, r.role]));
    expect(roleOf.get('admin@moqarana.ma')).toBe('platform_admin');
    expect(roleOf.get('conducteur@moqarana.ma')).toBe('driver');
    for (const city of ['casablanca', 'rabat', 'marrakech']) {
      expect(roleOf.get(`agent.${city}@moqarana.ma`)).toBe('agent');
      expect(roleOf.get(`manager.${city}@moqarana.ma`)).toBe('agency_manager');
      expect(roleOf.get(`agent2.${city}@moqarana.ma`)).toBe('agent');
    }
  });

  it('gives each of the three cities two active agencies of different insurers', async () => {
    const db = server.moqarana.database.db;
    const rows = await db
      .select({ cityId: agencies.cityId, insurer: insurers.slug, status: agencies.status })
      .from(agencies)
      .innerJoin(insurers, eq(insurers.id, agencies.insurerId));
    const byCity = new Map<number, typeof rows>();
    for (const row of rows) byCity.set(row.cityId, [...(byCity.get(row.cityId) ?? []), row]);
    expect(byCity.size).toBe(3);
    for (const cityAgencies of byCity.values()) {
      expect(cityAgencies).toHaveLength(2);
      expect(new Set(cityAgencies.map((a) => a.insurer)).size).toBe(2);
      expect(cityAgencies.every((a) => a.status === 'active')).toBe(true);
    }
  });

  it('gives every agency its own grid, off in the test databases', async () => {
    const db = server.moqarana.database.db;
    const rows = await db
      .select({ mode: agencies.tariffMode, fees: tariffGrids.policyFeesCentimes })
      .from(agencies)
      .innerJoin(tariffGrids, eq(tariffGrids.agencyId, agencies.id));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.fees)).size).toBe(6);
    expect(rows.every((row) => row.mode === 'off')).toBe(true);
  });

  it('with the grids on (npm start), prices by suggestion at the first agency of each city and automatically at the second', async () => {
    const demo = await startTestServer();
    try {
      await seedDemo(demo.moqarana.database.db, { tariffModes: true });
      const rows = await demo.moqarana.database.db
        .select({ mode: agencies.tariffMode, email: users.email })
        .from(agencies)
        .innerJoin(users, eq(users.agencyId, agencies.id));
      const modeOf = new Map(rows.map((row) => [row.email, row.mode]));
      for (const city of ['casablanca', 'rabat', 'marrakech']) {
        expect(modeOf.get(`agent.${city}@moqarana.ma`)).toBe('suggestion');
        expect(modeOf.get(`agent2.${city}@moqarana.ma`)).toBe('automatic');
      }
    } finally {
      await demo.close();
    }
  });

  it('is idempotent', async () => {
    const db = server.moqarana.database.db;
    const before = await db.select().from(users);
    await seedDemo(db);
    expect(await db.select().from(users)).toHaveLength(before.length);
  });

  it('writes city names without accents in e-mails', () => {
    expect(emailCity('Fès')).toBe('fes');
    expect(emailCity('Béni Mellal')).toBe('benimellal');
  });
});
