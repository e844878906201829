import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from 'simple-statistics';

/*
 * Start benchmark: how long `npm start` takes, on sources already built, to answer /api/health
 * and to serve the prerendered /accueil, and how much memory the server process (PGlite
 * inside) holds once idle. Three ways, alternated ROUNDS (default 3) times on one data folder
 * made and seeded by a first start:
 * - `npm start` as it is now (builds only when the build's inputs changed);
 * - `npm run build && node --import tsx server/main.ts`, what `npm start` ran before;
 * - `node --import tsx server/main.ts` alone: the limit, a start with no build step at all.
 * Run: `npm run bench:start` (PORT=… to change the port, 3000 by default).
 */

const port = Number(process.env.PORT ?? 3000);
const rounds = Number(process.env.ROUNDS ?? 3);
/** Seconds the server is left idle before its memory is read. */
const idleSeconds = Number(process.env.IDLE_SECONDS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'mq-bench-start-'));
const base = `http://127.0.0.1:${port}`;

const ways = {
  'npm start': 'npm start',
  'build then serve (before)': 'npm run build && node --import tsx server/main.ts',
  'serve only (limit)': 'node --import tsx server/main.ts',
} as const;
type Way = keyof typeof ways;
/** BEFORE=0 leaves out the build-then-serve way (a build a run: minutes on a loaded machine). */
const measured = (Object.keys(ways) as Way[]).filter(
  (way) => process.env.BEFORE !== '0' || way !== 'build then serve (before)',
);

interface StartRun {
  way: Way;
  round: number;
  /** Seconds from the command to the first answer of /api/health, then of the prerendered /accueil. */
  health: number;
  page: number;
  /** Resident memory of the server process after `idleSeconds` idle, in MiB. */
  idleRssMiB: number;
}

const answers = async (path: string, check: (body: string) => boolean) => {
  try {
    const response = await fetch(`${base}${path}`);
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
};

/** The resident memory (MiB) of the process of group `group` running server/main.ts. */
function serverRssMiB(group: number): number {
  const line = execFileSync('ps', ['-o', 'pid=,rss=,args=', '-g', String(group)], {
    encoding: 'utf8',
  })
    .split('\n')
    .find((row) => row.includes('server/main.ts') && !row.includes(' sh -c'));
  const rssKiB = Number(line?.trim().split(/\s+/)[1]);
  return rssKiB / 1024;
}

async function start(way: Way, round: number): Promise<StartRun> {
  const started = performance.now();
  const child = spawn('sh', ['-c', ways[way]], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const group = child.pid ?? 0;
  try {
    let health = 0;
    let page = 0;
    for (const deadline = Date.now() + 10 * 60_000; Date.now() < deadline; await sleep(50)) {
      if (!health && (await answers('/api/health', () => true))) {
        health = (performance.now() - started) / 1000;
      }
      if (health && (await answers('/accueil', (body) => body.includes('data-prerendered')))) {
        page = (performance.now() - started) / 1000;
        break;
      }
    }
    if (!page) throw new Error(`${way} did not serve the prerendered /accueil`);
    await sleep(idleSeconds * 1000);
    return { way, round, health, page, idleRssMiB: serverRssMiB(group) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-group, 'SIGTERM');
    await exited;
    // The port is free again once the server process (not only the shell) is gone.
    while (await answers('/api/health', () => true)) await sleep(50);
  }
}

try {
  // The first start: builds if needed, makes and seeds the database.
  const first = await start('npm start', 0);
  console.error(JSON.stringify(first));
  // `npm run build` empties dist/, stamp included; the build it makes is of the same inputs, so
  // the stamp is put back for the next `npm start`.
  const stamp = readFileSync('dist/.build-inputs', 'utf8');
  const runs: StartRun[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const way of measured) {
      runs.push(await start(way, round));
      writeFileSync('dist/.build-inputs', stamp);
      console.error(JSON.stringify(runs.at(-1)));
    }
  }
  const medians = measured.map((way) => {
    const of = runs.filter((run) => run.way === way);
    return {
      way,
      health: median(of.map((run) => run.health)),
      page: median(of.map((run) => run.page)),
      rss: median(of.map((run) => run.idleRssMiB)),
    };
  });
  const limit = medians.find((m) => m.way === 'serve only (limit)')?.page ?? 1;
  const report = [
    `## Start — PGlite, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Seconds from the command to the first answer of /api/health and to the prerendered /accueil, on a data folder made by a first start (${first.page.toFixed(1)} s to /accueil, ${Math.round(first.idleRssMiB)} MiB idle, building: ${first.page > 20 ? 'yes' : 'no'}); sources unchanged. Resident memory of the server process (PGlite inside) after ${idleSeconds} s idle. The three ways alternate, ${rounds} runs each. Load average (1, 5, 15 min) at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} on 2 cores (above 2, other work ran too).`,
    '',
    '| run | way | /api/health s | /accueil s | idle RSS MiB |',
    '|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.round} | ${run.way} | ${run.health.toFixed(1)} | ${run.page.toFixed(1)} | ${Math.round(run.idleRssMiB)} |`,
    ),
    '',
    '| way (medians) | /api/health s | /accueil s | against the limit | idle RSS MiB |',
    '|---|---|---|---|---|',
    ...medians.map(
      (m) =>
        `| ${m.way} | ${m.health.toFixed(1)} | **${m.page.toFixed(1)}** | ${(m.page / limit).toFixed(2)}× | ${Math.round(m.rss)} |`,
    ),
    '',
  ].join('\n');
  console.log(report);
  writeFileSync(process.env.REPORT ?? 'bench/results/start-pglite.md', report);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
