import { count, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { ReferenceData } from '../../domain/reference.ts';
import { buildQuoteInput } from '../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { isConnectionLost } from './client.ts';
import { quotes } from './schema/index.ts';

/*
 * A PostgreSQL restart or a terminated backend must not end the process: pg emits an idle
 * client's error on the pool, which crashes Node without a listener (server/db/client.ts).
 * PostgreSQL only; PGlite has no backends to terminate.
 */
describe('a lost connection', () => {
  it('is told from a wrong statement, through the errors Drizzle wraps', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isConnectionLost(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('Failed query', { cause: new Error('syntax') }))).toBe(false);
  });
});

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

  it('keeps serving while its connections are terminated under load, and loses no acknowledged quote', async () => {
    const reference = (await new TestClient(server.baseUrl).get('/api/reference'))
      .body as ReferenceData;
    const drivers = await Promise.all(
      Array.from({ length: 6 }, async () => (await signUpDriver(server.baseUrl)).client),
    );
    const db = server.moqarana.database.db;
    const [{ name }] = (
      (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows as [{ name: string }];
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();

    // Each driver submits quotes one after another, as a browser would: a 503 is retried with
    // the same Idempotency-Key, so a quote is acknowledged (201) once.
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    let terminationsDone = false;
    const answeredAfter: number[] = [];
    let stop = false;
    const submitter = async (client: TestClient) => {
      while (!stop) {
        const key = randomUUID();
        const body = buildQuoteInput(reference);
        for (;;) {
          const sentAfter = terminationsDone;
          const response = await client.post('/api/quotes', body, { 'idempotency-key': key });
          statuses.push(response.status);
          if (sentAfter) answeredAfter.push(response.status);
          if (response.status === 201) {
            acknowledged.push(response.body.id);
            break;
          }
          expect(response.status, JSON.stringify(response.body)).toBe(503);
          expect(response.headers.get('retry-after'), JSON.stringify(response.body)).toBe('1');
          if (stop) return;
        }
      }
    };
    const load = Promise.all(drivers.map(submitter));

    const terminated: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const before = statuses.length;
      await expect.poll(() => statuses.length, { timeout: 60_000 }).toBeGreaterThan(before + 5);
      const result = await admin.query<{ pid: number }>(
        // The app's backends only, chosen before any is terminated (a materialized CTE: in one
        // WHERE, PostgreSQL may call pg_terminate_backend before testing the other conditions).
        `with app as materialized (
           select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid())
         select pid from app where pg_terminate_backend(pid)`,
        [name],
      );
      terminated.push(...result.rows.map((row) => row.pid));
    }
    // Counted once the terminated backends are gone, as a client would see the service again.
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              'select count(*)::int as n from pg_stat_activity where pid = any($1::int[])',
              [terminated],
            )
          ).rows[0].n,
        { timeout: 30_000 },
      )
      .toBe(0);
    terminationsDone = true;
    await expect.poll(() => answeredAfter.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(100);
    stop = true;
    await load;
    await admin.end();

    expect(terminated.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    const served = answeredAfter.filter((status) => status === 201).length;
    expect(served / answeredAfter.length).toBeGreaterThanOrEqual(0.99);
    const [stored] = await db
      .select({ n: count() })
      .from(quotes)
      .where(inArray(quotes.id, acknowledged));
    expect(stored?.n).toBe(acknowledged.length);
  });
});
