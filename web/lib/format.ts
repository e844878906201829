import { formatDelayIn, formatPercentIn } from '../../domain/figures-format.ts';
import { intlLocales } from '../../domain/languages.ts';
import { moroccoWallClock } from '../../domain/morocco-time.ts';
import { currentLanguage } from '../i18n/index.ts';
import { toDirhams } from '../../domain/money.ts';

/*
 * Display formats in the interface language (decision 0008), with Latin digits in all three:
 * money as `1 234,00 DH` in French, `MAD 1,234.00` in English and `1.234,00 د.م.` in Arabic
 * (Intl's Moroccan forms); dates as `22/11/2026`, day first, read left to right in all three
 * (as on the paper documents decision 0008 compares them with).
 */

/**
 * Intl's Arabic dates put a right-to-left mark after the day and the month (`22‏/11‏/2026`),
 * which shows them year first (`2026/11/22`) in a right-to-left line. Without the marks the
 * digits and slashes are one number for the bidirectional algorithm, shown as written.
 */
const withoutDirectionMarks = (text: string) => text.replace(/[\u200e\u200f]/g, '');

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A date-time format of the interface language, made once. It formats Morocco's wall clock
 * (domain/morocco-time.ts) as UTC: the browser's own tz data for Morocco may be stale, and the
 * server's CSV export reads the same clock (decision 0015).
 */
function dateTimeFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const language = currentLanguage();
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[language], {
      ...options,
      timeZone: 'UTC',
    });
    cache.set(language, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

function moneyFormat(): Intl.NumberFormat {
  const language = currentLanguage();
  let format = moneyFormats.get(language);
  if (!format) {
    format =
      language === 'fr'
        ? new Intl.NumberFormat(intlLocales.fr, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        : new Intl.NumberFormat(intlLocales[language], { style: 'currency', currency: 'MAD' });
    moneyFormats.set(language, format);
  }
  return format;
}

/** Centimes → `1 234,50 DH` (fr), `MAD 1,234.50` (en), `1.234,50 د.م.` (ar). */
export function formatDh(centimes: number): string {
  const amount = moneyFormat().format(toDirhams(centimes));
  return currentLanguage() === 'fr' ? `${amount} DH` : amount;
}

/** `YYYY-MM-DD` or an ISO instant → `22/11/2026`, in Morocco's time zone. */
export function formatDate(value: string): string {
  const date = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return withoutDirectionMarks(
    dateTimeFormat(dateFormats, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      moroccoWallClock(date),
    ),
  );
}

/** `YYYY-MM-DD` → `24/10` (day and month only: chart axes), in the interface language. */
export function formatDayMonth(day: string): string {
  return withoutDirectionMarks(
    dateTimeFormat(dayMonthFormats, { day: '2-digit', month: '2-digit' }).format(
      new Date(`${day}T12:00:00Z`),
    ),
  );
}

/** An ISO instant → `22/11/2026 14:05` in Morocco's time zone (back-office lists). */
export function formatDateTime(value: string): string {
  return withoutDirectionMarks(
    dateTimeFormat(dateTimeFormats, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(moroccoWallClock(new Date(value))),
  );
}

/** A delay of `minutes` in the interface language (`formatDelayIn`): `35 minutes`, `2,5 heures`. */
export function formatDelay(minutes: number): string {
  return formatDelayIn(currentLanguage(), minutes);
}

/** A percentage (`5` for 5 %) in the interface language (`formatPercentIn`): `5 %`, `5%`. */
export function formatPercent(percent: number, options: { signed?: boolean } = {}): string {
  return formatPercentIn(currentLanguage(), percent, options);
}

/** A week day's name, `day` 0 Sunday … 6 Saturday (Date#getUTCDay): `lundi`, `Monday`, `الاثنين`. */
export function formatWeekday(day: number): string {
  // 4 January 1970 was a Sunday.
  return dateTimeFormat(weekdayFormats, { weekday: 'long' }).format(Date.UTC(1970, 0, 4 + day));
}

/** `YYYY-MM-DD` with its week day, in words: `vendredi 1 janvier 2027`. */
export function formatLongDate(value: string): string {
  return dateTimeFormat(longDateFormats, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${value}T00:00:00Z`));
}
