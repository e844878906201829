import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';
import { merged } from './signed-in.ts';

/*
 * Texts of the back office (tables, tariffs, levies, the agency's day, its table filters), with
 * the notification settings the account page shows staff and drivers alike: added to the
 * catalogue when the back office or the account page is first entered (router.tsx guard), beside
 * the texts of every signed-in area (signed-in.ts). The driver's quote flow never loads them.
 * Each language's are one module (`<language>/back-office-texts.ts`), so they arrive as one chunk.
 */
const backOfficeTexts = (language: Language) => {
  const texts = {
    fr: () => import('./fr/back-office-texts.ts'),
    en: () => import('./en/back-office-texts.ts'),
    ar: () => import('./ar/back-office-texts.ts'),
  }[language];
  return texts().then((module) => merged([module]));
};

await addCataloguePart('backOffice', backOfficeTexts);
