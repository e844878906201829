import { type Placeholder, sql } from 'drizzle-orm';
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

/**
 * Age in whole years on `today` (`YYYY-MM-DD`, Morocco's date, or a placeholder for it), as
 * ageInYears. Today comes from the application, not from the database's clock and tz data,
 * which need not agree with domain/morocco-time.ts.
 */
export const ageOn = (today: string | Placeholder) =>
  sql<number>`extract(year from age(${today}::date, ${drivers.birthDate}))::int`;
