import type { TFunction } from 'i18next';
import { validationMessageParams } from '../../../domain/limits.ts';

/**
 * The text to show under a field: zod issues of the domain schemas carry a message key
 * (`required`, `invalidCin`…), translated here; messages from the server arrive translated.
 * The catalogue's messages part (i18n/messages.ts) must be loaded: the signed-in areas and the
 * sign-in pages load it with them, the contact form with its schema.
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = `validation.${message}`;
  return t(key, { defaultValue: message, ...validationMessageParams });
}
