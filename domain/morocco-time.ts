import { moroccoOffsetChanges } from './morocco-offsets.ts';

/*
 * Morocco's clock, the same in every runtime (decision 0015). A browser's own tz data can be
 * older than the server's: Debian's Chromium puts Morocco at UTC+0 from September 2026 while
 * the tz database keeps UTC+1 outside Ramadan, and a time then read 12:43 on screen and 13:43
 * in the CSV export. The offsets are therefore taken from one table, generated from the tz
 * database (domain/morocco-offsets.ts), by the browser and the server alike.
 */

/**
 * Morocco's time zone in the tz database: UTC+1, except UTC+0 during Ramadan (decree 2-18-855);
 * the tz data carries the changes.
 */
export const moroccoTimeZone = 'Africa/Casablanca';

/**
 * Formats Morocco's wall clock from the runtime's tz data, made at its first use: only instants
 * outside the generated table need it, and building a formatter with a time zone loads that
 * zone's data (several milliseconds on a phone), which every page importing the clock paid at
 * load.
 */
let intlMorocco: Intl.DateTimeFormat | undefined;

/** Morocco's offset from UTC at `instant` in minutes, from this runtime's Intl tz data. */
export function intlMoroccoOffsetMinutes(instant: Date): number {
  intlMorocco ??= new Intl.DateTimeFormat('en-US', {
    timeZone: moroccoTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = intlMorocco.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const changes = moroccoOffsetChanges.map(([at, offset]) => [Date.parse(at), offset] as const);

/**
 * Morocco's offset from UTC at `instant`, minutes: UTC+1 (60), UTC+0 (0) during Ramadan, from
 * the generated table; outside its years (2018–2045), from Intl.
 */
export function moroccoOffsetMinutes(instant: Date): number {
  const time = instant.getTime();
  const first = changes[0];
  if (!first || time < first[0] || time >= Date.UTC(2046, 0, 1))
    return intlMoroccoOffsetMinutes(instant);
  // The last change at or before `time` (binary search).
  let low = 0;
  let high = changes.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((changes[middle]?.[0] ?? Infinity) <= time) low = middle;
    else high = middle - 1;
  }
  return changes[low]?.[1] ?? first[1];
}

/**
 * `instant` moved by Morocco's offset: its UTC fields are the date and time on a Moroccan
 * clock. Format it with `timeZone: 'UTC'`, never with the runtime's own Morocco data.
 */
export function moroccoWallClock(instant: Date): Date {
  return new Date(instant.getTime() + moroccoOffsetMinutes(instant) * 60_000);
}

/**
 * The instant a Moroccan wall-clock time happens: `wall` is milliseconds whose UTC fields are
 * that time (as `moroccoWallClock` gives). Offsets change at night (02:00–03:00), so the one
 * correction below is exact for any time of day outside that hour.
 */
export function instantOfMoroccoWallClock(wall: number): Date {
  const guess = wall - moroccoOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - moroccoOffsetMinutes(new Date(guess)) * 60_000);
}

/**
 * The instant Morocco's civil day `day` (`YYYY-MM-DD`) starts, midnight on a Moroccan clock.
 * Offsets change at 02:00 UTC, never across midnight, so one correction is exact.
 */
export function moroccoDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - moroccoOffsetMinutes(new Date(midnightUtc)) * 60_000);
}

/**
 * Morocco's offsets over [from, until): the offset in minutes from each instant on, the first
 * entry at `from`. What a database query needs to read Moroccan days from the same table.
 */
export function moroccoOffsetsBetween(from: Date, until: Date): { from: Date; minutes: number }[] {
  const offsets = [{ from, minutes: moroccoOffsetMinutes(from) }];
  for (const [at, minutes] of changes) {
    if (at > from.getTime() && at < until.getTime()) offsets.push({ from: new Date(at), minutes });
  }
  return offsets;
}
