import { timestamp } from 'drizzle-orm/pg-core';

/** A row's creation time: `timestamptz`, set by the database on insert. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
