import { z } from 'zod';
import { initials, maskCin } from '../mask.ts';
import { ageInYears } from '../validation.ts';

/**
 * The driver as an agency sees them in its answers: `contact` only once the driver selected
 * this agency (`agencyDriverView` below says what each field holds before and after).
 */
export const agencyDriverViewSchema = z.strictObject({
  name: z.string().describe('Initials (`S. B.`) before selection; the full name after.'),
  age: z.number().int(),
  cin: z.string().describe('Masked (`AB****56`) before selection; in full after.'),
  city: z.string(),
  contact: z
    .strictObject({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
});
export type AgencyDriverView = z.output<typeof agencyDriverViewSchema>;

/** What `agencyDriverView` reads of a driver. */
export interface DriverIdentity {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  cin: string;
  phone: string;
  email: string;
  city: string;
}

/**
 * The driver as an agency may see them (docs/product/design.md §5; law 09-08 minimisation):
 * initials, age on `today` (Morocco's date), masked CIN and city until the driver selects this
 * agency's offer (`chosen`); then full identity and contact, so the agency can call back. The
 * queries compute it in the database (server/modules/offers/driver-view.sql.ts), property-tested
 * equal to this function.
 */
export function agencyDriverView(
  driver: DriverIdentity,
  chosen: boolean,
  today: string,
): AgencyDriverView {
  const base = { age: ageInYears(driver.birthDate, today), city: driver.city };
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
