import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  callBackWorkingMinutes,
  defaultOpeningHours,
  inputOfOpeningHours,
  openingHoursOfInput,
  type AgencyOpeningHours,
  type OpeningHoursInput,
} from '../../../domain/agency-day/opening-hours.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { isPublicHoliday } from '../../../domain/agency-day/public-holidays.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { auditLog, callTasks, quotes } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * An agency's opening hours and Morocco's public holidays (docs/product/agency-day.md "Opening
 * hours and public holidays") through real HTTP: Casablanca's Agence Wafa Anfa (its agent and
 * manager) and Agence AXA Maârif.
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

const hoursOf = async (client: TestClient, language = 'fr') => {
  const response = await client.get('/api/agency/opening-hours', { 'accept-language': language });
  expect(response.status).toBe(200);
  return response.body as AgencyOpeningHours;
};

/** Open on Sunday only, 10:00–11:00 (closed on Sunday by default): nothing else can give it. */
const sundaysOnly: OpeningHoursInput = {
  days: Array.from({ length: 7 }, (_, day) =>
    day === 0
      ? { morningStart: '10:00', morningEnd: '11:00', afternoonStart: '', afternoonEnd: '' }
      : { morningStart: '', morningEnd: '', afternoonStart: '', afternoonEnd: '' },
  ),
};

describe('opening hours', () => {
  it('are the default ones until a manager sets them, with the next 12 months of holidays', async () => {
    const read = await hoursOf(agent);
    expect(read.isDefault).toBe(true);
    expect(read.hours).toEqual(inputOfOpeningHours(defaultOpeningHours));
    const today = todayInMorocco();
    const end = addToDate(today, { days: 366 });
    // Eleven civil days and seven religious ones, less those falling on the same day.
    expect(read.holidays.length).toBeGreaterThanOrEqual(15);
    for (const holiday of read.holidays) {
      expect(holiday.day >= today && holiday.day < end, holiday.day).toBe(true);
      expect(isPublicHoliday(holiday.day), holiday.day).toBe(true);
    }
    // Every 12 months hold 1 January, 1 May and 18 November, named in the caller's language.
    const named = (days: AgencyOpeningHours['holidays'], suffix: string) =>
      days.find((holiday) => holiday.day.endsWith(suffix))?.name;
    expect(named(read.holidays, '-01-01')).toBe('Nouvel An');
    expect(named(read.holidays, '-05-01')).toBe('Fête du travail');
    expect(named((await hoursOf(agent, 'ar')).holidays, '-11-18')).toBe('عيد الاستقلال');
  });

  it("are changed by the agency's managers only, audited, and read back by its staff", async () => {
    expect((await agent.put('/api/agency/opening-hours', sundaysOnly)).status).toBe(404);
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    expect((await admin.get('/api/agency/opening-hours')).status).toBe(404);
    expect((await admin.put('/api/agency/opening-hours', sundaysOnly)).status).toBe(404);
    const { client: driver } = await signUpDriver(server.baseUrl);
    expect((await driver.get('/api/agency/opening-hours')).status).toBe(404);
    const anonymous = new TestClient(server.baseUrl);
    expect((await anonymous.get('/api/agency/opening-hours')).status).toBe(401);
    expect((await hoursOf(agent)).isDefault).toBe(true);

    const saved = await manager.put('/api/agency/opening-hours', sundaysOnly);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ hours: sundaysOnly, isDefault: false });
    expect(await hoursOf(agent)).toMatchObject({ hours: sundaysOnly, isDefault: false });
    // Another agency keeps its own.
    expect((await hoursOf(otherAgency)).isDefault).toBe(true);
    const entries = await server.moqarana.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agency.openingHoursChanged')));
    expect(entries.at(-1)?.details).toEqual({ hours: openingHoursOfInput(sundaysOnly) });
  });

  it("refuse bad hours with the field's message and change nothing", async () => {
    const before = await hoursOf(manager);
    const endBeforeStart = {
      days: before.hours.days.map((day, index) =>
        index === 1 ? { ...day, morningStart: '12:00', morningEnd: '09:00' } : day,
      ),
    };
    const empty = {
      days: before.hours.days.map(() => ({
        morningStart: '',
        morningEnd: '',
        afternoonStart: '',
        afternoonEnd: '',
      })),
    };
    const cases: [unknown, string, string][] = [
      [endBeforeStart, 'days.1.morningEnd', frMessages.validation.openingEndBeforeStart],
      [empty, 'days.0.morningStart', frMessages.validation.openingHoursEmpty],
      [{ days: before.hours.days.slice(0, 6) }, 'days', frMessages.validation.invalidValue],
    ];
    for (const [body, field, message] of cases) {
      const response = await manager.put('/api/agency/opening-hours', body);
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields[field], field).toBe(message);
    }
    expect(await hoursOf(manager)).toEqual(before);
  });

  it("time a chosen quote's call-back in the agency's own hours", async () => {
    expect((await manager.put('/api/agency/opening-hours', sundaysOnly)).status).toBe(200);
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(agent, quote.id);
    await selectFirstOffer(driver, quote.id, 'intermediate');
    const [row] = await server.moqarana.database.db
      .select({ chosenAt: quotes.selectedAt, dueAt: callTasks.dueAt })
      .from(callTasks)
      .innerJoin(quotes, eq(quotes.id, callTasks.quoteId))
      .where(eq(callTasks.quoteId, quote.id));
    if (!row?.chosenAt) throw new Error('the choice opens a call task');
    const sundays = openingHoursOfInput(sundaysOnly);
    expect(row.dueAt.toISOString()).toBe(
      addWorkingMinutes(
        row.chosenAt,
        callBackWorkingMinutes,
        sundays,
        isPublicHoliday,
      ).toISOString(),
    );
    // On a Sunday in Morocco (UTC+1, or UTC+0 in Ramadan: the hour 10:00–11:00 stays Sunday).
    expect(new Date(row.dueAt.getTime() + 3_600_000).getUTCDay()).toBe(0);
  });
});
