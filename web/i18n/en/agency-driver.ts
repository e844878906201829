import type { Translation } from '../../../domain/translation.ts';
import type { frAgencyDriver } from '../fr/agency-driver.ts';

/** English texts of an anonymised quote's driver in the back office. */
export const enAgencyDriver: Translation<typeof frAgencyDriver> = {
  agencyDriver: {
    anonymised: 'Anonymised',
    anonymisedNote:
      'This client’s personal data has been erased (law 09-08): their identity and contact details are no longer available.',
  },
};
