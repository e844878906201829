/**
 * The interface languages (docs/product/design.md §2, §8; decision 0008): French is the reference (the spec's
 * texts) and the fallback; Arabic is written right to left.
 */
export const languages = ['fr', 'en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Writing direction of a language, for `<html dir>`. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The values a right-to-left message puts into its sentences, each set apart as its own
 * direction run (Unicode first-strong isolate, U+2068 … U+2069; Unicode Bidirectional
 * Algorithm, UAX #9): a phone number's digit groups (`+212 6 12 34 56 78`), a reference, an
 * e-mail address or a Latin agency name inside Arabic text otherwise read in the wrong order,
 * or pull the punctuation that follows them to the wrong side. Isolates work in HTML, in plain
 * text and in WhatsApp alike, and show nothing themselves.
 */
export function isolatedValues<T extends Record<string, unknown>>(
  values: T,
  language: Language,
): T {
  if (directionOf(language) === 'ltr') return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' || typeof value === 'number' ? `\u2068${value}\u2069` : value,
    ]),
  ) as T;
}

/** Cookie remembering a visitor's choice (not personal data: one of three codes). */
export const languageCookie = 'mq.lang';

/**
 * The Intl locale used to format numbers and dates in each language (decision 0008): day-first
 * dates and Latin digits in all three; Moroccan Arabic conventions for Arabic.
 */
export const intlLocales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA' };
