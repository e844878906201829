import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Shows an API error on a form: each field message under its field, and returns the
 * message for the whole form. The user's input stays as typed (docs/product/design.md §8).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string {
  if (!(error instanceof ApiError)) return String(error);
  for (const [field, message] of Object.entries(error.fields)) {
    setError(field as Path<T>, { type: 'server', message });
  }
  return error.message;
}
