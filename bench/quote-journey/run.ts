import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { submitQuoteSchema } from '../../domain/quotes/request.ts';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { buildQuoteInput, signInStaff } from '../../server/test/factories.ts';
import { createScratchDatabase, signUpDriver, TestClient } from '../../server/test/harness.ts';
import { constantRate, constantRateIsolated } from '../constant-rate.ts';
import { load, table } from '../support.ts';
import { seedQuotes } from './seed.ts';

/*
 * Quote journey benchmark (budgets docs/product/design.md §10). The server runs as its own process
 * (`server/main.ts`, as `npm start` runs it) on a scratch PostgreSQL database with QUOTES
 * (default 100,000) quotes loaded; autocannon drives it from this process. Scenarios: the
 * agency's pending table (/devis-attente) at a fixed 1,000 req/s (first page and a keyset page), then quote
 * submission from 200 concurrent connections, each request with its own Idempotency-Key.
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:quote-journey`.
 */

if (!process.env.DATABASE_URL)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (this benchmark loads 100,000 quotes).');
const quoteCount = Number(process.env.QUOTES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const first = <T>(result: unknown) => (result as { rows: T[] }).rows[0] as T;

const scratch = await createScratchDatabase(process.env.DATABASE_URL);
const server = await startAppServer({ DATABASE_URL: scratch.url, LOG_LEVEL: 'error' });
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
try {
  const db = database.db;
  const owner = await signUpDriver(server.baseUrl);
  const started = Date.now();
  await seedQuotes(db, quoteCount, owner.user.id);
  const seedSeconds = (Date.now() - started) / 1000;

  const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  const agentCookie = `mq.session_token=${agent.sessionCookie}`;
  const deepCursor = (await agent.get('/api/agency/tables/pending')).body.nextCursor as string;

  const driver = await signUpDriver(server.baseUrl);
  const reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  const body = JSON.stringify(submitQuoteSchema.parse(buildQuoteInput(reference)));
  const driverCookie = `mq.session_token=${driver.client.sessionCookie}`;
  // One submission by hand first: the load below only counts statuses, this one shows why.
  const preflight = await driver.client.post('/api/quotes', JSON.parse(body), {
    'idempotency-key': randomUUID(),
  });
  if (preflight.status !== 201)
    throw new Error(`submission preflight failed: ${JSON.stringify(preflight.body)}`);

  // Warm-up: JIT and connection pool.
  await constantRate('warm-up', {
    url: `${server.baseUrl}/api/agency/tables/pending`,
    rate: 500,
    seconds: 3,
    headers: { cookie: agentCookie },
  });
  const pending = await constantRateIsolated(
    'GET /api/agency/tables/pending (first page), constant 1,000 req/s',
    {
      url: `${server.baseUrl}/api/agency/tables/pending`,
      rate: 1000,
      seconds,
      headers: { cookie: agentCookie },
    },
  );
  const pendingPage2 = await constantRateIsolated(
    'GET /api/agency/tables/pending (page 2, keyset), constant 1,000 req/s',
    {
      url: `${server.baseUrl}/api/agency/tables/pending?cursor=${encodeURIComponent(deepCursor)}`,
      rate: 1000,
      seconds,
      headers: { cookie: agentCookie },
    },
  );
  const pendingUnbounded = await load(
    'GET /api/agency/tables/pending (first page), as fast as it goes, 20 connections',
    {
      url: `${server.baseUrl}/api/agency/tables/pending`,
      seconds,
      connections: 20,
      headers: { cookie: agentCookie },
    },
  );
  const countQuotes = async () =>
    first<{ n: number }>(await db.execute(sql`select count(*)::int as n from quotes`)).n;
  const before = await countQuotes();
  const submit = await load('POST /api/quotes, 200 concurrent connections', {
    url: `${server.baseUrl}/api/quotes`,
    seconds: 10,
    connections: 200,
    method: 'POST',
    body,
    noWarmUp: true,
    expectedStatus: 201,
    headers: { cookie: driverCookie, 'content-type': 'application/json' },
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': randomUUID() },
    }),
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const created = (await countQuotes()) - before;
  const orphans = first<{ n: number }>(
    await db.execute(sql`
      select (select count(*) from drivers d where not exists (select 1 from quotes q where q.driver_id = d.id))
           + (select count(*) from vehicles v where not exists (select 1 from quotes q where q.vehicle_id = v.id))
           + (select count(*) from guarantee_choices c where not exists (select 1 from quotes q where q.guarantee_choice_id = c.id)) as n`),
  ).n;
  const duplicates = first<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from quotes group by user_id, idempotency_key having count(*) > 1) d`,
    ),
  ).n;
  const plan = (await db.execute(sql`
    explain (analyze, buffers)
    select q.id, q.reference, d.first_name, d.last_name, d.birth_date, d.cin, c.name_fr
    from quotes q join drivers d on d.id = q.driver_id join cities c on c.id = q.city_id
    where q.city_id = 1 and q.status in ('pending', 'offered') and q.expires_at > now()
      and not exists (select 1 from offers o where o.quote_id = q.id and o.agency_id = ${agent ? (await agent.get('/api/me')).body.agency.id : null}::uuid)
    order by q.created_at desc, q.id desc limit 26`)) as { rows: { 'QUERY PLAN': string }[] };

  const report = [
    `## Quote journey — PostgreSQL 15, ${quoteCount.toLocaleString('en')} quotes (loaded in ${seedSeconds.toFixed(1)} s), ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Server in its own process (`server/main.ts`); constant-rate load from a child process of its own, closed-loop load from this process; all on this 2-core machine.',
    'Constant-rate rows: open-loop arrivals every 10 ms, latency from the scheduled time (bench/constant-rate.ts).',
    '',
    table([pending, pendingPage2, pendingUnbounded, submit]),
    '',
    `Submission: ${created} quotes created, ${submit.statuses['201'] ?? 0} answered 201 within the run; duplicates (same driver and key): ${duplicates}; orphan driver/vehicle/guarantee rows: ${orphans}.`,
    '',
    'Plan of the pending-list query (first page, Casablanca):',
    '',
    '```',
    ...plan.rows.map((row) => row['QUERY PLAN']),
    '```',
    '',
  ].join('\n');
  console.log(report);
  writeFileSync('bench/results/quote-journey-postgres.md', report);
} finally {
  await database.close();
  await server.stop();
  await scratch.drop();
}
