/**
 * French texts of validation and API error messages — the reference catalogue (spec §5, §8,
 * fixed as DESIGN.md §7 says). Zod schemas in `domain/` carry the keys of `validation`; the
 * server and the web app translate them with the caller's language, so both show the same text.
 */
export const frMessages = {
  validation: {
    required: '*Ce champ est obligatoire',
    invalidFormat: '*Format invalide',
    invalidCin: 'Format C.I.N est invalide',
    invalidPhone: '*Format invalide : numéro marocain attendu (ex. 06 12 34 56 78)',
    invalidDate: '*Date invalide',
    passwordTooShort: 'Le mot de passe doit contenir au moins {{min}} caractères',
    passwordTooLong: 'Le mot de passe doit contenir au plus {{max}} caractères',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    tooLong: 'Ce texte est trop long',
    unknownField: 'Champ inconnu',
    invalidValue: '*Valeur invalide',
    tooYoung: 'Le conducteur doit avoir au moins 18 ans',
    futureDate: 'La date ne peut pas être dans le futur',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
  },
  errors: {
    validationFailed: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
    invalidCredentials: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
    unauthenticated: 'Votre session a expiré. Veuillez vous reconnecter.',
    forbiddenOrigin: 'Requête refusée : origine non autorisée.',
    notFound: 'Élément introuvable.',
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
    conflict: 'Cette action est en conflit avec une autre modification.',
    rateLimited: 'Trop de tentatives. Réessayez dans {{minutes}} minutes.',
    internal: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  },
} as const;

/** Key of a validation message, carried by zod issues of the domain schemas. */
export type ValidationMessageKey = keyof typeof frMessages.validation;
