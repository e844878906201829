/**
 * Long-form French pages: the insurance guides linked from /services (docs/product/specification.md §2 Services page)
 * and the legal pages linked from the footer. Facts come from
 * docs/product/morocco.md; operator, ACAPS and CNDP numbers are interpolated from the
 * site configuration (web/lib/site-config.ts).
 *
 * Shape of each article: title, description (meta), lead, sections of paragraphs and/or items.
 */
export const frArticles = {
  guides: {
    label: 'Guides assurance auto',
    updated: 'Guide mis à jour en novembre 2026.',
    readAlso: 'À lire aussi',
    compareCta: 'Comparer les offres de votre ville',
    formule: {
      title: 'Bien choisir sa formule d’assurance auto',
      description:
        'Tiers, tiers étendu ou tous risques : ce que couvre chaque formule d’assurance auto au Maroc et comment choisir selon votre voiture.',
      lead: 'Au Maroc, seule la responsabilité civile est obligatoire. Tout le reste — vol, incendie, dommages de votre voiture — dépend de la formule que vous choisissez.',
      sections: [
        {
          heading: 'Trois niveaux de protection',
          items: [
            'Le tiers : la responsabilité civile obligatoire, souvent vendue avec la défense et recours et la garantie des événements catastrophiques.',
            'Le tiers étendu (ou intermédiaire) : le tiers plus des garanties ciblées comme le vol, l’incendie, le bris de glace ou les dommages collision.',
            'Le tous risques : votre propre voiture est indemnisée même si vous êtes responsable, ou si aucun tiers n’est identifié.',
          ],
        },
        {
          heading: 'Ce qui fait varier le prix',
          paragraphs: [
            'La prime de responsabilité civile dépend surtout de la puissance fiscale (les chevaux inscrits sur la carte grise), du carburant et de la date de première mise en circulation. Pour une même voiture, les prix varient fortement d’un assureur à l’autre : c’est tout l’intérêt de comparer.',
            'Les garanties facultatives s’ajoutent à ce socle. Leur prix dépend des plafonds (par exemple 10 000 DH de défense et recours) et des franchises que vous choisissez.',
          ],
        },
        {
          heading: 'Comment choisir',
          items: [
            'Voiture neuve ou de moins de cinq ans, ou achetée à crédit : le tous risques protège votre investissement.',
            'Voiture de valeur moyenne garée dans la rue : le tiers étendu avec vol et incendie est souvent le meilleur compromis.',
            'Voiture ancienne de faible valeur vénale : le tiers suffit souvent, la valeur à indemniser étant faible.',
          ],
        },
        {
          heading: 'Les pièces à préparer',
          paragraphs: [
            'Pour souscrire, l’agence vous demandera la carte grise, votre permis de conduire et votre CIN ; si vous changez d’assureur, l’attestation de cessation de garantie de l’ancien contrat, et parfois un relevé d’information et un RIB.',
          ],
        },
      ],
    },
    'tous-risques': {
      title: 'L’assurance auto tous risques',
      description:
        'Ce que couvre une assurance auto tous risques au Maroc, ses franchises, et quand elle vaut son prix.',
      lead: 'Le tous risques est la protection la plus complète : vos propres dommages sont pris en charge, que vous soyez responsable ou non de l’accident.',
      sections: [
        {
          heading: 'Ce qui est couvert',
          paragraphs: [
            'En plus de la responsabilité civile, la garantie « dommages tous accidents » (ou tierce) indemnise les dégâts de votre voiture après une collision, une sortie de route ou un accident sans tiers identifié. Les formules tous risques incluent en général aussi le vol, l’incendie et le bris de glace.',
          ],
        },
        {
          heading: 'Franchise et plafond',
          paragraphs: [
            'La tierce s’accompagne d’une franchise, exprimée en pourcentage de la valeur du véhicule avec un minimum : par exemple « 5 % Min. 2 500 DH ». Une franchise plus élevée baisse la prime mais augmente ce qui reste à votre charge après un sinistre.',
          ],
        },
        {
          heading: 'Les options utiles',
          items: [
            'Valeur majorée ou rachat de vétusté : être mieux indemnisé que la seule valeur vénale.',
            'Perte financière : couvre l’écart avec le crédit restant en cas de perte totale.',
            'Protection du conducteur et des passagers : indemnise les blessures, que la responsabilité civile ne couvre pas pour le conducteur.',
          ],
        },
        {
          heading: 'Pour qui',
          paragraphs: [
            'Le tous risques se justifie pour une voiture récente, de valeur, ou financée à crédit. Pour une voiture ancienne, comparez la prime annuelle à la valeur vénale : au-delà d’un certain âge, un tiers étendu est souvent plus raisonnable.',
          ],
        },
      ],
    },
    tiers: {
      title: 'L’assurance auto au tiers',
      description:
        'La responsabilité civile automobile, obligatoire au Maroc : ce qu’elle couvre, ce qu’elle ne couvre pas, et ce qu’on y ajoute.',
      lead: 'L’assurance au tiers est le minimum légal : tout véhicule qui circule au Maroc doit être couvert en responsabilité civile.',
      sections: [
        {
          heading: 'Ce que couvre la responsabilité civile',
          paragraphs: [
            'Elle paie les dommages corporels et matériels que votre voiture cause aux autres : piétons, passagers, autres conducteurs et leurs véhicules. Elle est généralement vendue avec la défense et recours et la garantie des événements catastrophiques.',
          ],
        },
        {
          heading: 'Ce qu’elle ne couvre pas',
          items: [
            'Les dégâts de votre propre voiture, même si l’autre conducteur est en tort et introuvable.',
            'Vos propres blessures de conducteur : il faut pour cela la protection du conducteur et des passagers.',
            'Le vol et l’incendie de votre voiture.',
          ],
        },
        {
          heading: 'Le prix',
          paragraphs: [
            'La prime dépend de la puissance fiscale et du carburant. À titre indicatif, la presse marocaine cite des primes de responsabilité civile d’environ 1 840 DH HT pour les plus petites puissances jusqu’à environ 3 490 DH HT pour une essence de plus de 11 CV ou un diesel de plus de 8 CV.',
          ],
        },
        {
          heading: 'Rouler sans assurance',
          paragraphs: [
            'Circuler sans responsabilité civile expose à des sanctions et, surtout, à payer soi-même les dommages causés à autrui, qui peuvent être considérables en cas de blessures.',
          ],
        },
      ],
    },
    'tiers-entendu': {
      title: 'Le tiers étendu, la formule intermédiaire',
      description:
        'Le tiers étendu ajoute au tiers le vol, l’incendie, le bris de glace ou les dommages collision : la formule intermédiaire expliquée.',
      lead: 'Entre le tiers et le tous risques, le tiers étendu ajoute les garanties dont on a le plus souvent besoin, pour un prix intermédiaire.',
      sections: [
        {
          heading: 'Les garanties ajoutées',
          items: [
            'Vol : le vol ou la tentative de vol de votre voiture.',
            'Incendie : le feu, l’explosion, la foudre.',
            'Dommages collision : les dégâts de votre voiture après un choc avec un tiers identifié (piéton, animal ou autre véhicule).',
            'Défense et recours : les frais pour faire valoir vos droits après un accident.',
            'Bris de glace : pare-brise, vitres et lunette arrière, souvent avec un minimum de 300 DH de franchise.',
          ],
        },
        {
          heading: 'La différence avec le tous risques',
          paragraphs: [
            'Les dommages collision ne jouent que si un tiers est identifié. Une sortie de route seule ou un accident dont l’auteur a pris la fuite ne sont pas couverts : c’est le rôle de la tierce, propre au tous risques.',
          ],
        },
        {
          heading: 'Pour qui',
          paragraphs: [
            'C’est la formule Intermédiaire de Moqarana, la plus souvent choisie : elle convient aux voitures de valeur moyenne, surtout garées dans la rue.',
          ],
        },
      ],
    },
    vol: {
      title: 'Vol de voiture : que faire et comment être indemnisé',
      description:
        'Vol de votre voiture au Maroc : les démarches, les délais et le calcul de l’indemnisation par l’assurance.',
      lead: 'Si votre voiture a été volée, agissez vite : déclaration à la police, puis à votre assureur.',
      sections: [
        {
          heading: 'Les bons réflexes',
          items: [
            'Déposez plainte au commissariat ou à la gendarmerie le plus proche et gardez le récépissé.',
            'Déclarez le vol à votre agence d’assurance dans le délai prévu par votre contrat, avec le récépissé de plainte.',
            'Remettez les clés et la carte grise à l’assureur s’il les demande.',
          ],
        },
        {
          heading: 'L’indemnisation',
          paragraphs: [
            'La garantie vol paie la valeur vénale de la voiture au jour du sinistre, fixée par un expert, moins la franchise du contrat. Si la voiture est retrouvée pendant le délai d’attente prévu, elle vous est rendue et les réparations sont prises en charge.',
            'Chez Moqarana, la garantie vol se choisit par formule (F0 à F4) : chacune fixe les plafonds et la franchise, par exemple F1 : 10 000 / 10 000 / 2 000 DH.',
          ],
        },
        {
          heading: 'Limiter le risque',
          items: [
            'Stationner dans un lieu éclairé ou gardé.',
            'Ne jamais laisser la carte grise ni les clés dans la voiture.',
            'Un antivol mécanique ou électronique peut réduire la prime chez certains assureurs.',
          ],
        },
      ],
    },
    incendie: {
      title: 'Incendie de voiture : garantie et indemnisation',
      description:
        'Ce que couvre la garantie incendie d’une assurance auto au Maroc et les démarches après un incendie.',
      lead: 'La garantie incendie couvre votre voiture contre le feu, l’explosion et la foudre, quelle que soit leur origine accidentelle.',
      sections: [
        {
          heading: 'Ce qui est couvert',
          paragraphs: [
            'Le feu né d’un court-circuit, d’une fuite de carburant ou d’un incendie voisin, l’explosion et la foudre. Un incendie volontaire par un tiers est généralement couvert ; celui que vous auriez provoqué volontairement ne l’est jamais.',
          ],
        },
        {
          heading: 'Après un incendie',
          items: [
            'Mettez-vous en sécurité et appelez les secours (15 pour les pompiers).',
            'Faites établir un constat ou un rapport par la police ou les pompiers.',
            'Déclarez le sinistre à votre agence dans le délai du contrat et ne faites pas enlever l’épave avant le passage de l’expert.',
          ],
        },
        {
          heading: 'L’indemnisation',
          paragraphs: [
            'Comme pour le vol, l’assureur paie la valeur vénale au jour du sinistre estimée par l’expert, moins la franchise. Une option valeur majorée ou rachat de vétusté améliore l’indemnisation d’une voiture récente.',
          ],
        },
      ],
    },
  },
  legal: {
    label: 'Informations légales',
    updated: 'Dernière mise à jour : novembre 2026.',
    'mentions-legales': {
      title: 'Mentions légales',
      description:
        'Éditeur du site Moqarana, intermédiaire d’assurances agréé ACAPS, hébergement et déclaration CNDP.',
      lead: 'Informations sur l’éditeur du site moqarana.ma et son statut d’intermédiaire d’assurances.',
      sections: [
        {
          heading: 'Éditeur',
          paragraphs: [
            'Le site est édité par {{operator}}, dont le siège est situé {{address}}. Contact : {{email}}, {{phone}}.',
          ],
        },
        {
          heading: 'Intermédiaire d’assurances',
          paragraphs: [
            'Intermédiaire d’assurances régi par la loi n° 17-99 portant code des assurances. Agrément ACAPS N° {{acapsApproval}}. Les offres présentées sont celles d’agences elles-mêmes agréées par l’Autorité de Contrôle des Assurances et de la Prévoyance Sociale (ACAPS), dont le numéro d’agrément figure sur chaque offre.',
          ],
        },
        {
          heading: 'Données personnelles',
          paragraphs: [
            'Le traitement des données personnelles, dont les numéros de CIN, a été autorisé par la Commission Nationale de contrôle de la protection des Données à caractère Personnel (CNDP) sous le N° {{cndpAuthorisation}}. Voir notre politique de confidentialité.',
          ],
        },
        {
          heading: 'Propriété intellectuelle',
          paragraphs: [
            'Les textes, le logo et la présentation du site appartiennent à leur éditeur. Les noms des assureurs sont cités pour identifier les offres ; leurs marques appartiennent à leurs titulaires.',
          ],
        },
      ],
    },
    confidentialite: {
      title: 'Politique de confidentialité',
      description:
        'Comment Moqarana traite vos données personnelles selon la loi 09-08 : finalités, destinataires, durées de conservation et vos droits.',
      lead: 'Cette politique décrit comment vos données sont traitées, conformément à la loi n° 09-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel.',
      sections: [
        {
          heading: 'Responsable du traitement',
          paragraphs: [
            '{{operator}}, {{address}}. Traitement autorisé par la CNDP sous le N° {{cndpAuthorisation}}.',
          ],
        },
        {
          heading: 'Données collectées et finalités',
          items: [
            'Compte : nom, e-mail et mot de passe (chiffré), pour vous identifier.',
            'Demande de devis : véhicule, identité du conducteur (nom, CIN, date de naissance), permis, ville, téléphone et e-mail, pour obtenir des offres d’assurance.',
            'Message de contact : nom, téléphone, e-mail et message, pour vous répondre.',
            'Journaux de sécurité : connexions et actions sensibles, pour protéger les comptes.',
            'Rappel avant expiration : {{expiryReminderDays}} jours avant la fin d’une demande qui a des offres sans que vous ayez choisi, un seul rappel par e-mail (et WhatsApp si vous l’avez accepté).',
          ],
        },
        {
          heading: 'Destinataires',
          paragraphs: [
            'Avant votre choix, les agences de votre ville ne voient que vos initiales, votre âge, votre CIN masquée et votre véhicule. Seule l’agence dont vous sélectionnez l’offre reçoit votre nom, votre CIN, votre téléphone et votre e-mail, pour établir votre contrat. Vos données ne sont ni vendues ni utilisées à des fins publicitaires sans votre consentement exprès et séparé.',
          ],
        },
        {
          heading: 'Durées de conservation',
          items: [
            'Brouillons de demande : supprimés {{draftRetentionDays}} jours après leur dernière modification.',
            'Contenu des e-mails et messages WhatsApp envoyés (nom, référence, adresse du destinataire) : effacé {{messageContentRetentionDays}} jours après l’envoi ; seuls restent l’événement, le canal, le statut et les dates.',
            'Demandes de devis sans contrat confirmé : anonymisées {{unchosenQuoteRetentionMonths}} mois après la fin de leur validité (nom, CIN, téléphone, e-mail et immatriculation effacés, dates de naissance et de permis réduites à l’année).',
            'Contrats confirmés : la durée du contrat plus les délais de prescription légaux.',
            'Messages de contact : supprimés {{contactMessageRetentionMonths}} mois après leur envoi.',
            'Journaux de sécurité : {{auditRetentionYears}} ans, les e-mails, téléphones et CIN y étant masqués.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’accès, de rectification et d’opposition pour des motifs légitimes. Dans votre compte, l’onglet « Mes données » vous permet de télécharger tout ce que nous conservons sur vous, de retirer vos consentements et de supprimer votre compte : vos données sont alors effacées ou anonymisées aussitôt, seule l’agence avec laquelle vous avez conclu un contrat en gardant les informations pour la durée légale. Vous pouvez aussi corriger vos informations dans votre compte, ou écrire à {{email}} en indiquant votre nom et l’objet de votre demande. Nous répondons sous 30 jours. Vous pouvez aussi saisir la CNDP (www.cndp.ma).',
          ],
        },
        {
          heading: 'Cookies',
          paragraphs: [
            'Le site n’utilise que des cookies nécessaires : la session de connexion et la langue choisie. Aucun cookie publicitaire ni de mesure d’audience tierce.',
          ],
        },
      ],
    },
    classement: {
      title: 'Comment fonctionne le classement',
      description:
        'Comment Moqarana classe les offres d’assurance auto : par prix, sans paiement pour être mieux placé, avec une commission à la souscription.',
      lead: 'Les offres sont classées par prix. Voici exactement comment, et ce que cela implique.',
      sections: [
        {
          heading: 'Le critère de classement',
          paragraphs: [
            'Sur la page Choix de Compagnie, les offres sont triées par le prix d’une formule, du moins cher au plus cher, en DH TTC par an. Par défaut, c’est la plus petite formule qui contient toutes les garanties que vous avez demandées ; vous pouvez en choisir une autre, et la page indique toujours laquelle le classement suit. Chaque offre affiche le prix de ses trois formules.',
            'À prix égal, les offres sont départagées par les prix des autres formules (Basique, puis Intermédiaire, puis Premium), puis par le nom de l’agence, par ordre alphabétique.',
          ],
        },
        {
          heading: 'Les offres présentées',
          paragraphs: [
            'Seules les agences inscrites sur Moqarana dans votre ville peuvent répondre, et chacune décide de répondre ou non. Le comparateur ne couvre donc pas l’ensemble du marché de l’assurance automobile.',
          ],
        },
        {
          heading: 'Notre rémunération',
          paragraphs: [
            'Moqarana perçoit une commission de l’agence lorsque vous choisissez son offre et que le contrat est conclu. Cette commission n’influence pas le classement, et aucune agence ne peut payer pour être mieux placée.',
          ],
        },
      ],
    },
    cgu: {
      title: 'Conditions générales d’utilisation',
      description:
        'Les règles d’utilisation du comparateur Moqarana par les conducteurs et les agences.',
      lead: 'En utilisant Moqarana, vous acceptez les conditions suivantes.',
      sections: [
        {
          heading: 'Le service',
          paragraphs: [
            'Moqarana permet de demander gratuitement des offres d’assurance automobile aux agences de votre ville et de les comparer. Le contrat est conclu directement entre vous et l’agence choisie, qui vous rappelle pour le finaliser.',
          ],
        },
        {
          heading: 'Votre compte',
          items: [
            'Vous devez avoir au moins 18 ans et donner des informations exactes : une offre établie sur des informations fausses peut être refusée ou annulée.',
            'Votre mot de passe est personnel ; signalez-nous tout usage suspect de votre compte.',
          ],
        },
        {
          heading: 'Les offres',
          paragraphs: [
            'Chaque offre indique son prix TTC par an, les garanties de chaque formule, sa date de validité et le numéro d’agrément ACAPS de l’agence. Elle n’engage l’agence qu’après vérification de vos documents lors de son appel.',
          ],
        },
        {
          heading: 'Responsabilité',
          paragraphs: [
            'Moqarana transmet les demandes et les offres sans modifier les prix. Les garanties sont régies par les conditions générales et particulières de l’assureur, que l’agence vous remet.',
          ],
        },
        {
          heading: 'Droit applicable',
          paragraphs: [
            'Ces conditions sont soumises au droit marocain. Pour toute réclamation, écrivez à {{email}}.',
          ],
        },
      ],
    },
  },
} as const;
