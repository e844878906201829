import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { todayInMorocco } from '../../../domain/dates.ts';
import {
  auditRetentionYears,
  contactMessageRetentionMonths,
  draftRetentionDays,
  messageContentRetentionDays,
  unchosenQuoteRetentionMonths,
} from '../../../domain/retention.ts';
import {
  auditLog,
  contactMessages,
  drivers,
  messages,
  quoteDrafts,
  quotes,
  rateCounters,
} from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
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

  it('anonymises quotes without a contract a year after their validity, and deletes old contact messages, audit entries and ended counters', async () => {
    const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    const { client } = await signUpDriver(server.baseUrl);
    const due = await submitQuote(client, reference);
    await priceQuote(agent, due.id);
    const within = await submitQuote(client, reference);
    const contracted = await submitQuote(client, reference);
    await priceQuote(agent, contracted.id);
    await selectFirstOffer(client, contracted.id);
    expect(
      (
        await agent.post(`/api/agency/quotes/${contracted.id}/contract`, {
          decision: 'confirmed',
          policyNumber: 'WAF-2025-0007',
          startDate: todayInMorocco(),
        })
      ).status,
    ).toBe(201);
    const validityEnded = (id: string, interval: SQL) =>
      db().update(quotes).set({ expiresAt: interval }).where(eq(quotes.id, id));
    const monthsAgo = (months: number, plus = '0 hours') =>
      sql`now() - make_interval(months => ${months}) + ${plus}::interval`;
    await validityEnded(due.id, monthsAgo(unchosenQuoteRetentionMonths));
    await validityEnded(within.id, monthsAgo(unchosenQuoteRetentionMonths, '1 hour'));
    await validityEnded(contracted.id, monthsAgo(unchosenQuoteRetentionMonths + 1));

    const contact = (createdAt: SQL) =>
      db()
        .insert(contactMessages)
        .values({
          lastName: 'Alami',
          firstName: 'Karim',
          phone: '+212612345678',
          email: `karim.${randomUUID()}@example.ma`,
          subject: 'Question',
          message: 'Bonjour',
          createdAt,
        })
        .returning({ id: contactMessages.id });
    const [oldContact] = await contact(monthsAgo(contactMessageRetentionMonths));
    const [recentContact] = await contact(monthsAgo(contactMessageRetentionMonths, '1 hour'));
    const audit = (at: SQL) =>
      db().insert(auditLog).values({ action: 'auth.logout', at }).returning({ id: auditLog.id });
    const yearsAgo = (years: number, plus = '0 hours') =>
      sql`now() - make_interval(years => ${years}) + ${plus}::interval`;
    const [oldAudit] = await audit(yearsAgo(auditRetentionYears));
    const [recentAudit] = await audit(yearsAgo(auditRetentionYears, '1 hour'));
    const endedKey = `test:${randomUUID()}`;
    const liveKey = `test:${randomUUID()}`;
    await db()
      .insert(rateCounters)
      .values([
        { key: endedKey, hits: 1, windowEndsAt: sql`now() - interval '1 day'` },
        { key: liveKey, hits: 1, windowEndsAt: sql`now() - interval '23 hours'` },
      ]);

    await server.moqarana.boss.send(retentionQueue, {});
    const anonymised = async () =>
      (
        await db()
          .select({ id: quotes.id })
          .from(quotes)
          .where(
            and(
              inArray(quotes.id, [due.id, within.id, contracted.id]),
              isNotNull(quotes.anonymisedAt),
            ),
          )
      ).map((row) => row.id);
    await expect.poll(anonymised, { timeout: 15_000 }).toEqual([due.id]);
    const [driver] = await db()
      .select({ cin: drivers.cin, lastName: drivers.lastName, email: drivers.email })
      .from(drivers)
      .innerJoin(quotes, eq(quotes.driverId, drivers.id))
      .where(eq(quotes.id, due.id));
    expect(driver).toEqual({ cin: '', lastName: '', email: '' });
    const remaining = async (table: typeof contactMessages | typeof auditLog, ids: unknown[]) =>
      (await db().select({ id: table.id }).from(table)).filter((row) => ids.includes(row.id))
        .length;
    expect(await remaining(contactMessages, [oldContact?.id, recentContact?.id])).toBe(1);
    expect(await remaining(auditLog, [oldAudit?.id, recentAudit?.id])).toBe(1);
    const counters = await db()
      .select({ key: rateCounters.key })
      .from(rateCounters)
      .where(inArray(rateCounters.key, [endedKey, liveKey]));
    expect(counters).toEqual([{ key: liveKey }]);
    // The contracted quote's agency still reads its client.
    const detail = await agent.get(`/api/agency/quotes/${contracted.id}`);
    expect(detail.body.driver.contact).not.toBeNull();
  });
});
