import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  defaultOpeningHours,
  inputOfOpeningHours,
  isWithinOpeningHours,
  openingHoursInputSchema,
  openingHoursOfInput,
  type OpeningHoursInput,
} from './opening-hours.ts';
import { isPublicHoliday, publicHolidaysBetween, publicHolidaysOf } from './public-holidays.ts';

/*
 * Call-back deadlines in the usual opening hours (Monday–Friday 08:30–12:30 and 14:30–18:30,
 * Saturday 09:00–12:30). Morocco is at UTC+1 in these weeks of November 2026: 10:00 in
 * Casablanca is 09:00Z.
 */

const due = (from: string) => addWorkingMinutes(new Date(from), 120).toISOString();

describe('addWorkingMinutes', () => {
  it('counts two working hours inside one open period', () => {
    // Monday 30 November, 10:00 → 12:00.
    expect(due('2026-11-30T09:00:00Z')).toBe('2026-11-30T11:00:00.000Z');
  });

  it('skips the lunch break, the night and the weekend', () => {
    // Monday 12:00: 30 minutes before lunch, 90 after 14:30 → 16:00.
    expect(due('2026-11-30T11:00:00Z')).toBe('2026-11-30T15:00:00.000Z');
    // Friday 18:00: 30 minutes on Friday, 90 on Saturday from 09:00 → 10:30.
    expect(due('2026-11-27T17:00:00Z')).toBe('2026-11-28T09:30:00.000Z');
    // Saturday 12:00: 30 minutes on Saturday, 90 on Monday from 08:30 → 10:00.
    expect(due('2026-11-28T11:00:00Z')).toBe('2026-11-30T09:00:00.000Z');
    // Sunday 15:00 (closed) and Monday 07:00 (not open yet): Monday 10:30.
    expect(due('2026-11-29T14:00:00Z')).toBe('2026-11-30T09:30:00.000Z');
    expect(due('2026-11-30T06:00:00Z')).toBe('2026-11-30T09:30:00.000Z');
  });

  it('falls inside the opening hours, whatever the instant of the choice', () => {
    const year = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 3000 }), (from, minutes) => {
        const result = addWorkingMinutes(from, minutes);
        expect(result.getTime()).toBeGreaterThan(from.getTime());
        expect(isWithinOpeningHours(result)).toBe(true);
      }),
    );
  });
});

describe("public holidays and an agency's own hours", () => {
  it('counts no working time on a public holiday', () => {
    // Tuesday 17 November 17:30: 60 minutes on Tuesday; Wednesday 18 November is the
    // Independence Day, so the other 60 run on Thursday from 08:30 → 09:30.
    const from = new Date('2026-11-17T16:30:00Z');
    expect(addWorkingMinutes(from, 120, defaultOpeningHours, isPublicHoliday).toISOString()).toBe(
      '2026-11-19T08:30:00.000Z',
    );
    expect(addWorkingMinutes(from, 120).toISOString()).toBe('2026-11-18T08:30:00.000Z');
    expect(
      isWithinOpeningHours(new Date('2026-11-18T09:00:00Z'), defaultOpeningHours, isPublicHoliday),
    ).toBe(false);
  });

  it('counts in the hours the agency set, and stays inside them', () => {
    // Open on Sunday only, 10:00–11:00: from Saturday, 120 minutes take two Sundays.
    const sundays = openingHoursOfInput(week({ 0: ['10:00', '11:00', '', ''] }));
    const due = addWorkingMinutes(new Date('2026-11-28T11:00:00Z'), 120, sundays, isPublicHoliday);
    expect(due.toISOString()).toBe('2026-12-06T10:00:00.000Z');
    const year = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 600 }), (from, minutes) => {
        const result = addWorkingMinutes(from, minutes, sundays, isPublicHoliday);
        expect(new Date(result.getTime() + 3_600_000).getUTCDay()).toBe(0);
        expect(isWithinOpeningHours(result, sundays, isPublicHoliday)).toBe(true);
      }),
    );
  });

  it("lists Morocco's days off of 2026, two days for each Aïd", () => {
    expect(publicHolidaysOf(2026).map((holiday) => holiday.day)).toEqual([
      '2026-01-01',
      '2026-01-11',
      '2026-01-14',
      '2026-03-20',
      '2026-03-21',
      '2026-05-01',
      '2026-05-27',
      '2026-05-28',
      '2026-06-16',
      '2026-07-30',
      '2026-08-14',
      '2026-08-20',
      '2026-08-21',
      '2026-08-25',
      '2026-08-26',
      '2026-10-31',
      '2026-11-06',
      '2026-11-18',
    ]);
    expect(publicHolidaysOf(2026, 'ar').find((day) => day.day === '2026-01-14')?.name).toBe(
      'رأس السنة الأمازيغية',
    );
    // Aïd al-Mawlid falls on the Oued Ed-Dahab day in 2027: one day off, both named.
    expect(publicHolidaysOf(2027).find((day) => day.day === '2027-08-14')?.name).toBe(
      'Aïd al-Mawlid · Journée de Oued Ed-Dahab',
    );
    expect(publicHolidaysOf(2026).find((day) => day.day === '2026-10-31')?.name).toBe(
      'Fête de l’unité',
    );
    // The Unity Day is a holiday from 2026 on, the Amazigh New Year from 2024.
    expect(isPublicHoliday('2025-10-31')).toBe(false);
    expect(isPublicHoliday('2023-01-14')).toBe(false);
    expect(publicHolidaysBetween('2026-11-28', 60, 'fr').map((day) => day.day)).toEqual([
      '2027-01-01',
      '2027-01-11',
      '2027-01-14',
    ]);
  });
});

/** A week typed in the hours form: the given days' four times, the others closed. */
function week(days: Record<number, [string, string, string, string]>): OpeningHoursInput {
  return {
    days: Array.from({ length: 7 }, (_, index) => {
      const [morningStart, morningEnd, afternoonStart, afternoonEnd] = days[index] ?? [
        '',
        '',
        '',
        '',
      ];
      return { morningStart, morningEnd, afternoonStart, afternoonEnd };
    }),
  };
}

describe('openingHoursInputSchema', () => {
  const issues = (input: OpeningHoursInput) =>
    openingHoursInputSchema
      .safeParse(input)
      .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

  it('reads the default hours back as they are', () => {
    const input = inputOfOpeningHours(defaultOpeningHours);
    expect(issues(input)).toEqual([]);
    expect(input.days[1]).toEqual({
      morningStart: '08:30',
      morningEnd: '12:30',
      afternoonStart: '14:30',
      afternoonEnd: '18:30',
    });
    expect(openingHoursOfInput(input)).toEqual(defaultOpeningHours);
  });

  it('refuses an end before its start, overlapping periods, a lone end and an empty week', () => {
    expect(issues(week({ 1: ['12:00', '09:00', '', ''] }))).toEqual([
      'days.1.morningEnd:openingEndBeforeStart',
      'days.0.morningStart:openingHoursEmpty',
    ]);
    expect(issues(week({ 2: ['09:00', '13:00', '12:00', '18:00'] }))).toEqual([
      'days.2.afternoonStart:openingPeriodsOverlap',
    ]);
    expect(issues(week({ 3: ['09:00', '12:00', '', '18:00'] }))).toEqual([
      'days.3.afternoonStart:required',
    ]);
    expect(issues(week({}))).toEqual(['days.0.morningStart:openingHoursEmpty']);
    expect(issues(week({ 4: ['25:00', '26:00', '', ''] }))).toContain(
      'days.4.morningStart:invalidFormat',
    );
    // The whole day, and an afternoon only.
    expect(issues(week({ 5: ['00:00', '24:00', '', ''], 6: ['', '', '14:00', '18:00'] }))).toEqual(
      [],
    );
  });
});
