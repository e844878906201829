import type { Translation } from '../../../domain/translation.ts';
import type { frTariffs } from '../fr/tariffs.ts';

/** English texts of the Barème page and of the grid's suggestion on the price form. */
export const enTariffs: Translation<typeof frTariffs> = {
  tariffs: {
    nav: 'Tariff grid',
    title: 'Tariff grid',
    intro:
      'Your tariff grid prices the three packs of every request from your city. Yearly amounts before tax, in DH; the tax and levies are added by themselves.',
    version: 'Version {{number}} of {{date}}',
    neverSaved: 'Reference grid (arrêté 1390-05), never saved',
    save: 'Save the grid',
    saved: 'Tariff grid saved: version {{number}}',
    modeTitle: 'How the grid is used',
    modes: { automatic: 'Automatic', suggestion: 'Suggestion', off: 'Off' },
    modeHelp: {
      automatic:
        'An “automatic price” offer is sent as soon as a request from your city is submitted, when the grid prices all three packs; you can revise it.',
      suggestion:
        'The price form opens with the grid’s prices and their breakdown; you adjust them, then send.',
      off: 'The grid is not used, not even for the estimate shown to drivers.',
    },
    rcTitle: 'Civil liability',
    rcIntro:
      'Yearly premium before tax per band of fiscal power, from 1 CV to a last open-ended band (empty “To”). A band never costs less than the one before.',
    fuels: { petrol: 'Petrol', diesel: 'Diesel', electric: 'Electric' },
    fromCv: 'From (CV)',
    toCv: 'To (CV)',
    andMore: 'and more',
    premium: 'Premium (DH)',
    band: 'Band {{number}}',
    addBand: 'Add a band',
    removeBand: 'Remove band {{number}}',
    surchargesTitle: 'Driver surcharges',
    surchargesHint: 'In % of the base civil-liability premium; 0 for none.',
    youngDriver: 'Driver under 25 (%)',
    newLicence: 'Licence held under 2 years (%)',
    guaranteesTitle: 'Guarantees',
    guaranteesIntro:
      'For each level: a flat amount in DH, or a rate of the new value or of the market value with an optional minimum. A level not priced is not offered: the packs that hold it get no price from the grid.',
    priced_one: '{{count}} level priced',
    priced_many: '{{count}} levels priced',
    priced_other: '{{count}} levels priced',
    basis: 'Basis',
    bases: {
      none: 'Not priced',
      flat: 'Flat (DH)',
      newValue: '% of the new value',
      marketValue: '% of the market value',
    },
    amount: 'Amount (DH)',
    rate: 'Rate (%)',
    minimum: 'Minimum (DH)',
    ageLimit: 'Oldest vehicle covered (years)',
    ageLimitHint: 'Empty: no limit.',
    feesTitle: 'Policy fees',
    policyFees: 'Policy fees per contract (DH)',
    issues: {
      percentFormat: '*Invalid percentage: 0 to 100, at most two decimals (e.g. 25 or 1.3)',
      cvFormat: '*A whole number of CV (e.g. 7)',
      yearsFormat: '*A whole number of years (e.g. 5)',
    },
    ownOffer: {
      automatic: 'Sent automatically by your tariff grid of {{date}} as soon as the client asked.',
      fromGrid: 'At the prices of your tariff grid of {{date}}.',
    },
    suggestion: {
      note: 'Suggested by the tariff grid (version {{number}})',
      help: 'The prices are pre-filled from your grid: change them if needed before sending.',
      breakdown: 'Grid breakdown',
      total: 'Total incl. tax',
      rateOf: '{{rate}} of {{base}}',
      notOffered: {
        vehicleTooOld:
          'Not offered by the grid: vehicle over {{years}} years old for the {{guarantee}} guarantee.',
        levelNotPriced:
          'Not offered by the grid: level {{level}} of the {{guarantee}} guarantee is not priced.',
        priceAboveMaximum:
          'Not offered by the grid: the price exceeds the highest an offer may carry (1,000,000 DH).',
      },
    },
  },
};
