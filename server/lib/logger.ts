import type { FastifyServerOptions } from 'fastify';
import { maskCin, maskEmail, maskPhone } from '../../domain/mask.ts';

const masks: Record<string, (value: string) => string> = {
  email: maskEmail,
  cin: maskCin,
  phone: maskPhone,
};

/**
 * Masks a logged value by the name of its field: e-mails, CINs and phones are personal data
 * and never reach the logs in clear (law 09-08; docs/product/design.md §9). Secrets are removed.
 */
export function censor(value: unknown, path: string[]): unknown {
  const field = path[path.length - 1] ?? '';
  const mask = masks[field];
  if (mask) return typeof value === 'string' ? mask(value) : '[masked]';
  return '[redacted]';
}

/** pino options for Fastify: structured JSON logs with personal data masked. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.email',
        '*.cin',
        '*.phone',
        'email',
        'cin',
        'phone',
      ],
      censor,
    },
  };
}

/**
 * An error as it may be logged: type, message and stack, without the query parameters that
 * database errors carry (they can hold e-mails, phones or CINs), plus the SQLSTATE code.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const strip = (text: string | undefined) => text?.split('\nparams:')[0];
  const cause = error.cause as { code?: unknown; message?: string } | undefined;
  return {
    type: error.name,
    message: strip(error.message),
    stack: strip(error.stack),
    ...(cause ? { cause: { code: cause.code, message: strip(cause.message) } } : {}),
  };
}
