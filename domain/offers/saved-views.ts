import { z } from 'zod';
import { tableViewLimits } from '../limits.ts';
import { requiredText } from '../validation.ts';
import { quoteTables, tableViewSchemaOf, type TableView } from './quote-tables.ts';
import { renewalsViewSchema, type RenewalsView } from './renewal.ts';

/*
 * A staff member's saved views of a back-office table (docs/product/agency-day.md "Filters and
 * saved views"): a name and the table's sort and filters (`tableViewSchema`; the
 * Renouvellements' window and filters, `renewalsViewSchema`), kept per person and per table.
 */

/** The tables a staff member may save views of: the quote tables and the Renouvellements. */
export const savedViewTables = [...quoteTables, 'renewals'] as const;
export type SavedViewTable = (typeof savedViewTables)[number];

/** The sort and filters a saved view of `table` keeps. */
export type ViewOf<T extends SavedViewTable> = T extends 'renewals' ? RenewalsView : TableView;

/**
 * The schema a view of `table` is checked by, on save and on each read: the Renouvellements'
 * (`renewalsViewSchema`) or the quote table's (`tableViewSchemaOf`, its filters only).
 */
export const viewSchemaOf = (table: SavedViewTable) =>
  table === 'renewals' ? renewalsViewSchema : tableViewSchemaOf(table);

/**
 * Body of POST /api/agency/tables/:table/views: a name and the table's sort and filters, which
 * the server checks by the table's schema (`viewSchemaOf`), field by field under `query.`.
 */
export const savedViewInputSchema = z.strictObject({
  name: requiredText(tableViewLimits.nameMax),
  query: z
    .record(z.string(), z.unknown())
    .describe('The table’s sort and filters: `tableViewSchema`, or `renewalsViewSchema`.'),
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
      sort: z.string().optional(),
      within: z.number().optional(),
      direction: z.enum(['asc', 'desc']).optional(),
      status: z.string().optional(),
      from: z.string().optional(),
      to: z.string().optional(),
      agent: z.string().optional(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type SavedView<T extends SavedViewTable = SavedViewTable> = Omit<
  z.output<typeof savedViewSchema>,
  'query'
> & {
  query: ViewOf<T> | null;
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
