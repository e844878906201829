import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';
import './messages.ts';

/*
 * Texts of the signed-in areas (quote flow, comparison, back office, with the packs' contents),
 * added to the catalogue
 * when one of those areas is first entered (router.tsx guard): public pages never load them.
 */
const signedInTexts = (language: Language) =>
  ({
    fr: () =>
      Promise.all([
        import('./fr/quotes.ts'),
        import('./fr/back-office.ts'),
        import('./fr/packs.ts'),
      ]).then(([quotes, backOffice, packs]) => ({
        ...quotes.frQuotes,
        ...backOffice.frBackOffice,
        ...packs.frPacks,
      })),
    en: () =>
      Promise.all([
        import('./en/quotes.ts'),
        import('./en/back-office.ts'),
        import('./en/packs.ts'),
      ]).then(([quotes, backOffice, packs]) => ({
        ...quotes.enQuotes,
        ...backOffice.enBackOffice,
        ...packs.enPacks,
      })),
    ar: () =>
      Promise.all([
        import('./ar/quotes.ts'),
        import('./ar/back-office.ts'),
        import('./ar/packs.ts'),
      ]).then(([quotes, backOffice, packs]) => ({
        ...quotes.arQuotes,
        ...backOffice.arBackOffice,
        ...packs.arPacks,
      })),
  })[language]();

await addCataloguePart('signedIn', signedInTexts);
