import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyQuoteStatus } from '../../../domain/back-office.status.ts';
import { quoteStatuses } from '../../../domain/quote-lifecycle.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { agencyStatusSql } from './agency-status.sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the status an agency sees, in SQL, matches the domain rule', () => {
  it('for every stored status, validity, and part of the agency (property)', async () => {
    const db = server.moqarana.database.db;
    const ownOffer = randomUUID();
    const otherOffer = randomUUID();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...quoteStatuses),
        // Days from now to the end of validity: negative is past.
        fc.integer({ min: -40, max: 40 }).filter((days) => days !== 0),
        // No offer of the agency in the query (pending table), or its offer.
        fc.boolean(),
        // The selected offer: none, the agency's or another agency's.
        fc.constantFrom<'none' | 'ours' | 'other'>('none', 'ours', 'other'),
        async (status, days, priced, selection) => {
          const expiresAt = new Date(Date.now() + days * 86_400_000).toISOString();
          const selected =
            selection === 'ours' ? ownOffer : selection === 'other' ? otherOffer : null;
          const expression = agencyStatusSql({
            status: sql`${status}::text`,
            expiresAt: sql`${expiresAt}::timestamptz`,
            selectedOfferId: sql`${selected}::uuid`,
            ownOfferId: priced ? sql`${ownOffer}::uuid` : null,
          });
          const result = (await db.execute(sql`select ${expression} as status`)) as unknown as {
            rows: { status: string }[];
          };
          expect(result.rows[0]?.status).toBe(
            agencyQuoteStatus({
              status,
              pastExpiry: days < 0,
              priced,
              selectedOurs: priced && selection === 'ours',
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
