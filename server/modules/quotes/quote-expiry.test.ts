import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { todayInMorocco } from '../../../domain/dates.ts';
import { expiryReminderDays } from '../../../domain/quotes/lifecycle.ts';
import { messages, quotes } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { quoteExpiryQueue, quoteExpirySchedule, remindExpiringQuotes } from './quote-expiry.ts';
import { changeQuoteStatus } from './quote-status.ts';

/*
 * The expiry job (server/modules/quotes/quote-expiry.ts): once a quote's validity has ended,
 * everyone sees it expired at once, and the job writes `expired` on the quotes still open.
 * The validity is moved into the past in the database, whose now() is the clock of the rule.
 */

let server: TestServer;
let reference: ReferenceData;
let agent: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
const storedStatuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await db()
        .select({ id: quotes.id, status: quotes.status })
        .from(quotes)
        .where(inArray(quotes.id, ids))
    ).map((row) => [row.id, row.status]),
  );

describe('the expiry job', () => {
  it('is scheduled every 5 minutes', async () => {
    const schedules = await server.moqarana.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === quoteExpiryQueue)?.cron).toBe(
      quoteExpirySchedule,
    );
  });

  it('writes expired on open quotes past their validity, and on nothing else', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const pending = (await submitQuote(driver, reference)).id;
    const offered = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, offered);
    const selected = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, selected);
    await selectFirstOffer(driver, selected);
    const valid = (await submitQuote(driver, reference)).id;
    const ended = [pending, offered, selected];
    await db()
      .update(quotes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(quotes.id, ended));

    // Before the job: everyone sees the ended quotes expired, and nothing can be done to them.
    const mine = (await driver.get('/api/quotes?limit=100')).body.items as {
      id: string;
      status: string;
      abilities: { cancel: boolean; select: boolean };
    }[];
    const seen = Object.fromEntries(mine.map((quote) => [quote.id, quote]));
    expect(seen[pending]).toMatchObject({
      status: 'expired',
      abilities: { cancel: false, select: false },
    });
    expect(seen[offered]).toMatchObject({
      status: 'expired',
      abilities: { cancel: false, select: false },
    });
    expect(seen[selected]?.status).toBe('selected');
    expect(seen[valid]).toMatchObject({
      status: 'pending',
      abilities: { cancel: true, select: false },
    });
    expect((await driver.post(`/api/quotes/${offered}/cancel`)).body.error.code).toBe(
      'quoteClosed',
    );
    expect(
      (
        await agent.put(`/api/agency/quotes/${pending}/offer`, {
          basic: 1,
          intermediate: 2,
          premium: 3,
        })
      ).status,
    ).toBe(404);
    expect(await storedStatuses([pending, offered])).toEqual({
      [pending]: 'pending',
      [offered]: 'offered',
    });

    // The job, as the schedule runs it: the open ones are written expired.
    await server.moqarana.boss.send(quoteExpiryQueue, {});
    await expect
      .poll(() => storedStatuses([...ended, valid]), { timeout: 15_000 })
      .toEqual({
        [pending]: 'expired',
        [offered]: 'expired',
        [selected]: 'selected',
        [valid]: 'pending',
      });
    const after = (await driver.get(`/api/quotes/${offered}`)).body;
    expect(after).toMatchObject({ status: 'expired', abilities: { cancel: false, select: false } });
  });
});

describe('the expiry reminder', () => {
  const remindersOf = async (ids: string[]) =>
    (
      await db()
        .select({
          quoteId: messages.recordId,
          channel: messages.channel,
          payload: messages.payload,
        })
        .from(messages)
        .where(and(eq(messages.event, 'quote.expiring'), inArray(messages.recordId, ids)))
    ).sort((a, b) => a.quoteId.localeCompare(b.quoteId));
  const endIn = (ids: string[], interval: string) =>
    db()
      .update(quotes)
      .set({ expiresAt: sql`now() + ${interval}::interval` })
      .where(inArray(quotes.id, ids));

  it('tells a driver with offers and no choice, once, in the last days, and no one else', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const due = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, due);
    const later = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, later);
    const unpriced = (await submitQuote(driver, reference)).id;
    const chosen = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, chosen);
    await selectFirstOffer(driver, chosen);
    const ended = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, ended);
    const all = [due, later, unpriced, chosen, ended];
    await endIn([due, unpriced, chosen], `${expiryReminderDays * 24 - 1} hours`);
    await endIn([later], `${expiryReminderDays * 24 + 1} hours`);
    await endIn([ended], '-1 hour');

    // The job, as the schedule runs it: only the offered quote ending within the days is due.
    await server.moqarana.boss.send(quoteExpiryQueue, {});
    await expect.poll(() => remindersOf(all), { timeout: 15_000 }).toHaveLength(1);
    const [reminder] = await remindersOf(all);
    const [row] = await db()
      .select({ expiresAt: quotes.expiresAt })
      .from(quotes)
      .where(eq(quotes.id, due));
    const [year, month, day] = todayInMorocco(new Date((row?.expiresAt.getTime() ?? 0) - 1)).split(
      '-',
    );
    expect(reminder).toMatchObject({
      quoteId: due,
      channel: 'email',
      payload: { lastDay: `${day}/${month}/${year}`, path: `/compagnie-page?devis=${due}` },
    });

    // Runs again, two at once (two worker processes), and after a restart: still one.
    const notifier = server.moqarana.notifier;
    await Promise.all([remindExpiringQuotes(db(), notifier), remindExpiringQuotes(db(), notifier)]);
    expect(await remindExpiringQuotes(db(), notifier)).toBe(0);
    expect(await remindersOf(all)).toHaveLength(1);

    // The later quote's turn comes when its own last days begin.
    await endIn([later], `${expiryReminderDays * 24 - 1} hours`);
    expect(await remindExpiringQuotes(db(), notifier)).toBe(1);
    expect((await remindersOf(all)).map((message) => message.quoteId).sort()).toEqual(
      [due, later].sort(),
    );
  });

  it('sends no e-mail to a driver who withdrew their consent to reminder e-mails', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const due = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, due);
    expect((await driver.post('/api/me/consents/reminderEmails/withdraw', {})).status).toBe(200);
    await endIn([due], `${expiryReminderDays * 24 - 1} hours`);
    await remindExpiringQuotes(db(), server.moqarana.notifier);
    expect(await remindersOf([due])).toEqual([]);
  });
});

describe('the one writer of a quote status', () => {
  it('changes a status only along the lifecycle, and refuses any other change', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const id = (await submitQuote(driver, reference)).id;
    const change = (to: 'offered' | 'confirmed' | 'expired') =>
      db().transaction((tx) => changeQuoteStatus(tx, id, to));
    await expect(change('confirmed')).rejects.toThrow(/no allowed change of status to confirmed/);
    expect(await storedStatuses([id])).toEqual({ [id]: 'pending' });
    await change('offered');
    await expect(change('offered')).rejects.toThrow(/no allowed change/);
    await change('expired');
    await expect(change('expired')).rejects.toThrow(/no allowed change/);
    expect(await storedStatuses([id])).toEqual({ [id]: 'expired' });
  });
});
