import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm start` builds only when the build's inputs changed (scripts/build-if-stale.ts). The script
 * runs as `npm start` runs it, on a small project whose `npm run build` counts its runs and
 * writes dist/ as a real build does (emptied first).
 */

const script = resolve('scripts/build-if-stale.ts');
const tsx = resolve('node_modules/tsx/dist/loader.mjs');
const project = mkdtempSync(join(tmpdir(), 'mq-build-if-stale-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(join(project, file, '..'), { recursive: true });
  writeFileSync(join(project, file), text);
};
write(
  'package.json',
  JSON.stringify({ private: true, scripts: { build: 'node build.mjs' } }, null, 2),
);
write(
  'build.mjs',
  `import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
writeFileSync('dist/index.html', '<div id="root"></div>');
appendFileSync('builds.log', 'built\\n');
if (process.env.FAIL_BUILD) process.exit(3);
`,
);
write('web/features/home/home-page.tsx', 'export const title = "Accueil";\n');
write('domain/money.ts', 'export const centimesPerDirham = 100;\n');
write('vite.config.ts', 'export default {};\n');

/** Runs the script as `npm start` does; answers how many builds have run so far. */
const start = (env: Record<string, string> = {}) => {
  const run = spawnSync(process.execPath, ['--import', tsx, script], {
    cwd: project,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return {
    status: run.status,
    builds: readFileSync(join(project, 'builds.log'), 'utf8').split('\n').filter(Boolean).length,
  };
};

describe('npm start builds the web app only when its inputs changed', () => {
  it('builds on the first start, then not again while nothing changed', () => {
    expect(start()).toEqual({ status: 0, builds: 1 });
    expect(start()).toEqual({ status: 0, builds: 1 });
  });

  it('builds again after a web source changed, once', () => {
    write('web/features/home/home-page.tsx', 'export const title = "Bienvenue";\n');
    expect(start()).toEqual({ status: 0, builds: 2 });
    expect(start()).toEqual({ status: 0, builds: 2 });
  });

  it('builds again after a new domain file, a Vite config change or a new lockfile', () => {
    write('domain/site.ts', 'export const siteName = "Moqarana";\n');
    expect(start().builds).toBe(3);
    write('vite.config.ts', 'export default { base: "/" };\n');
    expect(start().builds).toBe(4);
    write('package-lock.json', '{"lockfileVersion": 3}\n');
    expect(start().builds).toBe(5);
  });

  it('builds again when a variable the bundle embeds changed, not for any other variable', () => {
    expect(start({ SUPPORT_PHONE: '+212522000000' }).builds).toBe(6);
    expect(start({ SUPPORT_PHONE: '+212522000000', PORT: '8080' }).builds).toBe(6);
    expect(start({ SUPPORT_PHONE: '+212522999999' }).builds).toBe(7);
  });

  it('builds again after a build that failed, and fails the start with it', () => {
    write('web/app.css', 'body { margin: 0 }\n');
    expect(start({ FAIL_BUILD: '1' })).toEqual({ status: 3, builds: 8 });
    expect(start()).toEqual({ status: 0, builds: 9 });
  });
});
