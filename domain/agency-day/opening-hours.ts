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
 * 14:30–18:30, Saturday 09:00–12:30, closed on Sunday (docs/product/agency-day.md). Every agency
 * keeps these until it can set its own.
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

/**
 * The instant `workingMinutes` (> 0) of opening hours after `from`: the time counts only while
 * the agency is open, so a choice made on Saturday at 12:00 with 120 minutes is due on Monday at
 * 10:00 (30 minutes on Saturday, 90 on Monday). The result is always inside an open period (its
 * end included).
 * @throws Error when `hours` has no open period at all.
 */
export function addWorkingMinutes(
  from: Date,
  workingMinutes: number,
  hours: OpeningHours = defaultOpeningHours,
): Date {
  if (!hours.some((periods) => periods.length > 0)) throw new Error('No opening hours');
  const wall = moroccoWallClock(from).getTime();
  let day = wall - (wall % dayMs);
  let cursor = wall;
  let remaining = workingMinutes * minuteMs;
  for (;;) {
    const periods = hours[new Date(day).getUTCDay()] ?? [];
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
): boolean {
  const wall = moroccoWallClock(instant).getTime();
  const day = wall - (wall % dayMs);
  const minute = (wall - day) / minuteMs;
  return (hours[new Date(day).getUTCDay()] ?? []).some(
    ([start, end]) => minute >= start && minute <= end,
  );
}
