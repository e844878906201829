import pg from 'pg';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedBackOffice } from '../back-office/seed.ts';

/**
 * Makes sure the PostgreSQL database at `databaseUrl` holds the back-office benchmark's data
 * with at least `quoteCount` quotes: when it has fewer, migrates it (through one app start)
 * and loads them (about 4 minutes for 1,000,000). A database already loaded is reused as it
 * is, so the raw-limit benchmark can be run again without paying the load.
 * @returns how many quotes the database holds.
 */
export async function ensureSeeded(databaseUrl: string, quoteCount: number): Promise<number> {
  const held = await quotesIn(databaseUrl);
  if (held >= quoteCount) return held;
  if (held > 0)
    throw new Error(`${databaseUrl} holds ${held} quotes, fewer than ${quoteCount}: drop it first`);
  const server = await startAppServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' });
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await seedBackOffice(database.db, server.baseUrl, quoteCount);
  } finally {
    await database.close();
    await server.stop();
  }
  return quotesIn(databaseUrl);
}

async function quotesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query<{ found: boolean }>(
      `select to_regclass('public.quotes') is not null as found`,
    );
    if (!exists.rows[0]?.found) return 0;
    const counted = await client.query<{ n: number }>('select count(*)::int as n from quotes');
    return counted.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
