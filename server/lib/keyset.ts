import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isStorableText } from '../../domain/validation.ts';
import { AppError } from './errors.ts';

/**
 * The position after the last row of a page: its instant and id (keyset pagination). `at` is
 * ISO text with microseconds (`microsecondInstant`), never a JavaScript Date.
 */
export interface KeysetCursor {
  at: string;
  id: string;
}

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
export const cursorValues = {
  instant: z.iso.datetime().refine((text) => !text.startsWith('0000')),
  bigint: z.int(),
  text: z.string().refine(isStorableText),
  uuid: z.uuid(),
  serial: z.string().regex(/^\d{1,18}$/),
} as const;

/** The kind of id a paged list's rows have (`cursorValues`). */
export type CursorIdKind = 'uuid' | 'serial';

/**
 * Reads cursor text (base64url of a JSON array) with `shape`.
 * @throws AppError validationFailed (field `cursor`) for a cursor this server did not write.
 */
export function decodeCursorAs<T>(text: string, shape: z.ZodType<T>): T {
  try {
    return shape.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('validationFailed', { fields: { cursor: 'invalidValue' } });
  }
}

/**
 * The position after a page's last row, as every list pages: that row's sort value (an instant
 * as `microsecondInstant` text, an amount, a name) and its id, which breaks ties.
 */
export type KeysetPosition = readonly [value: string | number, id: string];

/** Opaque cursor text for a position: base64url of the JSON array `[value, id]`. */
export function encodePosition(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** Opaque cursor text for a position by instant: base64url of `[instant, id]`. */
export function encodeCursor(cursor: KeysetCursor): string {
  return encodePosition([cursor.at, cursor.id]);
}

/**
 * Reads a cursor from a query parameter, its id of kind `id`; undefined means the first page.
 * @throws AppError validationFailed for a cursor this server did not write.
 */
export function decodeCursor(
  text: string | undefined,
  id: CursorIdKind = 'uuid',
): KeysetCursor | undefined {
  if (!text) return undefined;
  const [at, rowId] = decodeCursorAs(text, z.tuple([cursorValues.instant, cursorValues[id]]));
  return { at, id: rowId };
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
