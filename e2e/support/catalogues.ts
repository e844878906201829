import type { Language } from '../../domain/languages.ts';
import { arMessages } from '../../domain/messages/ar.ts';
import { frMessages } from '../../domain/messages/fr.ts';
import type { Translation } from '../../domain/translation.ts';
import { ar } from '../../web/i18n/ar.ts';
import { arAccess } from '../../web/i18n/ar/access.ts';
import { arAccount } from '../../web/i18n/ar/account.ts';
import { arAreaErrors } from '../../web/i18n/ar/area-errors.ts';
import { arBackOffice } from '../../web/i18n/ar/back-office.ts';
import { arPacks } from '../../web/i18n/ar/packs.ts';
import { arPublicPages } from '../../web/i18n/ar/public-pages.ts';
import { arQuotes } from '../../web/i18n/ar/quotes.ts';
import { arLevies } from '../../web/i18n/ar/levies.ts';
import { arTariffs } from '../../web/i18n/ar/tariffs.ts';
import { arPersonalData } from '../../web/i18n/ar/personal-data.ts';
import { arAgencyDay } from '../../web/i18n/ar/agency-day.ts';
import { arTableFilters } from '../../web/i18n/ar/table-filters.ts';
import { fr } from '../../web/i18n/fr.ts';
import { frAccess } from '../../web/i18n/fr/access.ts';
import { frAccount } from '../../web/i18n/fr/account.ts';
import { frAreaErrors } from '../../web/i18n/fr/area-errors.ts';
import { frBackOffice } from '../../web/i18n/fr/back-office.ts';
import { frPacks } from '../../web/i18n/fr/packs.ts';
import { frPublicPages } from '../../web/i18n/fr/public-pages.ts';
import { frQuotes } from '../../web/i18n/fr/quotes.ts';
import { frLevies } from '../../web/i18n/fr/levies.ts';
import { frTariffs } from '../../web/i18n/fr/tariffs.ts';
import { frPersonalData } from '../../web/i18n/fr/personal-data.ts';
import { frAgencyDay } from '../../web/i18n/fr/agency-day.ts';
import { frTableFilters } from '../../web/i18n/fr/table-filters.ts';

/*
 * The interface texts a browser test looks for, in the language under test: a test that finds
 * its buttons by the Arabic catalogue proves the page is translated.
 */

const frCatalogue = {
  ...fr,
  ...frMessages,
  ...frQuotes,
  ...frBackOffice,
  ...frPacks,
  ...frAccess,
  ...frAccount,
  ...frPublicPages,
  ...frAreaErrors,
  ...frTariffs,
  ...frLevies,
  ...frPersonalData,
  ...frAgencyDay,
  ...frTableFilters,
};
export type Catalogue = Translation<typeof frCatalogue>;

/** French and Arabic, the languages the browser suites run in. */
export const catalogues: Record<Exclude<Language, 'en'>, Catalogue> = {
  fr: frCatalogue,
  ar: {
    ...ar,
    ...arMessages,
    ...arQuotes,
    ...arBackOffice,
    ...arPacks,
    ...arAccess,
    ...arAccount,
    ...arPublicPages,
    ...arAreaErrors,
    ...arTariffs,
    ...arLevies,
    ...arPersonalData,
    ...arAgencyDay,
    ...arTableFilters,
  },
};

/** `{{name}}` placeholders filled in, as i18next does. */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
