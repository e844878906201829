import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

/*
 * A PostgreSQL restart or a terminated backend must not end the process: pg emits an idle
 * client's error on the pool, which crashes Node without a listener (server/db/client.ts).
 * PostgreSQL only; PGlite has no backends to terminate.
 */
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('survives its idle connections being terminated, and the next query works', async () => {
    const db = server.moqarana.database.db;
    await Promise.all([db.execute(sql`select 1`), db.execute(sql`select 2`)]);
    const [{ name }] = (
      (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows as [{ name: string }];
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = (await db.execute(sql`select 41 + 1 as n`)) as unknown as {
      rows: { n: number }[];
    };
    expect(again.rows[0]?.n).toBe(42);
  });
});
