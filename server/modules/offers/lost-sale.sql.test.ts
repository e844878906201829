import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostSaleReasonOf, priceGapPercent } from '../../../domain/agency-day/performance.ts';
import { agencyQuoteStatuses } from '../../../domain/offers/agency-status.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { lostSaleReasonSql, priceGapPercentSql } from './lost-sale.sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const one = async <T>(expression: ReturnType<typeof sql>): Promise<T | undefined> => {
  const result = (await server.moqarana.database.db.execute(
    sql`select ${expression} as value`,
  )) as unknown as { rows: { value: T }[] };
  return result.rows[0]?.value;
};

describe('the win/loss rules, in SQL, match the domain rules', () => {
  it('the reason of every status an agency sees', async () => {
    for (const status of agencyQuoteStatuses) {
      expect(await one(lostSaleReasonSql(sql`${status}::text`)), status).toBe(
        lostSaleReasonOf(status),
      );
    }
  });

  it('the price gap, rounded half away from zero, for any two prices (property)', async () => {
    const centimes = fc.integer({ min: 0, max: 100_000_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(centimes, centimes),
          // Gaps of exactly x.5 %: where the two roundings would differ.
          fc
            .tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: -199, max: 199 }))
            .map(([unit, halves]) => [200 * unit + halves * unit, 200 * unit] as const),
        ),
        async ([own, chosen]) => {
          const value = await one<number | string | null>(
            priceGapPercentSql(sql`${own}::bigint`, sql`${chosen}::bigint`),
          );
          expect(value === null ? null : Number(value)).toBe(priceGapPercent(own, chosen));
        },
      ),
      { numRuns: 300 },
    );
  });
});
