import Fastify from 'fastify';
import fastJson from 'fast-json-stringify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer } from '../test/harness.ts';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer.ts';

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

/**
 * Where fast-json-stringify and zod's check could write one answer differently, in a JSON
 * Schema of `responseJsonSchema` (decision 0041); the path of each, empty when there is none:
 * - a `default`: fast-json-stringify writes it for a missing key, where zod refuses the answer;
 * - `propertyNames` limited to some names (enum, const, pattern): fast-json-stringify ignores
 *   it and writes every key of the record;
 * - `{}` (any value: a transform, a custom type) other than a record's values or the body of
 *   an answer without one (`z.void()`): written as the service gave it, unchecked in production;
 * - `anyOf`/`oneOf` with two object branches not told apart by a `const` property:
 *   fast-json-stringify takes the first branch ajv accepts, zod the first that parses, which
 *   strips, so a wider later branch could write what zod would have left out.
 */
function writerDivergences(node: unknown, path = '#'): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const found: string[] = [];
  const schema = node as Record<string, unknown>;
  if ('default' in schema) found.push(`${path}: default`);
  const names = schema.propertyNames as Record<string, unknown> | undefined;
  if (names && ('enum' in names || 'const' in names || 'pattern' in names))
    found.push(`${path}: propertyNames limited to some names`);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = (schema[key] as Record<string, unknown>[] | undefined) ?? [];
    const objects = branches.filter((branch) => branch.type === 'object');
    if (objects.length < 2) continue;
    const constKeys = objects.map(
      (branch) =>
        new Set(
          Object.entries((branch.properties ?? {}) as Record<string, Record<string, unknown>>)
            .filter(([, property]) => 'const' in property)
            .map(([name]) => name),
        ),
    );
    const told = [...(constKeys[0] ?? [])].some((name) => {
      const values = objects.map((branch) =>
        JSON.stringify((branch.properties as Record<string, Record<string, unknown>>)[name]?.const),
      );
      return constKeys.every((keys) => keys.has(name)) && new Set(values).size === values.length;
    });
    if (!told) found.push(`${path}/${key}: object branches without a distinguishing const`);
  }
  for (const [key, value] of Object.entries(schema)) {
    const here = `${path}/${key}`;
    if (Array.isArray(value))
      value.forEach((item, i) => found.push(...check(item, `${here}/${i}`)));
    else if (key === 'properties' || key === 'definitions' || key === '$defs')
      for (const [name, property] of Object.entries(value as Record<string, unknown>))
        found.push(...check(property, `${here}/${name}`));
    else if (key === 'additionalProperties') found.push(...writerDivergences(value, here));
    else if (typeof value === 'object' && key !== 'propertyNames')
      found.push(...check(value, here));
  }
  return found;

  function check(child: unknown, at: string): string[] {
    const empty = typeof child === 'object' && child !== null && Object.keys(child).length === 0;
    return empty ? [`${at}: {} (any value)`] : writerDivergences(child, at);
  }
}

/**
 * A route's response schemas as Fastify compiles them: by status, and by content type where the
 * route declares one (`{ content: { 'text/csv': { schema } } }`).
 */
function responseSchemas(responses: Readonly<Record<string, unknown>>): [string, unknown][] {
  return Object.entries(responses).flatMap(([status, schema]): [string, unknown][] => {
    const content = (schema as { content?: Record<string, { schema: unknown }> }).content;
    if (!content || schema instanceof z.ZodType) return [[status, schema]];
    return Object.entries(content).map(([type, part]) => [`${status} ${type}`, part.schema]);
  });
}

describe('the writers of every route of the app', () => {
  it('finds where the two writers could differ', () => {
    expect(writerDivergences(responseJsonSchema(z.object({ n: z.number().default(1) })))).toEqual([
      '#/properties/n: default',
    ]);
    expect(
      writerDivergences(
        responseJsonSchema(
          z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.string() })]),
        ),
      ),
    ).toEqual(['#/anyOf: object branches without a distinguishing const']);
    expect(
      writerDivergences(
        responseJsonSchema(
          z.discriminatedUnion('kind', [
            z.strictObject({ kind: z.literal('a'), a: z.string() }),
            z.strictObject({ kind: z.literal('b'), b: z.string() }),
          ]),
        ),
      ),
    ).toEqual([]);
    expect(writerDivergences(responseJsonSchema(z.record(z.enum(['a', 'b']), z.number())))).toEqual(
      ['#: propertyNames limited to some names'],
    );
    expect(
      writerDivergences(responseJsonSchema(z.strictObject({ at: z.custom<Date>(() => true) }))),
    ).toEqual(['#/properties/at: {} (any value)']);
    expect(writerDivergences(responseJsonSchema(z.record(z.string(), z.unknown())))).toEqual([]);
  });

  it('compiles each response schema, with none where the writers could differ', async () => {
    const server = await startTestServer();
    try {
      const divergences: string[] = [];
      let compiled = 0;
      for (const route of server.moqarana.app.routeTable) {
        for (const [status, schema] of responseSchemas(route.responses ?? {})) {
          expect(schema, `${route.method} ${route.url} ${status}`).toBeInstanceOf(z.ZodType);
          if (schema instanceof z.ZodVoid) continue;
          const json = responseJsonSchema(schema as z.ZodType);
          fastJson(json as never);
          compiled++;
          divergences.push(
            ...writerDivergences(json).map((at) => `${route.method} ${route.url} ${status} ${at}`),
          );
        }
      }
      expect(divergences).toEqual([]);
      expect(compiled).toBeGreaterThan(50);
    } finally {
      await server.close();
    }
  });
});
