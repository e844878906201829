import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AgencyDriverView } from '../../../domain/offers/driver-view.ts';
import { initials } from '../../../domain/mask.ts';
import { drivers, offers, quotes, vehicles } from '../../db/schema/index.ts';

/*
 * The driver as an agency may see them, computed by the database (docs/product/design.md §5;
 * law 09-08 minimisation): initials, age, masked CIN and city until the driver selects this
 * agency's offer; then full identity and contact, so the agency can call back; once the quote is
 * anonymised (law 09-08 articles 7 to 9, docs/decisions/0032-driver-data-rights-and-erasure.md),
 * no name, CIN or contact whatever the choice, age and city only. Every agency-facing query reads
 * the driver through `driverViewColumns` and `driverViewOf`, so the full name, CIN, phone and
 * e-mail of a driver who did not choose the agency never leave PostgreSQL. Property-tested equal
 * to `agencyDriverView` (domain/offers/driver-view.ts), the rule on a whole record, in
 * driver-view.sql.test.ts.
 */

/**
 * The first letters of the first and last names, for `initials()` to format. Upper-casing
 * stays in JavaScript: PostgreSQL's `upper()` follows the database locale (only ASCII under C).
 */
export function firstLettersOf(names: DriverNameColumns = driverNames) {
  return {
    firstLetter: sql<string>`left(${names.firstName}, 1)`,
    lastLetter: sql<string>`left(${names.lastName}, 1)`,
  };
}

/** The driver's names as SQL of the calling query (drizzle columns, or aliases of a raw query). */
export interface DriverNameColumns {
  firstName: SQL | AnyPgColumn;
  lastName: SQL | AnyPgColumn;
}

const driverNames: DriverNameColumns = { firstName: drivers.firstName, lastName: drivers.lastName };

/**
 * The two first letters together (`SB`), the key the tables sort the masked "client" column by
 * and match a search for initials against: what `initials()` shows, without its dots and spaces.
 */
export function initialsKeySql(names: DriverNameColumns = driverNames): SQL<string> {
  const { firstLetter, lastLetter } = firstLettersOf(names);
  return sql<string>`(${firstLetter} || ${lastLetter})`;
}

/** The initials shown for a row read with `firstLettersOf` (`S. B.`). */
export const initialsOf = (row: { firstLetter: string; lastLetter: string }) =>
  initials(row.firstLetter, row.lastLetter);

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

/**
 * The driver chose this agency: the quote's selected offer is the agency's offer joined as
 * `offers` (false where the agency has none). Only then may the agency see who they are.
 */
export const chosenByDriverSql = sql<boolean>`coalesce(${quotes.selectedOfferId} = ${offers.id}, false)`;

/**
 * The quote was anonymised (server/modules/privacy; decision 0032): `quotes.anonymised_at` set.
 * For a query that selects from or joins `quotes`.
 */
export const quoteAnonymisedSql = sql<boolean>`(${quotes.anonymisedAt} is not null)`;

/**
 * The columns of the driver an agency may see, for a query joined to `drivers`: whether the quote
 * was `anonymised` (`quoteAnonymisedSql` by default, which needs `quotes` joined); the masked view
 * unless it was ('' for the first letters and the masked CIN if it was); the identity and contact
 * only where `chosen` (the driver selected this agency's offer; `sql\`false\`` where no offer of
 * the agency is joined) and not anonymised. `today` is Morocco's date.
 */
export function driverViewColumns(
  chosen: SQL<boolean>,
  today: string | Placeholder,
  anonymised: SQL<boolean> = quoteAnonymisedSql,
) {
  const ifChosen = (column: AnyPgColumn) =>
    sql<string | null>`case when ${chosen} and not ${anonymised} then ${column} end`;
  const { firstLetter, lastLetter } = firstLettersOf();
  const unlessAnonymised = (value: SQL<string>) =>
    sql<string>`case when ${anonymised} then '' else ${value} end`;
  return {
    firstLetter: unlessAnonymised(firstLetter),
    lastLetter: unlessAnonymised(lastLetter),
    age: ageOn(today),
    maskedCin: unlessAnonymised(maskedCin),
    firstName: ifChosen(drivers.firstName),
    lastName: ifChosen(drivers.lastName),
    cin: ifChosen(drivers.cin),
    phone: ifChosen(drivers.phone),
    email: ifChosen(drivers.email),
    anonymised,
  };
}

/**
 * `agencyPlateView` in SQL: the plate in full where `chosen`, else `maskPlate`'s form (the first
 * run of digits, one star per digit), so the plate of a driver who did not choose the agency
 * never leaves PostgreSQL. `plate` is the calling query's (`vehicles.plate` joined by default).
 */
export function plateViewSql(
  chosen: SQL<boolean>,
  plate: SQL | AnyPgColumn = vehicles.plate,
): SQL<string> {
  return sql<string>`case when ${chosen} then ${plate}
    else coalesce(regexp_replace(${plate}, '[0-9]+', repeat('*', length(substring(${plate} from '[0-9]+')))), ${plate}) end`;
}

/** A row read with `driverViewColumns`. */
export interface DriverViewRow {
  anonymised: boolean;
  firstLetter: string;
  lastLetter: string;
  age: number;
  maskedCin: string;
  firstName: string | null;
  lastName: string | null;
  cin: string | null;
  phone: string | null;
  email: string | null;
}

/** The driver as the agency sees them, from a row of `driverViewColumns` and the city's name. */
export function driverViewOf(row: DriverViewRow, city: string): AgencyDriverView {
  const { anonymised, firstName, lastName, cin, phone, email } = row;
  // Keys in the schema's order: the raw reference server (bench/raw-limit) answers the same bytes.
  if (anonymised) return { name: '', age: row.age, cin: '', city, contact: null, anonymised };
  if (firstName === null || lastName === null || cin === null || phone === null || email === null)
    return {
      name: initialsOf(row),
      age: row.age,
      cin: row.maskedCin,
      city,
      contact: null,
      anonymised,
    };
  return {
    name: `${firstName} ${lastName}`,
    age: row.age,
    cin,
    city,
    contact: { firstName, lastName, phone, email },
    anonymised,
  };
}
