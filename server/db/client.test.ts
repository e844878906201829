import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { databaseTemplate } from '../test/database-templates.ts';
import { embeddedSharedBuffers, openDatabase } from './client.ts';

/** An embedded database started from the run's migrated dump (a fresh one without it). */
const openEmbedded = () =>
  openDatabase({ dataDir: 'memory://', template: databaseTemplate('reference') });

describe('raw SQL executor (job queue)', () => {
  it('answers no rows once the database is closing, instead of failing late pg-boss calls', async () => {
    const database = await openEmbedded();
    expect((await database.sql.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    expect((await database.sql.executeSql('select $1::int as two', [2])).rows).toEqual([
      { two: 2 },
    ]);
    await database.close();
    await expect(database.sql.executeSql('select $1::int as two', [2])).resolves.toEqual({
      rows: [],
    });
  });

  it('tells a job completed after closing that nothing changed, as pg-boss reads it', async () => {
    const database = await openEmbedded();
    const boss = new PgBoss({ db: database.sql as PgBoss.Db, supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue('late');
    await database.close();
    // A handler finishing just after the shutdown completes its job: pg-boss reads
    // `rows[0].count`, and an empty answer was an unhandled TypeError.
    await expect(boss.complete('late', randomUUID())).resolves.toMatchObject({ affected: 0 });
    await boss.stop({ graceful: false, wait: true });
  });
});

describe('the embedded database', () => {
  it('runs with small shared buffers, and the start parameters PGlite needs', async () => {
    const database = await openEmbedded();
    try {
      const { rows } = await database.sql.executeSql(
        "select current_setting('shared_buffers') as buffers, current_setting('search_path') as path",
      );
      expect(rows).toEqual([{ buffers: embeddedSharedBuffers, path: 'public' }]);
    } finally {
      await database.close();
    }
  });
});
