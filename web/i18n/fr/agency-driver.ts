/**
 * The driver of a quote as the back office shows them once the quote is anonymised
 * (domain/offers/driver-view.ts; law 09-08, decision 0032): added with the signed-in areas'
 * texts (web/i18n/signed-in.ts).
 */
export const frAgencyDriver = {
  agencyDriver: {
    anonymised: 'Anonymisé',
    anonymisedNote:
      'Les données personnelles de ce client ont été effacées (loi 09-08) : son identité et ses coordonnées ne sont plus disponibles.',
  },
} as const;
