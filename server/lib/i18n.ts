import i18next, { type TFunction } from 'i18next';
import { frMessages } from '../../domain/messages/fr.ts';

/** Languages the API answers in; French is the reference and the fallback. */
export const serverLanguages = ['fr'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

const instance = i18next.createInstance();
await instance.init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr: { translation: frMessages } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Picks the answer language from an `Accept-Language` header (RFC 9110 §12.5.4), falling back
 * to French.
 */
export function languageFrom(acceptLanguage: string | undefined): ServerLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.slice(0, 2).toLowerCase());
  return (serverLanguages.find((lang) => wanted.includes(lang)) ?? 'fr') as ServerLanguage;
}

/** A translation function for one language, over the domain message catalogue. */
export function translator(language: ServerLanguage): TFunction {
  return instance.getFixedT(language);
}
