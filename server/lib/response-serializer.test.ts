import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

/** A route answering `answer` under the response schema `schema`, with the compiler's mode. */
async function serve(production: boolean, schema: z.ZodType, answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(responseSerializerCompiler({ production }));
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer as never);
  const response = await app.inject({ method: 'GET', url: '/answer' });
  await app.close();
  return response;
}

const person = z.object({
  name: z.string(),
  age: z.number().int().nullable(),
  packs: z.array(z.enum(['basic', 'premium'])),
  review: z.strictObject({ rating: z.number(), at: z.iso.datetime() }).nullable(),
});

const answer = {
  name: 'Nadia B.',
  age: null,
  packs: ['basic', 'premium'],
  review: { rating: 4, at: '2026-11-29T10:00:00.000Z' },
  // Read by the service, not part of the answer: no writer may send it.
  passwordDigest: 'scrypt$…',
};

describe('answers written from their response schema', () => {
  it('in production, writes only what the schema declares', async () => {
    const response = await serve(true, person, answer);
    expect(response.statusCode).toBe(200);
    const { passwordDigest: _left, ...declared } = answer;
    expect(response.json()).toEqual(declared);
    expect(response.body).not.toContain('passwordDigest');
  });

  it('outside production, writes the same answer after checking it', async () => {
    const [production, checked] = await Promise.all([
      serve(true, person, answer),
      serve(false, person, answer),
    ]);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual(production.json());
  });

  it('outside production, fails an answer that breaks its schema', async () => {
    const response = await serve(false, person, { ...answer, age: 41.5 });
    expect(response.statusCode).toBe(500);
  });

  it('writes an answer without body (z.void) and nullable nested objects', async () => {
    const empty = await serve(true, z.void(), undefined);
    expect(empty.statusCode).toBe(200);
    const none = await serve(false, person, { ...answer, review: null });
    expect(none.json()).toMatchObject({ review: null });
  });
});
