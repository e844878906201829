import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
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
   * unhandled rejection, which ends the process). For the same reason a job command (complete,
   * fail) whose connection is lost (a failover, a terminated backend) is answered that nothing
   * changed, with a warning, instead of failing. Jobs it could not acknowledge stay active and
   * are retried after their timeout; the worker's claim makes that harmless.
   */
  sql: SqlExecutor;
  /** Applies pending migrations of server/db/migrations (the same files on both engines). */
  migrate(): Promise<void>;
  /**
   * Listens to `NOTIFY channel` from every process on this database (PostgreSQL LISTEN). On a
   * server, one connection of its own is kept for it: when that connection is lost, `onLost`
   * is called at once (notifications sent meanwhile are missed), and `onListening` each time it
   * listens again (the first time included). Resolves once listening; the function it resolves
   * to stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The embedded database as an archive to start another from (`template`); PGlite only. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** What a `DatabaseHandle.listen` caller is told. */
export interface ListenHandlers {
  onNotify(payload: string): void;
  onListening(): void;
  onLost(): void;
}

/** A channel name as LISTEN takes it: an identifier we choose, never input. */
const channelName = /^[a-z_][a-z0-9_]*$/;

/** Waits before listening again after a lost connection: 0.1 s, doubling up to 2 s. */
const relistenDelayMs = (attempt: number) => Math.min(100 * 2 ** attempt, 2_000);

/**
 * LISTEN on a connection of its own, opened again after it is lost (a restart, a failover,
 * `pg_terminate_backend`) until stopped. A pooled connection cannot listen: the pool would hand
 * it to a query and its notifications would reach nobody.
 */
async function listenOnServer(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async (attempt: number): Promise<void> => {
    const client = new pg.Client({ connectionString });
    // A lost connection emits 'error' then 'end': 'end' handles it, and an 'error' without a
    // listener would end the process.
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt === 0) throw error;
      if (!stopped) retry = setTimeout(() => void open(attempt + 1), relistenDelayMs(attempt));
      return;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    client.once('end', () => {
      current = null;
      if (stopped) return;
      handlers.onLost();
      retry = setTimeout(() => void open(1), relistenDelayMs(0));
    });
    handlers.onListening();
  };
  await open(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}

/**
 * pg-boss's job commands (complete, fail, cancel…) end with `SELECT COUNT(*) FROM results` and
 * read `rows[0].count` of the answer: once closing, or when their connection is lost, they are
 * told that nothing changed.
 */
const jobCommandCount = /select count\(\*\) from results\s*$/i;

/**
 * An executor that answers no rows once its database is closing, and tells a job command whose
 * connection is lost that nothing changed (see `DatabaseHandle.sql`).
 */
function closable(run: SqlExecutor['executeSql'], state: { closed: boolean }): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      if (state.closed) return { rows: jobCommandCount.test(text) ? [{ count: '0' }] : [] };
      try {
        return await run(text, values);
      } catch (error) {
        if (!jobCommandCount.test(text) || !isConnectionLost(error)) throw error;
        warnOfPool('job command lost its connection', error);
        return { rows: [{ count: '0' }] };
      }
    },
  };
}

/** A warning of the database layer, as one JSON line on stderr (it runs before any logger). */
function warnOfPool(msg: string, error: Error | unknown): void {
  const { code } = error as { code?: string };
  process.stderr.write(`${JSON.stringify({ level: 'warn', source: 'pg-pool', msg, code })}\n`);
}

/**
 * SQLSTATEs of a connection the server ended or refused: admin_shutdown (57P01, a terminated
 * backend), crash_shutdown (57P02), cannot_connect_now (57P03), and class 08, connection
 * exceptions (PostgreSQL manual, appendix A).
 */
const connectionLostStates = /^(57P0[123]|08...)$/;

/** Node's socket errors when the database cannot be reached. */
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * True when `error` (or what it wraps: Drizzle wraps the driver's error as its `cause`) says the
 * connection to the database was lost or refused, not that the statement was wrong: the work
 * may be retried, and the API answers 503 with Retry-After instead of 500.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (connectionLostStates.test(code) || socketErrors.has(code)))
      return true;
    if (
      typeof message === 'string' &&
      /^(Connection terminated|Client has encountered a connection error|Client was closed)/.test(
        message,
      )
    )
      return true;
    current = cause;
  }
  return false;
}

/**
 * A pool whose checked-out clients go back to it, destroyed, as soon as their connection ends.
 * Drizzle's `transaction` checks a client out and sends `begin` before its try/finally: when the
 * connection is already gone, `begin` fails and the client is never released, and ten such
 * failures leave the pool empty for good. Here a client whose connection ends while checked
 * out is released at once (its holder's later `release()` does nothing), and its holder's
 * next statement fails as a lost connection. The callback form, which `pool.query` uses and
 * which releases on error itself, is left as it is.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', ended);
        release(error);
      };
      const ended = () => releaseOnce(new Error('Connection terminated while checked out'));
      client.once('end', ended);
      client.release = releaseOnce;
      return client;
    });
  }
}

/**
 * The pool every API process opens on a PostgreSQL server: 10 connections, and the session
 * settings below. Exported for the benchmark's raw reference server (bench/raw-limit), which
 * must run the same SQL on the same pool.
 */
export function serverPoolConfig(connectionString: string): pg.PoolConfig {
  return {
    connectionString,
    max: 10,
    // PostgreSQL plans each statement with its values (the default plan cache mode): a generic
    // plan, which `pg`'s unnamed statements get too when forced, cannot tell a rare search
    // fragment from a common one, and read the tables' trigram searches without their index
    // (250 ms against 8 ms per search at 1,000,000 quotes, bench/results/table-sorts-*).
    // No parallel workers: API queries read a page through an index, and a Gather's start
    // (about 7 ms) cost more than it saved on the back-office tables (decision 0009).
    options: '-c max_parallel_workers_per_gather=0',
  };
}

/** The embedded database's shared buffers (PostgreSQL's `shared_buffers`). */
export const embeddedSharedBuffers = '16MB';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, else the embedded PGlite
 * stored in `dataDir` (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * An embedded database to start from (a `dumpDataDir` archive), instead of an empty one:
   * PGlite then skips creating a cluster, which is most of its start (2–3 s → 0.5 s). For tests.
   */
  template?: Blob | undefined;
  /** Told each statement Drizzle sends (the raw-limit benchmark records the app's SQL). */
  logger?: Logger | undefined;
}): Promise<DatabaseHandle> {
  const drizzleOptions = { schema, casing: 'snake_case', logger: options.logger } as const;
  if (options.databaseUrl) {
    const pool = new GuardedPool(serverPoolConfig(options.databaseUrl));
    // A connection the server ends (a restart, a failover, pg_terminate_backend) emits 'error'
    // on its client, and an 'error' event without a listener ends the process. The pool listens
    // only while a client is idle; a client checked out by a request or a transaction is ours
    // to listen to, for its whole life. The query in flight then fails on its own (the API
    // answers 503, see isConnectionLost), the pool drops the client and opens a new one on
    // demand, and the process keeps serving.
    const warn = (scope: string) => (error: Error) => warnOfPool(`${scope} client error`, error);
    pool.on('error', warn('idle'));
    pool.on('connect', (client) => {
      client.on('error', warn('checked-out'));
    });
    const db = drizzlePg(pool, drizzleOptions);
    const closing = { closed: false };
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      sql: closable((text, values) => pool.query(text, values), closing),
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: (channel, handlers) => {
        if (!channelName.test(channel)) throw new Error(`invalid channel name ${channel}`);
        return listenOnServer(options.databaseUrl ?? '', channel, handlers);
      },
      close: () => {
        closing.closed = true;
        return pool.end();
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm serves the back-office tables' fragment searches (migration 0011), as on a server.
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared buffers, in PGlite, sit in the process's WebAssembly memory
    // on top of the files the operating system already caches: 16 MB keeps the embedded
    // database's own memory at 230 MiB instead of 360 (measured on the demo data).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${embeddedSharedBuffers}`],
    ...(options.template ? { loadDataDir: options.template } : {}),
  });
  const closing = { closed: false };
  const db = drizzlePglite(client, drizzleOptions);
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
    // One process owns an embedded database: its notifications never leave it, and are never lost.
    listen: async (channel, handlers) => {
      if (!channelName.test(channel)) throw new Error(`invalid channel name ${channel}`);
      const stop = await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onListening();
      return () => stop();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => {
      closing.closed = true;
      return client.close();
    },
  };
}
