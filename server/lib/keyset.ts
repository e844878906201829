import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
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

const cursorShape = z.tuple([
  z.iso.datetime(),
  z.union([z.uuid(), z.string().regex(/^\d{1,18}$/)]),
]);

/** Opaque cursor text for a position: base64url of `[instant, id]`. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/**
 * Reads a cursor from a query parameter; undefined means the first page.
 * @throws AppError validationFailed for a cursor this server did not write.
 */
export function decodeCursor(text: string | undefined): KeysetCursor | undefined {
  if (!text) return undefined;
  try {
    const [at, id] = cursorShape.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { at, id };
  } catch {
    throw new AppError('validationFailed', { fields: { cursor: 'invalidValue' } });
  }
}

/**
 * Builds a page from rows read with `limit(pageSize + 1)`: the first `pageSize` rows, mapped,
 * and the cursor after the last one when the extra row shows there is more.
 */
export function toPage<Row, Item>(
  rows: Row[],
  pageSize: number,
  map: (row: Row) => Item,
  cursorOf: (row: Row) => KeysetCursor,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map(map),
    nextCursor: rows.length > pageSize && last ? encodeCursor(cursorOf(last)) : null,
  };
}
