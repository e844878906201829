/**
 * French texts of agency registration (docs/product/specification.md §2 /registration, §8 messages) and of the password
 * reset pages (docs/product/design.md §8): pages reached without an account.
 */
export const frAccess = {
  access: {
    /** Sign-up's confirmation link (decision 0023): the sent panel, resend, /confirmer-email. */
    confirm: {
      checkInboxTitle: 'Vérifiez votre boîte e-mail',
      checkInbox:
        'Nous avons envoyé un e-mail à {{email}}. Ouvrez le lien qu’il contient pour activer votre compte : il est valable 24 heures. Pensez à regarder dans les courriers indésirables.',
      resend: 'Renvoyer le lien',
      resent:
        'C’est fait : si cette adresse attend sa confirmation, un nouveau lien vient de partir.',
      otherAddress: 'Utiliser une autre adresse',
      title: 'Confirmation de votre adresse',
      confirming: 'Confirmation en cours…',
      confirmed: 'Adresse confirmée : bienvenue sur Moqarana !',
      alreadyConfirmed: 'Cette adresse est déjà confirmée. Connectez-vous avec votre mot de passe.',
      missing: 'Ce lien est incomplet. Ouvrez le lien reçu en entier, ou demandez-en un nouveau.',
      askNew: 'Recevoir un nouveau lien à cette adresse :',
      /**
       * Beside "wrong password" at sign-in, which is also the answer to an address not yet
       * confirmed or an agency not yet approved (decision 0025).
       */
      unconfirmedHint: 'Adresse pas encore confirmée ?',
      pendingAgencyHint:
        'Agence inscrite récemment ? Votre espace s’ouvre dès que l’équipe Moqarana l’a validée : vous recevrez un e-mail.',
    },
    registration: {
      title: 'Inscription de l’agence',
      intro:
        'Inscrivez votre agence pour recevoir les demandes de devis de votre ville. Un administrateur Moqarana vérifie votre agrément ACAPS avant d’ouvrir votre espace.',
      email: 'Adresse e-mail du responsable',
      password: 'Mot de passe',
      passwordHint: 'Au moins 8 caractères.',
      city: 'Ville',
      cityPlaceholder: 'Choisissez une ville',
      phone: 'Téléphone de l’agence',
      managerName: 'Nom du responsable',
      managerPhone: 'Téléphone du responsable',
      agencyName: 'Nom de l’agence',
      address: 'Adresse',
      insurer: 'Compagnie',
      insurerPlaceholder: 'Choisissez une Compagnie',
      acaps: 'Numéro d’agrément ACAPS',
      acapsHint: 'Tel qu’il figure sur votre agrément d’intermédiaire (loi 17-99).',
      submit: 'S’inscrire',
      invalid: 'Veuillez remplir correctement le formulaire.',
      success:
        'Demande d’inscription reçue ! Consultez votre boîte e-mail : nous vous y écrivons la suite. Vous pourrez vous connecter dès qu’un administrateur aura validé votre inscription.',
      failure: 'L’inscription de l’agence a échoué. Veuillez réessayer.',
      haveAccount: 'Déjà inscrit ?',
      signIn: 'Se connecter',
    },
    forgot: {
      title: 'Mot de passe oublié',
      intro:
        'Indiquez l’adresse e-mail de votre compte. Si elle existe, vous recevrez un lien pour choisir un nouveau mot de passe, valable 30 minutes.',
      email: 'Adresse e-mail',
      submit: 'Envoyer le lien',
      sent: 'Si un compte existe avec cette adresse, un lien vient d’être envoyé. Pensez à vérifier les courriers indésirables.',
      back: 'Retour à la connexion',
    },
    reset: {
      title: 'Nouveau mot de passe',
      intro: 'Choisissez votre mot de passe : au moins 8 caractères.',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmez le mot de passe',
      submit: 'Enregistrer',
      done: 'Mot de passe enregistré. Vous pouvez vous connecter.',
      missingToken:
        'Ce lien est incomplet. Ouvrez le lien reçu en entier, ou demandez-en un nouveau.',
      askNew: 'Demander un nouveau lien',
      signInStaff: 'Espace agence',
      signInDriver: 'Espace conducteur',
    },
  },
} as const;
