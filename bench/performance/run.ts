import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { mondayOf, agencyPerformance } from '../../server/modules/stats/performance.service.ts';
import { agencyPerformanceSnapshots } from '../../server/db/schema/index.ts';
import { todayInMorocco } from '../../domain/dates.ts';
import { signInStaff } from '../../server/test/factories.ts';
import { benchDatabase, seedBackOffice } from '../back-office/seed.ts';
import { constantRate, constantRateIsolated } from '../constant-rate.ts';
import { table, type LoadFigures } from '../support.ts';
import { seedWinLoss } from './seed.ts';
import { median } from 'simple-statistics';

/*
 * The Performance page's API (docs/product/agency-day.md "Win/loss and performance") on the
 * back-office load of QUOTES (default 1,000,000) quotes with the win/loss facts of ./seed.ts:
 * GET /api/agency/performance (12 weeks) as the Casablanca manager at a constant RATE (default
 * 50) req/s, p99 budget 150 ms, alternated ROUNDS (default 3) times with its limit: the same
 * SQL (the snapshot's read, agency_performance_snapshots) sent raw through `pg` at the same
 * constant rate, latency from each one's scheduled time. Medians of the rounds, and the app/raw
 * ratio of p50 and p99. Also the time one snapshot takes to compute (agencyPerformance, the
 * aggregation the first view of a week and the 15-minute job pay), median of ROUNDS.
 * Run: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<kept db> npm run bench:performance`
 * (or DATABASE_URL for a scratch database, loaded and dropped).
 */

const quoteCount = Number(process.env.QUOTES ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.RATE ?? 50);
const rounds = Number(process.env.ROUNDS ?? 3);

/** The snapshot's read at a constant rate straight through `pg` (the same pool size as the app). */
async function rawRate(
  url: string,
  statement: { sql: string; params: unknown[] },
): Promise<LoadFigures> {
  const statements = [statement];
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const latencies: number[] = [];
  let errors = 0;
  const run = async (scheduled: number, counted: boolean) => {
    try {
      await Promise.all(statements.map((statement) => pool.query(statement.sql, statement.params)));
      if (counted) latencies.push(performance.now() - scheduled);
    } catch {
      errors += 1;
    }
  };
  const drive = async (durationSeconds: number, counted: boolean) => {
    const pending: Promise<void>[] = [];
    const start = performance.now();
    const total = rate * durationSeconds;
    for (let index = 0; index < total; index += 1) {
      const scheduled = start + (index * 1000) / rate;
      const wait = scheduled - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(run(scheduled, counted));
    }
    await Promise.all(pending);
  };
  await drive(2, false);
  await drive(seconds, true);
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name: `the snapshot read, raw through pg, constant ${rate}/s`,
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    requestsPerSecond: Math.round(latencies.length / seconds),
    requests: latencies.length,
    errors,
    statuses: {},
  };
}

const scratch = await benchDatabase();
const server = await startAppServer({ DATABASE_URL: scratch.url, LOG_LEVEL: 'error' });
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
try {
  const { seedSeconds, counts } = await seedBackOffice(database.db, server.baseUrl, quoteCount);
  const winLoss = await seedWinLoss(database.db);
  const snapshotRead = database.db
    .select({ figures: agencyPerformanceSnapshots.figures })
    .from(agencyPerformanceSnapshots)
    .where(
      and(
        eq(agencyPerformanceSnapshots.agencyId, winLoss.agencyId),
        eq(agencyPerformanceSnapshots.weeks, 12),
        eq(agencyPerformanceSnapshots.lastMonday, mondayOf(todayInMorocco())),
      ),
    )
    .toSQL();
  // One snapshot's computation, warm: what a week's first view and the job pay.
  const computeMs: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    const started = performance.now();
    await agencyPerformance(database.db, winLoss.agencyId, { weeks: 12 });
    if (round > 0) computeMs.push(performance.now() - started);
  }
  const manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  const url = `${server.baseUrl}/api/agency/performance`;
  const headers = { cookie: `mq.session_token=${manager.sessionCookie}` };
  const sample = (await manager.get('/api/agency/performance')).body as {
    total: { priced: number; chosen: number; called: number; lost: Record<string, number> };
  };
  await constantRate('warm-up', { url, rate: 20, seconds: 3, headers });

  const app: LoadFigures[] = [];
  const raw: LoadFigures[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    app.push(
      await constantRateIsolated(
        `GET /api/agency/performance, round ${round}, constant ${rate} req/s`,
        {
          url,
          rate,
          seconds,
          headers,
          warmUpSeconds: 2,
        },
      ),
    );
    const limit = await rawRate(scratch.url, snapshotRead);
    raw.push({ ...limit, name: `${limit.name}, round ${round}` });
  }
  const appP50 = median(app.map((figures) => figures.p50));
  const appP99 = median(app.map((figures) => figures.p99));
  const rawP50 = median(raw.map((figures) => figures.p50));
  const rawP99 = median(raw.map((figures) => figures.p99));

  const report = [
    `## Performance page API — PostgreSQL, ${quoteCount.toLocaleString('en')} quotes, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${seedSeconds === null ? 'Back-office load of an earlier run reused' : `Back-office load in ${seedSeconds.toFixed(0)} s`}: ${counts.city.toLocaleString('en')} quotes in Casablanca, ${counts.offers.toLocaleString('en')} offers of the agency, ${counts.contracts.toLocaleString('en')} contracts; ${winLoss.competitorOffers.toLocaleString('en')} competitor offers, ${winLoss.chosenByCompetitor.toLocaleString('en')} chosen, ${winLoss.calls.toLocaleString('en')} calls, ${winLoss.cancelled.toLocaleString('en')} cancelled.`,
    `The 12 weeks answered: ${sample.total.priced.toLocaleString('en')} quotes priced, ${sample.total.chosen.toLocaleString('en')} chosen, ${sample.total.called.toLocaleString('en')} called, lost ${JSON.stringify(sample.total.lost)}.`,
    'Server in its own process; app and raw alternated, each a constant-rate run (open loop, latency from the scheduled time); all on this 2-core machine.',
    '',
    table([...app, ...raw]),
    '',
    `One snapshot computed (12 weeks, warm), median of ${rounds}: ${Math.round(median(computeMs))} ms.`,
    '',
    `**Medians of ${rounds} rounds: app p50 ${appP50} ms, p99 ${appP99} ms (budget 150 ms); raw p50 ${rawP50} ms, p99 ${rawP99} ms; app/raw ${(appP50 / Math.max(rawP50, 1)).toFixed(2)} at p50, ${(appP99 / Math.max(rawP99, 1)).toFixed(2)} at p99.**`,
    '',
  ].join('\n');
  writeFileSync('bench/results/performance-postgres.md', report);
  process.stdout.write(`${report}\n`);
} finally {
  await database.close();
  await server.stop();
  await scratch.drop();
}
