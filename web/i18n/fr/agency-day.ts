/**
 * French texts of the agency's working day (docs/product/agency-day.md): the pricing queue and
 * the request as the price form shows it.
 */
export const frAgencyDay = {
  agencyDay: {
    openingHours: {
      nav: 'Horaires',
      title: 'Horaires d’ouverture',
      intro:
        'Les 2 heures ouvrées pour rappeler un client qui vous a choisi sont comptées dans ces horaires, jours fériés exclus.',
      isDefault:
        'Ce sont les horaires habituels d’une agence : enregistrez les vôtres s’ils diffèrent.',
      loadFailed: 'Les horaires n’ont pas pu être chargés.',
      weekTitle: 'Semaine',
      weekHelp:
        'Laissez les deux heures d’une plage vides quand l’agence est fermée à ce moment-là.',
      morningStart: 'Matin : ouverture',
      morningEnd: 'Matin : fermeture',
      afternoonStart: 'Après-midi : ouverture',
      afternoonEnd: 'Après-midi : fermeture',
      copyMonday: 'Appliquer les horaires du lundi du mardi au vendredi',
      save: 'Enregistrer les horaires',
      saved: 'Horaires enregistrés',
      holidaysTitle: 'Jours fériés des 12 prochains mois',
      holidaysHelp:
        'L’agence est comptée fermée ces jours-là. Les dates des fêtes religieuses sont calculées : l’annonce du ministère des Habous peut les décaler d’un jour.',
    },
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
    performance: {
      nav: 'Performance',
      title: 'Performance de l’agence',
      intro:
        'Vos devis chiffrés, vos ventes et vos rappels, semaine par semaine (du lundi au dimanche, heure du Maroc). La semaine en cours n’est pas finie.',
      period: 'Période',
      totalTitle: 'Sur la période',
      computedAt: 'Chiffres calculés le {{date}} (mis à jour tous les quarts d’heure).',
      weeksTitle: 'Semaine par semaine',
      weeks: '{{weeks}} dernières semaines',
      week: 'Semaine du {{date}}',
      none: '—',
      loadFailed: 'Les chiffres n’ont pas pu être chargés.',
      figures: {
        priced: 'Devis chiffrés',
        chosen: 'Choisis par le client',
        confirmed: 'Contrats confirmés',
        conversion: 'Taux de transformation',
        toPrice: 'Délai médian de chiffrage',
        toCall: 'Délai médian de rappel',
        gap: 'Écart de prix médian (autre agence choisie)',
        lost: 'Ventes perdues',
      },
      charts: {
        sales: 'Devis chiffrés et choisis, par semaine',
        delays: 'Délais médians, par semaine (minutes)',
        lost: 'Ventes perdues par motif, par semaine',
        summary:
          'Sur la période — devis chiffrés : {{priced}} · choisis : {{chosen}} · ventes perdues : {{lost}}.',
      },
      reasons: {
        notChosen: 'Autre agence choisie',
        expired: 'Expiré sans choix',
        cancelled: 'Annulé par le client',
        contractLost: 'Perdu après le choix',
      },
      agents: {
        title: 'Par collaborateur',
        name: 'Collaborateur',
        automatic: 'Prix envoyés par le barème',
        removed: 'Compte supprimé',
        empty: 'Aucun devis chiffré ni appel sur la période.',
      },
    },
    lostSale: {
      title: 'Pourquoi ce devis n’a pas été gagné',
      notChosenDearer:
        'Le client a choisi une autre agence. Votre prix du pack qu’il a choisi était {{gap}} plus élevé.',
      notChosenCheaper:
        'Le client a choisi une autre agence. Votre prix du pack qu’il a choisi était {{gap}} moins élevé : le prix n’a pas décidé.',
      notChosen: 'Le client a choisi une autre agence.',
      notChosenEqual:
        'Le client a choisi une autre agence, à un prix très proche du vôtre (moins de 0,5 % d’écart) pour le pack choisi.',
      expired: 'La demande a expiré sans que le client choisisse d’offre.',
      cancelled: 'Le client a annulé sa demande.',
      contractLost: 'Le client avait choisi votre offre ; la vente a été marquée perdue.',
    },
  },
};
