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
    perYear: 'TTC / an',
    select: 'Sélectionner',
  },
} as const;
