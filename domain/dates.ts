/**
 * Calendar dates `YYYY-MM-DD` as Moroccans live them: "today" is the date in
 * Africa/Casablanca, whatever the server's or browser's zone.
 */

/**
 * Morocco's time zone in the tz database: UTC+1, except UTC+0 during Ramadan (decree 2-18-855);
 * the tz data carries the changes. Every date or time shown to a person, by the server (CSV,
 * e-mails) or the browser, is formatted with it explicitly, never with the machine's own zone.
 */
export const moroccoTimeZone = 'Africa/Casablanca';

/** Today's date in Morocco, `YYYY-MM-DD`. */
export function todayInMorocco(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: moroccoTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
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
