import type { Language } from '../../../domain/languages.ts';
import { addCataloguePart } from '../../i18n/index.ts';

/*
 * Texts of the home, about, services and contact pages: loaded by those pages (they import this
 * module), so the guides, the legal pages and the 404 do not download them (docs/product/design.md §10
 * bundle budget). The packs' contents, which only /services shows, come with pack-texts.ts.
 */
const publicPageTexts = (language: Language) =>
  ({
    fr: () => import('../../i18n/fr/public-pages.ts').then((site) => site.frPublicPages),
    en: () => import('../../i18n/en/public-pages.ts').then((site) => site.enPublicPages),
    ar: () => import('../../i18n/ar/public-pages.ts').then((site) => site.arPublicPages),
  })[language]();

await addCataloguePart('publicPages', publicPageTexts);
