import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../../domain/validation.ts';
import { AppError } from './errors.ts';

/** A value met while walking a request part, with how it was reached. */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.key != null; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
};

/**
 * The dotted path of the first string in `value` — a value or an object key, at any depth —
 * that no text may carry (`isStorableText`), or null when there is none. The root itself is
 * `_`, as in the error answers. Walks with its own stack, each step pointing to its parent:
 * a body nested thousands deep costs what a flat one of the same size does.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries())
        pending.push({ value: item, key: String(index), parent: step });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = { value: item, key, parent: step };
        if (!isStorableText(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

/**
 * Refuses, before any route sees it, a request whose path parameters, query or JSON body
 * carries a text no database value may hold (U+0000, a lone UTF-16 surrogate): 400 with the
 * field's message `invalidCharacters`, the same for every route instead of an error from
 * PostgreSQL in the middle of a write (OWASP ASVS 5.1.3: input validated at a trusted layer).
 * A body a route parses itself (raw bytes, e.g. a signed webhook) is checked by that route.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  // Synchronous: it waits for nothing (decision 0042).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field !== null) {
        done(new AppError('validationFailed', { fields: { [field]: 'invalidCharacters' } }));
        return;
      }
    }
    done();
  });
}
