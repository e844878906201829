import { count, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { ReferenceData } from '../../domain/reference/reference-data.ts';
import { buildQuoteInput } from '../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { takeConsoleErrors } from '../test/server-errors.ts';
import { jobQueueErrorReporter } from '../modules/notifications/job-queue.ts';
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

  it('is a warning when pg-boss reports it, any other job queue error an error', () => {
    const logged: string[] = [];
    const report = jobQueueErrorReporter({
      warn: (_fields, message) => logged.push(`warn: ${message}`),
      error: (_fields, message) => logged.push(`error: ${message}`),
    });
    // pg-boss emits a copy of the error's own fields, not the error itself.
    const terminated = Object.assign(new Error('terminating connection'), { code: '57P01' });
    report({ ...terminated, message: terminated.message });
    report(new Error('Connection terminated unexpectedly'));
    report(Object.assign(new Error('relation "pgboss.job" does not exist'), { code: '42P01' }));
    expect(logged).toEqual([
      'warn: job queue lost its connection',
      'warn: job queue lost its connection',
      'error: job queue error',
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lets PostgreSQL plan each statement with its values, so a search fragment finds its index', async () => {
    // Forcing generic plans (plan_cache_mode) applies to pg's unnamed statements too: the
    // tables' trigram searches then ignored their index (250 ms against 8 ms at 1,000,000 quotes).
    const { rows } = await server.moqarana.database.sql.executeSql(
      "select current_setting('plan_cache_mode') as mode, current_setting('max_parallel_workers_per_gather') as workers",
    );
    expect(rows).toEqual([{ mode: 'auto', workers: '0' }]);
  });

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
    const killed = await admin.query<{ pid: number }>(
      `with app as materialized (
         select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid())
       select pid from app where pg_terminate_backend(pid)`,
      [name],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    // Once the backends are gone, their clients have had their 'error' event.
    const pids = killed.rows.map((row) => row.pid);
    await expect
      .poll(async () => {
        const left = await admin.query(
          'select count(*)::int as n from pg_stat_activity where pid = any($1::int[])',
          [pids],
        );
        return left.rows[0].n;
      })
      .toBe(0);
    await admin.end();
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
    // Requests in flight when their connection ended were answered 503, not left hanging.
    expect(statuses).toContain(503);
    const served = answeredAfter.filter((status) => status === 201).length;
    expect(served / answeredAfter.length).toBeGreaterThanOrEqual(0.99);
    const [stored] = await db
      .select({ n: count() })
      .from(quotes)
      .where(inArray(quotes.id, acknowledged));
    expect(stored?.n).toBe(acknowledged.length);
    // better-auth writes a session lookup that lost its connection to console.error; only those.
    for (const line of takeConsoleErrors())
      expect(line).toMatch(/terminating connection due to administrator command/);
  });

  it('lets a job completion that loses its connection answer, since pg-boss does not await it', async () => {
    // pg-boss completes a job after its handler returns without awaiting the statement: had it
    // failed, the rejection would be unhandled and end the worker. The completions are watched
    // here as they leave for the real executor.
    const { sql: executor } = server.moqarana.database;
    const completions: Promise<{ rows: unknown[] }>[] = [];
    const boss = new PgBoss({
      db: {
        executeSql: (text: string, values: unknown[]) => {
          const answer = executor.executeSql(text, values);
          if (/completed_on = now\(\)/.test(text)) completions.push(answer);
          return answer;
        },
      },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    const queue = `lost-${randomUUID().slice(0, 8)}`;
    await boss.createQueue(queue);
    const jobId = await boss.send(queue, {});
    // Another connection holds the job's row, so that the completion waits, where its backend
    // is terminated.
    const holder = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await holder.connect();
    await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async () => {
      await holder.query('begin');
      await holder.query('select 1 from pgboss.job where id = $1 for update', [jobId]);
    });
    const admin = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await admin.connect();
    const waiting = async () =>
      (
        await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query like '%completed_on = now()%'`,
        )
      ).rows.map((row) => row.pid);
    await expect.poll(waiting, { timeout: 30_000 }).toHaveLength(1);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [
      await waiting(),
    ]);
    await holder.query('rollback');
    expect(completions).toHaveLength(1);
    // Answered that nothing changed: the job stays active and is retried after its timeout.
    await expect(completions[0]).resolves.toEqual({ rows: [{ count: '0' }] });
    const state = await admin.query('select state from pgboss.job where id = $1', [jobId]);
    expect(state.rows[0]?.state).toBe('active');
    await boss.stop({ graceful: false, wait: true });
    await Promise.all([holder.end(), admin.end()]);
  });
});
