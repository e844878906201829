import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { hasRole, platformRoles } from '../../domain/accounts/roles.ts';
import type { Actor } from './actor.ts';
import { notFound } from './errors.ts';

/** Where the OpenAPI UI is served; its JSON is `/api/docs/json`, its YAML `/api/docs/yaml`. */
export const apiDocsPrefix = '/api/docs';

/**
 * Who may read the API's description: anyone outside production (development, tests); in
 * production only the signed-in platform admin. OWASP ASVS 5.0 13.4.5: documentation of an
 * API is not exposed unless intended, and the public only uses the web app.
 */
export function mayReadApiDocs(production: boolean, actor: Actor | null): boolean {
  return !production || (actor !== null && hasRole(actor.role, platformRoles));
}

/**
 * Describes the API with OpenAPI, generated from the routes' zod schemas (`app.swagger()` in
 * the process, always), and serves the description and its UI under /api/docs to whoever
 * `mayReadApiDocs`. Everyone else gets 404, as for any route they may not use, on every path
 * of the UI (its static files included). Register after the actor hook: the check reads the
 * session's actor.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  await app.register(fastifySwagger, {
    // OpenAPI 3.1: its schemas are JSON Schema 2020-12 as zod writes them, so any JSON Schema
    // validator reads the document as it is (the fuzz suite's Ajv does).
    openapi: { openapi: '3.1.0', info: { title: 'Moqarana API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  // An encapsulated context: its hook covers every route the UI plugin adds, static files too.
  await app.register(async (docs) => {
    docs.addHook('preHandler', async (request) => {
      if (!mayReadApiDocs(options.production, request.actor)) throw notFound();
    });
    await docs.register(fastifySwaggerUi, { routePrefix: apiDocsPrefix });
  });
}
