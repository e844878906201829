import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyQuoteStatus, agencyShownPrice } from '../../../domain/offers/agency-status.ts';
import { packs } from '../../../domain/reference/guarantees.ts';
import { quoteStatuses } from '../../../domain/quotes/lifecycle.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { agencyPriceSql, agencyStatusSql } from './agency-status.sql.ts';

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

  it('and so does the price its lists show, for every pack chosen or not (property)', async () => {
    const db = server.moqarana.database.db;
    const ownOffer = randomUUID();
    const otherOffer = randomUUID();
    const centimes = fc.integer({ min: 0, max: 100_000_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ basic: centimes, intermediate: centimes, premium: centimes }),
        fc.constantFrom<'none' | 'ours' | 'other'>('none', 'ours', 'other'),
        fc.constantFrom(null, ...packs),
        async (prices, selection, pack) => {
          const selected =
            selection === 'ours' ? ownOffer : selection === 'other' ? otherOffer : null;
          const expression = agencyPriceSql({
            selectedOfferId: sql`${selected}::uuid`,
            selectedPack: sql`${pack}::text`,
            ownOfferId: sql`${ownOffer}::uuid`,
            basic: sql`${prices.basic}::bigint`,
            intermediate: sql`${prices.intermediate}::bigint`,
            premium: sql`${prices.premium}::bigint`,
          });
          const result = (await db.execute(sql`select ${expression} as price`)) as unknown as {
            rows: { price: string | number }[];
          };
          expect(Number(result.rows[0]?.price)).toBe(
            agencyShownPrice(prices, { selectedOurs: selection === 'ours', selectedPack: pack }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
