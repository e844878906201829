/** Cover items and pack names: shown on the public /services page too, so in the base catalogue. */
export const frPacks = {
  cover: {
    civilLiability: 'Responsabilité civile',
    legalProtection: 'Protection juridique',
    driverGuarantee: 'Garantie du conducteur',
    pfcp: 'Protection du conducteur et des passagers (PFCP)',
    catastrophicEvents: 'Événements catastrophiques',
    theft: 'Vol',
    fire: 'Incendie',
    collisionDamage: 'Dommages collision',
    allRisk: 'Tierce (dommages tous accidents)',
    legalDefence: 'Défense et recours',
    glassBreakage: 'Bris de glace',
    assistance: 'Assistance panne et accident',
  },
  packs: {
    basic: 'Pack Basique',
    intermediate: 'Pack Intermédiaire',
    premium: 'Pack Premium',
    popular: 'Populaire',
    included: 'Inclus',
    excluded: 'Non inclus',
    optional: 'en option',
    perYear: 'TTC / an',
    select: 'Sélectionner',
  },
  /** Plain-language explanations of each cover item and pack. */
  help: {
    label: 'Qu’est-ce que c’est ?',
    cover: {
      civilLiability:
        'Obligatoire au Maroc : paie les dommages que votre voiture cause aux autres personnes et à leurs biens.',
      legalProtection:
        'Prend en charge les frais de justice et de conseil en cas de litige lié à votre voiture.',
      driverGuarantee:
        'Indemnise vos propres blessures de conducteur, que la responsabilité civile ne couvre pas.',
      pfcp: 'Verse un capital au conducteur et aux passagers blessés ou à leurs proches, jusqu’au montant choisi.',
      catastrophicEvents:
        'Couvre les dégâts causés par une catastrophe naturelle ou un acte de terrorisme déclaré par l’État.',
      theft:
        'Rembourse votre voiture volée, ou les dégâts d’une tentative de vol, selon la formule choisie.',
      fire: 'Rembourse votre voiture endommagée par un incendie, une explosion ou la foudre.',
      collisionDamage:
        'Répare votre voiture après un choc avec un piéton, un animal ou un véhicule identifié.',
      allRisk:
        'Répare votre voiture même si vous êtes responsable ou si personne d’autre n’est en cause ; une franchise reste à votre charge.',
      legalDefence:
        'Vous aide à obtenir réparation de l’autre conducteur, et paie votre défense, jusqu’au plafond choisi.',
      glassBreakage:
        'Remplace le pare-brise, les vitres et la lunette arrière, au-delà d’une franchise.',
      assistance: 'Dépannage, remorquage et aide sur place après une panne ou un accident.',
    },
    packs: {
      basic:
        'L’essentiel légal : la responsabilité civile et les protections de base du conducteur.',
      intermediate:
        'Le Basique, plus le vol, l’incendie, les dommages collision, la défense et recours et l’assistance.',
      premium:
        'La protection la plus large : votre voiture est couverte même si vous êtes responsable, bris de glace compris.',
    },
  },
} as const;
