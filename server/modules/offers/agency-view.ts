import type { AgencyDriverView } from '../../../domain/agency.types.ts';
import { initials, maskCin } from '../../../domain/mask.ts';
import { ageInYears } from '../../../domain/validation.ts';

/** The driver columns an agency query reads. */
export interface DriverColumns {
  firstName: string;
  lastName: string;
  birthDate: string;
  cin: string;
  phone: string;
  email: string;
  city: string;
}

/**
 * The driver as an agency may see them (docs/product/design.md §5; law 09-08 minimisation): initials, age,
 * masked CIN and city until the driver selects this agency's offer; then full identity and
 * contact, so the agency can call back.
 */
export function driverView(driver: DriverColumns, selectedByUs: boolean): AgencyDriverView {
  const base = { age: ageInYears(driver.birthDate), city: driver.city };
  if (!selectedByUs) {
    return {
      ...base,
      name: initials(driver.firstName, driver.lastName),
      cin: maskCin(driver.cin),
      contact: null,
    };
  }
  return {
    ...base,
    name: `${driver.firstName} ${driver.lastName}`,
    cin: driver.cin,
    contact: {
      firstName: driver.firstName,
      lastName: driver.lastName,
      phone: driver.phone,
      email: driver.email,
    },
  };
}
