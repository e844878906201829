import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/*
 * `npm start`'s build step: runs `npm run build` unless dist/ holds a finished build of the very
 * inputs on disk now. The inputs are everything the build reads:
 * - the web app and the domain modules it imports (web/, domain/, every file, dotfiles too:
 *   Vite reads web/.env);
 * - the build's own code and settings (vite.config.ts, scripts/prerender.ts, tsconfig.json);
 * - the libraries (package.json, package-lock.json, and node_modules/.package-lock.json, which
 *   npm rewrites on every install);
 * - the variables the bundle embeds (VITE_* and the site's prefixes of domain/site.ts: a new
 *   SUPPORT_PHONE must reach the prerendered pages), NODE_ENV, and the Node.js version.
 * Their SHA-256 is written to dist/.build-inputs after a build that succeeded; `vite build` empties
 * dist/ first, so a build that fails leaves no stamp and the next start builds again. The digest
 * is taken before the build: a file edited while it runs makes the next start build again.
 */

/** Folders read whole, and single files, relative to the project root. */
const inputFolders = ['web', 'domain'];
const inputFiles = [
  'vite.config.ts',
  'scripts/prerender.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];
/** Variables embedded in the bundle (vite.config.ts `envPrefix`) or read by the build. */
const inputVariable = /^(VITE_|SUPPORT_|OPERATOR_|ACAPS_|CNDP_|NODE_ENV$)/;

/** Where the digest of the last finished build is kept. */
const stampFile = join('dist', '.build-inputs');

/** SHA-256 (hex) of the build's inputs under `root`, with the variables of `env`. */
function buildInputsDigest(root: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const files = [
    ...inputFolders.flatMap((folder) =>
      existsSync(join(root, folder))
        ? readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        : [],
    ),
    ...inputFiles,
  ].sort();
  for (const file of files) {
    const path = join(root, file);
    hash.update(
      `${file}\0${existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'absent'}\0`,
    );
  }
  const variables = Object.entries(env)
    .filter(([name, value]) => inputVariable.test(name) && value)
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify([process.version, variables]));
  return hash.digest('hex');
}

/** Whether `root`'s dist/ holds a finished build of the inputs whose digest is `digest`. */
function isBuildFresh(root: string, digest: string): boolean {
  const stamp = join(root, stampFile);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest;
}

const root = process.cwd();
const digest = buildInputsDigest(root, process.env);
if (isBuildFresh(root, digest)) {
  console.log('web app already built from these sources (dist/.build-inputs); not rebuilding');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(join(root, stampFile), `${digest}\n`);
}
