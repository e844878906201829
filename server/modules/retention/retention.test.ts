import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { draftRetentionDays, messageContentRetentionDays } from '../../../domain/retention.ts';
import { messages, quoteDrafts } from '../../db/schema/index.ts';
import { signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { retentionQueue, retentionSchedule } from './retention.ts';

/*
 * The retention job (domain/retention.ts) with the database's clock: dates are moved into the
 * past, the job runs as its schedule runs it, and what is past its period is deleted or erased
 * while what is not stays as it was.
 */

let server: TestServer;
let reference: ReferenceData;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('the retention job', () => {
  it('is scheduled every day', async () => {
    const schedules = await server.moqarana.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === retentionQueue)?.cron).toBe(
      retentionSchedule,
    );
  });

  it('deletes stale drafts and erases old messages’ content, and leaves the rest whole', async () => {
    // Two drafts: one just past its period, one just within it.
    const stale = await signUpDriver(server.baseUrl);
    const kept = await signUpDriver(server.baseUrl);
    for (const { client } of [stale, kept]) {
      const { submissionKey } = (await client.get('/api/quotes/draft')).body;
      expect(
        (await client.put('/api/quotes/draft', { submissionKey, vehicle: { plate: '12345-A-6' } }))
          .status,
      ).toBe(204);
    }
    await db()
      .update(quoteDrafts)
      .set({ updatedAt: daysAgo(draftRetentionDays) })
      .where(eq(quoteDrafts.userId, stale.user.id));
    await db()
      .update(quoteDrafts)
      .set({ updatedAt: daysAgo(draftRetentionDays - 1) })
      .where(eq(quoteDrafts.userId, kept.user.id));

    // Three sent acknowledgements: one past the period, one within it, one failed and old.
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const quote = await submitQuote(stale.client, reference);
      await expect
        .poll(
          async () =>
            (
              await db()
                .select({ id: messages.id, status: messages.status })
                .from(messages)
                .where(and(eq(messages.event, 'quote.submitted'), eq(messages.recordId, quote.id)))
            ).filter((row) => row.status === 'sent'),
          { timeout: 15_000 },
        )
        .toHaveLength(1);
      const [row] = await db()
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.event, 'quote.submitted'), eq(messages.recordId, quote.id)));
      ids.push(row?.id ?? '');
    }
    const [old, recent, failed] = ids as [string, string, string];
    await db()
      .update(messages)
      .set({ sentAt: daysAgo(messageContentRetentionDays) })
      .where(eq(messages.id, old));
    await db()
      .update(messages)
      .set({ sentAt: daysAgo(messageContentRetentionDays - 1) })
      .where(eq(messages.id, recent));
    await db()
      .update(messages)
      .set({ status: 'failed', sentAt: daysAgo(messageContentRetentionDays + 5) })
      .where(eq(messages.id, failed));
    const before = await db().select().from(messages).where(inArray(messages.id, ids));
    const beforeOf = (id: string) => before.find((row) => row.id === id);

    await server.moqarana.boss.send(retentionQueue, {});
    await expect
      .poll(
        async () =>
          (
            await db()
              .select({ userId: quoteDrafts.userId })
              .from(quoteDrafts)
              .where(inArray(quoteDrafts.userId, [stale.user.id, kept.user.id]))
          ).map((row) => row.userId),
        { timeout: 15_000 },
      )
      .toEqual([kept.user.id]);
    await expect
      .poll(
        async () => (await db().select().from(messages).where(eq(messages.id, old)))[0]?.recipient,
        { timeout: 15_000 },
      )
      .toBe('');

    const after = await db().select().from(messages).where(inArray(messages.id, ids));
    const afterOf = (id: string) => after.find((row) => row.id === id);
    const { updatedAt: _erasedAt, ...erased } = afterOf(old) ?? {};
    const { updatedAt: _keptAt, ...wasOld } = beforeOf(old) ?? {};
    expect(erased).toEqual({
      ...wasOld,
      payload: {},
      recipient: '',
      rendered: null,
      lastError: null,
    });
    expect(JSON.stringify(afterOf(old))).not.toContain(stale.user.email);
    expect(afterOf(recent)).toEqual(beforeOf(recent));
    expect(afterOf(failed)).toEqual(beforeOf(failed));

    // The Messages page still lists it, with nothing of the recipient left to show.
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    const page = await admin.get('/api/admin/messages?status=sent&channel=email');
    expect(page.status).toBe(200);
    const listed = (page.body.items as { id: string; recipient: string }[]).find(
      (item) => item.id === old,
    );
    expect(listed?.recipient).toBe('***');
  });
});
