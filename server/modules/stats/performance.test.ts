import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Performance, PerformanceFigures } from '../../../domain/agency-day/performance.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { instantOfMoroccoWallClock } from '../../../domain/morocco-time.ts';
import type { AgencyQuoteDetail } from '../../../domain/offers/agency-quote.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import {
  agencies,
  agencyPerformanceSnapshots,
  contractCalls,
  messages,
  offers,
  quotes,
} from '../../db/schema/index.ts';
import { priceQuote, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/protocol-peers.ts';
import { formatDelayIn, formatPercentIn } from '../../../domain/figures-format.ts';
import { agencyPerformance, mondayOf } from './performance.service.ts';
import { enqueueWeeklyReports } from './weekly-report.ts';
import { refreshPerformanceSnapshots } from './performance-snapshots.ts';

/*
 * Win/loss and the Performance page (docs/product/agency-day.md "Win/loss and performance")
 * through real HTTP, on a known data set: Casablanca's Agence Wafa Anfa (its agent and its
 * manager) prices six requests over the last two full weeks; Agence AXA Maârif, the competitor,
 * wins two of them. Every figure below is worked out by hand from the table in `beforeAll`.
 */

let server: TestServer;
let inbox: SmtpInbox;
let reference: ReferenceData;
let agent: TestClient;
let manager: TestClient;
let competitor: TestClient;
const competitorName = 'Agence AXA Maârif';

/** Mondays of the week before last and of last week (Morocco). */
const weekOne = addToDate(mondayOf(todayInMorocco()), { days: -14 });
const weekTwo = addToDate(weekOne, { days: 7 });

/** The instant of a Moroccan wall-clock time, `minutes` after `HH:mm` on `day`. */
const at = (day: string, time: string, minutes = 0) =>
  new Date(
    instantOfMoroccoWallClock(Date.parse(`${day}T${time}:00Z`)).getTime() + minutes * 60_000,
  );

interface Scenario {
  id: string;
  reference: string;
}
const q: Record<'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q6', Scenario> = {} as never;
/** What the competitor is: none of it may appear in Wafa's answers. */
const competitorFacts = new Set<unknown>();

const db = () => server.moqarana.database.db;

async function chooseAgency(
  driver: TestClient,
  quoteId: string,
  agencyName: string,
  pack: 'basic' | 'intermediate' | 'premium',
) {
  const comparison = await driver.get(`/api/quotes/${quoteId}`);
  const offer = comparison.body.offers.find(
    (candidate: { agency: { name: string } }) => candidate.agency.name === agencyName,
  );
  const response = await driver.post(`/api/quotes/${quoteId}/selection`, {
    offerId: offer.id,
    pack,
  });
  expect(response.status).toBeLessThan(300);
  return offer.id as string;
}

/** Dates a quote, its offers and its choice: submitted at `submitted`, priced `toPrice` minutes later. */
async function dateQuote(quoteId: string, submitted: Date, toPrice: number, chosenAt?: Date) {
  await db()
    .update(quotes)
    .set({ createdAt: submitted, ...(chosenAt ? { selectedAt: chosenAt } : {}) })
    .where(eq(quotes.id, quoteId));
  await db()
    .update(offers)
    .set({ createdAt: new Date(submitted.getTime() + toPrice * 60_000) })
    .where(eq(offers.quoteId, quoteId));
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    demo: true,
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'Moqarana <no-reply@moqarana.ma>' },
  });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  competitor = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
  const [axa] = await db()
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.name, competitorName));
  competitorFacts.add(axa?.id).add(competitorName);

  const request = async (key: keyof typeof q) => {
    const { client } = await signUpDriver(server.baseUrl);
    q[key] = await submitQuote(client, reference, 'Casablanca');
    return client;
  };
  const competitorPrices = async (quoteId: string, prices: Record<string, number>) => {
    await priceQuote(competitor, quoteId, prices as never);
    for (const dirhams of Object.values(prices)) competitorFacts.add(dirhams * 100);
  };

  // Week one. Q1: AXA chosen for Intermédiaire, 3 600 DH against Wafa's 4 500 (+25 %).
  const d1 = await request('q1');
  await priceQuote(agent, q.q1.id, { basic: 3000, intermediate: 4500, premium: 6100 });
  await competitorPrices(q.q1.id, { basic: 2800, intermediate: 3600, premium: 5100 });
  competitorFacts.add(await chooseAgency(d1, q.q1.id, competitorName, 'intermediate'));
  await dateQuote(q.q1.id, at(weekOne, '09:00'), 30, at(weekOne, '16:00'));
  // Q2: Wafa chosen, called 90 minutes after the choice, contract confirmed.
  const d2 = await request('q2');
  await priceQuote(agent, q.q2.id);
  await chooseAgency(d2, q.q2.id, 'Agence Wafa Anfa', 'basic');
  expect(
    (await agent.post(`/api/agency/quotes/${q.q2.id}/calls`, { outcome: 'reached' })).status,
  ).toBe(201);
  const confirmed = await agent.post(`/api/agency/quotes/${q.q2.id}/contract`, {
    decision: 'confirmed',
    policyNumber: `POL-${q.q2.reference}`,
    startDate: addToDate(todayInMorocco(), { days: 3 }),
  });
  expect(confirmed.status).toBe(201);
  await dateQuote(
    q.q2.id,
    at(addToDate(weekOne, { days: 1 }), '09:00'),
    60,
    at(addToDate(weekOne, { days: 1 }), '10:00'),
  );
  await db()
    .update(contractCalls)
    .set({ calledAt: at(addToDate(weekOne, { days: 1 }), '11:30') })
    .where(eq(contractCalls.quoteId, q.q2.id));
  // Q3: the driver withdrew it.
  const d3 = await request('q3');
  await priceQuote(agent, q.q3.id);
  expect((await d3.post(`/api/quotes/${q.q3.id}/cancel`)).status).toBe(204);
  await dateQuote(q.q3.id, at(addToDate(weekOne, { days: 4 }), '09:00'), 120);

  // Week two. Q4: priced by the manager, expired without a choice.
  await request('q4');
  await priceQuote(manager, q.q4.id);
  await dateQuote(q.q4.id, at(weekTwo, '09:00'), 10);
  await db()
    .update(quotes)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(quotes.id, q.q4.id));
  // Q5: AXA chosen for Premium, 6 000 DH against Wafa's 5 700 (−5 %).
  const d5 = await request('q5');
  await priceQuote(agent, q.q5.id, { basic: 3000, intermediate: 4000, premium: 5700 });
  await competitorPrices(q.q5.id, { basic: 3100, intermediate: 4200, premium: 6000 });
  competitorFacts.add(await chooseAgency(d5, q.q5.id, competitorName, 'premium'));
  await dateQuote(
    q.q5.id,
    at(addToDate(weekTwo, { days: 1 }), '09:00'),
    20,
    at(addToDate(weekTwo, { days: 1 }), '12:00'),
  );
  // Q6: Wafa chosen, called by the manager 30 minutes after the choice, sale lost.
  const d6 = await request('q6');
  await priceQuote(agent, q.q6.id);
  await chooseAgency(d6, q.q6.id, 'Agence Wafa Anfa', 'premium');
  expect(
    (await manager.post(`/api/agency/quotes/${q.q6.id}/calls`, { outcome: 'reached' })).status,
  ).toBe(201);
  const lost = await manager.post(`/api/agency/quotes/${q.q6.id}/contract`, {
    decision: 'lost',
    lostReason: 'Le client a renoncé',
  });
  expect(lost.status).toBe(201);
  await dateQuote(
    q.q6.id,
    at(addToDate(weekTwo, { days: 2 }), '09:00'),
    240,
    at(addToDate(weekTwo, { days: 2 }), '15:00'),
  );
  await db()
    .update(contractCalls)
    .set({ calledAt: at(addToDate(weekTwo, { days: 2 }), '15:30') })
    .where(eq(contractCalls.quoteId, q.q6.id));
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

/** Every primitive value in a response, wherever it sits. */
function leaves(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [value];
  return Object.values(value).flatMap(leaves);
}

/** A set of figures: nothing counted, but for `overrides`. */
const figures = ({ lost, ...overrides }: Partial<PerformanceFigures>): PerformanceFigures => ({
  priced: 0,
  chosen: 0,
  confirmed: 0,
  conversionPercent: null,
  medianMinutesToPrice: null,
  called: 0,
  medianMinutesToCall: null,
  medianGapPercent: null,
  ...overrides,
  lost: { notChosen: 0, expired: 0, cancelled: 0, contractLost: 0, ...lost },
});

describe('win/loss on the quote detail', () => {
  it('gives each lost quote its reason, and the price gap when another agency was chosen', async () => {
    const lostSale = async (scenario: Scenario, client = agent) => {
      const response = await client.get(`/api/agency/quotes/${scenario.id}`);
      expect(response.status).toBe(200);
      for (const leaf of leaves(response.body))
        expect(competitorFacts.has(leaf), String(leaf)).toBe(false);
      return (response.body as AgencyQuoteDetail).lostSale;
    };
    expect(await lostSale(q.q1)).toEqual({ reason: 'notChosen', gapPercent: 25 });
    expect(await lostSale(q.q2)).toBeNull();
    expect(await lostSale(q.q3)).toEqual({ reason: 'cancelled', gapPercent: null });
    expect(await lostSale(q.q4)).toEqual({ reason: 'expired', gapPercent: null });
    expect(await lostSale(q.q5)).toEqual({ reason: 'notChosen', gapPercent: -5 });
    expect(await lostSale(q.q6)).toEqual({ reason: 'contractLost', gapPercent: null });
    // The winner sees no loss on what it won.
    expect((await competitor.get(`/api/agency/quotes/${q.q1.id}`)).body.lostSale).toBeNull();
  });
});

describe('the Performance page', () => {
  it('counts each week, each colleague and the whole period exactly', async () => {
    const response = await manager.get('/api/agency/performance?weeks=4');
    expect(response.status).toBe(200);
    const performance = response.body as Performance;
    for (const leaf of leaves(performance))
      expect(competitorFacts.has(leaf), String(leaf)).toBe(false);

    expect(performance.weeks.map((week) => week.week)).toEqual([
      addToDate(weekOne, { days: -7 }),
      weekOne,
      weekTwo,
      addToDate(weekTwo, { days: 7 }),
    ]);
    expect(performance.weeks[1]?.figures).toEqual(
      figures({
        priced: 3,
        chosen: 1,
        confirmed: 1,
        conversionPercent: 33,
        medianMinutesToPrice: 60,
        called: 1,
        medianMinutesToCall: 90,
        lost: { notChosen: 1, expired: 0, cancelled: 1, contractLost: 0 },
        medianGapPercent: 25,
      }),
    );
    expect(performance.weeks[2]?.figures).toEqual(
      figures({
        priced: 3,
        chosen: 1,
        confirmed: 0,
        conversionPercent: 33,
        medianMinutesToPrice: 20,
        called: 1,
        medianMinutesToCall: 30,
        lost: { notChosen: 1, expired: 1, cancelled: 0, contractLost: 1 },
        medianGapPercent: -5,
      }),
    );
    expect(performance.weeks[0]?.figures).toEqual(figures({}));
    expect(performance.weeks[3]?.figures).toEqual(figures({}));
    expect(performance.agents).toEqual([
      {
        userId: expect.any(String),
        name: 'Agent Casablanca',
        figures: figures({
          priced: 5,
          chosen: 2,
          confirmed: 1,
          conversionPercent: 40,
          medianMinutesToPrice: 60,
          called: 1,
          medianMinutesToCall: 90,
          lost: { notChosen: 2, expired: 0, cancelled: 1, contractLost: 1 },
          medianGapPercent: 10,
        }),
      },
      {
        userId: expect.any(String),
        name: 'Responsable Casablanca',
        figures: figures({
          priced: 1,
          chosen: 0,
          confirmed: 0,
          conversionPercent: 0,
          medianMinutesToPrice: 10,
          called: 1,
          medianMinutesToCall: 30,
          lost: { notChosen: 0, expired: 1, cancelled: 0, contractLost: 0 },
        }),
      },
    ]);
    expect(performance.total).toEqual(
      figures({
        priced: 6,
        chosen: 2,
        confirmed: 1,
        conversionPercent: 33,
        medianMinutesToPrice: 45,
        called: 2,
        medianMinutesToCall: 60,
        lost: { notChosen: 2, expired: 1, cancelled: 1, contractLost: 1 },
        medianGapPercent: 10,
      }),
    );
  });

  it('reads a snapshot at most 15 minutes old, computed again by the job', async () => {
    const { db: database } = server.moqarana.database;
    const first = (await manager.get('/api/agency/performance?weeks=26')).body as Performance;
    // A request priced now is not in the snapshot of a minute ago ...
    const { client } = await signUpDriver(server.baseUrl);
    const late = await submitQuote(client, reference, 'Casablanca');
    await priceQuote(agent, late.id);
    const again = (await manager.get('/api/agency/performance?weeks=26')).body as Performance;
    expect(again).toEqual(first);
    // ... nor after the job's run of now; the run of 16 minutes later counts it.
    expect(await refreshPerformanceSnapshots(database)).toBe(0);
    expect(
      await refreshPerformanceSnapshots(database, new Date(Date.now() + 16 * 60_000)),
    ).toBeGreaterThanOrEqual(1);
    const refreshed = (await manager.get('/api/agency/performance?weeks=26')).body as Performance;
    expect(refreshed.total.priced).toBe(first.total.priced + 1);
    expect(Date.parse(refreshed.computedAt)).toBeGreaterThan(Date.parse(first.computedAt));

    // A snapshot of an earlier week is left for its next view, which computes this week's.
    const later = new Date(Date.now() + 32 * 60_000);
    await database
      .update(agencyPerformanceSnapshots)
      .set({ lastMonday: addToDate(weekTwo, { days: -7 }) })
      .where(eq(agencyPerformanceSnapshots.weeks, 26));
    const computedAt = async () =>
      (
        await database
          .select({ at: agencyPerformanceSnapshots.computedAt })
          .from(agencyPerformanceSnapshots)
          .where(eq(agencyPerformanceSnapshots.weeks, 26))
      )[0]?.at.toISOString();
    const before = await computedAt();
    await refreshPerformanceSnapshots(database, later);
    expect(await computedAt()).toBe(before);
    // A stored answer of another shape (an earlier release) is computed again, not served.
    await database
      .update(agencyPerformanceSnapshots)
      .set({ figures: { weeks: [] }, lastMonday: mondayOf(todayInMorocco()) })
      .where(eq(agencyPerformanceSnapshots.weeks, 26));
    const recomputed = await manager.get('/api/agency/performance?weeks=26');
    expect(recomputed.status).toBe(200);
    expect((recomputed.body as Performance).total.priced).toBe(refreshed.total.priced);
  });

  it('counts the prices the grid sent itself as priced, apart, and out of the median time to price', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(client, reference, 'Casablanca');
    await priceQuote(agent, quote.id);
    // As the grid's own offer, but sent ten hours after the request: were it in the median,
    // the week's median would move from the staff's few seconds to hours.
    const [submitted] = await db()
      .select({ at: quotes.createdAt })
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    if (!submitted) throw new Error('the quote is stored');
    await db()
      .update(offers)
      .set({ pricedBy: null, createdAt: new Date(submitted.at.getTime() + 10 * 3_600_000) })
      .where(eq(offers.quoteId, quote.id));
    const [wafa] = await db()
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.name, 'Agence Wafa Anfa'));
    const { weeks, agents } = await agencyPerformance(db(), wafa?.id ?? '', {
      weeks: 1,
      lastDay: todayInMorocco(new Date(submitted.at.getTime() + 10 * 3_600_000)),
    });
    const staffOnly = weeks[0]?.figures;
    expect(staffOnly?.medianMinutesToPrice ?? 0).toBeLessThan(60);
    expect(agents.find((row) => row.userId === null)?.figures).toMatchObject({
      priced: 1,
      medianMinutesToPrice: null,
    });
  });

  it('is the managers’ only: agents, drivers and the platform admin get 404, anonymous 401', async () => {
    expect((await agent.get('/api/agency/performance')).status).toBe(404);
    expect((await competitor.get('/api/agency/performance')).status).toBe(404);
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    expect((await admin.get('/api/agency/performance')).status).toBe(404);
    const { client: driver } = await signUpDriver(server.baseUrl);
    expect((await driver.get('/api/agency/performance')).status).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/agency/performance')).status).toBe(401);
  });

  it('refuses a period it does not offer, with the field named', async () => {
    for (const weeks of ['0', '3', '27', 'abc', '12.5']) {
      const response = await manager.get(`/api/agency/performance?weeks=${weeks}`);
      expect(response.status, weeks).toBe(400);
      expect(response.body.error.fields).toHaveProperty('weeks');
    }
  });
});

describe('the weekly report', () => {
  it('e-mails each manager last week against the week before, once', async () => {
    const { db: database } = server.moqarana.database;
    // Marrakech's manager turned it off; an agent has no such choice.
    const declining = await signInStaff(server.baseUrl, 'manager.marrakech@moqarana.ma');
    const off = await declining.put('/api/me/notifications', { notifyWeeklyReport: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ notifyWeeklyReport: false, notifySelections: true });
    const refused = await agent.put('/api/me/notifications', { notifyWeeklyReport: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('notifyWeeklyReport');
    const queued = await enqueueWeeklyReports(database, server.moqarana.notifier);
    expect(queued).toBeGreaterThanOrEqual(1);
    // A second run (a retry, another process) sends nothing more.
    expect(await enqueueWeeklyReports(database, server.moqarana.notifier)).toBe(0);
    const [mail] = await inbox.waitFor(
      (m) => m.to === 'manager.casablanca@moqarana.ma' && m.subject.includes('Agence Wafa Anfa'),
    );
    const text = mail?.text.replace(/\s+/g, ' ') ?? '';
    const week = weekTwo.split('-').reverse().join('/');
    const percent = (value: number) => formatPercentIn('fr', value);
    const delay = (minutes: number) => formatDelayIn('fr', minutes);
    for (const expected of [
      `semaine du ${week}`,
      'Devis chiffrés : 3 (3).',
      'Choisis par le client : 1 (1).',
      'Contrats confirmés : 0 (1).',
      `Taux de transformation : ${percent(33)} (${percent(33)}).`,
      `Délai médian de chiffrage : ${delay(20)} (${delay(60)}).`,
      `Délai médian de rappel : ${delay(30)} (${delay(90)}).`,
      'Ventes perdues : 3 (2), dont 1 où le client a choisi une autre agence.',
      '/performance',
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    }
    for (const leaf of [mail?.subject, text]) {
      for (const fact of competitorFacts) expect(leaf).not.toContain(String(fact));
    }
    // Rabat's manager gets it (the run reached every agency); Marrakech's, who turned it off,
    // and agents do not.
    await inbox.waitFor(
      (m) => m.to === 'manager.rabat@moqarana.ma' && m.subject.includes('Votre semaine'),
    );
    const weeklyTo = await database
      .select({ recipient: messages.recipient })
      .from(messages)
      .where(eq(messages.event, 'performance.weekly'));
    expect(weeklyTo.map((row) => row.recipient)).toContain('manager.rabat@moqarana.ma');
    expect(weeklyTo.map((row) => row.recipient)).not.toContain('manager.marrakech@moqarana.ma');
    expect(
      inbox.mails.filter(
        (m) => m.to === 'agent.casablanca@moqarana.ma' && m.subject.includes('Votre semaine'),
      ),
    ).toHaveLength(0);
  });
});
