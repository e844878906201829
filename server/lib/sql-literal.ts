import { sql } from 'drizzle-orm';

/**
 * A constant integer written into the SQL text rather than sent as a parameter. For LIMITs of
 * raw queries: with generic plans (server/db/client.ts), a `LIMIT $1` is planned as an unknown
 * row count and can turn an 8-row index walk into a sort of the whole table (measured: the
 * platform dashboard's recent quotes, 0.5 ms → 20 ms at 300,000 quotes).
 * @throws Error for anything but a safe non-negative integer (never user input).
 */
export function literal(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a SQL literal: ${value}`);
  return sql.raw(String(value));
}
