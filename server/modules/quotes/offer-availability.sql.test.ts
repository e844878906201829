import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyStatuses } from '../../../domain/agencies/lifecycle.ts';
import { isOfferAvailable } from '../../../domain/reference/guarantees.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { offerAvailableSql } from './offer-availability.sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('whether an offer can be chosen, in SQL, matches the domain rule', () => {
  it('for every agency status', async () => {
    const db = server.moqarana.database.db;
    for (const status of agencyStatuses) {
      const result = (await db.execute(
        sql`select ${offerAvailableSql(sql`${status}::text`)} as available`,
      )) as unknown as { rows: { available: boolean }[] };
      expect(result.rows[0]?.available, status).toBe(isOfferAvailable(status));
    }
  });
});
