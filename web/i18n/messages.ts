import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from './index.ts';

/*
 * Validation and API error messages (domain/messages), shared with the server. Loaded by the
 * pages with forms (through components/ui/field-message.ts) and the signed-in areas, not by
 * the public pages that have none.
 */
const messages = (language: Language) =>
  ({
    fr: () => import('../../domain/messages/fr.ts').then((module) => module.frMessages),
    en: () => import('../../domain/messages/en.ts').then((module) => module.enMessages),
    ar: () => import('../../domain/messages/ar.ts').then((module) => module.arMessages),
  })[language]();

await addCataloguePart('messages', messages);
