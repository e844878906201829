import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { isApiRoute } from './api-route.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie-authenticated writes (docs/product/design.md §9, ASVS 4.2.2; OWASP CSRF cheat
 * sheet "verifying origin with standard headers" and "Fetch Metadata"): a write to /api must
 * come from one of `trustedOrigins`. Browsers always send `Origin` on cross-origin writes and
 * `Sec-Fetch-Site` on all requests; a request with neither (curl, tests, server-to-server)
 * carries no ambient browser cookie risk. The session cookie is SameSite=Lax as well.
 */
export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  // Synchronous: it waits for nothing (decision 0042).
  app.addHook('onRequest', (request, _reply, done) => {
    done(sameOriginRefusal(request, trustedOrigins));
  });
}

/** The refusal of a write to /api from an origin not trusted, or undefined when it may pass. */
function sameOriginRefusal(
  request: FastifyRequest,
  trustedOrigins: string[],
): AppError | undefined {
  if (safeMethods.has(request.method) || !isApiRoute(request)) return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined)
    return trustedOrigins.includes(origin) ? undefined : new AppError('forbiddenOrigin');
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return new AppError('forbiddenOrigin');
  return undefined;
}
