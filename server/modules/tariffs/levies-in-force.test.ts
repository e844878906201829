import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate } from '../../../domain/dates.ts';
import { defaultLevyRates, leviesOn, type Levies } from '../../../domain/tariffs/levies.ts';
import { tariffLevies } from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { allLevies, leviesInForce } from './grid-store.ts';

/*
 * `leviesInForce` reads one version of the levies from the database; `leviesOn` is the rule
 * (domain/tariffs/levies.ts). The two must agree on every date, around every version's start.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the levies in force on a date', () => {
  it('are the ones leviesOn picks from every version, on each side of each start', async () => {
    const db = server.moqarana.database.db;
    const later: Levies[] = [
      { effectiveFrom: '2030-01-01', ...defaultLevyRates, contractTaxBp: 1_500 },
      { effectiveFrom: '2030-07-01', ...defaultLevyRates, contractTaxBp: 1_600 },
    ];
    await db.insert(tariffLevies).values(later);
    const versions = await allLevies(db);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    const dates = versions.flatMap(({ effectiveFrom }) => [
      addToDate(effectiveFrom, { days: -1 }),
      effectiveFrom,
      addToDate(effectiveFrom, { days: 1 }),
    ]);
    for (const date of dates) {
      let expected: Levies | undefined;
      try {
        expected = leviesOn(versions, date);
      } catch {
        expected = undefined;
      }
      expect(await leviesInForce(db, date), date).toEqual(expected);
    }
    // Before the first version nothing applies; from the last one on, the last applies.
    expect(await leviesInForce(db, '2023-12-31')).toBeUndefined();
    expect((await leviesInForce(db, '2031-01-01'))?.contractTaxBp).toBe(1_600);
  });
});
