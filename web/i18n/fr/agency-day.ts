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
    termsTitle: 'Détail et conditions de chaque pack',
    termsIntro:
      'Pré-remplies avec la demande du conducteur : ne modifiez que ce que votre offre change.',
    packDetails: '{{pack}} : détail et conditions',
    sendAndNext: 'Envoyer et suivant',
    queueEmpty: 'Plus aucune demande n’attend votre prix.',
  },
};
