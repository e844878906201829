import {
  Column,
  DrizzleQueryError,
  fillPlaceholders,
  is,
  SQL,
  type DriverValueDecoder,
} from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';

/** A selected field of a prepared select, as Drizzle lists them (path in the result, source). */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** The parts of Drizzle's prepared query (node-postgres and PGlite alike) this module uses. */
interface MappablePreparedQuery {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a prepared select (`.prepare(name)`) a row mapper whose decoders are resolved once,
 * when it is prepared, instead of for every field of every row: Drizzle's own mapping asks of
 * each field of each row what kind of column it is (`is`, a walk of its prototype chain), which
 * was the largest part of the app's work on a 25-row table page once its query was prepared
 * (bench/results/raw-limit-postgres.md). The rows come from the driver as arrays in the
 * select's order (both drivers do so when a mapper is set) and each value is decoded as Drizzle
 * does: null stays null, anything else goes through the column's or the SQL's decoder.
 * A left join only in a flat select (each field a key of its own): Drizzle makes an object of a
 * left-joined table's columns null when they all are, which this mapper does not do; a flat
 * select has no such object, and a missing joined row gives its fields null in both.
 * @throws Error at preparation for a select with a left join and nested fields, a subquery
 * field, or a field named `__proto__`.
 */
export function withPositionalRows<Prepared extends object>(prepared: Prepared): Prepared {
  const query = prepared as MappablePreparedQuery;
  const fields = query.fields;
  if (!fields) throw new Error('Not a prepared select.');
  const paths = fields.map(({ path }) => path);
  const flat = paths.every((path) => path.length === 1);
  if (!flat && Object.values(query.joinsNotNullableMap ?? {}).includes(false))
    throw new Error('A select with a left join and nested fields keeps Drizzle’s own row mapping.');
  const mapRows = rowMapper(
    paths,
    fields.map(({ field }) => decoderOf(field)),
  );
  query.customResultMapper = mapRows;
  if (is(prepared, NodePgPreparedQuery)) executeDirectly(prepared, mapRows);
  return prepared;
}

/** The parts of Drizzle's node-postgres prepared query that `executeDirectly` reads. */
interface NodePgParts {
  client: { query(config: unknown, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: { name?: string; text: string };
  params: unknown[];
  logger: { logQuery(query: string, params: unknown[]): void };
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Gives a node-postgres prepared select the `execute` Drizzle's does, without what the app does
 * not use: Drizzle's wraps the statement in three tracing spans (for OpenTelemetry, which the
 * app does not load) and a query cache (the app sets none), four more promises and closures a
 * statement. Same statement (its name, text and the driver's type parsers Drizzle set), same
 * values, same logging, same errors (the driver's error as the `cause` of a DrizzleQueryError).
 */
function executeDirectly(prepared: object, mapRows: (rows: unknown[][]) => unknown[]): void {
  const query = prepared as unknown as NodePgParts;
  const { client, queryConfig, params, logger } = query;
  query.execute = async (values = {}) => {
    const bound = fillPlaceholders(params, values);
    logger.logQuery(queryConfig.text, bound);
    let result: { rows: unknown[][] };
    try {
      result = await client.query(queryConfig, bound);
    } catch (error) {
      throw new DrizzleQueryError(queryConfig.text, bound, error as Error);
    }
    return mapRows(result.rows);
  };
}

/** The decoder Drizzle's `mapResultRow` would use for `field`, found once. */
function decoderOf(field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  // An SQL's decoder (what `mapWith` set, or none) is internal to Drizzle's types.
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as Decoded).decoder;
  throw new Error('A prepared select with positional rows selects columns and SQL only.');
}

/** An SQL expression as Drizzle keeps it: with the decoder its values are read through. */
interface Decoded {
  decoder: DriverValueDecoder<unknown, unknown>;
}

/** A select's result shape: each key a field's index, or the shape of a nested object. */
interface Shape {
  [key: string]: number | Shape;
}

/**
 * The mapper of a select's rows (`paths[i]` where field i lands, `decoders[i]` how it is read):
 * one function compiled for the select, whose object literal gives every row object its keys
 * at once, in the select's order. Objects built key by key from a list of names grow their
 * storage at each key and are read through a slow path afterwards: on a page of 26 rows of 23
 * fields that mapping took 31 µs, the compiled literal under 1 µs, no slower than a literal
 * written by hand (bench/raw-limit/row-mapping.ts, bench/results/row-mapping.md).
 * The compiled text holds only the keys, written as JSON string literals, and the indices.
 */
function rowMapper(
  paths: string[][],
  decoders: DriverValueDecoder<unknown, unknown>[],
): (rows: unknown[][]) => unknown[] {
  // Without a prototype, so that a nested key such as `constructor` is never found inherited.
  const shape: Shape = Object.create(null) as Shape;
  // A literal's `__proto__` key would set its prototype, not a field.
  if (paths.some((path) => path.includes('__proto__')))
    throw new Error('A selected field may not be named __proto__.');
  paths.forEach((path, index) => {
    let node = shape;
    for (const key of path.slice(0, -1))
      node = (Object.hasOwn(node, key) ? node[key] : (node[key] = Object.create(null))) as Shape;
    node[path[path.length - 1] as string] = index;
  });
  const literal = (node: Shape): string =>
    `{${Object.entries(node)
      .map(
        ([key, at]) =>
          `${JSON.stringify(key)}: ${
            typeof at === 'number'
              ? `row[${at}] === null ? null : decoders[${at}].mapFromDriverValue(row[${at}])`
              : literal(at)
          }`,
      )
      .join(', ')}}`;
  const mapRow = new Function('decoders', `return (row) => (${literal(shape)});`)(decoders) as (
    row: unknown[],
  ) => unknown;
  return (rows) => rows.map(mapRow);
}
