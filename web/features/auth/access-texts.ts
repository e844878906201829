import type { Language } from '../../../domain/languages.ts';
import { addCataloguePart } from '../../i18n/index.ts';
import '../../i18n/messages.ts';

/*
 * Texts of /registration and the password reset pages, with the validation messages: loaded
 * by those pages only (they import this module).
 */
const accessTexts = (language: Language) =>
  ({
    fr: () => import('../../i18n/fr/access.ts').then((m) => m.frAccess),
    en: () => import('../../i18n/en/access.ts').then((m) => m.enAccess),
    ar: () => import('../../i18n/ar/access.ts').then((m) => m.arAccess),
  })[language]();

await addCataloguePart('access', accessTexts);
