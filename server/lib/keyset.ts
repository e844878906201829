import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isStorableText } from '../../domain/validation.ts';
import { AppError } from './errors.ts';

/**
 * An instant as ISO text with microseconds, for cursors: a JavaScript Date keeps milliseconds
 * only, and a cursor rounded to the millisecond skips the rows stamped within it.
 */
export const microsecondInstant = (instant: SQL) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * What a cursor may carry, each only in a form PostgreSQL casts without an error, so a forged
 * or damaged cursor is a 400 and never reaches the query:
 * - `instant`: ISO 8601 in UTC, years 0001–9999 (`timestamptz` has no year 0, and a bare
 *   `2026`, which JavaScript reads as a date, is no timestamp for PostgreSQL);
 * - `bigint`: a JavaScript safe integer (an amount in centimes);
 * - `text`: any text a column may hold (`isStorableText`);
 * - `uuid`, `serial`: a row id, of a `uuid` key or of a `bigserial` key written in digits.
 */
const cursorValues = {
  instant: z.iso.datetime().refine((text) => !text.startsWith('0000')),
  bigint: z.int(),
  text: z.string().refine(isStorableText),
  uuid: z.uuid(),
  serial: z.string().regex(/^\d{1,18}$/),
} as const;

/** The kind of sort value a paged list's cursor carries (`cursorValues`). */
export type CursorValueKind = 'instant' | 'bigint' | 'text';

/** The kind of id a paged list's rows have (`cursorValues`). */
export type CursorIdKind = 'uuid' | 'serial';

/**
 * The position after a page's last row, as every list pages: that row's sort value (an instant
 * as `microsecondInstant` text, an amount, a name) and its id, which breaks ties.
 */
export type KeysetPosition = readonly [value: string | number, id: string];

/** Opaque cursor text for a position: base64url of the JSON array `[value, id]`. */
export function encodePosition(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * Reads the position a cursor carries (`encodePosition`): a sort value of kind `value` and a row
 * id of kind `id`, each in a form PostgreSQL casts without an error.
 * @throws AppError validationFailed (field `cursor`) for a cursor this server did not write.
 */
export function decodePosition<Value extends CursorValueKind>(
  text: string,
  value: Value,
  id: CursorIdKind = 'uuid',
): [value: z.output<(typeof cursorValues)[Value]>, id: string] {
  try {
    const json: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return z.tuple([cursorValues[value], cursorValues[id]]).parse(json) as [
      z.output<(typeof cursorValues)[Value]>,
      string,
    ];
  } catch {
    throw new AppError('validationFailed', { fields: { cursor: 'invalidValue' } });
  }
}

/**
 * Builds a page from rows read with `limit(pageSize + 1)`: the first `pageSize` rows, mapped,
 * and the cursor after the last one when the extra row shows there is more. Every paged list
 * of the API builds its pages here.
 */
export function toPage<Row, Item>(
  rows: Row[],
  pageSize: number,
  map: (row: Row) => Item,
  positionOf: (row: Row) => KeysetPosition,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map(map),
    nextCursor: rows.length > pageSize && last ? encodePosition(positionOf(last)) : null,
  };
}
