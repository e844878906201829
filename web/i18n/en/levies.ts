import type { frLevies } from '../fr/levies.ts';

/** English texts of the platform's tax and levies. */
export const enLevies: typeof frLevies = {
  levies: {
    title: 'Taxes and levies',
    intro:
      'Applied by every agency’s tariff grid to the price including tax: the tax on insurance contracts (tax code, art. 284), the FGAC contribution (on the civil-liability premium) and the FSEC levy (law 110-14).',
    versions: 'Versions of the rates',
    effectiveFrom: 'Applies from',
    contractTax: 'Tax on contracts',
    fgacContribution: 'FGAC contribution',
    fsecLevy: 'FSEC levy',
    dateHelp:
      'A new version applies to requests whose contract starts on or after its date, today or later; a version of the same date is replaced.',
    save: 'Save the rates',
    saved: 'Rates saved, applying from {{date}}',
  },
};
