import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';
import { merged } from './signed-in.ts';

/*
 * Texts of the back office (tables, tariffs, levies, the agency's day, its table filters), with
 * the notification settings the account page shows staff and drivers alike: added to the
 * catalogue when the back office or the account page is first entered (router.tsx guard), after
 * the texts of every signed-in area (signed-in.ts). The driver's quote flow never loads them.
 */
const backOfficeTexts = (language: Language) =>
  ({
    fr: () =>
      Promise.all([
        import('./fr/back-office.ts'),
        import('./fr/tariffs.ts'),
        import('./fr/levies.ts'),
        import('./fr/agency-driver.ts'),
        import('./fr/agency-day.ts'),
        import('./fr/table-filters.ts'),
      ]).then(merged),
    en: () =>
      Promise.all([
        import('./en/back-office.ts'),
        import('./en/tariffs.ts'),
        import('./en/levies.ts'),
        import('./en/agency-driver.ts'),
        import('./en/agency-day.ts'),
        import('./en/table-filters.ts'),
      ]).then(merged),
    ar: () =>
      Promise.all([
        import('./ar/back-office.ts'),
        import('./ar/tariffs.ts'),
        import('./ar/levies.ts'),
        import('./ar/agency-driver.ts'),
        import('./ar/agency-day.ts'),
        import('./ar/table-filters.ts'),
      ]).then(merged),
  })[language]();

await addCataloguePart('backOffice', backOfficeTexts);
