import type { Language } from '../../../domain/languages.ts';
import { addCataloguePart } from '../../i18n/index.ts';

/*
 * The packs' contents (cover names, pack names, help texts) for /services, the one public page
 * that shows them: the other public pages do not download them (docs/product/design.md §10 bundle budget).
 * The signed-in areas load the same texts with theirs (i18n/signed-in.ts).
 */
const packTexts = (language: Language) =>
  ({
    fr: () => import('../../i18n/fr/packs.ts').then((packs) => packs.frPacks),
    en: () => import('../../i18n/en/packs.ts').then((packs) => packs.enPacks),
    ar: () => import('../../i18n/ar/packs.ts').then((packs) => packs.arPacks),
  })[language]();

await addCataloguePart('packs', packTexts);
