import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';
import './messages.ts';

/**
 * One catalogue of a language's parts: each part's module exports its texts as its one export
 * (the catalogue test checks every part holds the same keys in the three languages).
 */
const merged = (modules: object[]): object =>
  Object.assign({}, ...modules.flatMap((module) => Object.values(module)));

/*
 * Texts of the signed-in areas (quote flow, comparison, back office, account, with the packs'
 * contents), added to the catalogue when one of those areas is first entered (router.tsx
 * guard): public pages never load them.
 */
const signedInTexts = (language: Language) =>
  ({
    fr: () =>
      Promise.all([
        import('./fr/quotes.ts'),
        import('./fr/back-office.ts'),
        import('./fr/packs.ts'),
        import('./fr/account.ts'),
        import('./fr/tariffs.ts'),
        import('./fr/levies.ts'),
        import('./fr/personal-data.ts'),
        import('./fr/agency-driver.ts'),
        import('./fr/renewal.ts'),
        import('./fr/agency-day.ts'),
        import('./fr/table-filters.ts'),
      ]).then(merged),
    en: () =>
      Promise.all([
        import('./en/quotes.ts'),
        import('./en/back-office.ts'),
        import('./en/packs.ts'),
        import('./en/account.ts'),
        import('./en/tariffs.ts'),
        import('./en/levies.ts'),
        import('./en/personal-data.ts'),
        import('./en/agency-driver.ts'),
        import('./en/renewal.ts'),
        import('./en/agency-day.ts'),
        import('./en/table-filters.ts'),
      ]).then(merged),
    ar: () =>
      Promise.all([
        import('./ar/quotes.ts'),
        import('./ar/back-office.ts'),
        import('./ar/packs.ts'),
        import('./ar/account.ts'),
        import('./ar/tariffs.ts'),
        import('./ar/levies.ts'),
        import('./ar/personal-data.ts'),
        import('./ar/agency-driver.ts'),
        import('./ar/renewal.ts'),
        import('./ar/agency-day.ts'),
        import('./ar/table-filters.ts'),
      ]).then(merged),
  })[language]();

await addCataloguePart('signedIn', signedInTexts);
