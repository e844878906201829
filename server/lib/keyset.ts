import { z } from 'zod';
import { AppError } from './errors.ts';

/** The position after the last row of a page: its instant and id (keyset pagination). */
export interface KeysetCursor {
  at: Date;
  id: string;
}

const cursorShape = z.tuple([z.iso.datetime(), z.uuid()]);

/** Opaque cursor text for a position: base64url of `[instant, id]`. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString('base64url');
}

/**
 * Reads a cursor from a query parameter; undefined means the first page.
 * @throws AppError validationFailed for a cursor this server did not write.
 */
export function decodeCursor(text: string | undefined): KeysetCursor | undefined {
  if (!text) return undefined;
  try {
    const [at, id] = cursorShape.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { at: new Date(at), id };
  } catch {
    throw new AppError('validationFailed', { fields: { cursor: 'invalidValue' } });
  }
}
