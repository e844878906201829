import { intlLocales, type Language } from './languages.ts';

/*
 * How a delay and a percentage read in each language (decision 0008: Latin digits in all
 * three), for the web interface (web/lib/format.ts) and the e-mails composed by the server.
 */

/**
 * A delay of `minutes` in `language`, in the unit that reads best: minutes up to 90, hours (one
 * decimal) up to 48, else days (one decimal): `35 minutes`, `2,5 heures`, `3 jours`.
 */
export function formatDelayIn(language: Language, minutes: number): string {
  const [value, unit] =
    minutes <= 90
      ? [Math.round(minutes), 'minute']
      : minutes <= 48 * 60
        ? [minutes / 60, 'hour']
        : [minutes / (24 * 60), 'day'];
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A percentage (`5` for 5 %, `92.5`) in `language`: `5 %` (fr), `5%` (en, ar). `signed` writes
 * the sign of a gap where the language puts it (`+25 %`, `−5 %`; never on 0).
 */
export function formatPercentIn(
  language: Language,
  percent: number,
  { signed = false }: { signed?: boolean } = {},
): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(percent / 100);
}
