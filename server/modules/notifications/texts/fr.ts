import type { EmailEvent } from '../../../../domain/notifications/outbox.ts';

/*
 * Texts of the notifications, in French (the reference: en.ts and ar.ts have the same shape).
 * `{{name}}`-style placeholders are filled by i18next from the message's payload; the e-mail
 * template escapes them (React), so a name cannot inject HTML.
 */

/** One e-mail: subject, preview line, heading, paragraphs and an optional button. */
export interface EmailTexts {
  subject: string;
  preview: string;
  heading: string;
  paragraphs: string[];
  action?: string;
}

export const frNotificationTexts = {
  common: {
    greeting: 'Bonjour {{name}},',
    /** Who is greeted when the stored name is not a person's name (`greetedName`). */
    anonymousName: 'Madame, Monsieur',
    signature: "L'équipe Moqarana",
    footer:
      'Moqarana, comparateur d’assurance automobile au Maroc. Vous recevez ce message parce que vous utilisez Moqarana ; vos données sont traitées conformément à la loi 09-08.',
    support: 'Une question ? Écrivez-nous à {{email}} ou appelez le {{phone}}.',
    linkHelp: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  },
  events: {
    'quote.submitted': {
      subject: 'Votre demande de devis {{reference}} est bien reçue',
      preview: 'Les agences de votre ville préparent leurs offres.',
      heading: 'Demande reçue',
      paragraphs: [
        'Nous avons bien reçu votre demande de devis d’assurance automobile. Sa référence est {{reference}}.',
        'Les agences de votre ville vont proposer leurs prix pour les packs Basique, Intermédiaire et Premium. Nous vous prévenons dès que la première offre arrive.',
      ],
      action: 'Suivre mes devis',
    },
    'offers.ready': {
      subject: 'Vos offres sont prêtes — devis {{reference}}',
      preview: 'Une agence a proposé ses prix pour votre voiture.',
      heading: 'Vos offres sont prêtes',
      paragraphs: [
        'Une première agence a proposé ses prix pour votre demande {{reference}}.',
        'Comparez les offres, classées du moins cher au plus cher, et choisissez celle qui vous convient.',
      ],
      action: 'Comparer les offres',
    },
    'offers.digest': {
      subject: 'Nouvelles offres pour votre devis {{reference}}',
      preview: 'D’autres agences ont proposé leurs prix.',
      heading: 'De nouvelles offres sont arrivées',
      paragraphs: [
        'D’autres agences ont proposé leurs prix pour votre demande {{reference}} : vous avez maintenant {{count}} offres.',
        'Comparez-les et choisissez celle qui vous convient.',
      ],
      action: 'Comparer les offres',
    },
    'offer.revised': {
      subject: 'Une offre a changé — devis {{reference}}',
      preview: '{{agencyName}} a revu son offre après que vous l’avez vue.',
      heading: 'Une offre que vous avez vue a changé',
      paragraphs: [
        '{{agencyName}} a revu son offre pour votre demande {{reference}} après que vous l’avez consultée.',
        'Le détail de l’offre montre ce qui a changé et quand, prix et garanties.',
      ],
      action: 'Voir ce qui a changé',
    },
    'quote.expiring': {
      subject: 'Vos offres expirent bientôt — devis {{reference}}',
      preview: 'Votre demande {{reference}} reste ouverte jusqu’au {{lastDay}} inclus.',
      heading: 'Vos offres expirent bientôt',
      paragraphs: [
        'Des agences ont proposé leurs prix pour votre demande {{reference}}, et vous n’avez pas encore choisi. Elle reste ouverte jusqu’au {{lastDay}} inclus ; ensuite, ses offres ne pourront plus être choisies.',
        'Comparez-les et choisissez celle qui vous convient : l’agence choisie vous appelle pour établir votre contrat.',
      ],
      action: 'Comparer les offres',
    },
    'contract.renewal': {
      subject: 'Votre contrat arrive à échéance le {{endDate}} — comparez à nouveau',
      preview: 'Votre nouvelle assurance doit commencer le {{renewalDate}} au plus tard.',
      heading: 'Votre contrat arrive à échéance',
      paragraphs: [
        'Le contrat issu de votre demande {{reference}} vous couvre jusqu’au {{endDate}} inclus. Votre nouvelle assurance doit commencer le {{renewalDate}} au plus tard : une interruption de plus de {{breakHours}} heures vous ferait perdre votre réduction bonus (sans sinistre).',
        'Comparez à nouveau en un clic : votre demande est reprise (véhicule, conducteur, garanties), vous confirmez seulement vos sinistres depuis l’an dernier, et les agences de votre ville proposent leurs prix.',
      ],
      action: 'Comparer à nouveau',
    },
    'offer.selected': {
      subject: 'Votre choix est confirmé — devis {{reference}}',
      preview: '{{agencyName}} va vous appeler pour finaliser votre contrat.',
      heading: 'Votre choix est confirmé',
      paragraphs: [
        'L’offre que vous avez choisie pour la demande {{reference}} : {{agencyName}}.',
        'L’agence va vous appeler pour finaliser votre contrat. Vous pouvez aussi la joindre au {{agencyPhone}}.',
      ],
      action: 'Voir ma confirmation',
    },
    'offer.selected.agency': {
      subject: 'Nouveau client à appeler — devis {{reference}}',
      preview: 'Un conducteur a choisi l’offre de votre agence.',
      heading: 'Un client a choisi votre offre',
      paragraphs: [
        'Le conducteur de la demande {{reference}} a choisi votre offre ({{agencyName}}).',
        'Appelez-le pour confirmer son contrat ; ses coordonnées sont dans l’espace agence.',
      ],
      action: 'Ouvrir la demande',
    },
    'quotes.digest': {
      subject: '{{count}} nouvelles demandes à {{city}}',
      preview: 'Des conducteurs attendent votre prix.',
      heading: 'Nouvelles demandes de devis',
      paragraphs: [
        '{{count}} nouvelles demandes de devis sont arrivées à {{city}} depuis une heure.',
        'Proposez vos prix avant que les conducteurs ne choisissent.',
      ],
      action: 'Voir les devis en attente',
    },
    'performance.weekly': {
      subject: 'Votre semaine chez Moqarana — {{agencyName}}',
      preview: 'Vos devis, vos ventes et vos rappels de la semaine passée.',
      heading: 'Le point de la semaine',
      paragraphs: [
        'Voici les chiffres de la semaine du {{week}} pour {{agencyName}}, entre parenthèses ceux de la semaine précédente.',
        'Devis chiffrés : {{priced}} ({{previousPriced}}). Choisis par le client : {{chosen}} ({{previousChosen}}). Contrats confirmés : {{confirmed}} ({{previousConfirmed}}).',
        'Taux de transformation : {{conversion}} ({{previousConversion}}). Délai médian de chiffrage : {{toPrice}} ({{previousToPrice}}). Délai médian de rappel : {{toCall}} ({{previousToCall}}).',
        'Ventes perdues : {{lost}} ({{previousLost}}), dont {{notChosen}} où le client a choisi une autre agence.',
      ],
      action: 'Voir la performance',
    },
    'agency.registered': {
      subject: 'Inscription de votre agence reçue',
      preview: 'Nous vérifions votre inscription.',
      heading: 'Inscription reçue',
      paragraphs: [
        'Nous avons bien reçu l’inscription de votre agence sur Moqarana.',
        'Notre équipe vérifie votre agrément ; vous recevrez un e-mail dès que votre compte sera activé.',
      ],
    },
    'agency.approved': {
      subject: 'Inscription approuvée sur Moqarana : {{agencyName}}',
      preview: 'Votre compte agence est activé.',
      heading: 'Bienvenue sur Moqarana',
      paragraphs: [
        'Votre inscription est approuvée : {{agencyName}}.',
        'Vous pouvez vous connecter à l’espace agence et proposer vos prix aux conducteurs de votre ville.',
      ],
      action: 'Se connecter',
    },
    'agency.rejected': {
      subject: 'Inscription de votre agence refusée',
      preview: 'Votre inscription n’a pas été acceptée.',
      heading: 'Inscription refusée',
      paragraphs: [
        'L’inscription de votre agence sur Moqarana n’a pas été acceptée, pour la raison suivante : {{reason}}',
        'Vous pouvez nous répondre pour en savoir plus ou corriger votre dossier.',
      ],
    },
    'account.created': {
      subject: 'Votre compte Moqarana : {{agencyName}}',
      preview: 'Choisissez votre mot de passe.',
      heading: 'Votre compte est créé',
      paragraphs: [
        'Un compte a été créé pour vous dans l’espace agence ({{agencyName}}).',
        'Choisissez votre mot de passe avec le lien ci-dessous. Il ne sert qu’une fois et expire dans 30 minutes ; votre responsable peut vous en envoyer un autre.',
      ],
      action: 'Choisir mon mot de passe',
    },
    'password.reset': {
      subject: 'Réinitialisez votre mot de passe Moqarana',
      preview: 'Le lien expire dans 30 minutes.',
      heading: 'Nouveau mot de passe',
      paragraphs: [
        'Vous avez demandé à changer votre mot de passe. Le lien ci-dessous ne sert qu’une fois et expire dans 30 minutes.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    'account.verify': {
      subject: 'Confirmez votre adresse e-mail Moqarana',
      preview: 'Un clic pour activer votre compte.',
      heading: 'Confirmez votre adresse',
      paragraphs: [
        'Pour terminer la création de votre compte Moqarana, confirmez que cette adresse est bien la vôtre. Le lien expire dans 24 heures.',
        'Si vous n’avez pas créé de compte sur Moqarana, ignorez ce message : aucun compte ne sera activé.',
      ],
      action: 'Confirmer mon adresse',
    },
    'account.exists': {
      subject: 'Votre compte Moqarana existe déjà',
      preview: 'Quelqu’un a voulu créer un compte avec votre adresse.',
      heading: 'Vous avez déjà un compte',
      paragraphs: [
        'Quelqu’un, peut-être vous, a voulu créer un compte Moqarana avec cette adresse e-mail. Un compte existe déjà : connectez-vous avec votre mot de passe.',
        'Mot de passe oublié ? Utilisez « Mot de passe oublié ? » sur la page de connexion. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien n’a changé.',
      ],
      action: 'Se connecter',
    },
    'contact.received': {
      subject: 'Contact : {{subject}}',
      preview: 'Expéditeur : {{senderName}}',
      heading: 'Nouveau message du formulaire de contact',
      paragraphs: [
        'De : {{senderName}} <{{senderEmail}}>, téléphone {{senderPhone}}.',
        'Objet : {{subject}}',
        '{{message}}',
      ],
    },
    'contact.acknowledged': {
      subject: 'Nous avons bien reçu votre message',
      preview: 'Nous vous répondons sous 48 heures ouvrées.',
      heading: 'Message reçu',
      paragraphs: [
        'Merci pour votre message sur Moqarana. Notre équipe vous répond sous 48 heures ouvrées.',
        'Si vous n’avez pas écrit à Moqarana, ignorez ce message.',
      ],
    },
  } satisfies Record<EmailEvent, EmailTexts>,
  /**
   * Bodies of the WhatsApp templates (whatsapp-templates.ts), as submitted for approval in the
   * WhatsApp Business account; `{{1}}`, `{{2}}`… are the template's parameters in order.
   * `moqarana_phone_code` is of Meta's "Authentication" category, whose text Meta fixes in each
   * language (with the security recommendation and a 10-minute expiry chosen, and a "copy
   * code" button); the sender shown is the business account's name.
   */
  whatsapp: {
    moqarana_quote_received:
      'Bonjour {{1}}, votre demande de devis {{2}} est bien reçue. Les agences de votre ville préparent leurs offres.',
    moqarana_offers_ready:
      'Bonjour {{1}}, des offres sont prêtes pour votre demande {{2}}. Comparez-les et choisissez sur Moqarana.',
    moqarana_offers_expiring:
      'Bonjour {{1}}, votre demande {{2}} a des offres et reste ouverte jusqu’au {{3}} inclus. Choisissez la vôtre sur Moqarana avant cette date.',
    moqarana_renewal_due:
      'Bonjour {{1}}, le contrat de votre demande {{2}} se termine le {{3}}. Votre nouvelle assurance doit commencer le {{4}} au plus tard pour garder votre bonus : comparez à nouveau sur Moqarana.',
    moqarana_offer_selected:
      'Bonjour {{1}}, votre choix pour la demande {{2}} est confirmé. Offre choisie : {{3}}. L’agence va vous appeler ; vous pouvez aussi la joindre au {{4}}.',
    moqarana_phone_code:
      '{{1}} est votre code de vérification. Pour votre sécurité, ne communiquez ce code à personne. Ce code expire dans 10 minutes.',
  },
};

/** The shape every language's notification texts must have. */
export type NotificationTexts = typeof frNotificationTexts;
