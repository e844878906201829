import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referenceDataSchema } from '../../../domain/reference/reference-data.ts';
import type { Database } from '../../db/client.ts';
import { loadReference, type ReferenceSnapshot } from './reference.service.ts';

/** How long a process reuses the lists it read before reading them again. */
const cacheMilliseconds = 60_000;

/**
 * GET /api/reference — every reference list in one public, cacheable answer.
 * Answers 304 to a matching `If-None-Match`.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  let cached: { snapshot: ReferenceSnapshot; readAt: number } | null = null;

  app.get(
    '/api/reference',
    { schema: { response: { 200: referenceDataSchema, 304: z.void() }, tags: ['reference'] } },
    async (request, reply) => {
      if (!cached || Date.now() - cached.readAt > cacheMilliseconds) {
        cached = { snapshot: await loadReference(db), readAt: Date.now() };
      }
      const { data, etag } = cached.snapshot;
      reply.header('etag', etag).header('cache-control', 'public, max-age=300, must-revalidate');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return data;
    },
  );
};
