import fc from 'fast-check';

/*
 * fast-check arbitraries from the JSON Schemas of the API's OpenAPI 3.1 document (JSON Schema
 * 2020-12, as zod's toJSONSchema writes them). The published converters (json-schema-fast-check,
 * zod-fast-check) target fast-check 1–3 and zod 3, so this covers the keywords zod writes:
 * type, enum, const, anyOf/oneOf/allOf, properties/required/additionalProperties/propertyNames,
 * items, string lengths/pattern/format, number bounds. A verdict on a generated value is never
 * taken from here: the fuzz suite asks Ajv.
 */

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The part of JSON Schema 2020-12 the API's document uses. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

const allTypes: JsonType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** The JSON types `schema` lets through at its top level (all of them when it says nothing). */
function typesOf(schema: JsonSchema): JsonType[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum || schema.const !== undefined) {
    const values = schema.enum ?? [schema.const];
    return [...new Set(values.map((v) => (v === null ? 'null' : (typeof v as JsonType))))];
  }
  if (schema.properties) return ['object'];
  return allTypes;
}

/**
 * Characters that broke or could break a layer below the API: U+0000 and lone surrogates
 * (PostgreSQL), quotes and LIKE wildcards (SQL), bidirectional marks, a BOM, a line break.
 */
const hostileCharacters = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  "'",
  '%',
  '_',
  '\\',
  '\u202E',
  '\uFEFF',
  '\n',
];

/** Any code point, surrogate halves included (String.fromCodePoint leaves them lone). */
export const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((c) => String.fromCodePoint(c));

/** Text of any kind: ASCII, any grapheme, any code point (lone surrogates included). */
function textOf(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: anyCodePoint }) },
  );
}

/** `text` with one hostile character put at a random place. */
export const poisoned = (text: string): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...hostileCharacters), fc.nat({ max: text.length }))
    .map(([c, at]) => text.slice(0, at) + c + text.slice(at));

/** Integers that meant something to a layer below: smallint, integer and safe limits. */
const boundaryIntegers = [0, 1, -1, 32_767, 32_768, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1];

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, schema.maxLength ?? min + 40);
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === 'uuid')
    return fc.oneof(fc.uuid(), fc.constant('00000000-0000-0000-0000-000000000000'));
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  // Numbers as text too: forms send them so, and a text field may end up in a number column.
  const numeric = fc
    .oneof(fc.constantFrom(...boundaryIntegers), fc.double({ noNaN: true }))
    .map(String)
    .filter(fits);
  return fc.oneof(
    { weight: 8, arbitrary: textOf(min, Math.min(max, min + 40)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(max)) },
    { weight: 1, arbitrary: textOf(Math.max(min, 1), Math.min(max, 20)).chain(poisoned) },
    { weight: 1, arbitrary: numeric },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -(2 ** 53 - 1);
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 2 ** 53 - 1;
  const inRange = (n: number) =>
    (schema.minimum === undefined || n >= schema.minimum) &&
    (schema.maximum === undefined || n <= schema.maximum) &&
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
  const boundaries = boundaryIntegers.filter(inRange);
  const spread = integer
    ? fc
        .bigInt({ min: BigInt(Math.ceil(low)), max: BigInt(Math.floor(high)) })
        .map(Number)
        .filter(inRange)
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).filter(inRange);
  return boundaries.length > 0
    ? fc.oneof(
        { weight: 4, arbitrary: spread },
        { weight: 1, arbitrary: fc.constantFrom(...boundaries) },
      )
    : spread;
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueOf(property)]),
  );
  const known = fc.record(model, { requiredKeys: required.filter((key) => key in properties) });
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false || Object.keys(properties).length > 0) return known;
  // A record (zod's z.record): keys from propertyNames, values from additionalProperties.
  const keys = schema.propertyNames ? stringOf(schema.propertyNames) : textOf(1, 20);
  const values = extra === true ? fc.jsonValue({ maxDepth: 1 }) : valueOf(extra);
  return fc.dictionary(keys, values, { maxKeys: 6 });
}

/** Arbitraries already built, per schema object (a seed's places ask for them again and again). */
const built = { valid: new WeakMap<JsonSchema, fc.Arbitrary<unknown>>(), invalid: new WeakMap() };

function memoised(
  cache: WeakMap<JsonSchema, fc.Arbitrary<unknown>>,
  build: (schema: JsonSchema) => fc.Arbitrary<unknown>,
) {
  return (schema: JsonSchema) => {
    let arbitrary = cache.get(schema);
    if (!arbitrary) {
      arbitrary = build(schema);
      cache.set(schema, arbitrary);
    }
    return arbitrary;
  };
}

/** Values `schema` accepts as far as its keywords say (refinements of zod are not in it). */
export const valueOf = memoised(built.valid, buildValueOf);

/**
 * Values `schema` most likely refuses: a wrong type, a text or number out of bounds, a value
 * out of an enum, an object missing a required property, carrying an unknown one, or with one
 * property refused in turn. Ajv has the last word on each.
 */
export const invalidOf = memoised(built.invalid, buildInvalidOf);

function buildValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map(valueOf));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf) as JsonSchema);
  const types = typesOf(schema);
  if (types.length === allTypes.length && !schema.type) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringOf(schema);
        case 'number':
        case 'integer':
          return numberOf(schema, type === 'integer');
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(schema.items ? valueOf(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
            minLength: schema.minItems ?? 0,
            // At most 4 items to keep bodies small, but never fewer than the schema asks for (a
            // week of opening hours is exactly 7 days).
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
          });
        case 'object':
          return objectOf(schema);
      }
    }),
  );
}

/** A value of each JSON type, to put where another type is expected. */
const oneOfEachType: Record<JsonType, unknown> = {
  string: 'x',
  number: 1.5,
  integer: 7,
  boolean: true,
  object: {},
  array: [],
  null: null,
};

function buildInvalidOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  const wrongTypes = allTypes.filter(
    (type) => !types.includes(type) && !(type === 'integer' && types.includes('number')),
  );
  if (wrongTypes.length > 0)
    options.push(fc.constantFrom(...wrongTypes.map((type) => oneOfEachType[type])));
  if (schema.enum) options.push(textOf(0, 12).filter((text) => !schema.enum?.includes(text)));
  if (schema.maxLength !== undefined)
    options.push(fc.nat({ max: 40 }).map((n) => 'x'.repeat((schema.maxLength ?? 0) + 1 + n)));
  if (schema.minLength) options.push(fc.constant('x'.repeat(schema.minLength - 1)));
  if (schema.pattern || schema.format) options.push(textOf(0, 30));
  const high = schema.maximum ?? schema.exclusiveMaximum;
  const low = schema.minimum ?? schema.exclusiveMinimum;
  if (high !== undefined) options.push(fc.constantFrom(high + 1, high * 2 + 1, 1e30));
  if (low !== undefined) options.push(fc.constantFrom(low - 1, -1e30));
  if (types.includes('integer') && !types.includes('number')) options.push(fc.constant(2.5));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) options.push(...branches.map(invalidOf));
  if (types.includes('object') && schema.properties) {
    const properties = schema.properties;
    const valid = objectOf(schema);
    const required = schema.required ?? [];
    if (required.length > 0)
      options.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    if (schema.additionalProperties === false)
      options.push(valid.map((value) => ({ ...value, unexpectedField: 'x' })));
    const keys = Object.keys(properties);
    if (keys.length > 0)
      options.push(
        fc
          .constantFrom(...keys)
          .chain((key) =>
            fc
              .tuple(valid, invalidOf(properties[key] ?? {}))
              .map(([value, wrong]) => ({ ...value, [key]: wrong })),
          ),
      );
  }
  return options.length > 0 ? fc.oneof(...options) : valueOf(schema);
}

/** The schema of `key` inside a value of `schema` (a property, a record's value, an item). */
function childSchema(schema: JsonSchema, key: string): JsonSchema {
  const property = schema.properties?.[key];
  if (property) return property;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const inBranch = branch.properties?.[key];
    if (inBranch) return inBranch;
  }
  if (schema.items) return schema.items;
  if (typeof schema.additionalProperties === 'object') return schema.additionalProperties;
  return {};
}

/** Every place in `value` (the root included), each with the schema that describes it. */
function placesOf(value: unknown, schema: JsonSchema, path: string[] = []) {
  const places: { path: string[]; schema: JsonSchema; value: unknown }[] = [
    { path, schema, value },
  ];
  if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      places.push(...placesOf(item, childSchema(schema, key), [...path, key]));
  return places;
}

/** A copy of `value` with the place at `path` replaced by `replacement`, or removed. */
function replaced(value: unknown, path: string[], replacement: unknown, remove: boolean): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  const record = copy as Record<string, unknown>;
  if (remove && rest.length === 0) delete record[key];
  else record[key] = replaced(record[key], rest, replacement, remove);
  return copy;
}

/**
 * `seed` (a valid value, e.g. a whole quote request) with one place changed: given another
 * value its schema allows, a value it likely refuses, a hostile character, or removed. A
 * generated value rarely passes every rule of a big form; a seed changed in one place reaches
 * the code behind the validation with each field in turn.
 */
export function mutationsOf(
  seed: fc.Arbitrary<unknown>,
  schema: JsonSchema,
): fc.Arbitrary<unknown> {
  return seed.chain((value) =>
    fc.constantFrom(...placesOf(value, schema)).chain((place) => {
      const changes: fc.Arbitrary<{ to: unknown; remove: boolean }>[] = [
        valueOf(place.schema).map((to) => ({ to, remove: false })),
        invalidOf(place.schema).map((to) => ({ to, remove: false })),
      ];
      if (typeof place.value === 'string')
        changes.push(poisoned(place.value).map((to) => ({ to, remove: false })));
      if (place.path.length > 0) changes.push(fc.constant({ to: undefined, remove: true }));
      return fc.oneof(...changes).map(({ to, remove }) => replaced(value, place.path, to, remove));
    }),
  );
}
