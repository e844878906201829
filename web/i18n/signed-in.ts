import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';

/*
 * Texts of the signed-in areas (quote flow, comparison, back office), added to the catalogue
 * when one of those areas is first entered (router.tsx guard): public pages never load them.
 */
const signedInTexts = (language: Language) =>
  ({
    fr: () =>
      Promise.all([import('./fr/quotes.ts'), import('./fr/back-office.ts')]).then(
        ([quotes, backOffice]) => ({ ...quotes.frQuotes, ...backOffice.frBackOffice }),
      ),
    en: () =>
      Promise.all([import('./en/quotes.ts'), import('./en/back-office.ts')]).then(
        ([quotes, backOffice]) => ({ ...quotes.enQuotes, ...backOffice.enBackOffice }),
      ),
    ar: () =>
      Promise.all([import('./ar/quotes.ts'), import('./ar/back-office.ts')]).then(
        ([quotes, backOffice]) => ({ ...quotes.arQuotes, ...backOffice.arBackOffice }),
      ),
  })[language]();

await addCataloguePart('signedIn', signedInTexts);
