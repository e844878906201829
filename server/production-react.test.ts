import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The server and the worker render e-mails with React's production build whatever NODE_ENV says
 * (server/lib/production-react.ts), and NODE_ENV keeps its meaning for the configuration. Each
 * entry file runs as `npm start` / `npm run worker` run it, with a configuration that stops it
 * once its modules are loaded; a probe loaded before it reports, as the process exits, which of
 * React's builds were loaded and what NODE_ENV the process ended with.
 */

const folder = mkdtempSync(join(tmpdir(), 'mq-react-build-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const probe = join(folder, 'probe.mjs');
writeFileSync(
  probe,
  `import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
process.on('exit', () => {
  const loaded = Object.entries(require.cache)
    .filter(([file, module]) => module?.loaded && /node_modules\\/react(-dom)?\\/cjs\\//.test(file))
    .map(([file]) => file.replace(/.*\\/cjs\\//, ''));
  writeFileSync(process.env.PROBE_OUT, JSON.stringify({ loaded, nodeEnv: process.env.NODE_ENV ?? null }));
});
`,
);

const loadedBy = (entry: string, env: Record<string, string>) => {
  const out = join(folder, `${entry.replaceAll('/', '-')}-${env.NODE_ENV ?? 'unset'}.json`);
  spawnSync(process.execPath, ['--import', 'tsx', '--import', probe, entry], {
    env: { PATH: process.env.PATH, PROBE_OUT: out, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(readFileSync(out, 'utf8')) as { loaded: string[]; nodeEnv: string | null };
};

describe("React's build in the server and worker processes", () => {
  it.each([
    // An invalid port stops the server at its configuration, after every module loaded.
    ['server/main.ts', { PORT: 'not-a-port', NODE_ENV: 'test' }],
    // Without DATABASE_URL the worker stops at once, after every module loaded.
    ['server/worker.ts', { NODE_ENV: 'development' }],
  ])('%s with %j loads only the production build and keeps NODE_ENV', (entry, env) => {
    const { loaded, nodeEnv } = loadedBy(entry, env);
    expect(loaded).toEqual(
      expect.arrayContaining(['react.production.js', 'react-dom-server.node.production.js']),
    );
    expect(loaded.filter((file) => file.includes('development'))).toEqual([]);
    expect(nodeEnv).toBe('NODE_ENV' in env ? env.NODE_ENV : null);
  });
});
