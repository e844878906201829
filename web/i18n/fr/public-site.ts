/**
 * French texts of the public site (docs/product/specification.md §1, §2: home, about, services, contact).
 * Marketing claims are the spec's own (§1, §9): more than 330 rates, savings up to 850 DH.
 */
export const frPublicSite = {
  seo: {
    home: {
      title: 'Comparateur d’assurance auto au Maroc',
      description:
        'Comparez en ligne les offres d’assurance automobile des agences de votre ville : un seul formulaire, trois formules, le meilleur prix en DH TTC par an.',
    },
    about: {
      title: 'À Propos de Nous',
      description:
        'Moqarana, comparateur marocain d’assurance automobile : notre mission, notre façon de classer les offres et nos engagements sur vos données.',
    },
    services: {
      title: 'Nos Services',
      description:
        'Comparateur auto, formules Basique, Intermédiaire et Premium, guides sur les garanties et accompagnement : tous les services de Moqarana.',
    },
    contact: {
      title: 'Contactez-Nous',
      description:
        'Une question sur votre devis ou votre contrat ? Écrivez-nous ou appelez le support Moqarana, du lundi au samedi.',
    },
    notFound: {
      title: 'Page introuvable',
      description: 'Cette page n’existe pas ou a été déplacée.',
    },
  },
  backToTop: 'Revenir en haut de la page',
} as const;
