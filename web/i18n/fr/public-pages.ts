/** Texts of the home, about, services and contact pages, loaded with those pages. */
export const frPublicPages = {
  home: {
    whyTitle: 'Pourquoi comparer avec Moqarana ?',
    whyIntro:
      'Le prix d’une même voiture peut varier du simple au double d’un assureur à l’autre. Décrivez-la une seule fois : les agences de votre ville vous répondent.',
    claims: {
      rates: {
        title: 'Plus de 330 tarifs',
        text: 'comparés pour trouver l’offre adaptée à votre voiture et à votre budget.',
      },
      experts: {
        title: 'Conseils personnalisés d’experts',
        text: 'une agence agréée vous rappelle pour finaliser votre contrat.',
      },
      savings: {
        title: 'Économisez jusqu’à 850 DH',
        text: 'par an en choisissant l’offre la moins chère pour les mêmes garanties.',
      },
      online: {
        title: 'Tout en ligne, sans imprimante',
        text: 'du formulaire au choix de l’offre, depuis votre téléphone.',
      },
    },
    stepsTitle: 'Trois étapes, c’est tout',
    steps: {
      fill: {
        title: 'Remplissez en ligne',
        text: 'Votre véhicule, vos informations de conducteur et les garanties souhaitées, en quelques minutes.',
      },
      compare: {
        title: 'Comparez',
        text: 'Les offres des agences de votre ville arrivent, classées par prix, pour trois formules.',
      },
      finish: {
        title: 'Finalisez en ligne',
        text: 'Choisissez votre offre : l’agence vous rappelle et confirme votre contrat.',
      },
    },
    stepLabel: 'Étape {{number}}',
    partnersTitle: 'Les assureurs de nos agences partenaires',
    partnersNote:
      'Les offres viennent des agences inscrites dans votre ville ; le comparateur ne couvre pas tout le marché.',
    servicesTitle: 'Ce que nous faisons pour vous',
    servicesLink: 'Découvrir nos services',
    ctaTitle: 'Prêt à payer le juste prix ?',
    ctaText: 'La demande est gratuite et sans engagement.',
  },
  about: {
    missionTitle: 'Notre mission',
    mission:
      'Moqarana est né d’un constat simple : au Maroc, comparer des assurances auto demande encore de faire le tour des agences, papiers en main. Nous voulons qu’un conducteur décrive sa voiture une seule fois et reçoive, en ligne, les prix des agences de sa ville pour des garanties identiques.',
    howTitle: 'Comment nous travaillons',
    how: [
      'Votre demande est transmise aux seules agences de votre ville inscrites sur Moqarana. Chacune propose un prix pour trois formules : Basique, Intermédiaire et Premium.',
      'Les offres sont classées par prix, de la moins chère à la plus chère. Aucune agence ne peut payer pour être mieux placée.',
      'Quand vous choisissez une offre, l’agence retenue reçoit vos coordonnées et vous rappelle pour établir le contrat. Moqarana perçoit alors une commission de l’agence ; le prix que vous payez n’en dépend pas.',
    ],
    rankingLink: 'Comment fonctionne le classement',
    valuesTitle: 'Nos engagements',
    values: {
      transparency: {
        title: 'Transparence',
        text: 'Des prix TTC par an, des garanties détaillées, un classement expliqué.',
      },
      privacy: {
        title: 'Vos données protégées',
        text: 'Traitées selon la loi 09-08 ; les agences ne voient votre identité qu’après votre choix.',
      },
      independence: {
        title: 'Indépendance',
        text: 'Les agences sont des intermédiaires agréés par l’ACAPS ; le classement ne se vend pas.',
      },
    },
  },
  services: {
    cardsTitle: 'Nos services',
    cards: {
      car: {
        title: 'Comparateur auto',
        text: 'Les offres des agences de votre ville pour trois formules, en un seul formulaire.',
      },
      health: {
        title: 'Comparateur santé',
        text: 'Bientôt : les complémentaires santé comparées de la même façon.',
      },
      home: {
        title: 'Comparateur habitation',
        text: 'Bientôt : l’assurance de votre logement, propriétaire ou locataire.',
      },
      travel: {
        title: 'Comparateur voyage',
        text: 'Bientôt : l’assistance voyage pour vos déplacements à l’étranger.',
      },
      calculator: {
        title: 'Calculateur de prime',
        text: 'Comprenez ce qui fait votre prix : puissance fiscale, carburant, âge du véhicule.',
      },
      guides: {
        title: 'Guides et articles',
        text: 'Tiers, tous risques, vol, incendie : nos guides expliquent chaque garantie.',
      },
      support: {
        title: 'Support client',
        text: 'Une équipe à votre écoute du lundi au samedi, par téléphone ou par e-mail.',
      },
      claims: {
        title: 'Suivi des sinistres',
        text: 'Les bons réflexes après un vol, un incendie ou un accident, étape par étape.',
      },
    },
    formulasTitle: 'Trois formules pour votre voiture',
    formulasIntro:
      'Chaque agence donne un prix pour les trois formules ; vous comparez à garanties égales.',
    coverTitle: 'Tous risques, tiers ou intermédiaire : que choisir ?',
    cover: {
      allRisk: {
        title: 'Tous risques',
        text: 'L’assurance tous risques rembourse les dommages de votre propre voiture, même si vous êtes responsable de l’accident. Elle convient aux voitures récentes ou de valeur.',
      },
      thirdParty: {
        title: 'Au tiers',
        text: 'L’assurance au tiers se limite à la responsabilité civile, obligatoire au Maroc : elle paie les dommages que vous causez aux autres, pas ceux de votre voiture.',
      },
      intermediate: {
        title: 'Tiers étendu (intermédiaire)',
        text: 'Le tiers étendu ajoute au tiers les garanties les plus utiles, comme le vol et l’incendie, pour un prix intermédiaire.',
      },
    },
    guideLinks: {
      formulas: 'Bien choisir sa formule',
      allRisk: 'Guide de l’assurance tous risques',
      thirdParty: 'Guide de l’assurance au tiers',
      intermediate: 'Guide du tiers étendu',
      theft: 'Vol de voiture : que faire ?',
      fire: 'Incendie de voiture : que faire ?',
    },
    guidesLabel: 'Nos guides',
    startCta: 'Comparer les offres',
  },
  contact: {
    formTitle: 'Écrivez-nous',
    formIntro: 'Nous répondons sous un jour ouvré. Les champs marqués * sont obligatoires.',
    lastName: 'Nom *',
    firstName: 'Prénom *',
    phone: 'Téléphone *',
    email: 'E-mail *',
    subject: 'Sujet *',
    message: 'Message *',
    messageHint: '{{count}} / {{max}} caractères',
    honeypot: 'Ne pas remplir ce champ',
    consent: 'Vos informations servent uniquement à répondre à votre message.',
    privacyLink: 'Notre politique de confidentialité',
    send: 'Envoyer',
    sending: 'Envoi…',
    needsScript:
      'Ce formulaire a besoin de JavaScript pour envoyer votre message, et il est désactivé dans votre navigateur. Écrivez-nous ou appelez-nous avec les coordonnées de cette page.',
    sentTitle: 'Message envoyé',
    sentText: 'Merci {{firstName}} ! Nous vous répondons sous un jour ouvré à l’adresse {{email}}.',
    another: 'Envoyer un autre message',
    detailsTitle: 'Nos coordonnées',
    address: 'Adresse',
    phoneLabel: 'Téléphone',
    emailLabel: 'E-mail',
    hoursTitle: 'Horaires',
    hours: ['Lundi – vendredi : 8 h 30 – 19 h 00', 'Samedi : 9 h 00 – 16 h 00'],
    followUs: 'Suivez-nous',
  },
} as const;
