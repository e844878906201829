import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The Drizzle database, the same type whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction, usable wherever a `Database` is (services accept either). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs one SQL text with positional parameters (`$1`…), the shape pg-boss's `db` option takes.
 * Without parameters the text may hold several statements (pg-boss's own migrations do).
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** An open database with how to migrate and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL on the same connection(s) as `db`: the job queue runs through it (decision 0010). Once
   * `close()` has begun it answers no rows instead of failing: pg-boss may still complete or
   * fetch after a shutdown raced one of its polls, and those late calls are not awaited (an
   * unhandled rejection). Jobs it could not acknowledge stay active and are retried after
   * their timeout; the worker's claim makes that harmless.
   */
  sql: SqlExecutor;
  /** Applies pending migrations of server/db/migrations (the same files on both engines). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** An executor that answers no rows once its database is closing (see `DatabaseHandle.sql`). */
function closable(run: SqlExecutor['executeSql'], state: { closed: boolean }): SqlExecutor {
  return { executeSql: async (text, values) => (state.closed ? { rows: [] } : run(text, values)) };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, else the embedded PGlite
 * stored in `dataDir` (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Only named prepared statements are affected: the hot list queries we prepare. Their
      // plan does not depend on the values (an ordered index scan), and PostgreSQL otherwise
      // re-plans them at every execution: measured 1.11 → 0.51 ms per pending-list query.
      // No parallel workers: API queries read a page through an index, and a Gather's start
      // (about 7 ms) cost more than it saved on the back-office tables (decision 0009).
      options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
    });
    // pg's advice: an idle client's error (server restart, a terminated backend) is emitted on
    // the pool, and without a listener it would end the process. The pool drops that client and
    // opens a new one on demand; the next query fails or succeeds on its own.
    pool.on('error', (error) => {
      process.stderr.write(
        `${JSON.stringify({ level: 'warn', source: 'pg-pool', msg: 'idle client error', code: (error as { code?: string }).code })}\n`,
      );
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const closing = { closed: false };
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      sql: closable((text, values) => pool.query(text, values), closing),
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => {
        closing.closed = true;
        return pool.end();
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const closing = { closed: false };
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // PGlite's `query` is one statement with parameters; `exec` runs a script of several.
    sql: closable(async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }, closing),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => {
      closing.closed = true;
      return client.close();
    },
  };
}
