import type { AccessRefusal, ErrorCode } from '../../domain/errors.ts';
import type { ValidationMessageKey } from '../../domain/messages/fr.ts';

/**
 * An error the API answers on purpose, mapped once to its HTTP status and translated message
 * by the error handler (lib/error-handler.ts). `fields` maps a dotted field path to a validation message key.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      fields?: Record<string, ValidationMessageKey>;
      params?: Record<string, string | number>;
      retryAfterSeconds?: number;
      /** With `unauthenticated`: the session's account or agency is no longer active. */
      reason?: AccessRefusal;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** The record does not exist or the caller may not see it (docs/product/design.md §1: always 404). */
export const notFound = () => new AppError('notFound');

/**
 * No valid session. With `reason` when the session is valid but its account or agency was
 * made inactive: the answer's message then says why.
 */
export const unauthenticated = (reason?: AccessRefusal) =>
  new AppError('unauthenticated', reason ? { reason } : {});

/** One field is wrong in a way only the server can tell (e.g. the current password). */
export const fieldError = (field: string, message: ValidationMessageKey) =>
  new AppError('validationFailed', { fields: { [field]: message } });
