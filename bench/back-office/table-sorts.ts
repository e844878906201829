import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  quoteSortKeys,
  quoteTableQuerySchema,
  quoteTables,
  type QuoteTableQuery,
} from '../../domain/offers/quote-tables.ts';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { openDatabase, type Database, type Transaction } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { listQuoteTable } from '../../server/modules/quote-tables/quote-tables.service.ts';
import { getComparison } from '../../server/modules/quotes/driver-quotes.service.ts';
import { signInStaff } from '../../server/test/factories.ts';
import { signUpDriver } from '../../server/test/harness.ts';
import { constantRateIsolated } from '../constant-rate.ts';
import { benchDatabase, quoteKeyRules, seedBackOffice, seedSurveys } from './seed.ts';
import { median } from 'simple-statistics';

/*
 * Every sort and search of the back-office tables, and the comparison, at a constant rate
 * (docs/product/design.md §10: p99 ≤ 50 ms at 200 req/s), on the back-office load (seed.ts:
 * QUOTES quotes, one agency's third of Casablanca priced). The comparison's quote has offers of
 * `COMPARISON_OFFERS` agencies (10), which have `SURVEYS` survey answers between them (100,000).
 * Each scenario alternates, `ROUNDS` times (3), the API at a constant rate and the same SQL the
 * service builds, run directly through `pg` under EXPLAIN ANALYZE (the database's own time, the
 * limit the API cannot beat); the report gives the medians.
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:table-sorts`
 * (`BENCH_DATABASE_URL=…` to keep the load for the next run, `ONLY=<regexp>` for some scenarios,
 * `REPORT=<path>` for where the report goes instead of bench/results/table-sorts-postgres-<size>.md).
 */

const quoteCount = Number(process.env.QUOTES ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rate = Number(process.env.RATE ?? 200);
const rounds = Number(process.env.ROUNDS ?? 3);
const offerCount = Number(process.env.COMPARISON_OFFERS ?? 10);
const surveyCount = Number(process.env.SURVEYS ?? 100_000);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
/**
 * The comparison's setup, kept for the next run: `offerCount` agencies of the city with an offer
 * on one open quote, `surveyCount` surveys between them (a tenth published with a comment), and
 * their running totals as the survey writer keeps them. The quote goes to `userId`.
 */
async function prepareComparison(db: Database, cityId: number, userId: string): Promise<string> {
  const [existing] = rows<{ quote_id: string }>(
    await db.execute(sql`select o.quote_id from offers o join agencies a on a.id = o.agency_id
      where a.name like 'Agence banc %' limit 1`),
  );
  let quoteId = existing?.quote_id;
  if (!quoteId) {
    quoteId = await db.transaction((tx) => loadComparison(tx, cityId));
    await db.execute(sql`vacuum analyze surveys`);
    await db.execute(sql`vacuum analyze offers`);
    await db.execute(sql`vacuum analyze agency_ratings`);
  }
  await db.execute(sql`update quotes set user_id = ${userId} where id = ${quoteId}`);
  return quoteId;
}

/** prepareComparison's load, in one transaction (a failed run leaves nothing behind). */
async function loadComparison(db: Transaction, cityId: number): Promise<string> {
  {
    await db.execute(sql`
      insert into agencies (name, insurer_id, city_id, address, phone, manager_name, manager_phone,
        acaps_approval_number, status)
      select 'Agence banc ' || g, (select id from insurers order by id offset (g % (select count(*) from insurers)) limit 1),
        ${cityId}, g || ' bd Zerktouni', '+212522000000', 'Gérant ' || g, '+212661000000', 'BANC-' || g, 'active'
      from generate_series(1, ${offerCount}) g`);
    const [open] = rows<{ id: string }>(
      await db.execute(sql`select id from quotes where city_id = ${cityId} and status = 'pending'
        and expires_at > now() order by created_at desc limit 1`),
    );
    if (!open) throw new Error('no open quote');
    const quoteId = open.id;
    const [quoteReference, city, cityNames, clientKey, statusKey, openUntil] = quoteKeyRules();
    await db.execute(sql`
      insert into offers (quote_id, agency_id, basic_price_centimes, intermediate_price_centimes,
        premium_price_centimes, valid_until, quote_reference, city_id, city_names, client_key, shown_price_centimes,
        status_key, open_until)
      select quotes.id, a.id, 300000 + row_number() over () * 1000, 500000, 700000, current_date + 30,
        ${quoteReference}, ${city}, ${cityNames}, ${clientKey}, 300000 + row_number() over () * 1000,
        ${statusKey}, ${openUntil}
      from quotes join drivers on drivers.id = quotes.driver_id join cities on cities.id = quotes.city_id, agencies a
      where quotes.id = ${quoteId} and a.name like 'Agence banc %'`);
    await db.execute(sql`update quotes set status = 'offered' where id = ${quoteId}`);
    await seedSurveys(
      db,
      sql`select id from agencies where name like 'Agence banc %'`,
      surveyCount,
      quoteId,
    );
    return quoteId;
  }
}

/** A drizzle database on `pool` that records the SQL and parameters of every query it runs. */
function recordingDatabase(pool: pg.Pool) {
  const queries: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (text, params) => queries.push({ text, params }) },
  }) as unknown as Database;
  return { db, queries };
}

/** Execution plus planning time (ms) of each query under EXPLAIN ANALYZE, summed, and the plans. */
async function explainAll(pool: pg.Pool, queries: { text: string; params: unknown[] }[]) {
  let milliseconds = 0;
  const plans: string[] = [];
  for (const query of queries) {
    const result = await pool.query(`explain (analyze, buffers) ${query.text}`, query.params);
    const lines = result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']);
    for (const line of lines) {
      const time = /^(Planning|Execution) Time: ([\d.]+) ms/.exec(line);
      if (time) milliseconds += Number(time[2]);
    }
    plans.push(lines.join('\n'));
  }
  return { milliseconds, plans };
}

const bench = await benchDatabase();
const server = await startAppServer({ DATABASE_URL: bench.url, LOG_LEVEL: 'error' });
const database = await openDatabase({ databaseUrl: bench.url, dataDir: '' });
const pool = new pg.Pool({ connectionString: bench.url, max: 2 });
try {
  const { agency, seedSeconds, counts } = await seedBackOffice(
    database.db,
    server.baseUrl,
    quoteCount,
  );
  const driver = await signUpDriver(server.baseUrl);
  const comparisonQuote = await prepareComparison(database.db, agency.city_id, driver.user.id);
  const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  const agentCookie = { cookie: `mq.session_token=${agent.sessionCookie}` };
  const driverCookie = { cookie: `mq.session_token=${driver.client.sessionCookie}` };
  const [agentRow] = rows<{ id: string }>(
    await database.db.execute(
      sql`select id from users where email = 'agent.casablanca@moqarana.ma'`,
    ),
  );
  const member = { userId: agentRow?.id ?? '', agencyId: agency.id, cityId: agency.city_id };

  type Scenario = {
    name: string;
    path: string;
    cookie: Record<string, string>;
    run(db: Database): Promise<unknown>;
  };
  const tableScenario = (
    table: (typeof quoteTables)[number],
    query: QuoteTableQuery,
  ): Scenario => ({
    name: `${table} ${query.search ? `search "${query.search}"` : `by ${query.sort} ${query.direction}`}`,
    path: `/api/agency/tables/${table}?${new URLSearchParams(query as Record<string, string>)}`,
    cookie: agentCookie,
    run: (db) => listQuoteTable(db, member, table, quoteTableQuerySchema.parse(query), 'fr'),
  });
  const scenarios: Scenario[] = [];
  for (const table of quoteTables) {
    for (const sort of quoteSortKeys)
      for (const direction of ['asc', 'desc'] as const)
        scenarios.push(tableScenario(table, { sort, direction }));
    // A reference fragment, and a client's name (the agency's own clients).
    scenarios.push(tableScenario(table, { search: '00099' }));
    scenarios.push(tableScenario(table, { search: 'Nom1234' }));
  }
  scenarios.push({
    name: `comparison (${offerCount} offers, ${surveyCount.toLocaleString('en')} surveys)`,
    path: `/api/quotes/${comparisonQuote}`,
    cookie: driverCookie,
    run: (db) => getComparison(db, driver.user.id, comparisonQuote),
  });

  // `ONLY=<regular expression>` runs the scenarios whose name matches.
  const only = new RegExp(process.env.ONLY ?? '');
  scenarios.splice(
    0,
    scenarios.length,
    ...scenarios.filter((scenario) => only.test(scenario.name)),
  );
  // `API=<regular expression>`: the scenarios also measured through the API (all by default);
  // the others only through their SQL (a loaded machine cannot afford every one).
  const throughApi = new RegExp(process.env.API ?? '');
  // Warm-up: JIT, connection pool, caches.
  for (const scenario of scenarios.filter((one) => throughApi.test(one.name)))
    await constantRateIsolated('warm-up', {
      url: `${server.baseUrl}${scenario.path}`,
      rate: 50,
      seconds: 1,
      headers: scenario.cookie,
    });
  const lines: string[] = [];
  const plans: string[] = [];
  const load = loadavg()[0] ?? 0;
  for (const scenario of scenarios) {
    const api: { p50: number; p99: number; errors: number }[] = [];
    const raw: number[] = [];
    let plan: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      if (throughApi.test(scenario.name)) {
        const figures = await constantRateIsolated(scenario.name, {
          url: `${server.baseUrl}${scenario.path}`,
          rate,
          seconds,
          headers: scenario.cookie,
        });
        api.push({ p50: figures.p50, p99: figures.p99, errors: figures.errors });
      }
      const recording = recordingDatabase(pool);
      await scenario.run(recording.db);
      const explained = await explainAll(pool, recording.queries);
      raw.push(explained.milliseconds);
      plan = explained.plans;
    }
    const p99 = median(api.map((run) => run.p99));
    const sql = median(raw);
    const line =
      api.length === 0
        ? `| ${scenario.name} | – | – | – | – | ${sql.toFixed(2)} (${raw.map((ms) => ms.toFixed(1)).join(' / ')}) | – | – |`
        : `| ${scenario.name} | ${median(api.map((run) => run.p50))} | ${p99} | ${api.map((run) => run.p99).join(' / ')} | ${api.reduce((sum, run) => sum + run.errors, 0)} | ${sql.toFixed(2)} (${raw.map((ms) => ms.toFixed(1)).join(' / ')}) | ${(p99 / sql).toFixed(1)} | ${p99 <= 50 ? 'yes' : 'no'} |`;
    process.stdout.write(`${line}\n`);
    lines.push(line);
    if (
      /processed by (amount|client) asc|processed search|comparison|pending by client asc|contracts by reference desc/.test(
        scenario.name,
      )
    )
      plans.push(`Plan of ${scenario.name}:`, '', '```', ...plan, '```', '');
  }
  const report = [
    `## Back-office sorts, searches and the comparison — PostgreSQL 15, ${quoteCount.toLocaleString('en')} quotes, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${seedSeconds === null ? 'Load of an earlier run reused' : `Loaded in ${seedSeconds.toFixed(0)} s`}: ${counts.city.toLocaleString('en')} quotes in Casablanca, ${counts.offers.toLocaleString('en')} offers of the agency, ${counts.contracts.toLocaleString('en')} confirmed contracts.`,
    `Each scenario: ${rounds} rounds alternating the API at a constant ${rate} req/s for ${seconds} s (open-loop, bench/constant-rate.ts, from a child process) and the same SQL the service builds run through \`pg\` under EXPLAIN (ANALYZE, BUFFERS) (planning + execution, summed over the request's queries). Medians of the rounds; all on this 2-core machine, which the server, PostgreSQL and the load generator share (1-minute load average ${load.toFixed(1)} at the start; above 2, other work ran too).`,
    '',
    '| scenario | API p50 ms | API p99 ms (median) | p99 of each round | errors | SQL ms (EXPLAIN ANALYZE, median; each round) | p99 / SQL | p99 ≤ 50 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
    ...plans,
  ].join('\n');
  writeFileSync(
    process.env.REPORT ??
      `bench/results/table-sorts-postgres-${quoteCount >= 1_000_000 ? `${quoteCount / 1_000_000}m` : `${quoteCount / 1000}k`}.md`,
    report,
  );
  process.stdout.write(`${report}\n`);
} finally {
  await pool.end();
  await database.close();
  await server.stop();
  await bench.drop();
}
