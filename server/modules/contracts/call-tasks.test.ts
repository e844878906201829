import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallTasks } from '../../../domain/agency-day/call-tasks.ts';
import {
  addWorkingMinutes,
  callBackWorkingMinutes,
  defaultOpeningHours,
  isWithinOpeningHours,
} from '../../../domain/agency-day/opening-hours.ts';
import { isPublicHoliday } from '../../../domain/agency-day/public-holidays.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { moroccoDayStart } from '../../../domain/morocco-time.ts';
import type { ActivityFeed } from '../../../domain/notifications/activity-feed.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import { callTasks, quotes, users } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * The chosen agency's calls to make (docs/product/agency-day.md "Call-backs") through real HTTP:
 * Casablanca's Agence Wafa Anfa (its agent, second agent and manager) and Agence AXA Maârif.
 */

let server: TestServer;
let reference: ReferenceData;
let agent: TestClient;
let manager: TestClient;
let otherAgency: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  otherAgency = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(() => server.close());

/** A Casablanca quote Wafa priced alone and its driver chose. */
async function chosenQuote() {
  const { client: driver } = await signUpDriver(server.baseUrl);
  const quote = await submitQuote(driver, reference, 'Casablanca');
  await priceQuote(agent, quote.id);
  await selectFirstOffer(driver, quote.id, 'intermediate');
  return quote;
}

const tasksOf = async (client: TestClient) => {
  const response = await client.get('/api/agency/call-tasks');
  expect(response.status).toBe(200);
  return response.body as CallTasks;
};

const taskRow = async (quoteId: string) => {
  const [row] = await server.moqarana.database.db
    .select()
    .from(callTasks)
    .where(eq(callTasks.quoteId, quoteId));
  return row;
};

const call = (quoteId: string, body: Record<string, unknown>) =>
  agent.post(`/api/agency/quotes/${quoteId}/calls`, body);

describe('call tasks', () => {
  it('opens a call due two working hours after the choice, inside the opening hours', async () => {
    const quote = await chosenQuote();
    const [chosen] = await server.moqarana.database.db
      .select({ at: quotes.selectedAt })
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    const row = await taskRow(quote.id);
    if (!chosen?.at || !row) throw new Error('the choice opens a call task');
    expect(row.dueAt.toISOString()).toBe(
      addWorkingMinutes(
        chosen.at,
        callBackWorkingMinutes,
        defaultOpeningHours,
        isPublicHoliday,
      ).toISOString(),
    );
    expect(isWithinOpeningHours(row.dueAt, defaultOpeningHours, isPublicHoliday)).toBe(true);
    expect(row.doneAt).toBeNull();
    const listed = (await tasksOf(agent)).items.find((task) => task.quoteId === quote.id);
    expect(listed).toMatchObject({
      reference: quote.reference,
      driverName: 'Salma Bennani',
      selectedPack: 'intermediate',
      dueAt: row.dueAt.toISOString(),
      overdue: false,
      assignee: null,
    });
    // Another agency of the city never sees it.
    expect((await tasksOf(otherAgency)).items.map((task) => task.quoteId)).not.toContain(quote.id);
  });

  it('"à rappeler" moves the call to the time agreed; a bad time changes nothing', async () => {
    const quote = await chosenQuote();
    const before = await taskRow(quote.id);
    const day = addToDate(todayInMorocco(), { days: 2 });
    const refusals: [Record<string, unknown>, keyof typeof frMessages.validation][] = [
      [{ outcome: 'callBack' }, 'required'],
      [{ outcome: 'callBack', callBackAt: '2026-02-30T10:00' }, 'invalidFormat'],
      [
        { outcome: 'callBack', callBackAt: `${addToDate(day, { days: -4 })}T10:00` },
        'callBackInPast',
      ],
      [
        { outcome: 'callBack', callBackAt: `${addToDate(day, { days: 90 })}T10:00` },
        'callBackTooFar',
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await call(quote.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields.callBackAt).toBe(frMessages.validation[message]);
    }
    expect((await taskRow(quote.id))?.dueAt).toEqual(before?.dueAt);
    expect((await agent.get(`/api/agency/quotes/${quote.id}/follow-up`)).body.calls).toEqual([]);

    expect((await call(quote.id, { outcome: 'callBack', callBackAt: `${day}T10:00` })).status).toBe(
      201,
    );
    // 10:00 on a Moroccan clock that day.
    expect((await taskRow(quote.id))?.dueAt.toISOString()).toBe(
      new Date(moroccoDayStart(day).getTime() + 10 * 3_600_000).toISOString(),
    );
    const listed = (await tasksOf(agent)).items.find((task) => task.quoteId === quote.id);
    expect(listed).toMatchObject({ overdue: false, dueToday: false });
  });

  it('a call without answer is due two working hours on; one that reached the driver closes it', async () => {
    const quote = await chosenQuote();
    const start = Date.now();
    expect((await call(quote.id, { outcome: 'noAnswer' })).status).toBe(201);
    const retry = await taskRow(quote.id);
    expect(retry?.dueAt.getTime()).toBeGreaterThan(start);
    expect(
      isWithinOpeningHours(retry?.dueAt ?? new Date(0), defaultOpeningHours, isPublicHoliday),
    ).toBe(true);
    expect(retry?.doneAt).toBeNull();
    expect((await call(quote.id, { outcome: 'reached' })).status).toBe(201);
    expect((await taskRow(quote.id))?.doneAt).not.toBeNull();
    expect((await tasksOf(agent)).items.map((task) => task.quoteId)).not.toContain(quote.id);
  });

  it('the contract’s decision closes the call', async () => {
    const quote = await chosenQuote();
    const decided = await agent.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'lost',
      lostReason: 'A trouvé moins cher ailleurs',
    });
    expect(decided.status).toBe(201);
    expect((await taskRow(quote.id))?.doneAt).not.toBeNull();
    expect((await tasksOf(manager)).items.map((task) => task.quoteId)).not.toContain(quote.id);
  });

  it('is given to a colleague of the agency only', async () => {
    const quote = await chosenQuote();
    const { colleagues } = await tasksOf(agent);
    const colleague = colleagues.find((person) => person.name !== '' && person.id);
    if (!colleague) throw new Error('Wafa has staff');
    const path = `/api/agency/call-tasks/${quote.id}/assignee`;
    expect((await agent.put(path, { userId: colleague.id })).status).toBe(204);
    expect(
      (await tasksOf(manager)).items.find((task) => task.quoteId === quote.id)?.assignee,
    ).toEqual(colleague);
    // AXA's agent is no colleague of Wafa's; AXA may not touch Wafa's call.
    const [axaAgent] = await server.moqarana.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'agent2.casablanca@moqarana.ma'));
    const refused = await agent.put(path, { userId: axaAgent?.id });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('userId');
    expect((await otherAgency.put(path, { userId: null })).status).toBe(404);
    expect((await taskRow(quote.id))?.assignedTo).toBe(colleague.id);
    expect((await agent.put(path, { userId: null })).status).toBe(204);
    expect((await taskRow(quote.id))?.assignedTo).toBeNull();
  });

  it('an overdue call alerts the agency’s managers, not its agents', async () => {
    const quote = await chosenQuote();
    await server.moqarana.database.db
      .update(callTasks)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(callTasks.quoteId, quote.id));
    const feedOf = async (client: TestClient) =>
      ((await client.get('/api/notifications?limit=50')).body as ActivityFeed).items;
    const alert = (await feedOf(manager)).find(
      (item) => item.kind === 'callOverdue' && item.id === quote.id,
    );
    expect(alert).toMatchObject({ label: quote.reference, unread: true });
    expect((await feedOf(agent)).some((item) => item.kind === 'callOverdue')).toBe(false);
    expect(
      (await manager.post('/api/notifications/read', { kind: 'callOverdue', id: quote.id })).status,
    ).toBe(204);
    expect((await tasksOf(agent)).items.find((task) => task.quoteId === quote.id)?.overdue).toBe(
      true,
    );
    // Once the call is made, the alert goes.
    expect((await call(quote.id, { outcome: 'reached' })).status).toBe(201);
    expect(
      (await feedOf(manager)).some((item) => item.id === quote.id && item.kind === 'callOverdue'),
    ).toBe(false);
  });
});
