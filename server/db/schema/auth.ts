import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencyRoles, roles } from '../../../domain/accounts/roles.ts';
import { literalList } from '../../lib/sql-literal.ts';
import { agencies } from './agencies.ts';
import { cities, conventions, professions } from './reference.ts';

/*
 * Accounts and sessions. `users`, `sessions`, `accounts` and `verifications` are the tables
 * better-auth expects (its field names), with Moqarana's own columns added to `users`.
 */

const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: text({ enum: roles }).notNull().default('driver'),
    agencyId: uuid().references(() => agencies.id),
    active: boolean().notNull().default(true),
    locale: text({ enum: ['fr', 'en', 'ar'] })
      .notNull()
      .default('fr'),
    firstName: text(),
    lastName: text(),
    phone: text(),
    /**
     * When the driver confirmed `phone` with a code sent to it by WhatsApp (decision 0019);
     * null when never confirmed, and again as soon as `phone` changes. WhatsApp messages go
     * only to a confirmed number.
     */
    phoneConfirmedAt: timestamp({ withTimezone: true }),
    birthDate: date({ mode: 'string' }),
    cityId: smallint().references(() => cities.id),
    professionId: smallint().references(() => professions.id),
    conventionId: smallint().references(() => conventions.id),
    /** Back-office notifications menu: events after this instant count as unread. */
    notificationsSeenAt: timestamp({ withTimezone: true }),
    /**
     * WhatsApp opt-in (docs/product/design.md §6, law 09-08): when the driver ticked the form's checkbox and
     * which wording they saw; null when never given or withdrawn from the profile.
     */
    whatsappOptInAt: timestamp({ withTimezone: true }),
    whatsappOptInVersion: text(),
    /** Staff: e-mail when a driver chooses the agency's offer (on unless turned off). */
    notifySelections: boolean().notNull().default(true),
    /** Staff: hourly digest of new quotes in the agency's city (off unless turned on). */
    notifyNewQuotes: boolean().notNull().default(false),
    /** Managers: the Monday e-mail of last week's figures (on unless turned off). */
    notifyWeeklyReport: boolean().notNull().default(true),
    /**
     * Driver: the reminder e-mails (offers about to expire, renewal), on unless withdrawn from
     * "Mes données" (law 09-08 article 9, opposition; domain/accounts/personal-data.ts).
     */
    reminderEmails: boolean().notNull().default(true),
    /**
     * When the account was erased at its owner's (or, on a written request, the platform
     * admin's) demand (server/modules/privacy): its personal fields are then empty or null, it
     * cannot sign in, and the row stays only so the quotes an agency must keep still have an owner.
     */
    erasedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.agencyId),
    check(
      'users_staff_agency',
      sql`(${t.role} in (${literalList(agencyRoles)})) = (${t.agencyId} is not null)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Last request the person made (not background polling): staff idle limit, ASVS 3.3.2. */
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.identifier)],
);

/**
 * The live phone confirmation code of an account (decision 0019): at most one, for one number.
 * Only an HMAC of the code is kept; it expires after `phoneCodeLimits.lifetimeMinutes`, allows
 * `phoneCodeLimits.attempts` tries and is deleted when used.
 */
export const phoneCodes = pgTable('phone_codes', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The number the code was sent to, E.164. */
  phone: text().notNull(),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempt counters, one row per key (`ip:<address>` or `account:<email>`), kept in
 * the database so the limit holds across processes (docs/product/design.md §9, ASVS 2.2.1).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counters of the rate limits other than sign-in (server/lib/rate-limit.ts): one row
 * per limit and caller, in the database so that every process counts the same requests
 * (docs/product/design.md §2: no state lives in a process). `hits` counts the requests of the window that
 * ends at `window_ends_at`.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});
