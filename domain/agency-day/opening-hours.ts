import { z } from 'zod';
import { instantOfMoroccoWallClock, moroccoWallClock } from '../morocco-time.ts';

/*
 * When an agency is open, and the working time between two instants (docs/product/agency-day.md
 * "Call-backs"). Times are on a Moroccan clock (domain/morocco-time.ts, decision 0015).
 */

/** An open period of a day: [start, end) in minutes after midnight on a Moroccan clock. */
export type OpenPeriod = readonly [start: number, end: number];

/** A week's opening hours: the open periods of each day, 0 Sunday … 6 Saturday (Date#getUTCDay). */
export type OpeningHours = readonly (readonly OpenPeriod[])[];

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/**
 * The usual opening hours of a Moroccan insurance agency: Monday to Friday 08:30–12:30 and
 * 14:30–18:30, Saturday 09:00–12:30, closed on Sunday (docs/product/agency-day.md). An agency
 * keeps these until its manager sets its own (`openingHoursInputSchema`).
 */
export const defaultOpeningHours: OpeningHours = [
  [],
  [
    [at(8, 30), at(12, 30)],
    [at(14, 30), at(18, 30)],
  ],
  [
    [at(8, 30), at(12, 30)],
    [at(14, 30), at(18, 30)],
  ],
  [
    [at(8, 30), at(12, 30)],
    [at(14, 30), at(18, 30)],
  ],
  [
    [at(8, 30), at(12, 30)],
    [at(14, 30), at(18, 30)],
  ],
  [
    [at(8, 30), at(12, 30)],
    [at(14, 30), at(18, 30)],
  ],
  [[at(9), at(12, 30)]],
];

/** Working minutes an agency has to call back a driver who chose it: 2 working hours. */
export const callBackWorkingMinutes = 120;

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** Whether the agency is closed all day on a Moroccan day `YYYY-MM-DD` (a public holiday). */
export type ClosedDay = (day: string) => boolean;

const neverClosed: ClosedDay = () => false;

/** The Moroccan day `YYYY-MM-DD` of a wall-clock day's start (ms, Morocco's clock read as UTC). */
const dayKey = (wallDayStart: number) => new Date(wallDayStart).toISOString().slice(0, 10);

/**
 * The instant `workingMinutes` (> 0) of opening hours after `from`: the time counts only while
 * the agency is open, so a choice made on Saturday at 12:00 with 120 minutes is due on Monday at
 * 10:00 (30 minutes on Saturday, 90 on Monday). A day `isClosed` says (a public holiday) counts
 * no time. The result is always inside an open period (its end included).
 * @throws Error when `hours` has no open period at all.
 */
export function addWorkingMinutes(
  from: Date,
  workingMinutes: number,
  hours: OpeningHours = defaultOpeningHours,
  isClosed: ClosedDay = neverClosed,
): Date {
  if (!hours.some((periods) => periods.length > 0)) throw new Error('No opening hours');
  const wall = moroccoWallClock(from).getTime();
  let day = wall - (wall % dayMs);
  let cursor = wall;
  let remaining = workingMinutes * minuteMs;
  for (;;) {
    const periods = isClosed(dayKey(day)) ? [] : (hours[new Date(day).getUTCDay()] ?? []);
    for (const [start, end] of periods) {
      const periodEnd = day + end * minuteMs;
      if (cursor >= periodEnd) continue;
      const begin = Math.max(cursor, day + start * minuteMs);
      if (remaining <= periodEnd - begin) return instantOfMoroccoWallClock(begin + remaining);
      remaining -= periodEnd - begin;
      cursor = periodEnd;
    }
    day += dayMs;
    cursor = day;
  }
}

/** Whether `instant` falls inside the opening hours (an open period's end included). */
export function isWithinOpeningHours(
  instant: Date,
  hours: OpeningHours = defaultOpeningHours,
  isClosed: ClosedDay = neverClosed,
): boolean {
  const wall = moroccoWallClock(instant).getTime();
  const day = wall - (wall % dayMs);
  const minute = (wall - day) / minuteMs;
  if (isClosed(dayKey(day))) return false;
  return (hours[new Date(day).getUTCDay()] ?? []).some(
    ([start, end]) => minute >= start && minute <= end,
  );
}

/** A time of day as an `<input type="time">` gives it, `HH:MM` (24:00 is a day's end), or ''. */
const timeOfDay = z.string().regex(/^$|^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'invalidFormat');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * One day of the opening hours as the manager types it: a morning and an afternoon period,
 * each `HH:MM`–`HH:MM` or both empty (not open then). A day with both empty is closed.
 */
const openingDayInput = z.strictObject({
  morningStart: timeOfDay,
  morningEnd: timeOfDay,
  afternoonStart: timeOfDay,
  afternoonEnd: timeOfDay,
});
export type OpeningDayInput = z.output<typeof openingDayInput>;

/**
 * Body of PUT /api/agency/opening-hours and the hours form: the seven days, Sunday first (index
 * = Date#getUTCDay, as `OpeningHours`). Each period has both ends or neither, ends after it
 * starts, and the afternoon starts after the morning ends; the week has at least one open
 * period (a call-back must fall somewhere). Messages: `required` on a missing end,
 * `openingEndBeforeStart`, `openingPeriodsOverlap`, `openingHoursEmpty` (on the first day).
 */
export const openingHoursInputSchema = z
  .strictObject({ days: z.array(openingDayInput).length(7) })
  .superRefine(({ days }, ctx) => {
    days.forEach((day, index) => {
      const periods = [
        ['morningStart', 'morningEnd'],
        ['afternoonStart', 'afternoonEnd'],
      ] as const;
      for (const [startKey, endKey] of periods) {
        const [start, end] = [day[startKey], day[endKey]];
        if (start === '' && end === '') continue;
        if (start === '' || end === '') {
          const missing = start === '' ? startKey : endKey;
          ctx.addIssue({ code: 'custom', path: ['days', index, missing], message: 'required' });
        } else if (minutesOf(end) <= minutesOf(start))
          ctx.addIssue({
            code: 'custom',
            path: ['days', index, endKey],
            message: 'openingEndBeforeStart',
          });
      }
      if (
        day.morningEnd !== '' &&
        day.afternoonStart !== '' &&
        minutesOf(day.afternoonStart) < minutesOf(day.morningEnd)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'afternoonStart'],
          message: 'openingPeriodsOverlap',
        });
    });
    if (days.every((day) => openPeriodsOf(day).length === 0))
      ctx.addIssue({
        code: 'custom',
        path: ['days', 0, 'morningStart'],
        message: 'openingHoursEmpty',
      });
  });
export type OpeningHoursInput = z.output<typeof openingHoursInputSchema>;

/** A typed day's open periods, in minutes, the empty or incomplete ones left out. */
function openPeriodsOf(day: OpeningDayInput): OpenPeriod[] {
  const periods: OpenPeriod[] = [];
  if (day.morningStart !== '' && day.morningEnd !== '')
    periods.push([minutesOf(day.morningStart), minutesOf(day.morningEnd)]);
  if (day.afternoonStart !== '' && day.afternoonEnd !== '')
    periods.push([minutesOf(day.afternoonStart), minutesOf(day.afternoonEnd)]);
  return periods.filter(([start, end]) => end > start);
}

/** The opening hours a valid `openingHoursInputSchema` value says. */
export const openingHoursOfInput = (input: OpeningHoursInput): OpeningHours =>
  input.days.map(openPeriodsOf);

/**
 * The form's values for `hours`: each day's first period as the morning, its second as the
 * afternoon (a day of one period in the afternoon only is read back as a morning).
 */
export const inputOfOpeningHours = (hours: OpeningHours): OpeningHoursInput => ({
  days: hours.map((periods) => ({
    morningStart: periods[0] ? timeOf(periods[0][0]) : '',
    morningEnd: periods[0] ? timeOf(periods[0][1]) : '',
    afternoonStart: periods[1] ? timeOf(periods[1][0]) : '',
    afternoonEnd: periods[1] ? timeOf(periods[1][1]) : '',
  })),
});

/** A stored week of opening hours (the agency's `opening_hours` column): 7 days of periods. */
export const openingHoursSchema = z
  .array(z.array(z.tuple([z.number().int().min(0).max(1440), z.number().int().min(0).max(1440)])))
  .length(7);

/**
 * GET /api/agency/opening-hours: the agency's hours as the form shows them, whether they are
 * still the default ones, and the public holidays of the next 12 months the agency is closed on
 * (`day` `YYYY-MM-DD`, `name` in the caller's language).
 */
export const agencyOpeningHoursSchema = z.strictObject({
  hours: openingHoursInputSchema,
  isDefault: z.boolean(),
  holidays: z.array(z.strictObject({ day: z.string(), name: z.string() })),
});
export type AgencyOpeningHours = z.output<typeof agencyOpeningHoursSchema>;
