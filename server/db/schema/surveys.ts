import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt } from './columns.ts';
import { quotes } from './quotes.ts';

/* The driver's satisfaction survey and each agency's running ratings (docs/product/design.md §8). */

/** The optional satisfaction survey after a selection (/survey-form): one per quote. */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The agency chosen, so its insurer's ratings can be shown on the comparison cards. */
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    /**
     * The author's explicit consent to show this answer to other drivers, next to the agency,
     * signed with their first name and initial (law 09-08: consent, purpose stated on the
     * form). Null: the answer is never shown to anyone else.
     */
    publishConsentAt: timestamp({ withTimezone: true }),
    /** The wording of that consent the author saw. */
    publishConsentVersion: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.agencyId),
    // The latest published review of an agency, for the comparison cards (latestReviewSql).
    index('surveys_published_by_agency')
      .on(t.agencyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`publish_consent_at is not null and comment <> ''`),
    check('surveys_rating', sql`${t.rating} between 1 and 5`),
    check(
      'surveys_publish_consent_complete',
      sql`(${t.publishConsentAt} is null) = (${t.publishConsentVersion} is null)`,
    ),
  ],
);

/**
 * Each agency's survey ratings as running totals, for the comparison cards' stars: written by
 * `submitSurvey` in the survey's transaction, so the average is `ratingSum / ratingCount`
 * without reading every survey. Ratings are 1–5 stars.
 */
export const agencyRatings = pgTable(
  'agency_ratings',
  {
    agencyId: uuid()
      .primaryKey()
      .references(() => agencies.id),
    ratingCount: integer().notNull(),
    ratingSum: integer().notNull(),
  },
  (t) => [
    check(
      'agency_ratings_bounds',
      sql`${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
  ],
);
