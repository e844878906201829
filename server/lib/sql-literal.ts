import { sql } from 'drizzle-orm';

/**
 * A constant integer written into the SQL text rather than sent as a parameter. For LIMITs of
 * raw queries: under a generic plan (a statement PostgreSQL chose to plan once), a `LIMIT $1` is
 * planned as an unknown row count and can turn an 8-row index walk into a sort of the whole
 * table (measured: the platform dashboard's recent quotes, 0.5 ms → 20 ms at 300,000 quotes).
 * @throws Error for anything but a safe non-negative integer (never user input).
 */
export function literal(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a SQL literal: ${value}`);
  return sql.raw(String(value));
}

/**
 * A list of the code's own constants written as SQL literals (`'pending', 'offered'`), where a
 * parameter cannot go: a partial index's or a check's predicate, and the query predicates that
 * must repeat those word for word for the planner to use the index.
 * @throws Error for a value holding a single quote (never user input).
 */
export function literalList(values: readonly string[]) {
  for (const value of values)
    if (value.includes("'")) throw new Error(`not a SQL literal: ${value}`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}
