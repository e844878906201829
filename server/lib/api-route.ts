import type { FastifyRequest } from 'fastify';

/**
 * True when the request was routed to an API route (`/api/…`). Read from the matched route, not
 * from the raw URL: the router decodes the path, so `/%61pi/auth/login` reaches
 * `/api/auth/login`, and a check on the raw URL would let it skip what every API call gets
 * (the Origin check, the session, `no-store`).
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/api/');
}
