import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('raw SQL executor (job queue)', () => {
  it('answers no rows once the database is closing, instead of failing late pg-boss calls', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    expect((await database.sql.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    expect((await database.sql.executeSql('select $1::int as two', [2])).rows).toEqual([
      { two: 2 },
    ]);
    await database.close();
    await expect(database.sql.executeSql('select $1::int as two', [2])).resolves.toEqual({
      rows: [],
    });
  });
});
