/**
 * A confirmed contract's yearly renewal (docs/product/renewal.md; domain/offers/renewal.ts): the
 * driver's one-click re-compare (/renouvellement), its link in "Mes devis", the contract's
 * duration in the agency's follow-up and the agency's Renouvellements list. Added with the
 * signed-in areas' texts (web/i18n/signed-in.ts), which the public pages never load.
 */
export const frRenewal = {
  renewal: {
    title: 'Renouveler mon assurance',
    intro:
      'Comparez à nouveau les offres des agences pour la même voiture : vos autres informations sont reprises de votre dernière demande.',
    summaryTitle: 'Votre contrat actuel',
    agency: 'Agence',
    vehicle: 'Véhicule',
    coverEnd: 'Fin de couverture',
    renewalDate: 'Date de renouvellement',
    guardian:
      'Votre contrat se termine le {{endDate}}. Votre nouvelle assurance doit commencer le {{renewalDate}} au plus tard : une interruption de plus de {{hours}} heures vous ferait perdre votre réduction bonus.',
    claimsIntro:
      'Vos réponses de la dernière demande sont reprises : mettez-les à jour s’il y a eu un sinistre depuis.',
    submit: 'Comparer à nouveau',
    submitFailed: 'La demande n’a pas pu être envoyée. Réessayez.',
    newRequest: 'Faire une nouvelle demande complète',
    alreadySent: 'Vous avez déjà demandé le renouvellement de ce contrat : demande {{reference}}.',
    seeRequest: 'Voir les offres de cette demande',
    loadFailed: 'Le contrat n’a pas pu être chargé. Réessayez plus tard.',
    myQuotesLink: 'Renouveler',
    agencyOfferTitle: 'L’offre de renouvellement de votre agence',
    agencyOffer:
      '{{agency}} vous propose de renouveler votre contrat à ces prix (TTC, par an). Elle figurera parmi vos offres dès que vous comparez à nouveau, avec les garanties de votre dernière demande.',
  },
  contractDuration: {
    label: 'Durée du contrat',
    months_one: '{{count}} mois',
    months_other: '{{count}} mois',
    months_many: '{{count}} mois',
    coverage:
      'Durée : {{duration}} — couvert jusqu’au {{endDate}}, renouvellement le {{renewalDate}}',
  },
  agencyRenewals: {
    nav: 'Renouvellements',
    title: 'Renouvellements',
    intro:
      'Les contrats de votre agence dont la date de renouvellement approche, les plus proches d’abord.',
    within: 'Échéance dans',
    withinDays: '{{days}} jours',
    empty: 'Aucun contrat à renouveler dans cette période.',
    emptyFiltered: 'Aucun contrat ne correspond à ces filtres.',
    fromCoverEnd: 'Fin de couverture du',
    statuses: {
      offerToSend: 'Aucune offre envoyée',
      offerSent: 'Offre envoyée',
      requestToPrice: 'Demande reçue — à chiffrer',
      requestPriced: 'Demande reçue — prix envoyé',
    },
    columns: {
      reference: 'Référence',
      client: 'Client',
      phone: 'Téléphone',
      policyNumber: 'N° de police',
      coverEnd: 'Fin de couverture',
      daysLeft: 'Jours restants',
      premium: 'Prime annuelle',
      request: 'Demande de renouvellement',
    },
    daysLeft_one: '{{count}} jour',
    daysLeft_other: '{{count}} jours',
    daysLeft_many: '{{count}} jours',
    requestNone: 'Pas encore',
    requestToPrice: 'Demande reçue — à chiffrer',
    requestPriced: 'Prix envoyé',
    offerColumn: 'Votre offre',
    offerNone: 'Aucune offre envoyée',
    offerSent: 'Envoyée le {{date}}',
    offerSend: 'Proposer le renouvellement',
    offerEdit: 'Modifier l’offre',
    offerFormTitle: 'Offre de renouvellement — {{reference}}',
    offerFormIntro:
      'Vos prix TTC par an pour chaque formule, avec les garanties de la dernière demande du client. Ils lui sont montrés dès maintenant et deviennent votre offre dès qu’il demande son renouvellement : vous êtes la première offre qu’il lit.',
    offerSubmit: 'Envoyer l’offre',
    offerCancel: 'Annuler',
    offerSaved: 'Offre de renouvellement envoyée pour {{reference}}.',
    offerFailed: 'L’offre n’a pas pu être envoyée. Réessayez.',
    offerAfterRequest: 'Le client a demandé son renouvellement : tarifez sa demande.',
  },
} as const;
