import { z } from 'zod';
import { tableViewLimits } from '../limits.ts';
import { requiredText } from '../validation.ts';
import { tableViewSchema, type TableView } from './quote-tables.ts';

/*
 * A staff member's saved views of a back-office table (docs/product/agency-day.md "Filters and
 * saved views"): a name and the table's sort and filters (`tableViewSchema`), kept per person
 * and per table.
 */

/**
 * Body of POST /api/agency/tables/:table/views: a name and the table's sort and filters (the
 * server refuses a filter the table does not offer, `filterNotOffered`).
 */
export const savedViewInputSchema = z.strictObject({
  name: requiredText(tableViewLimits.nameMax),
  query: tableViewSchema,
});
export type SavedViewInput = z.output<typeof savedViewInputSchema>;

/**
 * A saved view as its owner lists it. `query` is null when the view no longer fits the
 * table's filters (saved before they changed): the view is shown as unusable, to be deleted.
 */
export const savedViewSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  query: z
    .strictObject({
      sort: z.string(),
      direction: z.enum(['asc', 'desc']).optional(),
      status: z.string().optional(),
      from: z.string().optional(),
      to: z.string().optional(),
      agent: z.string().optional(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type SavedView = Omit<z.output<typeof savedViewSchema>, 'query'> & {
  query: TableView | null;
};

/** The answer of GET /api/agency/tables/:table/views: the caller's views, oldest first. */
export const savedViewListSchema = z.strictObject({ items: z.array(savedViewSchema) });

/** A colleague the agent filter offers: active or not (a former colleague's work stays listed). */
export const colleagueSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type Colleague = z.output<typeof colleagueSchema>;
