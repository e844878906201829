import { type Placeholder, sql } from 'drizzle-orm';
import { drivers } from '../../db/schema/index.ts';

/*
 * The masked view of a driver computed by the database (docs/product/design.md §5), for lists that never
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

/**
 * `maskCin` in SQL: `AB123456` → `AB****56`, `A1234` → `A****`, `****` for any other shape. The
 * pattern is `cinMaskShape`'s (POSIX classes, the same set of strings).
 */
export const maskedCin = sql<string>`case
  when ${drivers.cin} !~ '^[A-Z]{1,2}[0-9]{4,6}$' then '****'
  when length(${drivers.cin}) >= 2 * length(substring(${drivers.cin} from '^[A-Z]+')) + 4
    then substring(${drivers.cin} from '^[A-Z]+') || repeat('*', length(${drivers.cin}) - length(substring(${drivers.cin} from '^[A-Z]+')) - 2) || right(${drivers.cin}, 2)
  else substring(${drivers.cin} from '^[A-Z]+') || repeat('*', length(${drivers.cin}) - length(substring(${drivers.cin} from '^[A-Z]+')))
end`;

/**
 * Age in whole years on `today` (`YYYY-MM-DD`, Morocco's date, or a placeholder for it), as
 * ageInYears. Today comes from the application, not from the database's clock and tz data,
 * which need not agree with domain/morocco-time.ts.
 */
export const ageOn = (today: string | Placeholder) =>
  sql<number>`extract(year from age(${today}::date, ${drivers.birthDate}))::int`;
