/**
 * The account page's texts (/user-profile): added with the signed-in areas' texts
 * (web/i18n/signed-in.ts), which the public pages never load (docs/product/design.md §10).
 */
export const frAccount = {
  profile: {
    title: 'Mon compte',
    infoTab: 'Vos Informations',
    passwordTab: 'Changer Mot de Passe',
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    emailHint: 'Pour changer d’adresse e-mail, contactez le support.',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    birthDate: 'Date de naissance',
    city: 'Ville',
    profession: 'Profession',
    convention: 'Convention',
    choose: 'Choisissez…',
    notProvided: 'Non renseigné',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
    agency: 'Agence',
  },
} as const;
