import type { Translation } from '../../../domain/translation.ts';
import type { frAgencyDay } from '../fr/agency-day.ts';

/** The agency's working day in English. */
export const enAgencyDay: Translation<typeof frAgencyDay> = {
  agencyDay: {
    columns: {
      startDate: 'Desired start',
      expiresIn: 'Expires in',
    },
    expired: 'Expired',
    request: {
      title: 'The request',
      vehicle: 'Vehicle',
      driver: 'Driver',
      age: 'Age',
      bonusMalus: 'Bonus-malus',
      coefficientBonus: '{{percent}} (bonus)',
      coefficientMalus: '{{percent}} (malus)',
      coefficientNeutral: '{{percent}}',
      notDeclared: 'Not declared ({{percent}})',
      startDate: 'Desired start',
      expiresIn: 'Expires in',
      guarantees: 'Guarantees requested',
    },
    calls: {
      title: 'Calls to make',
      intro: 'Clients who chose your agency, to call back before the time shown.',
      empty: 'No calls to make.',
      overdue: 'Overdue',
      today: 'Today',
      later: 'Later',
      dueAt: 'To call before {{date}}',
      assignee: 'Given to',
      anyone: 'The whole agency',
      assigned: 'Call given',
      loadFailed: 'The calls could not be loaded.',
    },
    callBackAt: 'Call back on (Morocco time)',
    termsTitle: 'Each pack’s details and terms',
    termsIntro: 'Pre-filled with the driver’s request: change only what your offer changes.',
    packDetails: '{{pack}}: details and terms',
    sendAndNext: 'Send and next',
    queueEmpty: 'No more requests are waiting for your price.',
  },
};
