import type { Translation } from '../../../domain/translation.ts';
import type { frAgencyDriver } from '../fr/agency-driver.ts';

/** Arabic texts of an anonymised quote's driver in the back office. */
export const arAgencyDriver: Translation<typeof frAgencyDriver> = {
  agencyDriver: {
    anonymised: 'مجهول الهوية',
    anonymisedNote:
      'حُذفت المعطيات الشخصية لهذا الزبون (القانون \u206609-08\u2069): لم تعد هويته ومعلومات الاتصال به متاحة.',
  },
};
