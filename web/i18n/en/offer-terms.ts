import type { Translation } from '../../../domain/translation.ts';
import type { frOfferTerms } from '../fr/offer-terms.ts';

/** English texts of an offer's terms as the driver reads them. */
export const enOfferTerms: Translation<typeof frOfferTerms> = {
  offerTerms: {
    guaranteesOf: 'Guarantees of the {{pack}}',
    compareNote:
      'For the {{pack}}: the level of each guarantee, its deductible and its limit, and any difference from your request.',
    notStated: 'Guarantee details not stated by the agency',
    notIncluded: 'Not included in this plan',
    coveredByAllRisk: 'Covered by this plan’s own-damage cover',
    levelNone: 'Not included',
    differs: 'You asked for {{requested}}; this offer gives {{offered}}.',
    differsNone: 'You asked for {{requested}}; this offer does not include it.',
    franchise: 'Deductible: {{value}}',
    percentWithMinimum: '{{percent}} min. {{minimum}}',
    amountAndPercent: '{{amount}} + {{percent}}',
    ceiling: 'Limit: {{amount}}',
    conditions: 'Agency’s conditions',
    noConditions: 'No special conditions',
    history: 'Offer history',
    revisedOn: 'Offer revised on {{date}}',
    priceChange: 'Price of the {{pack}}: {{from}} → {{to}}',
    levelChange: '{{pack}}, {{guarantee}}: {{from}} → {{to}}',
    termsChange: '{{pack}}, {{guarantee}}: deductible or limit changed',
    conditionsChange: '{{pack}}: conditions changed',
    print: 'Print the offer',
    sheetTitle: 'Car insurance offer',
    sheetQuote: 'Quote {{reference}}',
    insurer: 'Insurer: {{name}}',
    agency: 'Agency: {{name}}',
    guarantee: 'Guarantee',
    yearlyPrice: 'Yearly price incl. tax',
    alsoIncluded: 'Also included',
    withdrawal:
      'Right of withdrawal: no contract is made on Moqarana; you sign it with the agency. You have a withdrawal period under Law No. 31-08 on consumer protection; your agency tells you its length when you sign.',
    costs:
      'Costs: Moqarana’s service is free for you; Moqarana receives a commission from the insurer when an offer is chosen. Prices are yearly, all taxes included.',
  },
};
