import { z } from 'zod';
import { initials, maskCin } from '../mask.ts';
import { maskPlate } from '../quotes/plate.ts';
import { ageInYears } from '../validation.ts';

/**
 * The driver as an agency sees them in its answers: `contact` only once the driver selected
 * this agency, nothing that names them once the quote is anonymised (`agencyDriverView` below
 * says what each field holds before and after).
 */
export const agencyDriverViewSchema = z.strictObject({
  name: z
    .string()
    .describe('Initials (`S. B.`) before selection; the full name after; empty when anonymised.'),
  age: z.number().int(),
  cin: z
    .string()
    .describe('Masked (`AB****56`) before selection; in full after; empty when anonymised.'),
  city: z.string(),
  contact: z
    .strictObject({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
  anonymised: z
    .boolean()
    .describe('The quote was anonymised (erasure or retention, law 09-08; decision 0032).'),
});
export type AgencyDriverView = z.output<typeof agencyDriverViewSchema>;

/** What `agencyDriverView` reads of a driver and their quote. */
export interface DriverIdentity {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  cin: string;
  phone: string;
  email: string;
  city: string;
  /** The quote was anonymised (`quotes.anonymised_at` set). */
  anonymised: boolean;
}

/**
 * The driver as an agency may see them (docs/product/design.md §5; law 09-08 minimisation):
 * initials, age on `today` (Morocco's date), masked CIN and city until the driver selects this
 * agency's offer (`chosen`); then full identity and contact, so the agency can call back. Once
 * the quote is anonymised (the driver erased their account, or the retention job anonymised it;
 * law 09-08 articles 7 to 9, docs/decisions/0032-driver-data-rights-and-erasure.md), `name` and
 * `cin` are empty and `contact` null whatever `chosen` is; age and city stay. The queries compute
 * it in the database (server/modules/offers/driver-view.sql.ts), property-tested equal to this
 * function.
 */
export function agencyDriverView(
  driver: DriverIdentity,
  chosen: boolean,
  today: string,
): AgencyDriverView {
  const base = {
    age: ageInYears(driver.birthDate, today),
    city: driver.city,
    anonymised: driver.anonymised,
  };
  if (driver.anonymised) return { ...base, name: '', cin: '', contact: null };
  if (!chosen)
    return {
      ...base,
      name: initials(driver.firstName, driver.lastName),
      cin: maskCin(driver.cin),
      contact: null,
    };
  const { firstName, lastName, phone, email } = driver;
  return {
    ...base,
    name: `${firstName} ${lastName}`,
    cin: driver.cin,
    contact: { firstName, lastName, phone, email },
  };
}

/**
 * The vehicle's plate as an agency may see it: in full once the driver selected this agency's
 * offer (`chosen`), as the identity (`agencyDriverView`); before, masked (`maskPlate`), since a
 * plate leads to its owner and pricing does not need it (law 09-08 minimisation). Computed in
 * the database (`plateViewSql`, server/modules/offers/driver-view.sql.ts), property-tested equal.
 */
export function agencyPlateView(plate: string, chosen: boolean): string {
  return chosen ? plate : maskPlate(plate);
}
