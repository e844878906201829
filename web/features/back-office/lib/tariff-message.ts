import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { get } from 'react-hook-form';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import type { TariffFormValues } from './tariff-form.ts';

/**
 * The text under a Barème field: the form's own reading issues (`tariffs.issues`: a percentage,
 * a number of CV or years that cannot be read), else the shared validation messages of the
 * grid's rules (`fieldMessage`), else the server's message as it came, already translated.
 */
export function tariffMessage(t: TFunction, message: unknown): string | undefined {
  if (typeof message !== 'string' || !message) return undefined;
  return t(`tariffs.issues.${message}`, { defaultValue: '' }) || fieldMessage(t, message);
}

/** The message of the form field at `path` (`bands.petrol.2.premium`), translated. */
export function tariffFieldError(
  t: TFunction,
  errors: FieldErrors<TariffFormValues>,
  path: string,
): string | undefined {
  return tariffMessage(t, (get(errors, path) as { message?: unknown } | undefined)?.message);
}
