import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * The JSON Schema of a route's response (its zod schema, as the answer is written:
 * `io: 'output'`), in the draft fast-json-stringify reads (draft 7). A type JSON Schema cannot
 * state (`z.void()` of an answer without body, such as a 304) becomes `{}`: any value, written
 * as `JSON.stringify` writes it.
 */
export function responseJsonSchema(schema: ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
}

/** An answer's writer: the answer's JSON text. */
type Writer = (data: unknown) => string;

/**
 * fast-json-stringify's writer of each response schema, compiled at the first answer that needs
 * it and kept for the process: a schema object is shared by every app the process builds (the
 * test suites build hundreds), and compiling every route's writer as the server started cost
 * it about 0.3 s of processor time (a profile of `server/main.ts` on a busy machine).
 */
const writers = new WeakMap<ZodType, Writer>();

function writerOf(schema: ZodType): Writer {
  let write = writers.get(schema);
  if (!write) {
    write = fastJson(responseJsonSchema(schema) as never);
    writers.set(schema, write);
  }
  return write;
}

/** The top-level fields where two answers differ (`(answer)` when they are not both objects). */
function differingFields(a: unknown, b: unknown): string[] {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return ['(answer)'];
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(
    (key) => !isDeepStrictEqual(left[key], right[key]),
  );
}

/**
 * Writes the API's answers from each route's response schema:
 * - **in production**, with fast-json-stringify (Fastify's own serializer), compiled once per
 *   response schema from its JSON Schema (`responseJsonSchema`). It writes only the
 *   properties the schema declares, so a field a service reads by mistake (a password digest,
 *   another person's identity) never leaves the server, and it does not check the values'
 *   types: zod's check and JSON.stringify took 2.5 times as long as JSON.stringify alone on a
 *   page of a back-office table (decision 0041).
 * - **everywhere else** (tests, development), with zod's check as fastify-type-provider-zod
 *   does it (an answer that breaks its schema fails the request), and the production writer
 *   must give the same JSON: an answer it would write differently fails the request too, so
 *   the API suites prove the production writer on every answer they read.
 * Where the two could differ by construction (a `default`, a record limited to some keys, a
 * value of any type, overlapping object unions), `response-serializer.test.ts` finds it in
 * every route's schemas, and compiles each writer once.
 * @throws Error at a request (answered 500, outside production only) for an answer that
 *   breaks its schema or that the production writer would write differently (naming the
 *   differing fields, not their values).
 */
export function responseSerializerCompiler(options: {
  production: boolean;
}): FastifySerializerCompiler<FastifySchema> {
  const checked = createSerializerCompiler();
  return (route) => {
    const schema = route.schema as ZodType;
    let compiled: Writer | undefined;
    const write: Writer = (data) => (compiled ??= writerOf(schema))(data);
    if (options.production) return write;
    const check = checked(route as Parameters<typeof checked>[0]);
    return (data: unknown) => {
      const expected = check(data);
      const written = write(data);
      const [checkedAnswer, productionAnswer] = [expected, written].map(
        (text) => JSON.parse(text) as unknown,
      );
      if (!isDeepStrictEqual(productionAnswer, checkedAnswer))
        // Field names only: the answers may hold personal data, which no log may keep.
        throw new Error(
          `${route.method} ${route.url} (${String(route.httpStatus)}): the production serializer writes the answer differently, at ${differingFields(productionAnswer, checkedAnswer).join(', ')}`,
        );
      return expected;
    };
  };
}
