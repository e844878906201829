import Holidays from 'date-holidays';
import { addToDate } from '../dates.ts';
import type { Language } from '../languages.ts';
import type { ClosedDay } from './opening-hours.ts';

/*
 * Morocco's public holidays, on which agencies are closed and a call-back's working time does not
 * run (docs/product/agency-day.md "Opening hours and public holidays"). The civil ones are
 * fixed by decree; the religious ones follow the Hijri calendar, which the `date-holidays`
 * library computes (its data: CC BY 3.0). The Ministry of Habous announces each religious
 * holiday on the moon's sighting, so its day can differ by one from the computed one.
 * The library's Moroccan list is completed with what it lacks: the Amazigh New Year (14 January,
 * a paid holiday since 2024), the Unity Day (31 October, since 2026), and the second day of Aïd
 * al-Fitr, Aïd al-Adha and Aïd al-Mawlid (each two days off in Morocco).
 */

const names = (fr: string, en: string, ar: string) => ({
  name: { fr, en, ar },
  type: 'public' as const,
});

/** The Moroccan calendar, built once: it holds rules, not data that changes. */
function moroccanCalendar(): Holidays {
  const calendar = new Holidays('MA');
  calendar.setHoliday(
    '01-14 since 2024',
    names('Nouvel an amazigh', 'Amazigh New Year', 'رأس السنة الأمازيغية'),
  );
  calendar.setHoliday('10-31 since 2026', names("Fête de l'unité", 'Unity Day', 'عيد الوحدة'));
  const twoDays = [
    ['1 Shawwal', names('Aïd al-Fitr', 'Eid al-Fitr', 'عيد الفطر')],
    ['10 Dhu al-Hijjah', names('Aïd al-Adha', 'Eid al-Adha', 'عيد الأضحى')],
    ['12 Rabi al-awwal', names('Aïd al-Mawlid', 'Eid al-Mawlid', 'عيد المولد النبوي')],
  ] as const;
  for (const [rule, holiday] of twoDays) {
    calendar.unsetRule(rule);
    calendar.setHoliday(`${rule} P2D`, holiday);
  }
  return calendar;
}

let calendar: Holidays | undefined;

/** A public holiday: its Moroccan day `YYYY-MM-DD` and its name. */
export interface PublicHoliday {
  day: string;
  name: string;
}

const dayMs = 86_400_000;
const byYear = new Map<string, PublicHoliday[]>();

/**
 * The public holidays of a year, one entry per day off (a two-day holiday gives two; two
 * holidays on one day give one, with both names), by day, named in `language`. Computed once per
 * year and language (the rules do not change).
 */
export function publicHolidaysOf(year: number, language: Language = 'fr'): PublicHoliday[] {
  const key = `${year}:${language}`;
  const known = byYear.get(key);
  if (known) return known;
  calendar ??= moroccanCalendar();
  const days: PublicHoliday[] = [];
  for (const holiday of calendar.getHolidays(year, language)) {
    if (holiday.type !== 'public') continue;
    // `date` is the holiday's first day as the calendar writes it; a religious day's `start` is
    // the evening before (the Hijri day begins at sunset), so the length is rounded.
    const first = holiday.date.slice(0, 10);
    const length = Math.max(
      1,
      Math.round((holiday.end.getTime() - holiday.start.getTime()) / dayMs),
    );
    // French names take the typographic apostrophe the interface writes (« l’unité »).
    const name = language === 'fr' ? holiday.name.replaceAll("'", '’') : holiday.name;
    for (let offset = 0; offset < length; offset += 1) {
      const day = addToDate(first, { days: offset });
      // Two holidays on one day (Aïd al-Mawlid on 14 August 2027) are one day off, both named.
      const same = days.find((known) => known.day === day);
      if (same) same.name = `${same.name} · ${name}`;
      else days.push({ day, name });
    }
  }
  days.sort((a, b) => a.day.localeCompare(b.day));
  byYear.set(key, days);
  return days;
}

/** Whether a Moroccan day `YYYY-MM-DD` is a public holiday (`ClosedDay` for the opening hours). */
export const isPublicHoliday: ClosedDay = (day) =>
  publicHolidaysOf(Number(day.slice(0, 4))).some((holiday) => holiday.day === day);

/** The public holidays from `fromDay` for `days` days (both `YYYY-MM-DD`), in `language`. */
export function publicHolidaysBetween(
  fromDay: string,
  days: number,
  language: Language,
): PublicHoliday[] {
  const toDay = addToDate(fromDay, { days });
  const years = [Number(fromDay.slice(0, 4)), Number(toDay.slice(0, 4))];
  const all = [...new Set(years)].flatMap((year) => publicHolidaysOf(year, language));
  return all.filter((holiday) => holiday.day >= fromDay && holiday.day < toDay);
}
