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
 * driver's quote flow does not download them.
 */
const signedInTexts = (language: Language) =>
  ({
    fr: () =>
      Promise.all([
        import('./fr/quotes.ts'),
        import('./fr/packs.ts'),
        import('./fr/account.ts'),
        import('./fr/personal-data.ts'),
        import('./fr/renewal.ts'),
      ]).then(merged),
    en: () =>
      Promise.all([
        import('./en/quotes.ts'),
        import('./en/packs.ts'),
        import('./en/account.ts'),
        import('./en/personal-data.ts'),
        import('./en/renewal.ts'),
      ]).then(merged),
    ar: () =>
      Promise.all([
        import('./ar/quotes.ts'),
        import('./ar/packs.ts'),
        import('./ar/account.ts'),
        import('./ar/personal-data.ts'),
        import('./ar/renewal.ts'),
      ]).then(merged),
  })[language]();

// The validation and API messages (messages.ts) load beside these texts, not before them: as a
// static import, its own loading would have to finish before these could start.
await Promise.all([import('./messages.ts'), addCataloguePart('signedIn', signedInTexts)]);
