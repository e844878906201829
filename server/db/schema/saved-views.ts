import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { savedViewTables } from '../../../domain/offers/saved-views.ts';
import { users } from './auth.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { createdAt } from './columns.ts';

/**
 * A staff member's saved views of a back-office table (docs/product/agency-day.md "Filters and
 * saved views"): a name and the table's sort and filters, as the table's schema (`viewSchemaOf`)
 * validated them when saved (read back through it again). Gone with the account.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The table (`savedViewTables`: pending, processed, contracts, all, renewals). */
    tableName: text().notNull(),
    name: text().notNull(),
    query: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One name per person and table; the list of a person's views of a table reads this index.
    unique().on(t.userId, t.tableName, t.name),
    check('saved_views_table', sql`${t.tableName} in (${literalList(savedViewTables)})`),
  ],
);
