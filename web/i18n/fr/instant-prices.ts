/**
 * French texts of instant prices as the driver meets them (docs/product/tariffs.md): the
 * optional bonus-malus questions of step 2, the indicative range the agencies' tariff grids give
 * while no offer has arrived, the "Tarif automatique" badge and "Pourquoi ce prix ?", each line
 * of a priced pack labelled by its kind (domain/tariffs/pricing.ts `priceLineKinds`).
 */
export const frInstantPrices = {
  instantPrices: {
    claims: {
      legend: 'Vos antécédents d’assurance (facultatif)',
      help: 'Ces réponses ajustent le prix de la responsabilité civile : bonus de −10\u00a0% après 24 mois assuré sans sinistre responsable, malus de +20\u00a0% (dégâts matériels) ou +30\u00a0% (blessés) par sinistre responsable des 12 derniers mois. Sans réponse, rien ne change.',
      atFaultClaimsLast24Months: 'Sinistres responsables ces 24 derniers mois (facultatif)',
      atFaultHint: 'Même en partie responsable ; 0 si aucun',
      last12Months: 'Dont ces 12 derniers mois :',
      materialClaimsLast12Months: 'avec dégâts matériels seulement',
      bodilyClaimsLast12Months: 'avec blessés',
      monthsInsuredWithoutInterruption:
        'Depuis combien de mois êtes-vous assuré sans interruption ? (facultatif)',
      monthsHint: 'En mois : 24 pour deux ans',
    },
    estimate: {
      title: 'Estimation de prix',
      source_one:
        'D’après le barème de {{count}} agence de votre ville, en attendant son offre. Une estimation, pas une offre : seul le prix de l’offre engage l’agence.',
      source_many:
        'D’après les barèmes de {{count}} d’agences de votre ville, en attendant leurs offres. Une estimation, pas une offre : seul le prix d’une offre engage l’agence.',
      source_other:
        'D’après les barèmes de {{count}} agences de votre ville, en attendant leurs offres. Une estimation, pas une offre : seul le prix d’une offre engage l’agence.',
      range: 'Estimation : entre {{from}} et {{to}} TTC / an',
      single: 'Estimation : {{amount}} TTC / an',
    },
    waiting: {
      offersArrived: 'Une offre est déjà arrivée.',
      seeOffers: 'Voir les offres',
    },
    automatic: 'Tarif automatique',
    why: 'Pourquoi ce prix ?',
    whyFor: '{{pack}}, {{agency}}',
    intro: '{{agency}} : le détail du {{pack}}, calculé par le barème de l’agence.',
    lines: {
      civilLiability: 'Responsabilité civile',
      bonusMalus: 'Bonus-malus ({{rate}})',
      youngDriverSurcharge: 'Surprime jeune conducteur ({{rate}})',
      newLicenceSurcharge: 'Surprime permis récent ({{rate}})',
      guarantee: '{{guarantee}} : {{level}}',
      policyFees: 'Frais de police',
      contractTax: 'Taxe sur les contrats d’assurance ({{rate}})',
      fgacContribution: 'Contribution FGAC ({{rate}} de la RC)',
      fsecLevy: 'Prélèvement FSEC ({{rate}})',
    },
    line: 'Poste',
    amount: 'Montant',
    total: 'Total TTC / an',
    gridDate: 'Barème du {{date}}',
    close: 'Fermer',
    loading: 'Chargement du détail…',
    loadFailed: 'Le détail de ce prix n’a pas pu être chargé.',
    retry: 'Réessayer',
  },
} as const;
