import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import {
  coverBreakLimitHours,
  renewalDate,
  renewalReminderSlot,
  type AgencyRenewal,
} from '../../../domain/offers/renewal.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { agencies, contracts, messages, quotes } from '../../db/schema/index.ts';
import {
  newKey,
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { contracted as contractedBy, renewalIn as moveRenewal } from '../../test/renewals.ts';
import {
  remindRenewals,
  renewalDateSql,
  renewalQueue,
  renewalReminderSlotSql,
  renewalSchedule,
} from './renewals.ts';

/*
 * The yearly renewal (docs/product/renewal.md): a contract's duration, the reminders 30 and 7
 * days before its renewal date (each once, whatever runs twice), the one-click re-compare, and
 * the holding agency's Renouvellements.
 */

let server: TestServer;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;

/** A driver whose quote Wafa priced, the driver chose and Wafa confirmed for `months`. */
const contracted = (months?: 6 | 12) => contractedBy(server.baseUrl, reference, wafa, months);

/** Moves the contract's start so that its renewal date is `days` days from today. */
const renewalIn = (quoteId: string, days: number) => moveRenewal(db(), quoteId, days);

const remindersOf = (quoteIds: string[]) =>
  db()
    .select({
      recordId: messages.recordId,
      key: messages.idempotencyKey,
      channel: messages.channel,
      payload: messages.payload,
    })
    .from(messages)
    .where(and(eq(messages.event, 'contract.renewal'), inArray(messages.recordId, quoteIds)));

describe('the renewal rules in SQL match the domain', () => {
  it('renewal date and reminder slot, month ends and boundaries included (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.constantFrom(6, 12),
        fc.integer({ min: -5, max: 40 }),
        async (day, months, daysLeft) => {
          const start = day.toISOString().slice(0, 10);
          const result = (await db().execute(
            sql`select ${renewalDateSql({ startDate: sql`${start}::date`, durationMonths: sql`${months}` })}::text as date,
              ${renewalReminderSlotSql(sql`${daysLeft}::int`)} as slot`,
          )) as unknown as { rows: [{ date: string; slot: number | null }] };
          expect(result.rows[0]).toEqual({
            date: renewalDate(start, months),
            slot: renewalReminderSlot(daysLeft),
          });
        },
      ),
      { numRuns: 200 },
    );
    // Month ends: a contract from 31 August renews on the last day of February or August.
    expect(renewalDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(renewalDate('2027-08-31', 6)).toBe('2028-02-29');
    expect(renewalDate('2026-01-10', 12)).toBe('2027-01-10');
  });
});

describe('a confirmed contract', () => {
  it('runs 12 months unless the agency sets 6, and says so in its follow-up', async () => {
    const year = await contracted();
    const half = await contracted(6);
    const followUp = async (id: string) =>
      (await wafa.get(`/api/agency/quotes/${id}/follow-up`)).body.decision;
    expect(await followUp(year.quote.id)).toMatchObject({ durationMonths: 12 });
    expect(await followUp(half.quote.id)).toMatchObject({ durationMonths: 6 });
    const other = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(other.client, reference);
    await priceQuote(wafa, quote.id);
    await selectFirstOffer(other.client, quote.id);
    const refused = await wafa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'confirmed',
      policyNumber: 'WAF-1',
      startDate: todayInMorocco(),
      durationMonths: 9,
    });
    expect(refused.status).toBe(400);
  });
});

describe('the renewal reminders', () => {
  it('are scheduled every day', async () => {
    const schedules = await server.moqarana.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === renewalQueue)?.cron).toBe(
      renewalSchedule,
    );
  });

  it('go once at 30 days and once at 7, however often and however many run them', async () => {
    const due = await contracted();
    const later = await contracted();
    const optedOut = await contracted();
    expect(
      (await optedOut.client.post('/api/me/consents/reminderEmails/withdraw', {})).status,
    ).toBe(200);
    await renewalIn(due.quote.id, 30);
    await renewalIn(later.quote.id, 31);
    await renewalIn(optedOut.quote.id, 30);
    const ids = [due.quote.id, later.quote.id, optedOut.quote.id];
    const notifier = server.moqarana.notifier;

    await Promise.all([remindRenewals(db(), notifier), remindRenewals(db(), notifier)]);
    await remindRenewals(db(), notifier);
    const first = await remindersOf(ids);
    expect(first).toHaveLength(1);
    const renewsOn = renewalDate(
      (
        await db()
          .select({ start: contracts.startDate })
          .from(contracts)
          .where(eq(contracts.quoteId, due.quote.id))
      )[0]?.start ?? '',
      12,
    );
    const dayFirst = (date: string) => date.split('-').reverse().join('/');
    expect(first[0]).toMatchObject({
      recordId: due.quote.id,
      channel: 'email',
      payload: {
        reference: due.quote.reference,
        renewalDate: dayFirst(renewsOn),
        endDate: dayFirst(addToDate(renewsOn, { days: -1 })),
        breakHours: String(coverBreakLimitHours),
        path: `/renouvellement?devis=${due.quote.id}`,
      },
    });
    expect(first[0]?.key).toMatch(new RegExp(`^contract\\.renewal/${due.quote.id}@30/`));

    // A week before: the second reminder, once; the first is not sent again.
    await renewalIn(due.quote.id, 7);
    await Promise.all([remindRenewals(db(), notifier), remindRenewals(db(), notifier)]);
    expect((await remindersOf(ids)).map((message) => message.key.split('/')[1]).sort()).toEqual(
      [`${due.quote.id}@30`, `${due.quote.id}@7`].sort(),
    );
    // The renewal date reached: nothing more.
    await renewalIn(due.quote.id, 0);
    await remindRenewals(db(), notifier);
    expect(await remindersOf(ids)).toHaveLength(2);
  });
});

describe('the one-click re-compare', () => {
  it('submits the last request with the claims confirmed, once per key, starting on the renewal date', async () => {
    const { client, quote } = await contracted();
    await renewalIn(quote.id, 20);
    const summary = await client.get(`/api/quotes/${quote.id}/renewal`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      reference: quote.reference,
      agencyName: 'Agence Wafa Anfa',
      coverBreakLimitHours,
      renewal: null,
    });
    const body = {
      atFaultClaimsLast24Months: 0,
      materialClaimsLast12Months: 0,
      bodilyClaimsLast12Months: 0,
      monthsInsuredWithoutInterruption: 36,
      termsAccepted: true,
    };
    const key = newKey();
    const sent = await client.post(`/api/quotes/${quote.id}/renewal`, body, {
      'idempotency-key': key,
    });
    expect(sent.status).toBe(201);
    const again = await client.post(`/api/quotes/${quote.id}/renewal`, body, {
      'idempotency-key': key,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(sent.body.id);
    const [renewal] = await db()
      .select({
        renewalOf: quotes.renewalOfQuoteId,
        start: quotes.insuranceStartDate,
        status: quotes.status,
      })
      .from(quotes)
      .where(eq(quotes.id, sent.body.id));
    expect(renewal).toEqual({
      renewalOf: quote.id,
      start: summary.body.renewalDate,
      status: 'pending',
    });
    expect((await client.get(`/api/quotes/${quote.id}/renewal`)).body.renewal).toEqual({
      id: sent.body.id,
      reference: sent.body.reference,
    });
    // The new request compares like any other.
    expect((await client.get(`/api/quotes/${sent.body.id}`)).status).toBe(200);

    // The holding agency sees it in its Renouvellements, to price first; the other agency does not.
    const row = async () =>
      ((await wafa.get('/api/agency/renewals?within=30')).body as AgencyRenewal[]).find(
        (item) => item.quoteId === quote.id,
      );
    expect(await row()).toMatchObject({
      reference: quote.reference,
      daysLeft: 20,
      durationMonths: 12,
      renewal: { id: sent.body.id, priced: false },
    });
    await priceQuote(wafa, sent.body.id);
    expect((await row())?.renewal).toMatchObject({ priced: true });
    const axaRows = (await axa.get('/api/agency/renewals?within=90')).body as {
      quoteId: string;
    }[];
    expect(axaRows.map((item) => item.quoteId)).not.toContain(quote.id);
  });

  it('refuses terms not accepted, a claims answer out of range, another driver and a quote without contract', async () => {
    const { client, quote } = await contracted();
    const post = (body: object, as = client) =>
      as.post(`/api/quotes/${quote.id}/renewal`, body, { 'idempotency-key': newKey() });
    expect((await post({ termsAccepted: false })).status).toBe(400);
    expect((await post({ atFaultClaimsLast24Months: -1, termsAccepted: true })).status).toBe(400);
    const other = await signUpDriver(server.baseUrl);
    expect((await other.client.get(`/api/quotes/${quote.id}/renewal`)).status).toBe(404);
    expect((await post({ termsAccepted: true }, other.client)).status).toBe(404);
    const open = await submitQuote(client, reference);
    expect((await client.get(`/api/quotes/${open.id}/renewal`)).status).toBe(404);
    const count = await db()
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.renewalOfQuoteId, quote.id));
    expect(count).toEqual([]);
  });

  it('lists renewals by window: 30, 60 or 90 days', async () => {
    const near = await contracted();
    const far = await contracted();
    await renewalIn(near.quote.id, 10);
    await renewalIn(far.quote.id, 75);
    const listed = async (within: number) =>
      ((await wafa.get(`/api/agency/renewals?within=${within}`)).body as { quoteId: string }[])
        .map((item) => item.quoteId)
        .filter((id) => [near.quote.id, far.quote.id].includes(id));
    expect(await listed(30)).toEqual([near.quote.id]);
    expect(await listed(60)).toEqual([near.quote.id]);
    expect(await listed(90)).toEqual([near.quote.id, far.quote.id]);
    expect((await wafa.get('/api/agency/renewals?within=45')).status).toBe(400);
  });
});

describe('the holding agency’s renewal offer, sent first', () => {
  const prices = { basic: '2 900,50', intermediate: 3900, premium: '4900' };
  const centimes = { basic: 290_050, intermediate: 390_000, premium: 490_000 };
  const offerOn = (agent: TestClient, quoteId: string, body: object = prices) =>
    agent.put(`/api/agency/renewals/${quoteId}/offer`, body);
  const contractRow = async (quoteId: string) =>
    (await db().select().from(contracts).where(eq(contracts.quoteId, quoteId)))[0];
  const renew = (client: TestClient, quoteId: string) =>
    client.post(
      `/api/quotes/${quoteId}/renewal`,
      { termsAccepted: true },
      { 'idempotency-key': newKey() },
    );

  it('is held on the contract, shown to the driver, and is the agency’s offer the moment the request is sent, ahead of its own grid', async () => {
    const { client, quote } = await contracted();
    await renewalIn(quote.id, 25);
    expect((await offerOn(wafa, quote.id, { ...prices, basic: 3100 })).status).toBe(204);
    // Sent again, it replaces the first.
    expect((await offerOn(wafa, quote.id)).status).toBe(204);
    const row = ((await wafa.get('/api/agency/renewals?within=30')).body as AgencyRenewal[]).find(
      (item) => item.quoteId === quote.id,
    );
    expect(row?.renewalOffer?.prices).toEqual(centimes);
    expect((await client.get(`/api/quotes/${quote.id}/renewal`)).body.agencyOffer).toEqual(
      centimes,
    );

    // Wafa's grid in automatic mode would price the request too: the held offer stands instead.
    const manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
    const tariff = (await manager.get('/api/agency/tariff')).body as { grid: unknown };
    expect(
      (await manager.put('/api/agency/tariff', { mode: 'automatic', grid: tariff.grid })).status,
    ).toBe(200);
    try {
      // The same request sent afresh gets the grid's automatic offer: the grid does price it.
      const control = await submitQuote(client, reference);
      const controlOffers = (await client.get(`/api/quotes/${control.id}`)).body.offers as {
        agency: { name: string };
      }[];
      expect(controlOffers.map((offer) => offer.agency.name)).toEqual(['Agence Wafa Anfa']);
      const sent = await renew(client, quote.id);
      expect(sent.status).toBe(201);
      const comparison = await client.get(`/api/quotes/${sent.body.id}`);
      expect(comparison.body.status).toBe('offered');
      const wafaOffers = (
        comparison.body.offers as { agency: { name: string }; prices: typeof centimes }[]
      ).filter((offer) => offer.agency.name === 'Agence Wafa Anfa');
      expect(wafaOffers).toHaveLength(1);
      expect(wafaOffers[0]?.prices).toEqual(centimes);
    } finally {
      await manager.put('/api/agency/tariff', { mode: 'off', grid: tariff.grid });
    }
    const audit = await db().execute(
      sql`select action from audit_log where entity_id = ${quote.id} and action = 'contract.renewalOffered'`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toHaveLength(2);

    // Once the request exists, the agency prices it instead: a new renewal offer changes nothing.
    const before = await contractRow(quote.id);
    const late = await offerOn(wafa, quote.id, { basic: 1, intermediate: 2, premium: 3 });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('renewalRequested');
    expect(await contractRow(quote.id)).toEqual(before);
  });

  it('is refused out of order, to another agency and outside the 90 days, writing nothing', async () => {
    const { quote } = await contracted();
    await renewalIn(quote.id, 40);
    const before = await contractRow(quote.id);
    const disorder = await offerOn(wafa, quote.id, {
      basic: 5000,
      intermediate: 4000,
      premium: 6000,
    });
    expect(disorder.status).toBe(400);
    expect(Object.keys(disorder.body.error.fields)).toEqual(['intermediate']);
    expect(
      (await offerOn(wafa, quote.id, { basic: 'abc', intermediate: 1, premium: 2 })).status,
    ).toBe(400);
    expect((await offerOn(axa, quote.id)).status).toBe(404);
    await renewalIn(quote.id, 120);
    expect((await offerOn(wafa, quote.id)).status).toBe(404);
    expect(await contractRow(quote.id)).toEqual({ ...before, startDate: expect.any(String) });
    expect((await contractRow(quote.id))?.renewalOfferedAt).toBeNull();

    // A request with no held offer gets none from the agency; a second request from the
    // contract (another tab, another key) answers the first.
    const plain = await contracted();
    await renewalIn(plain.quote.id, 10);
    const sent = await renew(plain.client, plain.quote.id);
    expect(sent.status).toBe(201);
    expect((await plain.client.get(`/api/quotes/${sent.body.id}`)).body.offers).toEqual([]);
    const second = await renew(plain.client, plain.quote.id);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(sent.body.id);
  });

  it('is neither shown nor sent once the agency is no longer active', async () => {
    const { client, quote } = await contracted();
    await renewalIn(quote.id, 15);
    expect((await offerOn(wafa, quote.id)).status).toBe(204);
    const [row] = await db()
      .select({ agencyId: contracts.agencyId })
      .from(contracts)
      .where(eq(contracts.quoteId, quote.id));
    const agencyId = row?.agencyId ?? '';
    // Suspended in the database, so that the other tests' staff sessions stay open.
    await db().update(agencies).set({ status: 'suspended' }).where(eq(agencies.id, agencyId));
    try {
      expect((await client.get(`/api/quotes/${quote.id}/renewal`)).body.agencyOffer).toBeNull();
      const sent = await renew(client, quote.id);
      expect(sent.status).toBe(201);
      expect((await client.get(`/api/quotes/${sent.body.id}`)).body.offers).toEqual([]);
    } finally {
      await db().update(agencies).set({ status: 'active' }).where(eq(agencies.id, agencyId));
    }
  });
});
