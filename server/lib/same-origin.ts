import type { FastifyInstance } from 'fastify';
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
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !isApiRoute(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!trustedOrigins.includes(origin)) throw new AppError('forbiddenOrigin');
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new AppError('forbiddenOrigin');
    }
  });
}
