import { and, asc, count, eq } from 'drizzle-orm';
import { tableViewLimits } from '../../../domain/limits.ts';
import {
  viewSchemaOf,
  type SavedView,
  type SavedViewInput,
  type SavedViewTable,
} from '../../../domain/offers/saved-views.ts';
import type { Database } from '../../db/client.ts';
import { savedViews, users } from '../../db/schema/index.ts';
import { AppError, fieldError, issueFields, notFound } from '../../lib/errors.ts';

/*
 * A staff member's saved views of a back-office table (docs/product/agency-day.md "Filters and
 * saved views"). Each person reads and deletes their own only: another's view is a 404.
 */

/** A stored view as its owner lists it; its query read again through the table's schema. */
function toSavedView(
  table: SavedViewTable,
  row: { id: string; name: string; query: unknown; createdAt: Date },
): SavedView {
  // A view saved before the table's filters changed may no longer fit them: shown unusable.
  const query = viewSchemaOf(table).safeParse(row.query);
  return {
    id: row.id,
    name: row.name,
    query: query.success ? query.data : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const viewColumns = {
  id: savedViews.id,
  name: savedViews.name,
  query: savedViews.query,
  createdAt: savedViews.createdAt,
};

/** `userId`'s views of `table`, oldest first. */
export async function listSavedViews(
  db: Database,
  userId: string,
  table: SavedViewTable,
): Promise<SavedView[]> {
  const rows = await db
    .select(viewColumns)
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.tableName, table)))
    .orderBy(asc(savedViews.createdAt), asc(savedViews.id));
  return rows.map((row) => toSavedView(table, row));
}

/**
 * Saves `input` (validated by `savedViewInputSchema`) as one of `userId`'s views of `table`,
 * its query as the table's schema parses it (`viewSchemaOf`). The person's row is locked
 * meanwhile, so two saves at once count each other.
 * @throws AppError validationFailed: `query.<field>` with its message for a query the table's
 *   schema refuses (a filter it does not offer is invalidValue); `name` viewNameTaken for a
 *   name the person already gave a view of the table, tooManyViews past
 *   `tableViewLimits.viewsMax`.
 */
export async function saveView(
  db: Database,
  userId: string,
  table: SavedViewTable,
  input: SavedViewInput,
): Promise<SavedView> {
  const query = viewSchemaOf(table).safeParse(input.query);
  if (!query.success)
    throw new AppError('validationFailed', { fields: issueFields(query.error.issues, 'query') });
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = and(eq(savedViews.userId, userId), eq(savedViews.tableName, table));
    const [named] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(mine, eq(savedViews.name, input.name)));
    if (named) throw fieldError('name', 'viewNameTaken');
    const [held] = await tx.select({ views: count() }).from(savedViews).where(mine);
    if ((held?.views ?? 0) >= tableViewLimits.viewsMax) throw fieldError('name', 'tooManyViews');
    const [row] = await tx
      .insert(savedViews)
      .values({ userId, tableName: table, name: input.name, query: query.data })
      .returning(viewColumns);
    if (!row) throw new Error('saved view insert returned nothing');
    return toSavedView(table, row);
  });
}

/**
 * Deletes one of `userId`'s views of `table`.
 * @throws AppError notFound for a view that is not theirs, or of another table.
 */
export async function deleteView(
  db: Database,
  userId: string,
  table: SavedViewTable,
  viewId: string,
): Promise<void> {
  const deleted = await db
    .delete(savedViews)
    .where(
      and(
        eq(savedViews.id, viewId),
        eq(savedViews.userId, userId),
        eq(savedViews.tableName, table),
      ),
    )
    .returning({ id: savedViews.id });
  if (deleted.length === 0) throw notFound();
}
