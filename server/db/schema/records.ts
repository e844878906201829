import {
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { users } from './auth.ts';

/** A message sent through the contact form (docs/product/specification.md §2 Contact page; docs/product/design.md §8). */
export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  lastName: text().notNull(),
  firstName: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  userId: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who did what, when (UTC), to which record (docs/product/design.md §9; ASVS 7.1). `details` never holds
 * personal data in clear: e-mails, phones and CINs are masked before they are written.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    agencyId: uuid().references(() => agencies.id),
    action: text().notNull(),
    entityType: text(),
    entityId: text(),
    ipAddress: text(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index().on(t.agencyId, t.at.desc().nullsFirst()),
    index().on(t.at.desc().nullsFirst()),
    // "Votre travail": one person's own actions, newest first.
    index().on(t.actorUserId, t.at.desc().nullsFirst()),
  ],
);

/**
 * Back-office notifications read one by one: a row per (person, event) opened. An event is
 * unread when it came after `users.notifications_seen_at` ("tout marquer comme lu") and has no
 * row here. `kind` and `entityId` name the event as the feed does (`offerSelected`, a quote id).
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    entityId: text().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.entityId] })],
);
