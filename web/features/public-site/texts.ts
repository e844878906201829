import type { Language } from '../../../domain/languages.ts';
import { addCataloguePart } from '../../i18n/index.ts';

/*
 * Texts of the home, about, services and contact pages, with the packs' contents shown on
 * /services: loaded by those pages (they import this module), so the guides, the legal pages
 * and the 404 do not download them (DESIGN.md §10 bundle budget).
 */
const publicPageTexts = (language: Language) =>
  ({
    fr: () =>
      Promise.all([import('../../i18n/fr/public-pages.ts'), import('../../i18n/fr/packs.ts')]).then(
        ([site, packs]) => ({ ...site.frPublicPages, ...packs.frPacks }),
      ),
    en: () =>
      Promise.all([import('../../i18n/en/public-pages.ts'), import('../../i18n/en/packs.ts')]).then(
        ([site, packs]) => ({ ...site.enPublicPages, ...packs.enPacks }),
      ),
    ar: () =>
      Promise.all([import('../../i18n/ar/public-pages.ts'), import('../../i18n/ar/packs.ts')]).then(
        ([site, packs]) => ({ ...site.arPublicPages, ...packs.arPacks }),
      ),
  })[language]();

await addCataloguePart('publicPages', publicPageTexts);
