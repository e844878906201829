import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { startAppServer, type AppServer } from '../../e2e/support/app-server.ts';
import { languageCookie } from '../../domain/languages.ts';
import { demoPassword } from '../../server/db/seed/seed-demo.ts';
import { median } from 'simple-statistics';

/*
 * Lighthouse scores of the public pages and of the quote flow's pages (budgets
 * docs/product/design.md §10), measured the way a newcomer measures them: Lighthouse's own CLI
 * with its defaults — mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown) — in
 * a fresh Chromium each run (`--headless=new --no-sandbox`, all this machine needs), against
 * the built app served by the real server (`server/main.ts`, as `npm start` runs it).
 * Signed-in pages are audited as the demo driver, whose session cookie goes in
 * `--extra-headers`.
 *
 * `BASELINE=<folder>`: another checkout, built, audited in the same run; its runs alternate
 * with this checkout's, page by page, so both see the same machine load. `LIMIT=true` adds
 * the public pages' floor to the alternation: their prerendered French HTML and stylesheet
 * without any script, brotli-compressed, from a bare node:http server — what no script at
 * all would score on this machine at that moment.
 * Run: `npm run bench:lighthouse` (builds first). Writes bench/results/lighthouse.md.
 */

const publicPages = ['/accueil', '/services', '/contact', '/apropos', '/assurance-auto/formule'];
const flowPages = [
  '/login-page',
  '/Vehicule',
  '/user',
  '/choix-garantie',
  '/compagnie-page',
  '/offre-page',
];
const pages = (process.env.PAGES ?? [...publicPages, ...flowPages].join(',')).split(',');
const runs = Number(process.env.RUNS ?? 5);
const baseline = process.env.BASELINE;
/** Public pages: performance, TBT, LCP; the quote flow's: performance and LCP. */
const budgetOf = (path: string) =>
  publicPages.includes(path)
    ? { performance: 95, tbtMs: 200, lcpMs: 1500 }
    : { performance: 90, tbtMs: Infinity, lcpMs: 2500 };
const signedIn = (path: string) => flowPages.includes(path) && path !== '/login-page';

interface Sample {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  scriptKiB: number;
  load: number;
}

interface Variant {
  name: string;
  server: Pick<AppServer, 'baseUrl' | 'stop'>;
  cookie: string;
}

/** The limit: this checkout's dist/ served bare, its pages with no script (see above). */
async function startLimitServer(): Promise<Pick<AppServer, 'baseUrl' | 'stop'>> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server: Server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://limit').pathname);
    const asset = /\.(css|svg)$/.test(path);
    const file = asset ? join('dist', path) : join('dist/pages/fr', `${path}.html`);
    try {
      let body = readFileSync(file);
      if (!asset) body = Buffer.from(body.toString('utf8').replace(/<script[^>]*><\/script>/g, ''));
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'br',
      });
      response.end(brotliCompressSync(body));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const lighthouseCli = 'node_modules/lighthouse/cli/index.js';
const run = promisify(execFile);

/**
 * The cookies of the demo driver's browser on `server` after signing in: the session, and the
 * language of the account, which the app writes to its cookie once it runs after sign-in
 * (decision 0008). Without the latter, the app would switch language at the audited page's start
 * and write that cookie there, and Chromium would then send its cookie jar in place of
 * `--extra-headers`' Cookie: the page's later requests lose the session (401).
 */
async function driverCookie(server: AppServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: 'conducteur@moqarana.ma', password: demoPassword }),
  });
  if (!response.ok) throw new Error(`driver sign-in failed: ${response.status}`);
  const { user } = (await response.json()) as { user: { locale: string } };
  return [
    ...response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]),
    `${languageCookie}=${user.locale}`,
  ].join('; ');
}

async function audit(variant: Variant, path: string): Promise<Sample> {
  const load = loadavg()[0] ?? 0;
  const args = [
    lighthouseCli,
    `${variant.server.baseUrl}${path}`,
    '--form-factor=mobile',
    '--chrome-flags=--headless=new --no-sandbox',
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  if (signedIn(path)) args.push(`--extra-headers=${JSON.stringify({ Cookie: variant.cookie })}`);
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const lhr = JSON.parse(stdout) as {
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  };
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    fcpMs: Math.round(value('first-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    scriptKiB: Number(
      (
        requests
          .filter((request) => request.resourceType === 'Script')
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024
      ).toFixed(1),
    ),
    load: Number(load.toFixed(1)),
  };
}

/**
 * Lighthouse sometimes fails to record a page load's trace (`NO_NAVSTART`, "Please run
 * Lighthouse again"): that run is done again, twice at most, and counted in the report.
 */
let retried = 0;
async function auditAgain(variant: Variant, path: string): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(variant, path);
    } catch (error) {
      const text = `${String(error)} ${(error as { stderr?: string }).stderr ?? ''}`;
      if (attempt === 3 || !text.includes('run Lighthouse again')) throw error;
      retried += 1;
      console.error(`${variant.name} ${path}: Lighthouse asked to run again (attempt ${attempt})`);
    }
  }
}

const variants: Variant[] = [];
try {
  for (const [name, cwd] of [
    ...(baseline ? [['baseline', baseline] as const] : []),
    ['this checkout', undefined] as const,
  ]) {
    const server = await startAppServer({ LOG_LEVEL: 'error' }, { cwd });
    variants.push({ name, server, cookie: await driverCookie(server) });
  }
  if (process.env.LIMIT === 'true')
    variants.splice(-1, 0, { name: 'limit', server: await startLimitServer(), cookie: '' });
  const samples = new Map<string, Sample[]>();
  for (let round = 0; round < runs; round++) {
    for (const path of pages) {
      for (const variant of variants) {
        if (variant.name === 'limit' && !publicPages.includes(path)) continue;
        const sample = await auditAgain(variant, path);
        const key = `${variant.name} ${path}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(key, JSON.stringify(sample));
      }
    }
  }

  const medianOf = (key: string) => {
    const list = samples.get(key) ?? [];
    const of = (field: keyof Sample) => median(list.map((sample) => sample[field]));
    return {
      performance: of('performance'),
      accessibility: of('accessibility'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      fcpMs: of('fcpMs'),
      cls: of('cls'),
      scriptKiB: of('scriptKiB'),
      load: of('load'),
      range: `${Math.min(...list.map((s) => s.performance))}–${Math.max(...list.map((s) => s.performance))}`,
    };
  };
  const lines: string[] = [];
  let missed = 0;
  for (const path of pages) {
    const budget = budgetOf(path);
    const rows = variants
      .filter((variant) => samples.has(`${variant.name} ${path}`))
      .map((variant) => ({ variant, m: medianOf(`${variant.name} ${path}`) }));
    for (const { variant, m } of rows) {
      const met =
        m.performance >= budget.performance && m.tbtMs <= budget.tbtMs && m.lcpMs <= budget.lcpMs;
      if (variant.name === 'this checkout' && !met) missed += 1;
      lines.push(
        `| ${path} | ${variant.name} | ${m.performance} (${m.range}) | ${m.accessibility} | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.scriptKiB} | ${m.load} | ${met ? 'met' : 'MISSED'} |`,
      );
    }
    const before = rows.find((row) => row.variant.name === 'baseline')?.m;
    const after = rows.find((row) => row.variant.name === 'this checkout')?.m;
    if (before && after)
      lines.push(
        `| ${path} | after ÷ before | | | ${(after.fcpMs / before.fcpMs).toFixed(2)} | ${(after.lcpMs / before.lcpMs).toFixed(2)} | ${before.tbtMs ? (after.tbtMs / before.tbtMs).toFixed(2) : '–'} | | ${(after.scriptKiB / before.scriptKiB).toFixed(2)} | | |`,
      );
  }
  const report = [
    `## Lighthouse CLI, mobile defaults — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Median of ${runs} runs per page and variant (${variants.map((v) => v.name).join(' and ')}, alternated page by page), each in a fresh Chromium: \`lighthouse URL --form-factor=mobile --chrome-flags="--headless=new --no-sandbox"\` (simulated slow 4G, 4× CPU slowdown). Signed-in pages as the demo driver (cookie in \`--extra-headers\`).`,
    'Budgets: public pages performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 1500 ms; quote flow and account pages performance ≥ 90, LCP ≤ 2500 ms.',
    "Load: the machine's 1-minute load average (2 cores) when each run started, median; Lighthouse scales the CPU time it observes, so a busy machine inflates TBT and LCP.",
    `Runs Lighthouse failed to record and ran again: ${retried}.`,
    '',
    '| page | variant | performance (range) | accessibility | FCP ms | LCP ms | TBT ms | CLS | script KiB | load | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
  ].join('\n');
  console.log(report);
  writeFileSync(process.env.REPORT ?? 'bench/results/lighthouse.md', report);
  if (missed > 0) process.exitCode = 1;
} finally {
  for (const variant of variants) await variant.server.stop();
}
