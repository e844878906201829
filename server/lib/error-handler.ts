import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorCodes,
  type AccessRefusal,
  type ErrorBody,
  type ErrorCode,
} from '../../domain/errors.ts';
import { validationMessageParams } from '../../domain/limits.ts';
import { isConnectionLost } from '../db/client.ts';
import { AppError, isMessageKey } from './errors.ts';
import { languageFrom, translator } from './i18n.ts';
import { loggableError } from './logger.ts';

/**
 * What Fastify's own client errors answer, by HTTP status: a body over the limit (413,
 * FST_ERR_CTP_BODY_TOO_LARGE) and a content type no parser reads (415,
 * FST_ERR_CTP_INVALID_MEDIA_TYPE) keep their status (RFC 9110 §15.5.14, §15.5.16); any other
 * (malformed JSON, a path that is no valid URL component, …) is a plain 400.
 */
const clientErrorCodes: Partial<Record<number, ErrorCode>> = {
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
};

/**
 * Answers `error` in the one error format of the API (docs/product/design.md §7):
 * `{ error: { code, message, fields? } }`, translated into the caller's language; no stack
 * trace ever reaches the caller.
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const t = translator(languageFrom(request.headers['accept-language']));
  const send = (
    code: ErrorCode,
    fields?: Record<string, string>,
    params?: Record<string, unknown>,
    reason?: AccessRefusal,
  ) => {
    const body: ErrorBody = {
      error: {
        code,
        message: t(`errors.${reason ?? code}`, params),
        ...(fields ? { fields } : {}),
        ...(reason ? { reason } : {}),
      },
    };
    return reply.code(errorCodes[code]).header('cache-control', 'no-store').send(body);
  };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      if (issue.keyword === 'unrecognized_keys') {
        const keys = (issue.params as { keys?: string[] }).keys ?? [];
        for (const key of keys)
          fields[path ? `${path}.${key}` : key] = t('validation.unknownField');
        continue;
      }
      if (fields[path]) continue;
      const { minimum, maximum } = issue.params as { minimum?: number; maximum?: number };
      const message = issue.message ?? '';
      fields[path || '_'] = isMessageKey(message)
        ? t(`validation.${message}`, { ...validationMessageParams, min: minimum, max: maximum })
        : t('validation.invalidValue');
    }
    return send('validationFailed', fields);
  }
  if (error instanceof AppError) {
    if (error.options.retryAfterSeconds)
      reply.header('retry-after', String(error.options.retryAfterSeconds));
    const fields = error.options.fields
      ? Object.fromEntries(
          Object.entries(error.options.fields).map(([k, v]) => [
            k,
            t(`validation.${v}`, validationMessageParams),
          ]),
        )
      : undefined;
    return send(error.code, fields, error.options.params, error.options.reason);
  }
  // Malformed JSON, body too large and the like: the client's fault, said plainly.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return send(clientErrorCodes[error.statusCode] ?? 'validationFailed');
  // The database went away under the request (a restart, a failover): nothing was committed
  // that the caller was told about, and trying again shortly works.
  if (isConnectionLost(error)) {
    request.log.warn({ error: loggableError(error) }, 'database connection lost');
    reply.header('retry-after', '1');
    return send('unavailable');
  }
  request.log.error({ error: loggableError(error) }, 'unhandled error');
  return send('internal');
}

/**
 * Fastify's `frameworkErrors`: the errors met before a route is found (a path that is no valid
 * URL component, a path parameter over the length limit) answer in the API's format too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void answerError(error, request, reply);
}

/** Registers the one error format (answerError) and the 404 answer for the whole app. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) => {
    const t = translator(languageFrom(request.headers['accept-language']));
    const body: ErrorBody = { error: { code: 'notFound', message: t('errors.notFound') } };
    return reply.code(404).send(body);
  });
}
