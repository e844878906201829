import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '../../domain/languages.ts';

/**
 * A reference entry's name in the caller's language, computed by the database: the SQL twin of
 * domain/reference/reference-data.ts `localName`. `language` may be a prepared statement's placeholder.
 */
export function localizedName(
  names: { nameFr: PgColumn; nameAr: PgColumn; nameEn: PgColumn },
  language: Language | Placeholder,
) {
  return sql<string>`case ${language}::text when 'ar' then ${names.nameAr} when 'en' then ${names.nameEn} else ${names.nameFr} end`;
}

/** The line of a names key (`namesKeySql`) holding each language's name. */
export const nameLines = { fr: 1, ar: 2, en: 3 } as const satisfies Record<Language, number>;

/**
 * A reference entry's names in every language, one a line in `nameLines` order: a key kept on
 * rows that sort or search by the name (the offers' `cityNames`).
 */
export function namesKeySql(names: { nameFr: PgColumn; nameAr: PgColumn; nameEn: PgColumn }) {
  return sql<string>`(${names.nameFr} || chr(10) || ${names.nameAr} || chr(10) || ${names.nameEn})`;
}

/**
 * The name in `language` read back from a names key column: the same text as `localizedName`,
 * so the same order. The line is a literal, so an index on this expression (one per language)
 * serves a sort by it.
 */
export function nameFromKeySql(column: AnyPgColumn, language: Language): SQL<string> {
  return sql<string>`split_part(${column}, chr(10), ${sql.raw(String(nameLines[language]))})`;
}
