import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';

/**
 * One catalogue of a language's parts: each part's module exports its texts as its one export
 * (the catalogue test checks every part holds the same keys in the three languages).
 */
export const merged = (modules: object[]): object =>
  Object.assign({}, ...modules.flatMap((module) => Object.values(module)));

/*
 * Texts of every signed-in area (quote flow, comparison, account, with the packs' contents),
 * added to the catalogue when one of those areas is first entered (router.tsx guard): public
 * pages never load them. The back office's own texts are apart (back-office-texts.ts), so the
 * driver's quote flow does not download them. Each language's texts are one module
 * (`<language>/signed-in-texts.ts`), so they arrive as one chunk; the packs' texts are their own,
 * which the public pack pages load too.
 */
const signedInTexts = (language: Language) =>
  ({
    fr: () =>
      Promise.all([import('./fr/signed-in-texts.ts'), import('./fr/packs.ts')]).then(merged),
    en: () =>
      Promise.all([import('./en/signed-in-texts.ts'), import('./en/packs.ts')]).then(merged),
    ar: () =>
      Promise.all([import('./ar/signed-in-texts.ts'), import('./ar/packs.ts')]).then(merged),
  })[language]();

// The validation and API messages (messages.ts) load beside these texts, not before them: as a
// static import, its own loading would have to finish before these could start.
await Promise.all([import('./messages.ts'), addCataloguePart('signedIn', signedInTexts)]);
