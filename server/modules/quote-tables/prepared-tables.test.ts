import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { listQuoteTable } from './quote-tables.service.ts';

/*
 * The back-office tables run as named prepared statements on PostgreSQL (decision 0027): the
 * server parses and plans each table query once per connection, not at every request.
 */

describe.skipIf(!process.env.DATABASE_URL)('prepared table queries', () => {
  let server: TestServer;
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    database = await openDatabase({ databaseUrl: server.databaseUrl ?? '', dataDir: '' });
  });
  afterAll(async () => {
    await database?.close();
    await server?.close();
  });

  it('runs a table query as a named statement, the same one for each shape', async () => {
    const { rows } = (await database.db.execute(
      sql`select u.id as "userId", u.agency_id as "agencyId", a.city_id as "cityId" from users u
          join agencies a on a.id = u.agency_id where u.email = 'agent.casablanca@moqarana.ma'`,
    )) as unknown as { rows: { userId: string; agencyId: string; cityId: number }[] };
    const member = rows[0];
    if (!member) throw new Error('demo agent missing');
    const query = { search: '', sort: 'date', direction: 'desc' } as const;
    // One after another, the pool hands the same idle connection back each time.
    for (let request = 0; request < 3; request += 1) {
      await listQuoteTable(database.db, member, 'pending', query, 'fr');
      await listQuoteTable(database.db, member, 'processed', query, 'ar');
    }
    const statements = (await database.db.execute(
      sql`select name from pg_prepared_statements where name like 'quote\_table\_%'`,
    )) as unknown as { rows: { name: string }[] };
    // Two shapes (the language is a parameter, not a shape).
    expect(statements.rows).toHaveLength(2);
  });
});
