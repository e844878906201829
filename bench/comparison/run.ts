import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { inArray, sql } from 'drizzle-orm';
import { agencies } from '../../server/db/schema/index.ts';
import pg from 'pg';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { defaultOfferTerms } from '../../domain/offers/terms.ts';
import { offerTermsInput } from '../../domain/offers/terms-input.ts';
import { offerPricesSchema } from '../../domain/offers/prices.ts';
import type { Guarantee } from '../../domain/reference/guarantees.ts';
import { openDatabase } from '../../server/db/client.ts';
import { priceQuote } from '../../server/modules/offers/pricing.service.ts';
import type { Notifier } from '../../server/modules/notifications/index.ts';
import { TestClient } from '../../server/test/harness.ts';
import { constantRate, constantRateIsolated } from '../constant-rate.ts';
import { table, type LoadFigures } from '../support.ts';
import { ensureSeeded } from '../raw-limit/seeded.ts';
import { seedSurveys } from '../back-office/seed.ts';
import { refreshResponsiveness } from '../../server/modules/agencies/responsiveness.ts';
import type { RawCallers } from '../raw-limit/raw-server.ts';
import { median } from 'simple-statistics';

/*
 * The driver's comparison with ten offers on the quote, each stating its terms and revised once
 * (docs/product/offer-terms.md), on PostgreSQL with the back-office benchmark's quotes (default
 * 1,000,000): GET /api/quotes/:quoteId at a constant 200 req/s (bench/constant-rate.ts, open
 * loop), the app and then, as the limit, the raw reference server (bench/raw-limit) answering
 * the same SQL and bytes, alternately ROUNDS times. Budget: app p99 ≤ 50 ms.
 *
 *   DATABASE_URL=postgres://…/bench npm run bench:comparison
 *
 * The ten offers are written by the app's own pricing service (`priceQuote`), so versions and
 * lines are what agencies write; eight extra agencies of the city are added by SQL, copies of
 * one demo agency. The seed's pricing sends no notifications (its notifier drops them). The ten
 * agencies have SURVEYS survey answers between them (default 100,000, a tenth published with a
 * comment) with their running totals, and their responsiveness as the hourly job writes it.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres'))
  throw new Error('DATABASE_URL must name a PostgreSQL database');
const quoteCount = Number(process.env.QUOTES ?? 1_000_000);
const rate = Number(process.env.RATE ?? 200);
const seconds = Number(process.env.SECONDS_PER_RUN ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
// Before each measured run, at the same rate and not counted (constantRate's warmUpSeconds).
const warmUpSeconds = Number(process.env.WARM_UP_SECONDS ?? 2);
const offerCount = 10;
const surveyCount = Number(process.env.SURVEYS ?? 100_000);
const acceptLanguage = 'fr-FR,fr;q=0.9';
const rawPort = Number(process.env.RAW_PORT ?? 3303);

const held = await ensureSeeded(databaseUrl, quoteCount);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const one = async <T>(text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows[0] as T;

const app = await startAppServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' });
const rawProcesses: ReturnType<typeof spawn>[] = [];
try {
  // Ten agencies of Casablanca: the demo's, then copies of one of them.
  const city = await one<{ id: number }>(`select id from cities where name_fr = 'Casablanca'`);
  const template = await one<{ id: string }>(
    `select id from agencies where city_id = $1 and status = 'active' order by created_at limit 1`,
    [city.id],
  );
  await client.query(
    `insert into agencies (name, insurer_id, city_id, address, phone, manager_name, manager_phone,
       acaps_approval_number, status)
     select 'Agence banc ' || n, a.insurer_id, a.city_id, a.address, a.phone, a.manager_name,
       a.manager_phone, 'ACAPS-BANC-' || n, 'active'
     from agencies a, generate_series(1, ${offerCount}) n
     where a.id = $1
       and (select count(*) from agencies where city_id = $2 and status = 'active') < ${offerCount}
       and n <= ${offerCount} - (select count(*) from agencies where city_id = $2 and status = 'active')`,
    [template.id, city.id],
  );
  const agencyIds = (
    await client.query<{ id: string }>(
      `select id from agencies where city_id = $1 and status = 'active' order by created_at, id limit ${offerCount}`,
      [city.id],
    )
  ).rows.map((row) => row.id);
  const pricer = await one<{ id: string }>(
    `select id from users where email = 'agent.casablanca@moqarana.ma'`,
  );

  // The compared quote: the newest open quote of the city that no agency priced yet, or the
  // one an earlier run priced (reused as it is).
  const quoteId = (
    await one<{ id: string }>(
      `select q.id from quotes q where q.city_id = $1 and q.status in ('pending', 'offered')
         and q.expires_at > now() + interval '1 day'
         and (select count(*) from offers o where o.quote_id = q.id) in (0, ${offerCount})
       order by (select count(*) from offers o where o.quote_id = q.id) desc, q.created_at desc
       limit 1`,
      [city.id],
    )
  ).id;
  const owner = await one<{ user_id: string; email: string }>(
    `select q.user_id, u.email from quotes q join users u on u.id = q.user_id where q.id = $1`,
    [quoteId],
  );
  const compared = new TestClient(app.baseUrl);
  const ownerIn = await compared.post('/api/auth/login', {
    email: owner.email,
    password: 'Bonjour-2026',
  });
  if (ownerIn.status !== 200) throw new Error(`owner sign-in: ${JSON.stringify(ownerIn.body)}`);

  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const dropped: Notifier = { enqueue: async () => [], requeue: async () => {} };
  try {
    const requested = await one<Record<Guarantee, string>>(
      `select g.pfcp, g.theft, g.collision_damage as "collisionDamage", g.legal_defence as "legalDefence",
         g.all_risk as "allRisk", g.glass_breakage as "glassBreakage", g.assistance
       from quotes q join guarantee_choices g on g.id = q.guarantee_choice_id where q.id = $1`,
      [quoteId],
    );
    for (const [index, agencyId] of agencyIds.entries()) {
      const member = { userId: pricer.id, agencyId, cityId: city.id, ipAddress: '127.0.0.1' };
      const terms = offerTermsInput(defaultOfferTerms(requested));
      const basic = 2_500 + index * 137;
      const send = (revision: number | null, cut: number) =>
        priceQuote(
          database.db,
          dropped,
          member,
          quoteId,
          offerPricesSchema.parse({
            basic: basic - cut,
            intermediate: basic + 1_300,
            premium: basic + 3_600,
            terms,
            basedOnRevision: revision,
          }),
        );
      const existing = await one<{ revision: number } | undefined>(
        `select revision from offers where quote_id = $1 and agency_id = $2`,
        [quoteId, agencyId],
      );
      if (!existing) {
        await send(null, 0);
        // Every other offer revised once, at another theft formula: history and departures.
        if (index % 2 === 0) {
          terms.intermediate.guarantees.theft = {
            ...terms.intermediate.guarantees.theft,
            level: requested.theft === 'theft.F1' ? 'theft.F2' : 'theft.F1',
          };
          await send(1, 100);
        }
      }
    }
    // The agencies' surveys (a tenth published with a comment) and running totals, and their
    // responsiveness as the hourly job writes it: the cards' stars, review and figures.
    const surveyed = await one<{ n: number }>(
      `select count(*)::int as n from surveys where agency_id = any($1::uuid[])`,
      [agencyIds],
    );
    if (surveyed.n === 0)
      await seedSurveys(
        database.db,
        sql`select ${agencies.id} from ${agencies} where ${inArray(agencies.id, agencyIds)}`,
        surveyCount,
        quoteId,
      );
    await refreshResponsiveness(database.db);
  } finally {
    await database.close();
  }
  const offers = await one<{
    n: number;
    versions: number;
    lines: number;
    surveys: number;
    published: number;
  }>(
    `select count(distinct o.id)::int as n, count(distinct v.id)::int as versions, count(l.*)::int as lines,
       (select count(*)::int from surveys s where s.agency_id in (select agency_id from offers where quote_id = $1)) as surveys,
       (select count(*)::int from surveys s where s.agency_id in (select agency_id from offers where quote_id = $1)
          and s.publish_consent_at is not null) as published
     from offers o join offer_versions v on v.offer_id = o.id
       left join offer_version_guarantees l on l.version_id = v.id where o.quote_id = $1`,
    [quoteId],
  );
  if (offers.n !== offerCount) throw new Error(`the quote has ${offers.n} offers`);
  // The driver loads it once, as they would, so the steady state sends no write.
  const first = await compared.get(`/api/quotes/${quoteId}`);
  if (first.status !== 200) throw new Error(`comparison: ${first.status}`);
  const member = await one<RawCallers['member']>(
    `select u.id as "userId", u.agency_id as "agencyId", a.city_id as "cityId"
     from users u join agencies a on a.id = u.agency_id where u.email = 'agent.casablanca@moqarana.ma'`,
  );

  const rawProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/raw-limit/raw-main.ts'], {
    env: {
      ...process.env,
      PORT: String(rawPort),
      RAW_CALLERS: JSON.stringify({
        member,
        driver: { userId: owner.user_id, quoteId },
        acceptLanguage,
      } satisfies RawCallers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  rawProcesses.push(rawProcess);
  const [firstLine] = (await once(rawProcess.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  const rawUrl = /listening (\S+)/.exec(firstLine.toString())?.[1];
  if (!rawUrl) throw new Error('the raw server did not start');
  const rawAnswer = await fetch(`${rawUrl}/api/quotes/${quoteId}`);
  if ((await rawAnswer.text()) !== JSON.stringify(first.body))
    throw new Error('the raw server does not answer the app’s bytes');

  const targets: { name: string; url: string; headers: Record<string, string> }[] = [
    {
      name: 'app',
      url: `${app.baseUrl}/api/quotes/${quoteId}`,
      headers: {
        cookie: `mq.session_token=${compared.sessionCookie ?? ''}`,
        'accept-language': acceptLanguage,
      },
    },
    { name: 'raw', url: `${rawUrl}/api/quotes/${quoteId}`, headers: {} },
  ];
  for (const target of targets)
    await constantRate('warm-up', {
      url: target.url,
      rate: 50,
      seconds: 2,
      headers: target.headers,
    });
  const loadBefore = loadavg();
  const runs: Record<string, LoadFigures[]> = { app: [], raw: [] };
  for (let round = 0; round < rounds; round += 1)
    for (const target of targets) {
      const figures = await constantRateIsolated(
        `${target.name} GET /api/quotes/:id (${offerCount} offers), constant ${rate} req/s, round ${round + 1}`,
        { url: target.url, rate, seconds, headers: target.headers, warmUpSeconds },
      );
      runs[target.name]?.push(figures);
      process.stdout.write(`${figures.name}: p50 ${figures.p50} ms, p99 ${figures.p99} ms\n`);
    }
  const loadAfter = loadavg();
  const appP99 = median((runs.app ?? []).map((run) => run.p99));
  const rawP99 = median((runs.raw ?? []).map((run) => run.p99));
  const report = [
    `## The comparison with ${offerCount} offers — PostgreSQL, ${held.toLocaleString('en')} quotes, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `GET /api/quotes/:quoteId of a quote with ${offerCount} offers (${offers.versions} versions, ${offers.lines} guarantee lines; ${offers.surveys.toLocaleString('en')} surveys of its agencies, ${offers.published.toLocaleString('en')} published), at a constant ${rate} req/s for ${seconds} s per run after ${warmUpSeconds} s at the same rate not counted, open loop (bench/constant-rate.ts, its own process); the app (\`server/main.ts\`, LOG_LEVEL=error) and the raw reference server (same SQL, same bytes: bench/raw-limit/raw-server.ts) alternately, ${rounds} rounds. All on this 2-core machine.`,
    '',
    `Machine load (1-minute load average): ${loadBefore[0]?.toFixed(1)} before, ${loadAfter[0]?.toFixed(1)} after.`,
    '',
    `**Median p99: app ${appP99} ms, raw ${rawP99} ms (app ÷ raw ${(appP99 / Math.max(rawP99, 1)).toFixed(2)}); budget app p99 ≤ 50 ms: ${appP99 <= 50 ? 'met' : 'not met'}.**`,
    '',
    table([...(runs.app ?? []), ...(runs.raw ?? [])]),
    '',
  ].join('\n');
  writeFileSync(process.env.REPORT ?? 'bench/results/comparison-postgres.md', report);
  process.stdout.write(`${report}\n`);
} finally {
  for (const raw of rawProcesses) raw.kill('SIGTERM');
  await app.stop();
  await client.end();
}
