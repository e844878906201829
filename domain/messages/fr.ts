/**
 * French texts of validation and API error messages — the reference catalogue (docs/product/specification.md §5, §8,
 * fixed as docs/product/design.md §7 says). Zod schemas in `domain/` carry the keys of `validation`; the
 * server and the web app translate them with the caller's language, so both show the same text.
 */
export const frMessages = {
  validation: {
    required: '*Ce champ est obligatoire',
    invalidFormat: '*Format invalide',
    invalidCin: 'Format C.I.N est invalide',
    invalidPhone: '*Format invalide : numéro marocain attendu (ex. 06 12 34 56 78)',
    invalidEmail: '*Format invalide : adresse e-mail attendue (ex. nom@exemple.ma)',
    invalidDate: '*Date invalide',
    passwordTooShort: 'Le mot de passe doit contenir au moins {{min}} caractères',
    passwordTooLong: 'Le mot de passe doit contenir au plus {{max}} caractères',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    tooLong: 'Ce texte est trop long',
    unknownField: 'Champ inconnu',
    claimsOutOfOrder: 'Les sinistres des 12 derniers mois font partie de ceux des 24 derniers mois',
    bandsIncomplete:
      'Les tranches de chaque carburant doivent couvrir toutes les puissances dès 1 CV, sans trou ni chevauchement, la dernière sans fin',
    bandPremiumDecreasing: 'Une tranche ne peut pas coûter moins que la tranche inférieure',
    duplicateLevel: 'Ce niveau est déjà tarifé',
    duplicateAgeLimit: 'Cette garantie a déjà une limite d’âge',
    allRiskBelowCollisionDamage: 'La tierce doit coûter au moins autant que la garantie collision',
    tariffNothingPriced: 'Tarifez au moins un niveau de garantie avant d’activer le barème',
    invalidValue: '*Valeur invalide',
    wholeCount: '*Un nombre entier, sans virgule (ex. 0, 1 ou 2)',
    invalidCharacters: '*Ce texte contient un caractère non autorisé',
    emailTaken: '*Adresse déjà utilisée',
    tooYoung: 'Le conducteur doit avoir au moins 18 ans',
    futureDate: 'La date ne peut pas être dans le futur',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
    mustAccept: '*Vous devez accepter pour continuer',
    invalidPlate: '*Format invalide : ex. 12345-A-6, \u206612345-أ\u200e-6\u2069 ou WW-123456',
    marketValueAboveNew: 'La valeur vénale doit être inférieure ou égale à la valeur à neuf',
    amountTooLarge: '*Montant trop élevé',
    amountFormat: '*Montant invalide : des chiffres, en dirhams (ex. 150 000)',
    wholeDirhams: '*En dirhams entiers, sans centimes (ex. 150 000)',
    positiveAmount: '*Le montant doit être supérieur à zéro',
    licenceBeforeAdult: 'Le permis ne peut pas avoir été obtenu avant 18 ans',
    licenceDatesOrder: 'La date d’expiration doit suivre la date d’obtention',
    registrationTooOld: 'La date de mise en circulation ne peut pas précéder 1950',
    registrationBeforeBirth:
      'La date de mise en circulation précède la date de naissance du conducteur : vérifiez ces deux dates',
    licenceExpired: 'Le permis est expiré',
    startInPast: 'La date de début ne peut pas être dans le passé',
    callBackInPast: 'Choisissez un moment à venir pour rappeler',
    callBackTooFar: 'Le rappel doit être dans les 60 prochains jours',
    openingEndBeforeStart: 'La fin doit suivre le début',
    openingPeriodsOverlap: 'L’après-midi doit commencer après la fin de la matinée',
    openingHoursEmpty: 'Indiquez au moins une plage d’ouverture dans la semaine',
    startTooFar: 'La date de début doit être dans les 12 prochains mois',
    tooOld: '*Date de naissance invalide',
    levelNotOffered: '*Ce niveau n’existe pas pour cette garantie',
    percentFormat:
      '*Pourcentage invalide : plus de 0 et au plus 100, deux décimales au plus (ex. 5 ou 2,5)',
    minimumNeedsPercent:
      'Un minimum accompagne un pourcentage : indiquez le pourcentage de la franchise',
    pricesOrder: 'Les prix doivent respecter Basique ≤ Intermédiaire ≤ Premium',
    priceFormat:
      '*Montant invalide : des chiffres, et une virgule ou un point avant les centimes (ex. 5 600,50)',
    invalidRating: '*Choisissez une note de 1 à 5',
    invalidName:
      '*Lettres, espaces, apostrophe (’), tiret (-) et point d’initiale uniquement : ni chiffres, ni adresse web',
    nameTooLong: '*{{nameMax}} caractères au plus',
    invalidCode: '*Le code compte 6 chiffres',
    wrongCode: 'Code incorrect : vérifiez le code reçu sur WhatsApp',
    codeExpired: 'Ce code n’est plus valide (expiré ou déjà utilisé) : demandez-en un nouveau',
    codeAttemptsExceeded: 'Trop d’essais pour ce code : demandez-en un nouveau',
    dateRangeOrder: 'La date de fin doit suivre la date de début',
    dateRangeTooLong: 'Choisissez une période de {{rangeMaxDays}} jours au plus',
    viewNameTaken: 'Vous avez déjà une vue de ce nom pour ce tableau',
    tooManyViews: 'Vous avez déjà {{viewsMax}} vues pour ce tableau : supprimez-en une d’abord',
  },
  errors: {
    validationFailed: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
    invalidCredentials: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
    unauthenticated: 'Votre session a expiré. Veuillez vous reconnecter.',
    forbiddenOrigin: 'Requête refusée : origine non autorisée.',
    notFound: 'Élément introuvable.',
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
    conflict: 'Cette action est en conflit avec une autre modification.',
    payloadTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: 'Format de requête non pris en charge : envoyez du JSON.',
    rateLimited: 'Trop de tentatives. Réessayez {{minutes, wait}}.',
    internal: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
    unavailable: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    idempotencyKeyRequired: 'En-tête Idempotency-Key manquant ou invalide.',
    quoteClosed: 'Ce devis n’accepte plus d’offre ni de choix.',
    offerExpired: 'Cette offre a expiré. Choisissez une autre offre.',
    offerUnavailable:
      'Cette agence n’accepte pas de nouveaux contrats pour le moment. Choisissez une autre offre.',
    invalidResetLink: 'Ce lien n’est plus valide (déjà utilisé ou expiré). Demandez-en un nouveau.',
    invalidVerificationLink:
      'Ce lien de confirmation n’est plus valide (expiré ou remplacé par un plus récent). Demandez-en un nouveau.',
    emailNotVerified:
      'Adresse e-mail non confirmée : ouvrez le lien que nous vous avons envoyé par e-mail, ou demandez-en un nouveau.',
    renewalRequested:
      'Le client a déjà demandé son renouvellement : tarifez sa demande depuis la liste des renouvellements.',
    contractDecided: 'Ce contrat a déjà été confirmé ou marqué perdu.',
    offerChanged:
      'Votre offre a été modifiée entre-temps (dans un autre onglet ou par un collègue) : ses prix actuels sont affichés. Vérifiez vos prix, puis envoyez-les à nouveau pour les remplacer.',
    accountDeactivated:
      'Compte désactivé : le responsable de votre agence a désactivé ce compte. Contactez-le pour le réactiver.',
    agencySuspended:
      'Agence suspendue : votre agence ne peut plus utiliser Moqarana pour le moment. Contactez le support.',
    agencyPending:
      'Inscription en attente : l’équipe Moqarana n’a pas encore validé votre agence. Vous recevrez un e-mail dès qu’elle le sera.',
    agencyRejected:
      'Inscription refusée : l’inscription de votre agence n’a pas été acceptée. Contactez le support.',
    driverAccount:
      'Ce compte est un compte conducteur : connectez-vous avec « Se Connecter », en haut du site, pour suivre vos devis.',
    staffAccount:
      'Ce compte est un compte agence : connectez-vous depuis l’Espace agences (/adminLogin).',
  },
  statuses: {
    pending: 'En attente',
    offered: 'Offre envoyée',
    selected: 'Choisi',
    confirmed: 'Confirmé',
    lost: 'Perdu',
    notRetained: 'Non retenu',
    expired: 'Expiré',
    cancelled: 'Annulé',
  },
  csv: {
    reference: 'Référence',
    date: 'Date',
    client: 'Client',
    age: 'Âge',
    cin: 'CIN',
    city: 'Ville',
    amount: 'Montant (DH TTC)',
    status: 'Statut',
    pack: 'Pack',
    policyNumber: 'N° de police',
    packs: { basic: 'Basique', intermediate: 'Intermédiaire', premium: 'Premium' },
  },
} as const;

/** Key of a validation message, carried by zod issues of the domain schemas. */
export type ValidationMessageKey = keyof typeof frMessages.validation;
