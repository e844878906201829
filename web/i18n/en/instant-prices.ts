import type { Translation } from '../../../domain/translation.ts';
import type { frInstantPrices } from '../fr/instant-prices.ts';

/** English texts of instant prices as the driver meets them. */
export const enInstantPrices: Translation<typeof frInstantPrices> = {
  instantPrices: {
    claims: {
      legend: 'Your insurance history (optional)',
      help: 'These answers adjust the civil-liability price: a −10% bonus after 24 months insured without an at-fault claim, a +20% (material damage) or +30% (injuries) malus per at-fault claim of the last 12 months. Left unanswered, nothing changes.',
      atFaultClaimsLast24Months: 'At-fault claims in the last 24 months (optional)',
      atFaultHint: 'Even partly at fault; 0 if none',
      last12Months: 'Of which in the last 12 months:',
      materialClaimsLast12Months: 'with material damage only',
      bodilyClaimsLast12Months: 'with injuries',
      monthsInsuredWithoutInterruption:
        'For how many months have you been insured without interruption? (optional)',
      monthsHint: 'In months: 24 for two years',
    },
    estimate: {
      title: 'Price estimate',
      source_one:
        'From the tariff grid of {{count}} agency in your city, until it sends its offer. An estimate, not an offer: only an offer’s price binds the agency.',
      source_other:
        'From the tariff grids of {{count}} agencies in your city, until they send their offers. An estimate, not an offer: only an offer’s price binds the agency.',
      source_many:
        'From the tariff grids of {{count}} agencies in your city, until they send their offers. An estimate, not an offer: only an offer’s price binds the agency.',
      range: 'Estimate: between {{from}} and {{to}} incl. tax / year',
      single: 'Estimate: {{amount}} incl. tax / year',
    },
    waiting: {
      offersArrived: 'An offer has already arrived.',
      seeOffers: 'See the offers',
    },
    automatic: 'Automatic price',
    why: 'Why this price?',
    whyFor: '{{pack}}, {{agency}}',
    intro: '{{agency}}: the breakdown of the {{pack}}, computed by the agency’s tariff grid.',
    lines: {
      civilLiability: 'Civil liability',
      bonusMalus: 'Bonus-malus ({{rate}})',
      youngDriverSurcharge: 'Young driver surcharge ({{rate}})',
      newLicenceSurcharge: 'New licence surcharge ({{rate}})',
      guarantee: '{{guarantee}}: {{level}}',
      policyFees: 'Policy fees',
      contractTax: 'Tax on insurance contracts ({{rate}})',
      fgacContribution: 'FGAC contribution ({{rate}} of civil liability)',
      fsecLevy: 'FSEC levy ({{rate}})',
    },
    line: 'Item',
    amount: 'Amount',
    total: 'Total incl. tax / year',
    gridDate: 'Tariff grid of {{date}}',
    close: 'Close',
    loading: 'Loading the breakdown…',
    loadFailed: 'The breakdown of this price could not be loaded.',
    retry: 'Try again',
  },
};
