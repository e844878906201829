import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  directionOf,
  isLanguage,
  languageCookie,
  type Language,
} from '../../domain/languages.ts';

/*
 * The interface languages (decision 0008). Each language's texts load on demand, in parts: the base
 * catalogue with the first render, the articles with the guide and legal pages, the signed-in
 * areas' texts with those areas. Only the active language is ever downloaded.
 */

/** Loads one part of the catalogue in one language. */
export type CatalogueLoader = (language: Language) => Promise<object>;

const baseCatalogue: CatalogueLoader = (language) =>
  ({
    fr: () => import('./fr.ts').then((module) => module.fr),
    en: () => import('./en.ts').then((module) => module.en),
    ar: () => import('./ar.ts').then((module) => module.ar),
  })[language]();

const parts = new Map<string, CatalogueLoader>([['base', baseCatalogue]]);
const loaded = new Set<string>();

async function loadParts(language: Language): Promise<void> {
  await Promise.all(
    [...parts].map(async ([name, loader]) => {
      const key = `${name}/${language}`;
      if (loaded.has(key)) return;
      i18next.addResourceBundle(language, 'translation', await loader(language), true, true);
      loaded.add(key);
    }),
  );
}

/** The current interface language. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

/** The language the server rendered the page in (`<html lang>`), else French. */
export function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * Adds a part of the catalogue (e.g. the articles) in the current language now, and in any
 * language switched to later.
 */
export async function addCataloguePart(name: string, loader: CatalogueLoader): Promise<void> {
  parts.set(name, loader);
  await loadParts(currentLanguage());
}

let latestRequest: Language | undefined;

/**
 * Switches the interface language without a reload (docs/product/design.md §8; decision 0008): loads its texts,
 * then re-renders, sets `<html lang dir>` and, unless `remember` is false, keeps the choice in a
 * cookie for the server to serve the next pages in it.
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  latestRequest = language;
  // A part added while the others load (an area entered meanwhile: its texts come in the
  // language on screen) is loaded in this one too before the switch, or its texts would show
  // as keys.
  let known: number;
  do {
    known = parts.size;
    await loadParts(language);
  } while (parts.size !== known);
  // Two quick switches: the last one asked for wins, whichever loads first.
  if (latestRequest !== language) return;
  if (remember && typeof document !== 'undefined')
    document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
  await i18next.changeLanguage(language);
}

// `<html lang dir>` turn with the texts: i18next calls this during `changeLanguage`, before
// React renders the new texts, so no frame shows Arabic laid out left to right.
i18next.on('languageChanged', (language) => {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
});

await i18next.use(initReactI18next).init({
  lng: documentLanguage(),
  fallbackLng: false,
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
});

export { i18next };
