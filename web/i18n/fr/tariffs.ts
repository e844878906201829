/** French texts of the Barème page and of the grid's suggestion on the price form (docs/product/tariffs.md). */
export const frTariffs = {
  tariffs: {
    nav: 'Barème',
    title: 'Barème',
    intro:
      'Votre grille de tarifs : elle calcule les prix des trois formules pour chaque demande de votre ville. Montants annuels hors taxes, en DH ; la taxe et les prélèvements s’ajoutent d’eux-mêmes.',
    version: 'Version {{number}} du {{date}}',
    neverSaved: 'Barème de référence (arrêté 1390-05), jamais enregistré',
    save: 'Enregistrer le barème',
    saved: 'Barème enregistré : version {{number}}',
    modeTitle: 'Utilisation du barème',
    modes: { automatic: 'Automatique', suggestion: 'Suggestion', off: 'Désactivé' },
    modeHelp: {
      automatic:
        'Une offre « tarif automatique » part dès qu’une demande de votre ville est soumise, si le barème tarife les trois formules ; vous pouvez la réviser.',
      suggestion:
        'Le formulaire de prix s’ouvre avec les prix du barème et leur détail ; vous les ajustez puis envoyez.',
      off: 'Le barème n’est pas utilisé, pas même pour l’estimation montrée aux conducteurs.',
    },
    rcTitle: 'Responsabilité civile',
    rcIntro:
      'Prime annuelle hors taxes par tranche de puissance fiscale, de 1 CV à une dernière tranche sans fin (« À » vide). Une tranche ne coûte jamais moins que la précédente.',
    fuels: { petrol: 'Essence', diesel: 'Diesel', electric: 'Électrique' },
    fromCv: 'De (CV)',
    toCv: 'À (CV)',
    andMore: 'et plus',
    premium: 'Prime (DH)',
    band: 'Tranche {{number}}',
    addBand: 'Ajouter une tranche',
    removeBand: 'Supprimer la tranche {{number}}',
    surchargesTitle: 'Surprimes conducteur',
    surchargesHint: 'En % de la prime RC de base ; 0 pour aucune.',
    youngDriver: 'Conducteur de moins de 25 ans (%)',
    newLicence: 'Permis de moins de 2 ans (%)',
    guaranteesTitle: 'Garanties',
    guaranteesIntro:
      'Pour chaque niveau : un forfait en DH, ou un taux de la valeur à neuf ou de la valeur vénale avec un minimum facultatif. Un niveau non tarifé n’est pas proposé : les formules qui le contiennent ne reçoivent pas de prix du barème.',
    priced_one: '{{count}} niveau tarifé',
    priced_many: '{{count}} niveaux tarifés',
    priced_other: '{{count}} niveaux tarifés',
    basis: 'Base',
    bases: {
      none: 'Non tarifé',
      flat: 'Forfait (DH)',
      newValue: '% de la valeur à neuf',
      marketValue: '% de la valeur vénale',
    },
    amount: 'Montant (DH)',
    rate: 'Taux (%)',
    minimum: 'Minimum (DH)',
    ageLimit: 'Âge maximal du véhicule (ans)',
    ageLimitHint: 'Vide : pas de limite.',
    feesTitle: 'Frais de police',
    policyFees: 'Frais de police par contrat (DH)',
    issues: {
      percentFormat: '*Pourcentage invalide : de 0 à 100, deux décimales au plus (ex. 25 ou 1,3)',
      cvFormat: '*Un nombre entier de CV (ex. 7)',
      yearsFormat: '*Un nombre entier d’années (ex. 5)',
    },
    ownOffer: {
      automatic: 'Envoyée automatiquement par votre barème du {{date}} dès la demande du client.',
      fromGrid: 'Aux prix de votre barème du {{date}}.',
    },
    suggestion: {
      note: 'Suggestion du barème (version {{number}})',
      help: 'Les prix sont pré-remplis avec votre barème : modifiez-les si besoin avant d’envoyer.',
      breakdown: 'Détail du barème',
      total: 'Total TTC',
      rateOf: '{{rate}} de {{base}}',
      notOffered: {
        vehicleTooOld:
          'Non proposé par le barème : véhicule de plus de {{years}} ans pour la garantie {{guarantee}}.',
        levelNotPriced:
          'Non proposé par le barème : le niveau {{level}} de la garantie {{guarantee}} n’est pas tarifé.',
        priceAboveMaximum:
          'Non proposé par le barème : le prix dépasse le maximum d’une offre (1 000 000 DH).',
      },
    },
  },
} as const;
