import { z } from 'zod';

/*
 * The paged lists of the API: each answers a page of `items` and the `nextCursor` to ask for the
 * next one (null on the last page). The cursor is opaque: the server writes and reads it
 * (server/lib/keyset.ts); a client only sends back the one it was given.
 */

/** A `cursor` query parameter: the `nextCursor` of the page before; none for the first page. */
export const pageCursorSchema = z.string().max(400).optional();

/** A `limit` query parameter: rows per page, `size` when not given, at most `max`. */
export const pageLimitSchema = (size: number, max: number) =>
  z.coerce.number().int().min(1).max(max).optional().default(size);

/** The answer of a paged list whose rows are `item`. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().nullable() });

/** One page of a paged list whose rows are `Item`: the type of `pageSchema`'s answer. */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
