import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { quotes } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { quoteExpiryQueue, quoteExpirySchedule } from './quote-expiry.ts';
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
