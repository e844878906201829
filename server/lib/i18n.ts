import i18next, { type TFunction } from 'i18next';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import {
  defaultLanguage,
  intlLocales,
  isLanguage,
  languages,
  type Language,
} from '../../domain/languages.ts';
import { arMessages } from '../../domain/messages/ar.ts';
import { enMessages } from '../../domain/messages/en.ts';
import { frMessages } from '../../domain/messages/fr.ts';

const instance = i18next.createInstance();
await instance.init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  resources: {
    fr: { translation: frMessages },
    en: { translation: enMessages },
    ar: { translation: arMessages },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * How long a caller waits, in the unit a person would say it: minutes up to 90, then hours,
 * then days from 24 hours on (each rounded up, so the wait is never shorter than said).
 */
export function waitUnit(minutes: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const wholeMinutes = Math.max(1, Math.ceil(minutes));
  if (wholeMinutes <= 90) return { value: wholeMinutes, unit: 'minute' };
  const hours = Math.ceil(wholeMinutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  return { value: Math.ceil(hours / 24), unit: 'day' };
}

/**
 * A wait of `minutes` from now in `language`, as Intl words it ("dans 3 heures", "demain",
 * "غدًا"): the `{{minutes, wait}}` of the catalogues, e.g. in `errors.rateLimited`.
 */
export function waitText(minutes: number, language: Language): string {
  const { value, unit } = waitUnit(minutes);
  return new Intl.RelativeTimeFormat(intlLocales[language], { numeric: 'auto' }).format(
    value,
    unit,
  );
}

instance.services.formatter?.add('wait', (value, lng) =>
  waitText(Number(value), isLanguage(lng) ? lng : defaultLanguage),
);

/**
 * Picks the answer language from an `Accept-Language` header (RFC 9110 §12.5.4, with quality
 * values and `ar-MA` matching `ar`), falling back to French. The web app sends its interface
 * language with every API call (decision 0008).
 */
export function languageFrom(acceptLanguage: string | undefined): Language {
  const header = acceptLanguage ?? '';
  let language = negotiated.get(header);
  if (!language) {
    const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([
      ...languages,
    ]);
    language = isLanguage(best) ? best : defaultLanguage;
    negotiated.set(header, language);
  }
  return language;
}

/**
 * The language negotiated for each Accept-Language value seen lately: a browser sends the same
 * value with every call, and parsing it (quality values, ranges) cost more than the rest of a
 * cached request's routing. Bounded, for the header is whatever the caller sends.
 */
const negotiated = new LRUCache<string, Language>({ max: 1_000 });

/** A translation function for one language, over the domain message catalogues. */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}
