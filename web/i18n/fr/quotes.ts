import { frOfferTerms } from './offer-terms.ts';
import { frInstantPrices } from './instant-prices.ts';

/**
 * French texts of the quote flow, the comparison and the driver's quotes (docs/product/specification.md §2);
 * those of the offers' terms live in offer-terms.ts, those of instant prices in instant-prices.ts.
 */
export const frQuotes = {
  ...frOfferTerms,
  ...frInstantPrices,
  flow: {
    progress: 'Progression : {{value}} %',
    // As Intl's percent of fr-FR writes it (a no-break space before the sign), without
    // building a NumberFormat at the page's start (flow-page.tsx).
    percent: '{{value}}\u00a0%',
    stepVehicle: 'Votre Véhicule',
    stepDriver: 'Informations Conducteur',
    stepGuarantees: 'Choix de Garantie',
    next: 'Suivant',
    previous: 'Précédent',
    submit: 'Envoyer ma demande de devis',
    support: 'Besoin d’aide ? Contactez notre support client',
    platePlaceholder: '1234-A-1',
    choose: 'Choisissez…',
    termsVehicle: 'J’accepte les conditions générales d’utilisation',
    termsDriver: 'J’accepte les conditions générales d’utilisation',
    whatsappOptIn:
      'Je souhaite aussi être prévenu(e) sur WhatsApp, au numéro indiqué, de l’arrivée des offres et de mon choix (facultatif ; vous pouvez retirer cet accord à tout moment dans votre profil).',
    termsGuarantees:
      'J’accepte les conditions générales d’utilisation, y compris la mention relative aux données personnelles : mes données sont transmises aux agences d’assurance de ma ville pour établir un devis (loi 09-08).',
    draftSaved: 'Brouillon enregistré',
    draftSaveFailed: 'Brouillon non enregistré : vos saisies restent à l’écran.',
    waitingForNetwork:
      'Pas de connexion internet : la page s’affichera d’elle-même dès le retour du réseau.',
    stepNotSaved:
      'Vos réponses n’ont pas pu être enregistrées (pas de connexion ?) : vous restez sur cette étape, vos saisies à l’écran. Réessayez une fois la connexion rétablie.',
    fixErrors: 'Corrigez les champs signalés puis réessayez.',
    stepIncomplete: 'Une étape précédente est incomplète : vérifiez-la avant d’envoyer.',
    legalLinks: 'À lire avant d’accepter :',
    issue: '{{field}} : {{message}}',
    optionValues: {
      amount: '{{amount}}DH',
      withMinimum: '{{base}} Min. {{minimum}}DH',
      formula: '{{formula}}',
    },
    submitFailed: 'Votre demande n’a pas pu être envoyée. Vos saisies sont conservées : réessayez.',
    fields: {
      brandId: 'Marque',
      fuelId: 'Carburant',
      fiscalPowerId: 'Puissance fiscale',
      firstRegistrationDate: 'Date de mise en circulation',
      newValue: 'Valeur à neuf (DH)',
      marketValue: 'Valeur vénale (DH)',
      seatCountId: 'Nombre de places',
      plate: 'Immatriculation',
      lastName: 'Nom',
      firstName: 'Prénom',
      cityId: 'Ville',
      cin: 'CIN',
      email: 'E-mail',
      phone: 'Téléphone',
      birthDate: 'Date de naissance',
      professionId: 'Profession',
      licenceObtainedOn: 'Permis obtenu le',
      licenceExpiresOn: 'Permis expire le',
      conventionId: 'Convention',
      insuranceStartDate: 'Date de début d’assurance',
    },
    hints: {
      newValue: 'Prix du véhicule neuf, en dirhams',
      marketValue: 'Valeur actuelle du véhicule, en dirhams',
      plate: 'Exemples : 12345-A-6, \u206612345-أ\u200e-6\u2069, WW-123456',
      cin: 'Exemple : AB123456',
      phone: 'Exemple : 06 12 34 56 78',
    },
    cv: '{{cv}} CV',
    seats: '{{seats}} places',
  },
  guarantees: {
    pfcp: 'Protection du conducteur et des passagers (PFCP)',
    theft: 'Vol du véhicule',
    collisionDamage: 'Dommages collision',
    legalDefence: 'Défense et recours',
    allRisk: 'Tierce (dommages tous accidents)',
    glassBreakage: 'Bris de glace',
    assistance: 'Assistance',
  },
  assistanceOptions: {
    breakdown: 'Assistance panne et accident',
    complementary: 'Assistance complémentaire',
    premium: 'Assistance complémentaire premium',
  },
  guaranteeLevels: {
    none: 'Non souhaitée',
  },
  waiting: {
    title: 'Merci ! Votre demande de devis est envoyée',
    textEmail:
      'Votre devis est en cours de préparation par les agences de votre ville. Vous serez averti par e-mail dès que les offres seront prêtes.',
    textEmailWhatsapp:
      'Votre devis est en cours de préparation par les agences de votre ville. Vous serez averti par e-mail et par WhatsApp dès que les offres seront prêtes.',
    reference: 'Référence de votre demande : {{reference}}',
    countdown: 'Retour à l’accueil dans {{seconds}} s',
    backHome: 'Retour à l’accueil',
    noRequestTitle: 'Aucune demande à confirmer ici',
    noRequestText:
      'Cette page confirme l’envoi d’une demande de devis, juste après le formulaire. Vos demandes et leurs offres sont dans Mes devis.',
    newRequest: 'Faire une demande de devis',
  },
  comparison: {
    title: 'Choix de Compagnie',
    disclosure:
      'Les offres ne couvrent pas l’ensemble du marché. Moqarana perçoit une commission de l’assureur lorsqu’une offre est choisie.',
    rankingLink: 'Comment fonctionne le classement',
    reference: 'Devis {{reference}}',
    rankBy: 'Classer les offres selon le prix de :',
    recommended: 'Recommandée pour vos garanties',
    rankedBy:
      'Offres classées par prix croissant du {{pack}} ; à prix égal, selon les prix des autres formules puis le nom de l’agence.',
    recommendedNote:
      'Le {{pack}} est la plus petite formule qui contient toutes les garanties que vous avez demandées.',
    waitingTitle: 'Vos offres sont en attente',
    waitingTextEmail:
      'Les agences de votre ville étudient votre demande. Cette page se met à jour toute seule ; vous serez aussi averti par e-mail.',
    waitingTextEmailWhatsapp:
      'Les agences de votre ville étudient votre demande. Cette page se met à jour toute seule ; vous serez aussi averti par e-mail et WhatsApp.',
    noQuoteTitle: 'Vous n’avez pas encore de demande de devis',
    noQuoteText: 'Décrivez votre véhicule pour recevoir les offres des agences de votre ville.',
    start: 'Commencer votre comparaison',
    prices: 'Prix TTC par an des trois formules',
    detail: 'Détail',
    rating_one: '{{average}} sur 5 ({{count}} avis)',
    rating_other: '{{average}} sur 5 ({{count}} avis)',
    rating_many: '{{average}} sur 5 ({{count}} d’avis)',
    responsiveness: 'Réactivité',
    pricingDelay: 'Établit son offre en {{delay}} (médiane sur {{count}} devis, 90 derniers jours)',
    callBackDelay:
      'Rappelle ses clients en {{delay}} (médiane sur {{count}} clients, 90 derniers jours)',
    ratingNote:
      'Les notes sont la moyenne des avis que leurs auteurs ont accepté de montrer aux autres conducteurs, avec leur nombre. Leurs commentaires sont signés du prénom et de l’initiale de l’auteur.',
    noRating: 'Pas encore d’avis',
    review: 'Avis de {{author}} : « {{text}} »',
    unavailable:
      'Offre indisponible : cette agence n’accepte pas de nouveaux contrats pour le moment.',
    validDaysLeft_one: 'encore {{count}} jour',
    validDaysLeft_many: 'encore {{count}} de jours',
    validDaysLeft_other: 'encore {{count}} jours',
    validLastDay: 'dernier jour',
    validUntil: 'Offre valable jusqu’au {{date}}',
    acaps: 'Intermédiaire d’assurances régi par la loi n° 17-99 — Agrément ACAPS n° {{number}}',
    bulletApproved: 'Agence agréée par l’ACAPS',
    bulletThreePacks: 'Trois formules au choix : Basique, Intermédiaire, Premium',
    bulletCallback: 'Un conseiller vous rappelle après votre choix',
    selected: 'Votre choix',
    expired: 'Ce devis a expiré. Faites une nouvelle demande pour recevoir des offres à jour.',
    loadFailed: 'Impossible de charger vos offres.',
    rankOffline:
      'Pas de connexion internet : le classement n’a pas changé. Réessayez une fois la connexion rétablie.',
    retry: 'Réessayer',
  },
  offer: {
    title: 'Choix de L’offre',
    back: 'Retour aux compagnies',
    selectFailed: 'Votre choix n’a pas pu être enregistré. Réessayez.',
    selectOffline:
      'Pas de connexion internet : votre choix n’a pas été envoyé. Réessayez une fois la connexion rétablie.',
    alreadyChosen:
      'Une offre avait déjà été choisie pour ce devis, peut-être dans un autre onglet : ce choix-ci n’a pas été pris en compte. La page montre l’état actuel du devis.',
    alreadySelected: 'Vous avez déjà choisi une offre pour ce devis.',
    closed:
      'Ce devis n’est plus ouvert (expiré ou annulé) : vous ne pouvez plus y choisir d’offre.',
    franchise: 'Franchises selon vos garanties choisies et les conditions de l’agence.',
    notFoundTitle: 'Offre introuvable',
    notFoundText:
      'Ce lien ne mène à aucune offre de vos devis. Retrouvez vos demandes et les offres reçues dans Mes devis.',
    confirmTitle: 'Choisir le {{pack}} proposé par {{agency}} ?',
    confirmText:
      'Vos coordonnées (nom, téléphone, e-mail) seront transmises à {{agency}} ({{insurer}}), qui vous rappellera pour finaliser votre contrat. Ce choix est définitif pour ce devis.',
    confirmWhen:
      'L’agence est prévenue dès votre choix. Moqarana ne fixe pas de délai de rappel : un conseiller vous appellera aux heures d’ouverture de l’agence. Sans nouvelles, appelez-la :',
    confirm: 'Oui, transmettre mes coordonnées',
    cancel: 'Annuler',
  },
  confirmation: {
    title: 'Merci pour votre confiance !',
    text: 'Vos coordonnées ont été transmises à {{insurer}} ({{agency}}). Un conseiller vous rappellera pour finaliser votre contrat.',
    reference: 'Référence de votre dossier : {{reference}}',
    choice: '{{pack}} — {{price}} TTC / an',
    contactTitle: 'Nous contacter',
    phone: 'Téléphone',
    address: 'Adresse',
    hours: 'Horaires',
    hoursValue: 'Du lundi au vendredi de 8h30 à 19h00, le samedi de 9h00 à 16h00',
    agencyTitle: 'Votre agence',
    survey: 'Donner mon avis (1 minute)',
    myQuotes: 'Voir mes devis',
    noSelectionTitle: 'Aucune offre choisie',
    noSelectionText:
      'Vous n’avez pas encore choisi d’offre. Comparez les offres reçues dans Mes devis ; après votre choix, sa confirmation s’affichera ici.',
  },
  survey: {
    title: 'Votre avis compte',
    intro: 'Comment s’est passée votre comparaison ? Cette enquête est facultative.',
    ratingUse:
      'Votre note aide l’agence à s’améliorer. Avec votre accord ci-dessous, elle compte aussi dans la note moyenne de l’agence affichée aux autres conducteurs.',
    rating: 'Votre note',
    star_one: '{{count}} étoile',
    star_other: '{{count}} étoiles',
    star_many: '{{count}} d’étoiles',
    comment: 'Votre commentaire (facultatif)',
    publishConsent:
      'J’accepte que mon avis soit montré aux autres conducteurs à côté de cette agence : ma note dans sa note moyenne, mon commentaire signé de mon prénom et de l’initiale de mon nom (par exemple « Nadia B. »). Sans cet accord, ni ma note ni mon commentaire ne sont montrés à un autre conducteur.',
    send: 'Envoyer mon avis',
    thanks: 'Merci pour votre avis !',
    already: 'Vous avez déjà donné votre avis sur ce devis. Merci !',
  },
  myQuotes: {
    loadMore: 'Voir plus',
    title: 'Mes devis',
    empty: 'Vous n’avez encore demandé aucun devis.',
    new: 'Nouvelle demande de devis',
    open: 'Voir les offres',
    cancel: 'Annuler ce devis',
    cancelConfirm: 'Confirmer l’annulation',
    cancelKeep: 'Garder',
    cancelQuestion: 'Les agences ne verront plus ce devis. Confirmer ?',
    cancelled: 'Devis {{reference}} annulé',
    cancelFailed: 'L’annulation n’a pas pu être enregistrée.',
    bestPrices: 'Meilleur prix par pack, TTC par an',
    createdOn: 'Demandé le {{date}}',
    status: {
      pending: 'En attente',
      offered_one: '{{count}} offre',
      offered_other: '{{count}} offres',
      offered_many: '{{count}} d’offres',
      selected: 'Offre choisie',
      confirmed: 'Contrat confirmé',
      lost: 'Offre choisie',
      expired: 'Expiré',
      cancelled: 'Annulé',
    },
  },
  phoneConfirmation: {
    notConfirmed:
      'Numéro non confirmé : confirmez-le pour recevoir nos messages sur WhatsApp. Sinon, ils vous arrivent par e-mail seulement.',
    enterValidPhone: 'Saisissez un numéro marocain valide pour pouvoir le confirmer.',
    send: 'Recevoir un code',
    sent: 'Code envoyé sur WhatsApp au {{phone}}. Il est valable {{minutes}} minutes.',
    codeLabel: 'Code reçu sur WhatsApp',
    confirm: 'Confirmer',
    resend: 'Renvoyer un code',
    confirmed: 'Numéro confirmé',
    confirmedToast: 'Numéro confirmé.',
  },
} as const;
