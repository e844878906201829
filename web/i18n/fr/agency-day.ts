/**
 * French texts of the agency's working day (docs/product/agency-day.md): the pricing queue and
 * the request as the price form shows it.
 */
export const frAgencyDay = {
  agencyDay: {
    columns: {
      startDate: 'Début souhaité',
      expiresIn: 'Expire dans',
    },
    expired: 'Expirée',
    request: {
      title: 'La demande',
      vehicle: 'Véhicule',
      driver: 'Conducteur',
      age: 'Âge',
      bonusMalus: 'Bonus-malus',
      coefficientBonus: '{{percent}} (bonus)',
      coefficientMalus: '{{percent}} (malus)',
      coefficientNeutral: '{{percent}}',
      notDeclared: 'Non déclaré ({{percent}})',
      startDate: 'Début souhaité',
      expiresIn: 'Expire dans',
      guarantees: 'Garanties demandées',
    },
    calls: {
      title: 'Appels à passer',
      intro: 'Les clients qui ont choisi votre agence, à rappeler avant l’heure indiquée.',
      empty: 'Aucun appel à passer.',
      overdue: 'En retard',
      today: 'Aujourd’hui',
      later: 'Plus tard',
      dueAt: 'À appeler avant le {{date}}',
      assignee: 'Confié à',
      anyone: 'Toute l’agence',
      assigned: 'Appel confié',
      loadFailed: 'Les appels n’ont pas pu être chargés.',
    },
    callBackAt: 'Rappeler le (heure du Maroc)',
    termsTitle: 'Détail et conditions de chaque pack',
    termsIntro:
      'Pré-remplies avec la demande du conducteur : ne modifiez que ce que votre offre change.',
    packDetails: '{{pack}} : détail et conditions',
    sendAndNext: 'Envoyer et suivant',
    queueEmpty: 'Plus aucune demande n’attend votre prix.',
  },
};
