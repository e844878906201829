import { addCataloguePart, type CatalogueLoader } from './index.ts';

/*
 * Texts of every signed-in area (quote flow, comparison, account, with the packs' contents and
 * the validation and API messages), added to the catalogue when one of those areas is first
 * entered (router.tsx guard: addSignedInTexts): public pages never load them. The back office's
 * own texts are apart (back-office-texts.ts), so the driver's quote flow does not download them.
 * No top-level await here: the guard's call starts the active language's parts at once, beside
 * the page's code, where a module awaiting them would have had to arrive first (one download
 * after another instead of together).
 */

/** One catalogue of a language's parts: each part's module exports its texts as its one export. */
export const merged = (modules: object[]): object =>
  Object.assign({}, ...modules.flatMap((module) => Object.values(module)));

/** Validation and API error messages (domain/messages), shared with the server. */
export const messageTexts: CatalogueLoader = (language) =>
  ({
    fr: () => import('../../domain/messages/fr.ts').then((module) => module.frMessages),
    en: () => import('../../domain/messages/en.ts').then((module) => module.enMessages),
    ar: () => import('../../domain/messages/ar.ts').then((module) => module.arMessages),
  })[language]();

/**
 * Each language's texts are one module (`<language>/signed-in-texts.ts`), so they arrive as one
 * chunk; the packs' texts are their own, which the public pack pages load too.
 */
const signedInTexts: CatalogueLoader = (language) =>
  ({
    fr: () =>
      Promise.all([import('./fr/signed-in-texts.ts'), import('./fr/packs.ts')]).then(merged),
    en: () =>
      Promise.all([import('./en/signed-in-texts.ts'), import('./en/packs.ts')]).then(merged),
    ar: () =>
      Promise.all([import('./ar/signed-in-texts.ts'), import('./ar/packs.ts')]).then(merged),
  })[language]();

/**
 * Adds the signed-in areas' texts in the current language now, and in any language switched to
 * later; resolves once they are in the catalogue.
 */
export async function addSignedInTexts(): Promise<void> {
  await Promise.all([addMessageTexts(), addCataloguePart('signedIn', signedInTexts)]);
}

/**
 * Adds the validation and API messages in the current language now, and in any language
 * switched to later; resolves once they are in the catalogue.
 */
export const addMessageTexts = (): Promise<void> => addCataloguePart('messages', messageTexts);
