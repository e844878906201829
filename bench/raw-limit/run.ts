import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { signInStaff } from '../../server/test/factories.ts';
import { TestClient } from '../../server/test/harness.ts';
import { load } from '../support.ts';
import type { RawCallers } from './raw-server.ts';
import { ensureSeeded } from './seeded.ts';
import { median } from 'simple-statistics';

/*
 * The app against its limit (bench/raw-limit/raw-server.ts: the same SQL and the same JSON
 * from bare node:http and pg, same pool), on the back-office benchmark's data (1,000,000
 * quotes, bench/back-office/seed.ts), loaded once into DATABASE_URL and reused.
 * For each scenario, ROUNDS times (5 by default), the app and the raw server in turn, the one
 * that goes first rotating, each a closed loop of CONNECTIONS (10) for BENCH_SECONDS (10)
 * after one warm-up; each server's processor time (user + system, from /proc/<pid>/stat) is
 * divided by the answers it gave. Reports the medians and app/raw ratios (throughput app ÷ raw,
 * processor time per answer raw ÷ app: 1.00 means the app costs no more than the limit), of the
 * medians and, paired, the median of each round's ratio.
 * BASELINE=<another checkout> measures that checkout's app too, in the same rotation.
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/<bench database> npm run bench:raw-limit`.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database kept for this bench.');
const quoteCount = Number(process.env.QUOTES ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const rawPort = Number(process.env.RAW_PORT ?? 3302);
const acceptLanguage = 'fr-FR,fr;q=0.9,en;q=0.8';
const agentEmail = 'agent.casablanca@moqarana.ma';

const held = await ensureSeeded(databaseUrl, quoteCount);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const one = async <T>(text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows[0] as T;
const member = await one<RawCallers['member']>(
  `select u.id as "userId", u.agency_id as "agencyId", a.city_id as "cityId"
   from users u join agencies a on a.id = u.agency_id where u.email = $1`,
  [agentEmail],
);
// The compared quote: the newest of the city the agency priced, priced by a second agency too;
// one in ten of the agency's chosen quotes carries a survey (a third of them with a published
// comment), which the comparison aggregates.
const compared = await one<{ id: string; user_id: string; email: string }>(
  `select q.id, q.user_id, u.email from quotes q join users u on u.id = q.user_id join offers o on o.quote_id = q.id and o.agency_id = $1
   where q.status = 'offered' order by q.created_at desc limit 1`,
  [member.agencyId],
);
// Its keys (server/modules/offers/offer-keys.ts) are the quote's, as on the agency's own offer;
// the quote is open, so the price its lists show is the Basique one.
await client.query(
  `insert into offers (id, quote_id, agency_id, basic_price_centimes, intermediate_price_centimes,
     premium_price_centimes, valid_until, quote_reference, city_id, city_names, client_key,
     shown_price_centimes, status_key, open_until)
   select gen_random_uuid(), $1, u.agency_id, 290000, 470000, 710000, current_date + 30,
     own.quote_reference, own.city_id, own.city_names, own.client_key, 290000, 'offered',
     own.open_until
   from users u, offers own
   where u.email = 'agent2.casablanca@moqarana.ma' and own.quote_id = $1 and own.agency_id = $2
   on conflict do nothing`,
  [compared.id, member.agencyId],
);
await client.query(
  `insert into surveys (quote_id, agency_id, rating, comment, publish_consent_at, publish_consent_version)
   select q.id, $1, 1 + (hashtext(q.id::text) & 3), case when published then 'Très bon accueil' else '' end,
     case when published then q.selected_at end, case when published then 'v1' end
   from quotes q join offers o on o.id = q.selected_offer_id,
     lateral (select hashtext(q.id::text || 'published') % 3 = 0 as published) p
   where o.agency_id = $1 and hashtext(q.id::text || 'survey') % 10 = 0
   on conflict do nothing`,
  [member.agencyId],
);
const surveys = await one<{ n: number }>('select count(*)::int as n from surveys');
await client.end();

const cpuTicks = (pid: number) => {
  // utime and stime, fields 14 and 15 of /proc/<pid>/stat (proc(5)), in clock ticks (1/100 s).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
};

// The app as production runs it (server/config.ts): its answers written without the schema
// check the tests add (server/lib/response-serializer.ts), notifications sent by a worker
// process (none runs here: the scenarios send nothing).
const appEnv = {
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'error',
  NODE_ENV: 'production',
  AUTH_SECRET: 'raw-limit-bench-secret-not-for-any-real-server',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  WORKER: 'off',
  DEMO_MODE: 'false',
};
const app = await startAppServer(appEnv);
// BASELINE: another checkout's app (a worktree of an earlier commit, its own dependencies and
// build) in the same rotation, on the same database and secret, so its sessions are the app's.
const baseline = process.env.BASELINE
  ? await startAppServer(appEnv, { cwd: process.env.BASELINE }).catch(async (error: unknown) => {
      await app.stop();
      throw error;
    })
  : undefined;
const rawProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/raw-limit/raw-main.ts'], {
  env: {
    ...process.env,
    PORT: String(rawPort),
    RAW_CALLERS: JSON.stringify({
      member,
      driver: { userId: compared.user_id, quoteId: compared.id },
      acceptLanguage,
    } satisfies RawCallers),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const [firstLine] = (await once(rawProcess.stdout, 'data')) as [Buffer];
  const rawUrl = /listening (\S+)/.exec(firstLine.toString())?.[1];
  if (!rawUrl || !rawProcess.pid || !app.pid || (baseline && !baseline.pid))
    throw new Error('a server did not start');
  const agent = await signInStaff(app.baseUrl, agentEmail);
  const driverCookie = await driverSession(app.baseUrl, compared.email);
  const scenarios = [
    { name: 'pending list', path: '/api/agency/tables/pending', cookie: agent.sessionCookie },
    { name: 'processed table', path: '/api/agency/tables/processed', cookie: agent.sessionCookie },
    { name: 'comparison', path: `/api/quotes/${compared.id}`, cookie: driverCookie },
  ];
  const servers = [
    { name: 'app', url: app.baseUrl, pid: app.pid },
    { name: 'raw', url: rawUrl, pid: rawProcess.pid },
    ...(baseline ? [{ name: 'baseline', url: baseline.baseUrl, pid: baseline.pid ?? 0 }] : []),
  ];
  const measure = async (
    server: (typeof servers)[number],
    scenario: (typeof scenarios)[number],
    warmUp: boolean,
  ) => {
    const before = cpuTicks(server.pid);
    const figures = await load(`${scenario.name} ${server.name}`, {
      url: `${server.url}${scenario.path}`,
      seconds,
      connections,
      noWarmUp: !warmUp,
      headers: {
        cookie: `mq.session_token=${scenario.cookie ?? ''}`,
        'accept-language': acceptLanguage,
      },
    });
    const ticks = cpuTicks(server.pid) - before;
    if (figures.errors > 0) throw new Error(`${figures.name}: ${JSON.stringify(figures.statuses)}`);
    return { ...figures, cpuMsPerRequest: (ticks * 10) / figures.requests };
  };
  const loadBefore = loadavg();
  type Run = Awaited<ReturnType<typeof measure>>;
  /** Each scenario's runs, by server name, in round order. */
  const runs: Record<string, Record<string, Run[]>> = {};
  for (const scenario of scenarios) {
    const byServer: Record<string, Run[]> = (runs[scenario.name] = {});
    for (let round = 0; round < rounds; round += 1) {
      // Which server goes first rotates, so that none always runs on another's wake.
      const shift = round % servers.length;
      for (const server of [...servers.slice(shift), ...servers.slice(0, shift)]) {
        const run = await measure(server, scenario, round === 0);
        (byServer[server.name] ??= []).push(run);
        process.stdout.write(
          `${run.name}: ${run.requestsPerSecond} req/s, ${run.cpuMsPerRequest.toFixed(3)} ms CPU/answer, p50 ${run.p50} ms\n`,
        );
      }
    }
  }
  const loadAfter = loadavg();
  /** One scenario's row of the report: `appRuns` (the app's or the baseline's) against `rawRuns`. */
  const line = (name: string, appRuns: Run[], rawRuns: Run[]) => {
    const appRate = median(appRuns.map((r) => r.requestsPerSecond));
    const rawRate = median(rawRuns.map((r) => r.requestsPerSecond));
    const appCpu = median(appRuns.map((r) => r.cpuMsPerRequest));
    const rawCpu = median(rawRuns.map((r) => r.cpuMsPerRequest));
    const each = (list: Run[]) => list.map((r) => r.requestsPerSecond).join(' / ');
    // Each round's app run against the same round's raw run, less exposed to the machine's drift
    // (its neighbours' load moves both servers' figures by 15 % and more within minutes).
    const paired = (ratio: (app: Run, raw: Run) => number) =>
      median(appRuns.map((app, i) => ratio(app, rawRuns[i] ?? app))).toFixed(2);
    const pairedRate = paired((app, raw) => app.requestsPerSecond / raw.requestsPerSecond);
    const pairedCpu = paired((app, raw) => raw.cpuMsPerRequest / app.cpuMsPerRequest);
    return `| ${name} | ${appRate} (${each(appRuns)}) | ${rawRate} (${each(rawRuns)}) | **${(appRate / rawRate).toFixed(2)}** (${pairedRate}) | ${appCpu.toFixed(3)} | ${rawCpu.toFixed(3)} | **${(rawCpu / appCpu).toFixed(2)}** (${pairedCpu}) | ${median(appRuns.map((r) => r.p50))} / ${median(rawRuns.map((r) => r.p50))} |`;
  };
  const lines = Object.entries(runs).flatMap(([scenario, byServer]) =>
    ['app', ...(baseline ? ['baseline'] : [])].map((server) =>
      line(
        server === 'app' ? scenario : `${scenario} (baseline)`,
        byServer[server] ?? [],
        byServer.raw ?? [],
      ),
    ),
  );
  const report = [
    `## The app against its raw limit — PostgreSQL 15, ${held.toLocaleString('en')} quotes, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Same SQL, same JSON, same pool (10 connections): the app (\`server/main.ts\`, NODE_ENV=production, LOG_LEVEL=error) and the raw reference server (\`bench/raw-limit/raw-server.ts\`), each in its own process, measured alternately ${rounds} times per scenario (the first of them rotating)${baseline ? `, with the app of ${process.env.BASELINE} as the baseline` : ''}: autocannon closed loop, ${connections} connections, ${seconds} s per run (one 3 s warm-up before the first). Processor time: user + system of the server process, per answer. The ratios are those of the medians; in brackets, the median of each round's ratio of the app's run to the same round's raw run. ${surveys.n.toLocaleString('en')} surveys; the compared quote has two offers.`,
    '',
    `Machine load (1-minute load average, 2 cores): ${loadBefore[0]?.toFixed(1)} before, ${loadAfter[0]?.toFixed(1)} after (the benchmark's own load: both servers, PostgreSQL and autocannon share the 2 cores; more before means other work ran too).`,
    '',
    '| scenario | app req/s, median (runs) | raw req/s, median (runs) | app ÷ raw (paired) | app CPU ms/answer | raw CPU ms/answer | raw ÷ app CPU (paired) | p50 ms app / raw |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
  ].join('\n');
  writeFileSync(process.env.REPORT ?? 'bench/results/raw-limit-postgres.md', report);
  process.stdout.write(`${report}\n`);
} finally {
  rawProcess.kill('SIGTERM');
  await Promise.all([app.stop(), baseline?.stop()]);
}

/**
 * A session cookie of the seed's driver, signed in through the app with the password
 * `signUpDriver` gives every account it makes (server/test/harness.ts).
 */
async function driverSession(baseUrl: string, email: string): Promise<string> {
  const driver = new TestClient(baseUrl);
  const answer = await driver.post('/api/auth/login', { email, password: 'Bonjour-2026' });
  if (answer.status !== 200 || !driver.sessionCookie)
    throw new Error(`driver sign-in failed: ${JSON.stringify(answer.body)}`);
  return driver.sessionCookie;
}
