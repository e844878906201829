import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';
import './messages.ts';

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
      ]).then(([quotes, backOffice, packs, account, tariffs, levies, personalData]) => ({
        ...quotes.frQuotes,
        ...backOffice.frBackOffice,
        ...packs.frPacks,
        ...account.frAccount,
        ...tariffs.frTariffs,
        ...levies.frLevies,
        ...personalData.frPersonalData,
      })),
    en: () =>
      Promise.all([
        import('./en/quotes.ts'),
        import('./en/back-office.ts'),
        import('./en/packs.ts'),
        import('./en/account.ts'),
        import('./en/tariffs.ts'),
        import('./en/levies.ts'),
        import('./en/personal-data.ts'),
      ]).then(([quotes, backOffice, packs, account, tariffs, levies, personalData]) => ({
        ...quotes.enQuotes,
        ...backOffice.enBackOffice,
        ...packs.enPacks,
        ...account.enAccount,
        ...tariffs.enTariffs,
        ...levies.enLevies,
        ...personalData.enPersonalData,
      })),
    ar: () =>
      Promise.all([
        import('./ar/quotes.ts'),
        import('./ar/back-office.ts'),
        import('./ar/packs.ts'),
        import('./ar/account.ts'),
        import('./ar/tariffs.ts'),
        import('./ar/levies.ts'),
        import('./ar/personal-data.ts'),
      ]).then(([quotes, backOffice, packs, account, tariffs, levies, personalData]) => ({
        ...quotes.arQuotes,
        ...backOffice.arBackOffice,
        ...packs.arPacks,
        ...account.arAccount,
        ...tariffs.arTariffs,
        ...levies.arLevies,
        ...personalData.arPersonalData,
      })),
  })[language]();

await addCataloguePart('signedIn', signedInTexts);
