import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { seedReference } from '../db/seed/seed-reference.ts';
import { startJobQueue } from '../modules/notifications/job-queue.ts';

/*
 * Embedded test databases are made once per `npm test` run, not once per test file: vitest's
 * global setup migrates and seeds two PGlite databases (reference data; and the demo accounts
 * too) and dumps them to files that `startTestServer` starts from. A fresh PGlite spends 2–3 s
 * creating its cluster and migrating; one loaded from a dump starts in about 0.5 s. The dumps
 * also hold pg-boss's `pgboss` schema and queues (made by its first start, about 1 s), so each
 * server's start finds them and only updates the queues' policy to its own configuration. Each
 * test file still gets its own copy. On PostgreSQL (`DATABASE_URL`) each file migrates its own
 * scratch database and pg-boss creates its schema there, as in production's first start.
 */

/** The environment variable naming the folder of the dumps, set by the global setup. */
const templatesVariable = 'MQ_TEST_DATABASE_TEMPLATES';

type Template = 'reference' | 'demo';

/** Vitest global setup: makes the dumps, and removes them after the run. */
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => undefined;
  const folder = mkdtempSync(join(tmpdir(), 'mq-test-databases-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedReference(database.db);
  // pg-boss's first start creates its schema and the queues (job-queue.ts); no job is queued.
  const jobs = await startJobQueue(database, loadConfig({ NODE_ENV: 'test' }).notifications, {
    supervise: false,
    onError: (error) => {
      throw error;
    },
  });
  await jobs.stop({ graceful: false, wait: true });
  await dump(database, join(folder, 'reference.tar'));
  await seedDemo(database.db);
  await dump(database, join(folder, 'demo.tar'));
  await database.close();
  process.env[templatesVariable] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

async function dump(database: Awaited<ReturnType<typeof openDatabase>>, path: string) {
  const archive = await database.dumpDataDir?.();
  if (!archive) throw new Error('the embedded database cannot be dumped');
  writeFileSync(path, Buffer.from(await archive.arrayBuffer()));
}

const loaded = new Map<Template, Blob>();

/**
 * The dump of `template` made by the global setup, or undefined outside it (a test file run on
 * its own by an editor, or on PostgreSQL): the server then migrates and seeds its own database.
 */
export function databaseTemplate(template: Template): Blob | undefined {
  const folder = process.env[templatesVariable];
  if (!folder || process.env.DATABASE_URL) return undefined;
  let blob = loaded.get(template);
  if (!blob) {
    blob = new Blob([readFileSync(join(folder, `${template}.tar`))]);
    loaded.set(template, blob);
  }
  return blob;
}
