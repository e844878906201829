import i18next, { type TFunction } from 'i18next';
import Negotiator from 'negotiator';
import { defaultLanguage, isLanguage, languages, type Language } from '../../domain/languages.ts';
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
 * Picks the answer language from an `Accept-Language` header (RFC 9110 §12.5.4, with quality
 * values and `ar-MA` matching `ar`), falling back to French. The web app sends its interface
 * language with every API call (decision 0008).
 */
export function languageFrom(acceptLanguage: string | undefined): Language {
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages(
    [...languages],
  );
  return isLanguage(best) ? best : defaultLanguage;
}

/** A translation function for one language, over the domain message catalogues. */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}
