/**
 * French texts of an offer's terms as the driver reads them (/compagnie-page, /offre-page and
 * its printed sheet): each guarantee's level, franchise and ceiling, the differences from the
 * driver's request, the pack's conditions and the offer's revisions (domain/offers/terms.ts).
 */
export const frOfferTerms = {
  offerTerms: {
    guaranteesOf: 'Garanties du {{pack}}',
    compareNote:
      'Pour le {{pack}} : le niveau de chaque garantie, sa franchise et son plafond, et tout écart avec votre demande.',
    notStated: 'Détail des garanties non précisé par l’agence',
    notIncluded: 'Non incluse dans ce pack',
    coveredByAllRisk: 'Couverts par la tierce de ce pack',
    levelNone: 'Non incluse',
    differs: 'Vous avez demandé {{requested}}, cette offre propose {{offered}}.',
    differsNone: 'Vous avez demandé {{requested}}, cette offre ne l’inclut pas.',
    franchise: 'Franchise : {{value}}',
    percentWithMinimum: '{{percent}} min. {{minimum}}',
    amountAndPercent: '{{amount}} + {{percent}}',
    ceiling: 'Plafond : {{amount}}',
    conditions: 'Conditions de l’agence',
    noConditions: 'Aucune condition particulière',
    history: 'Historique de l’offre',
    revisedOn: 'Offre revue le {{date}}',
    priceChange: 'Prix du {{pack}} : {{from}} → {{to}}',
    levelChange: '{{pack}}, {{guarantee}} : {{from}} → {{to}}',
    termsChange: '{{pack}}, {{guarantee}} : franchise ou plafond modifiés',
    conditionsChange: '{{pack}} : conditions modifiées',
    print: 'Imprimer l’offre',
    sheetTitle: 'Offre d’assurance automobile',
    sheetQuote: 'Devis {{reference}}',
    insurer: 'Assureur : {{name}}',
    agency: 'Agence : {{name}}',
    guarantee: 'Garantie',
    yearlyPrice: 'Prix annuel TTC',
    alsoIncluded: 'Également inclus',
    withdrawal:
      'Droit de rétractation : aucun contrat n’est conclu sur Moqarana, vous le signez avec l’agence. Vous disposez d’un délai de rétractation selon la loi n° 31-08 sur la protection du consommateur ; votre agence vous le précise à la signature.',
    costs:
      'Frais : le service de Moqarana est gratuit pour vous ; Moqarana perçoit une commission de l’assureur lorsqu’une offre est choisie. Les prix sont annuels, toutes taxes comprises (TTC).',
  },
} as const;
