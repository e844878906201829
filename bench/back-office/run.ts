import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { signInStaff } from '../../server/test/factories.ts';
import { constantRate, constantRateIsolated } from '../constant-rate.ts';
import { load, table, type LoadFigures } from '../support.ts';
import { benchDatabase, seedBackOffice } from './seed.ts';

/*
 * Back-office benchmark (docs/product/design.md §10): QUOTES (default 1,000,000) quotes
 * created over the last year, 40 % in Casablanca; the Casablanca agency of agent.casablanca
 * priced a third of its city's quotes, and one in ten of those became a confirmed contract;
 * quotes past their 30 days are expired.
 * The server runs in its own process on a scratch PostgreSQL database; each budget scenario is a
 * constant 200 req/s (p99 ≤ 50 ms for the tables, ≤ 150 ms for the dashboard). Sorts on other
 * columns than the date, status filters and fragment searches read all the agency's priced
 * quotes: they are measured closed-loop on two connections, for their latency.
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:back-office`.
 */

const quoteCount = Number(process.env.QUOTES ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.RATE ?? 200);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

const scratch = await benchDatabase();
const server = await startAppServer({ DATABASE_URL: scratch.url, LOG_LEVEL: 'error' });
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
try {
  const db = database.db;
  const { agency, seedSeconds, counts } = await seedBackOffice(db, server.baseUrl, quoteCount);

  const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
  const cookie = (client: typeof agent) => ({ cookie: `mq.session_token=${client.sessionCookie}` });
  // The budgets' scenarios: a constant 200 req/s each.
  const scenarios: [string, string, typeof agent][] = [
    ['GET /api/agency/tables/pending (newest first)', '/api/agency/tables/pending', agent],
    ['GET /api/agency/tables/processed (newest first)', '/api/agency/tables/processed', agent],
    [
      'GET /api/agency/tables/processed, page 2 (keyset)',
      `/api/agency/tables/processed?cursor=${encodeURIComponent((await agent.get('/api/agency/tables/processed')).body.nextCursor)}`,
      agent,
    ],
    ['GET /api/agency/tables/contracts', '/api/agency/tables/contracts', agent],
    ['GET /api/agency/tables/all', '/api/agency/tables/all', agent],
    [
      'GET /api/agency/tables/all, search by a whole reference',
      `/api/agency/tables/all?search=${(await agent.get('/api/agency/tables/all')).body.items[5].reference}`,
      agent,
    ],
    ['GET /api/dashboard (agency)', '/api/dashboard', agent],
    ['GET /api/dashboard (platform admin)', '/api/dashboard', admin],
    ['GET /api/notifications (agency)', '/api/notifications', agent],
  ];
  // Scans of all the agency's priced quotes: measured closed-loop, for their latency alone.
  const scans: [string, string][] = [
    ['processed sorted by amount', '/api/agency/tables/processed?sort=amount&direction=asc'],
    ['processed sorted by client', '/api/agency/tables/processed?sort=client&direction=asc'],
    ['all filtered on confirmed', '/api/agency/tables/all?status=confirmed'],
    ['processed searched by a fragment', '/api/agency/tables/processed?search=00099'],
  ];
  // Warm-up: JIT, connection pool, caches.
  for (const [, path, client] of scenarios)
    await constantRate('warm-up', {
      url: `${server.baseUrl}${path}`,
      rate: 50,
      seconds: 2,
      headers: cookie(client),
    });
  const figures: LoadFigures[] = [];
  for (const [name, path, client] of scenarios) {
    figures.push(
      await constantRateIsolated(`${name}, constant ${rate} req/s`, {
        url: `${server.baseUrl}${path}`,
        rate,
        seconds,
        headers: cookie(client),
      }),
    );
  }
  for (const [name, path] of scans) {
    figures.push(
      await load(`GET ${name}, 2 connections, as fast as it goes`, {
        url: `${server.baseUrl}${path}`,
        seconds: 5,
        connections: 2,
        headers: cookie(agent),
      }),
    );
  }

  const explain = async (query: ReturnType<typeof sql>) =>
    rows<{ 'QUERY PLAN': string }>(await db.execute(sql`explain (analyze, buffers) ${query}`)).map(
      (row) => row['QUERY PLAN'],
    );
  const dashboardSeries = await explain(sql`
    select (created_at at time zone 'Africa/Casablanca')::date as day, count(*)::int
    from quotes where created_at >= now() - interval '30 days' and city_id = ${agency.city_id}
    group by 1`);
  const pendingTable = await explain(sql`
    select q.id from quotes q join drivers d on d.id = q.driver_id join cities c on c.id = q.city_id
    where q.city_id = ${agency.city_id} and q.status in ('pending', 'offered') and q.expires_at > now()
      and q.created_at > now() - make_interval(days => 30)
      and not exists (select 1 from offers o where o.quote_id = q.id and o.agency_id = ${agency.id})
    order by q.created_at desc, q.id desc limit 26`);
  const allTable = await explain(sql`
    select q.id from quotes q join offers o on o.quote_id = q.id and o.agency_id = ${agency.id}
    join drivers d on d.id = q.driver_id join cities c on c.id = q.city_id
    order by o.created_at desc, o.quote_id desc limit 26`);

  const report = [
    `## Back office — PostgreSQL 15, ${quoteCount.toLocaleString('en')} quotes, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${seedSeconds === null ? 'Load of an earlier run reused' : `Loaded in ${seedSeconds.toFixed(0)} s`}: ${counts.city.toLocaleString('en')} quotes in Casablanca, ${counts.offers.toLocaleString('en')} offers of one agency, ${counts.contracts.toLocaleString('en')} confirmed contracts; quotes spread over 365 days.`,
    'Server in its own process (`server/main.ts`); each row a constant-rate run (open-loop, bench/constant-rate.ts) from a child process; all on this 2-core machine.',
    '',
    table(figures),
    '',
    'Plan of the dashboard series (quotes received per day in the city, 30 days; computed once a day per agency, then cached):',
    '',
    '```',
    ...dashboardSeries,
    '```',
    '',
    'Plan of the pending table, first page (the slowest table in the runs above):',
    '',
    '```',
    ...pendingTable,
    '```',
    '',
    'Plan of the priced tables ("Devis traités", "Tous les devis"), first page:',
    '',
    '```',
    ...allTable,
    '```',
    '',
  ].join('\n');
  writeFileSync('bench/results/back-office-postgres.md', report);
  process.stdout.write(`${report}\n`);
} finally {
  await database.close();
  await server.stop();
  await scratch.drop();
}
