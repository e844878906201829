import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18next } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';

/**
 * The sentence to show for a failed API call: the API's own message (translated by the server,
 * docs/ARCHITECTURE.md), or the generic "unexpected error" for anything else thrown (a bug of
 * the page), never its own text.
 */
export function apiErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18next.t('common.unexpectedError');
}

/**
 * Shows an API error on a form: each field message under its field, and returns the
 * message for the whole form. The user's input stays as typed (docs/product/design.md §8).
 * Anything else thrown (a bug of the page) gets the generic "unexpected error" sentence, never
 * its own text.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) {
      setError(field as Path<T>, { type: 'server', message });
    }
  }
  return apiErrorMessage(error);
}
