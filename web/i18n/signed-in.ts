import { frBackOffice } from './fr/back-office.ts';
import { frQuotes } from './fr/quotes.ts';
import { i18next } from './index.ts';

/*
 * Texts of the signed-in areas (quote flow, comparison, back office), added to the catalogue
 * when one of those areas is first entered (router.tsx guard): public pages never load them.
 */
i18next.addResourceBundle('fr', 'translation', { ...frQuotes, ...frBackOffice }, true, false);
