import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canTransition,
  effectiveQuoteStatus,
  expiryReminderDays,
  expiryReminderDue,
  hasExpired,
  isQuoteOpen,
  quoteAbilities,
  quoteStatuses,
} from '../../../domain/quotes/lifecycle.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import {
  abilitiesSql,
  effectiveStatusSql,
  expiryReminderDueSql,
  pastExpirySql,
  quoteOpenSql,
} from './quote-lifecycle.sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the quote lifecycle in SQL matches the domain rules', () => {
  it('for every stored status and end of validity, the boundary included (property)', async () => {
    const db = server.moqarana.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...quoteStatuses),
        // Seconds from the statement's now() to the end of validity: 0 is the very instant, and
        // the reminder's bound is a boundary too.
        fc.oneof(
          fc.constant(0),
          fc.constant(expiryReminderDays * 86_400),
          fc.integer({ min: -40 * 86_400, max: 40 * 86_400 }),
        ),
        async (status, seconds) => {
          const columns = {
            status: sql`${status}::text`,
            expiresAt: sql`now() + make_interval(secs => ${seconds})`,
          };
          const abilities = abilitiesSql(columns);
          const result = (await db.execute(
            sql`select ${pastExpirySql(columns)} as "pastExpiry", ${quoteOpenSql(columns)} as open,
              ${effectiveStatusSql(columns)} as status, ${abilities.cancel} as cancel,
              ${abilities.select} as select, ${expiryReminderDueSql(columns)} as "reminderDue"`,
          )) as unknown as { rows: Record<string, unknown>[] };
          const now = new Date();
          const expiresAt = new Date(now.getTime() + seconds * 1000);
          const facts = {
            status,
            pastExpiry: hasExpired(expiresAt, now),
          };
          expect(result.rows[0]).toEqual({
            pastExpiry: facts.pastExpiry,
            open: isQuoteOpen(facts),
            status: effectiveQuoteStatus(facts),
            ...quoteAbilities(facts),
            reminderDue: expiryReminderDue({ status, expiresAt }, now),
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('opens only pending and offered quotes, and ends every path in a closed status', () => {
    expect(quoteStatuses.filter((status) => isQuoteOpen({ status, pastExpiry: false }))).toEqual([
      'pending',
      'offered',
    ]);
    expect(quoteStatuses.filter((status) => isQuoteOpen({ status, pastExpiry: true }))).toEqual([]);
    // Only an open quote expires or is cancelled, and only an offered one is selected.
    for (const to of ['expired', 'cancelled'] as const)
      expect(quoteStatuses.filter((from) => canTransition(from, to))).toEqual([
        'pending',
        'offered',
      ]);
    expect(quoteStatuses.filter((from) => canTransition(from, 'selected'))).toEqual(['offered']);
    expect(quoteStatuses.filter((from) => canTransition(from, 'confirmed'))).toEqual(['selected']);
  });
});
