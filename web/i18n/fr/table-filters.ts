/**
 * French texts of the back-office tables' filters and saved views (docs/product/agency-day.md
 * "Filters and saved views").
 */
export const frTableFilters = {
  tableFilters: {
    legend: 'Filtres du tableau',
    toggle: 'Filtres',
    toggleActive: 'Filtres ({{count}})',
    fromReceived: 'Reçu du',
    fromPriced: 'Tarifé du',
    fromDecided: 'Confirmé du',
    to: 'au',
    pricedBy: 'Tarifé par',
    decidedBy: 'Confirmé par',
    anyAgent: 'Tous les collègues',
    formerColleague: '{{name}} (ancien collègue)',
    clear: 'Effacer les filtres',
    empty: 'Aucun devis ne correspond à ces filtres.',
    views: {
      title: 'Vues enregistrées',
      none: 'Aucune vue enregistrée : choisissez des filtres et un tri, puis enregistrez-les sous un nom.',
      noneWithoutSort:
        'Aucune vue enregistrée : choisissez des filtres, puis enregistrez-les sous un nom.',
      name: 'Nom de la vue',
      save: 'Enregistrer la vue',
      apply: 'Appliquer la vue {{name}}',
      delete: 'Supprimer la vue {{name}}',
      unusable: '{{name}} (n’est plus utilisable)',
    },
  },
};
