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

/** Cookie remembering a visitor's choice (not personal data: one of three codes). */
export const languageCookie = 'mq.lang';

/**
 * The Intl locale used to format numbers and dates in each language (decision 0008): day-first
 * dates and Latin digits in all three; Moroccan Arabic conventions for Arabic.
 */
export const intlLocales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA' };
