import type { TFunction } from 'i18next';
import { passwordLimits } from '../../../domain/limits.ts';

/**
 * The text to show under a field: zod issues of the domain schemas carry a message key
 * (`required`, `invalidCin`…), translated here; messages from the server arrive translated.
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = `validation.${message}`;
  return t(key, { defaultValue: message, ...passwordLimits });
}
