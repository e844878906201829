import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Registers @fastify/rate-limit in a plugin's scope, off by default: routes opt in with
 * `config.rateLimit`. Over the limit, the usual 429 error body with Retry-After.
 */
export async function registerRouteRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rateLimited', {
        params: { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) },
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}

/** A route's `config.rateLimit`: `max` calls per IP address per `windowMinutes`. */
export const perIpLimit = (limit: { max: number; windowMinutes: number }) => ({
  rateLimit: { max: limit.max, timeWindow: limit.windowMinutes * 60_000 },
});
