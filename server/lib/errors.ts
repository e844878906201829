import type { AccessRefusal, ErrorCode } from '../../domain/errors.ts';
import type { z } from 'zod';
import { frMessages, type ValidationMessageKey } from '../../domain/messages/fr.ts';

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

/** Whether a zod issue's message is one of the validation messages the API translates. */
export const isMessageKey = (value: string): value is ValidationMessageKey =>
  Object.hasOwn(frMessages.validation, value);

/**
 * The fields of a value a schema refused, for a validationFailed AppError: each issue's path
 * under `prefix`, with its message key, or invalidValue for zod's own (untranslated) messages;
 * an unknown key is unknownField. The first issue of a field wins.
 */
export function issueFields(
  issues: readonly z.core.$ZodIssue[],
  prefix: string,
): Record<string, ValidationMessageKey> {
  const fields: Record<string, ValidationMessageKey> = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[`${path}.${key}`] ??= 'unknownField';
      continue;
    }
    fields[path] ??= isMessageKey(issue.message) ? issue.message : 'invalidValue';
  }
  return fields;
}
