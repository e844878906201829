/**
 * Insurers writing motor business in Morocco (reference/morocco.md, press 2016–2023), as
 * `[slug, name]`. Seeded into the reference tables, and shown on the home page as partners.
 */
export const insurerNames: readonly (readonly [string, string])[] = [
  ['wafa-assurance', 'Wafa Assurance'],
  ['rma', 'RMA'],
  ['axa-maroc', 'AXA Assurance Maroc'],
  ['sanlam-maroc', 'Sanlam Maroc'],
  ['atlantasanad', 'AtlantaSanad'],
  ['allianz-maroc', 'Allianz Maroc'],
  ['mamda', 'MAMDA'],
  ['mcma', 'MCMA'],
  ['cat', 'CAT'],
];
