import type { FastifyInstance } from 'fastify';

/** A route as registered: its method and URL pattern (`/api/quotes/:quoteId`). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Its response schemas by status, as declared (zod), if any. */
  responses?: Readonly<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, in order (HEAD twins of GET routes included). */
    routeTable: readonly RegisteredRoute[];
  }
}

/**
 * Keeps the list of the routes the app registers, through Fastify's `onRoute` hook (Fastify
 * lists its routes only as a printed tree). Call it before any route is registered. The
 * authorization matrix test reads it, so that no route is added without its decision of who
 * may call it (OWASP ASVS 5.0 8.1.1: authorization rules are documented for every function);
 * the response writers' test reads the response schemas (lib/response-serializer.ts).
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as RegisteredRoute['responses'];
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, responses });
  });
}
