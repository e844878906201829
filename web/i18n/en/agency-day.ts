import type { Translation } from '../../../domain/translation.ts';
import type { frAgencyDay } from '../fr/agency-day.ts';

/** The agency's working day in English. */
export const enAgencyDay: Translation<typeof frAgencyDay> = {
  agencyDay: {
    openingHours: {
      nav: 'Opening hours',
      title: 'Opening hours',
      intro:
        'The 2 working hours to call back a client who chose you are counted in these hours, public holidays excluded.',
      isDefault: 'These are an agency’s usual hours: save your own if they differ.',
      loadFailed: 'The opening hours could not be loaded.',
      weekTitle: 'Week',
      weekHelp: 'Leave both times of a period empty when the agency is closed then.',
      morningStart: 'Morning: opens',
      morningEnd: 'Morning: closes',
      afternoonStart: 'Afternoon: opens',
      afternoonEnd: 'Afternoon: closes',
      copyMonday: 'Apply Monday’s hours from Tuesday to Friday',
      save: 'Save the hours',
      saved: 'Opening hours saved',
      holidaysTitle: 'Public holidays in the next 12 months',
      holidaysHelp:
        'The agency counts as closed on these days. Religious holidays are computed: the Ministry of Habous’s announcement may move them by a day.',
    },
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
    performance: {
      nav: 'Performance',
      title: 'Agency performance',
      intro:
        'Your priced quotes, sales and call-backs, week by week (Monday to Sunday, Morocco time). The current week is not over.',
      period: 'Period',
      totalTitle: 'Over the period',
      computedAt: 'Figures computed on {{date}} (updated every quarter of an hour).',
      weeksTitle: 'Week by week',
      weeks: 'Last {{weeks}} weeks',
      week: 'Week of {{date}}',
      none: '—',
      loadFailed: 'The figures could not be loaded.',
      figures: {
        priced: 'Quotes priced',
        chosen: 'Chosen by the client',
        confirmed: 'Contracts confirmed',
        conversion: 'Conversion rate',
        toPrice: 'Median time to price',
        toCall: 'Median time to call',
        gap: 'Median price gap (another agency chosen)',
        lost: 'Lost sales',
      },
      charts: {
        sales: 'Quotes priced and chosen, per week',
        delays: 'Median delays, per week (minutes)',
        lost: 'Lost sales by reason, per week',
        summary:
          'Over the period — quotes priced: {{priced}} · chosen: {{chosen}} · lost sales: {{lost}}.',
      },
      reasons: {
        notChosen: 'Another agency chosen',
        expired: 'Expired without a choice',
        cancelled: 'Cancelled by the client',
        contractLost: 'Lost after the choice',
      },
      agents: {
        title: 'Per colleague',
        name: 'Colleague',
        automatic: 'Prices sent by the tariff grid',
        removed: 'Deleted account',
        empty: 'No quote priced and no call over the period.',
      },
    },
    lostSale: {
      title: 'Why this quote was not won',
      notChosenDearer:
        'The client chose another agency. Your price for the pack they chose was {{gap}} higher.',
      notChosenCheaper:
        'The client chose another agency. Your price for the pack they chose was {{gap}} lower: price did not decide.',
      notChosen: 'The client chose another agency.',
      notChosenEqual:
        'The client chose another agency, at a price very close to yours (under 0.5 % apart) for the chosen pack.',
      expired: 'The request expired without the client choosing an offer.',
      cancelled: 'The client cancelled the request.',
      contractLost: 'The client had chosen your offer; the sale was marked lost.',
    },
  },
};
