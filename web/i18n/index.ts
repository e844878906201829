import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fr } from './fr.ts';

/** Languages of the interface. Only French is complete for now (issue 5 adds en and ar). */
export const uiLanguages = ['fr', 'en', 'ar'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const availableLanguages: readonly UiLanguage[] = ['fr'];

await i18next.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr: { translation: fr } },
  interpolation: { escapeValue: false },
});

export { i18next };
