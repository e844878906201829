import { sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
