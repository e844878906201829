import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { submitQuoteSchema } from '../../domain/quotes/request.ts';
import { defaultLevyRates } from '../../domain/tariffs/levies.ts';
import { prepareRequest, type PricingRequest } from '../../domain/tariffs/pricing-request.ts';
import { pricePacks, prepareGrid } from '../../domain/tariffs/pricing.ts';
import { addToDate, todayInMorocco } from '../../domain/dates.ts';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { demoTariffGridOf } from '../../server/db/seed/demo-tariffs.ts';
import { buildQuoteInput } from '../../server/test/factories.ts';
import { createScratchDatabase, signUpDriver, TestClient } from '../../server/test/harness.ts';
import { constantRateIsolated } from '../constant-rate.ts';
import { table, type LoadFigures } from '../support.ts';
import { seedQuotes } from '../quote-journey/seed.ts';
import { median } from 'simple-statistics';

/*
 * Instant prices (docs/product/tariffs.md, decision 0031), two budgets:
 * 1. the engine alone: one request priced with ten grids (a city's agencies), all packs, each
 *    request prepared and each grid prepared again: ≤ 1 ms per request (median of ROUNDS runs
 *    of 2,000 requests);
 * 2. submission to the first automatic offer visible to the driver, on PostgreSQL with QUOTES
 *    (default 100,000) quotes, at a constant 50 submissions/s: p99 ≤ 1 s. The automatic offer
 *    is written in the submission's transaction, so the submission's answer is the moment the
 *    offer is visible; each run checks that every quote it created has its offer. The limit,
 *    alternated with it ROUNDS times: the same submissions with every grid off.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:tariffs
 */

if (!process.env.DATABASE_URL?.startsWith('postgres'))
  throw new Error('Set DATABASE_URL to a PostgreSQL server.');
const quoteCount = Number(process.env.QUOTES ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS_PER_RUN ?? 10);
const rate = Number(process.env.RATE ?? 50);
// 1. The engine.
const today = todayInMorocco();
const request: PricingRequest = {
  fuel: 'diesel',
  fiscalPowerCv: 7,
  newValueCentimes: 25_000_000,
  marketValueCentimes: 18_000_000,
  firstRegistrationDate: addToDate(today, { years: -4 }),
  birthDate: addToDate(today, { years: -23 }),
  licenceObtainedOn: addToDate(today, { years: -1 }),
  claimHistory: { materialClaimsLast12Months: 1, atFaultClaimsLast24Months: 1 },
  guarantees: {
    pfcp: 'pfcp.2',
    theft: 'theft.F3',
    collisionDamage: 'collisionDamage.2',
    legalDefence: 'legalDefence.1',
    allRisk: 'allRisk.3',
    glassBreakage: 'glassBreakage.2',
    assistance: 'assistance.complementary',
  },
};
const grids = Array.from({ length: 10 }, (_, index) => demoTariffGridOf(index));
const levies = { effectiveFrom: '2024-01-01', ...defaultLevyRates };
const engineRuns: number[] = [];
for (let round = 0; round < rounds + 1; round += 1) {
  const count = 2_000;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const prepared = prepareRequest({ ...request, fiscalPowerCv: 1 + (i % 20) }, today);
    for (const grid of grids) pricePacks(prepared, prepareGrid(grid), levies);
  }
  // The first round warms the JIT up and is not counted.
  if (round > 0) engineRuns.push(((performance.now() - started) * 1000) / count);
}
const engineMicroseconds = median(engineRuns);

// 2. Submission to the automatic offer.
const scratch = await createScratchDatabase(process.env.DATABASE_URL);
const server = await startAppServer({
  DATABASE_URL: scratch.url,
  LOG_LEVEL: 'error',
  DEMO_TARIFF_MODES: 'true',
});
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
const rows: LoadFigures[] = [];
const checks: string[] = [];
try {
  const db = database.db;
  const owner = await signUpDriver(server.baseUrl);
  await seedQuotes(db, quoteCount, owner.user.id);
  const driver = await signUpDriver(server.baseUrl);
  const reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  const body = JSON.stringify(submitQuoteSchema.parse(buildQuoteInput(reference)));
  const cookie = `mq.session_token=${driver.client.sessionCookie}`;
  const count = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  const setModes = (on: boolean) =>
    db.execute(
      on
        ? sql`update agencies set tariff_mode = case when name like '%AXA%' or name like '%Allianz%' or name like '%AtlantaSanad%' then 'automatic' else 'suggestion' end`
        : sql`update agencies set tariff_mode = 'off'`,
    );
  const run = async (label: string, on: boolean) => {
    await setModes(on);
    const since = new Date();
    const figures = await constantRateIsolated(label, {
      url: `${server.baseUrl}/api/quotes`,
      rate,
      seconds,
      method: 'POST',
      body,
      idempotencyKeys: true,
      expectedStatus: 201,
      headers: { cookie, 'content-type': 'application/json' },
    });
    rows.push(figures);
    const created = await count(
      sql`select count(*)::int as n from quotes where created_at >= ${since.toISOString()}::timestamptz`,
    );
    const withOffer = await count(
      sql`select count(*)::int as n from quotes q where q.created_at >= ${since.toISOString()}::timestamptz
        and exists (select 1 from offers o join offer_versions v on v.offer_id = o.id and v.automatic where o.quote_id = q.id)`,
    );
    checks.push(`${label}: ${created} quotes created, ${withOffer} with their automatic offer`);
    return figures;
  };
  // Warm-up of both paths.
  await run('warm-up, grids on', true);
  await run('warm-up, grids off', false);
  rows.length = 0;
  checks.length = 0;
  for (let round = 1; round <= rounds; round += 1) {
    await run(`POST /api/quotes, grids on (AXA Maârif automatic), ${rate}/s, round ${round}`, true);
    await run(`POST /api/quotes, grids off (the limit), ${rate}/s, round ${round}`, false);
  }
} finally {
  await database.close();
  await server.stop();
  await scratch.drop();
}

const on = rows.filter((row) => row.name.includes('grids on'));
const off = rows.filter((row) => row.name.includes('grids off'));
const onP99 = median(on.map((row) => row.p99));
const offP99 = median(off.map((row) => row.p99));
const report = [
  `## Instant prices — PostgreSQL, ${quoteCount.toLocaleString('en')} quotes, ${today}`,
  '',
  `Machine load (1-minute load average) at the end: ${loadavg()[0]?.toFixed(2)}.`,
  '',
  `**Engine**: one request, ten grids, all packs, request and grids prepared each time: median ${engineMicroseconds.toFixed(1)} µs per request over ${rounds} runs of 2,000 (${engineRuns.map((value) => value.toFixed(1)).join(', ')} µs); budget ≤ 1,000 µs: ${engineMicroseconds <= 1000 ? 'met' : 'not met'} (${(engineMicroseconds / 1000).toFixed(3)} of it).`,
  '',
  `**Submission to the automatic offer** at a constant ${rate}/s: median p99 ${onP99} ms with the grids on, ${offP99} ms with them off (the limit; on ÷ off ${(onP99 / offP99).toFixed(2)}); budget p99 ≤ 1,000 ms: ${onP99 <= 1000 ? 'met' : 'not met'}.`,
  '',
  table(rows),
  '',
  ...checks.map((line) => `- ${line}`),
  '',
].join('\n');
console.log(report);
if (process.env.REPORT) writeFileSync(process.env.REPORT, report);
