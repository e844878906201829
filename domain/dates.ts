import { moroccoWallClock } from './morocco-time.ts';

/**
 * Calendar dates `YYYY-MM-DD` as Moroccans live them: "today" is the date in
 * Africa/Casablanca, whatever the server's or browser's zone.
 */

/** Today's date in Morocco, `YYYY-MM-DD` (Morocco's clock: domain/morocco-time.ts). */
export function todayInMorocco(now: Date = new Date()): string {
  return moroccoWallClock(now).toISOString().slice(0, 10);
}

/** `date` shifted by whole years, months or days (UTC arithmetic on a calendar date). */
export function addToDate(
  date: string,
  amount: { years?: number; months?: number; days?: number },
): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCFullYear(value.getUTCFullYear() + (amount.years ?? 0));
  value.setUTCMonth(value.getUTCMonth() + (amount.months ?? 0));
  value.setUTCDate(value.getUTCDate() + (amount.days ?? 0));
  return value.toISOString().slice(0, 10);
}

/**
 * Whole days from `today` to `date` (both `YYYY-MM-DD`): 0 when `date` is today, negative once
 * it has passed.
 */
export function daysUntil(date: string, today: string = todayInMorocco()): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}
