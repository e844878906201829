import { sql } from 'drizzle-orm';
import { drivers } from '../../db/schema/index.ts';

/*
 * The masked view of a driver computed by the database (DESIGN.md §5), for lists that never
 * show more: the full name, CIN, phone and e-mail then never leave PostgreSQL. With domain's
 * `initials`, these give exactly what `initials`, `maskCin` and `ageInYears` give on the whole
 * record (property-tested in masked-driver.sql.test.ts).
 */

/**
 * The first letters of the first and last names, for `initials()` to format. Upper-casing
 * stays in JavaScript: PostgreSQL's `upper()` follows the database locale (only ASCII under C).
 */
export const firstLetters = {
  firstLetter: sql<string>`left(${drivers.firstName}, 1)`,
  lastLetter: sql<string>`left(${drivers.lastName}, 1)`,
};

/** `AB123456` → `AB****56`: the letters, at least two stars, the last two digits. */
export const maskedCin = sql<string>`substring(${drivers.cin} from '^[A-Z]+') || repeat('*', greatest(length(${drivers.cin}) - length(substring(${drivers.cin} from '^[A-Z]+')) - 2, 2)) || right(${drivers.cin}, 2)`;

/** Age in whole years today (UTC date, as ageInYears). */
export const ageToday = sql<number>`extract(year from age((now() at time zone 'UTC')::date, ${drivers.birthDate}))::int`;
