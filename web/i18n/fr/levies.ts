/** French texts of the platform's tax and levies (Agences page, platform admin; docs/product/tariffs.md). */
export const frLevies = {
  levies: {
    title: 'Taxes et contributions',
    intro:
      'Appliquées par les barèmes de toutes les agences au prix TTC : taxe sur les contrats d’assurance (code général des impôts, art. 284), contribution au FGAC (sur la prime RC) et prélèvement FSEC (loi 110-14).',
    versions: 'Versions des taux',
    effectiveFrom: 'Applicable à partir du',
    contractTax: 'Taxe sur les contrats',
    fgacContribution: 'Contribution FGAC',
    fsecLevy: 'Prélèvement FSEC',
    dateHelp:
      'Une nouvelle version s’applique aux demandes dont le contrat commence à partir de sa date, aujourd’hui ou plus tard ; une version de la même date est remplacée.',
    save: 'Enregistrer les taux',
    saved: 'Taux enregistrés, applicables à partir du {{date}}',
  },
};
