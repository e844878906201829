import { Column, is, SQL, type DriverValueDecoder } from 'drizzle-orm';

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
 * @throws Error at preparation for a select with a left join and nested fields, or a subquery
 * field.
 */
export function withPositionalRows<Prepared extends object>(prepared: Prepared): Prepared {
  const query = prepared as MappablePreparedQuery;
  const fields = query.fields;
  if (!fields) throw new Error('Not a prepared select.');
  const paths = fields.map(({ path }) => path);
  const flat = paths.every((path) => path.length === 1);
  if (!flat && Object.values(query.joinsNotNullableMap ?? {}).includes(false))
    throw new Error('A select with a left join and nested fields keeps Drizzle’s own row mapping.');
  const decoders = fields.map(({ field }) => decoderOf(field));
  const keys = paths.map((path) => path[0] as string);
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < decoders.length; index += 1) {
        const raw = row[index];
        const value =
          raw === null
            ? null
            : (decoders[index] as DriverValueDecoder<unknown, unknown>).mapFromDriverValue(raw);
        if (flat) result[keys[index] as string] = value;
        else placeAt(result, paths[index] as string[], value);
      }
      return result;
    });
  return prepared;
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

/** Writes `value` at `path` in `target`, making the objects on the way. */
function placeAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const chunk of path.slice(0, -1)) node = (node[chunk] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1] as string] = value;
}
