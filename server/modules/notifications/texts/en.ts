import type { NotificationTexts } from './fr.ts';

/** Notification texts in English (same shape as fr.ts). */
export const enNotificationTexts: NotificationTexts = {
  common: {
    greeting: 'Hello {{name}},',
    anonymousName: 'there',
    signature: 'The Moqarana team',
    footer:
      'Moqarana, the car insurance comparison site in Morocco. You receive this message because you use Moqarana; your data is processed in accordance with law 09-08.',
    support: 'A question? Write to {{email}} or call {{phone}}.',
    linkHelp: 'If the button does not work, copy this link into your browser:',
  },
  events: {
    'quote.submitted': {
      subject: 'Your quote request {{reference}} has been received',
      preview: 'The agencies in your city are preparing their offers.',
      heading: 'Request received',
      paragraphs: [
        'We have received your car insurance quote request. Its reference is {{reference}}.',
        'The agencies in your city will price the Basic, Intermediate and Premium packs. We will let you know as soon as the first offer arrives.',
      ],
      action: 'Follow my quotes',
    },
    'offers.ready': {
      subject: 'Your offers are ready — quote {{reference}}',
      preview: 'An agency has priced your car.',
      heading: 'Your offers are ready',
      paragraphs: [
        'A first agency has priced your request {{reference}}.',
        'Compare the offers, ordered from the cheapest, and choose the one that suits you.',
      ],
      action: 'Compare the offers',
    },
    'offers.digest': {
      subject: 'New offers for your quote {{reference}}',
      preview: 'More agencies have priced your car.',
      heading: 'New offers have arrived',
      paragraphs: [
        'More agencies have priced your request {{reference}}: you now have {{count}} offers.',
        'Compare them and choose the one that suits you.',
      ],
      action: 'Compare the offers',
    },
    'offer.revised': {
      subject: 'An offer has changed — quote {{reference}}',
      preview: '{{agencyName}} revised its offer after you saw it.',
      heading: 'An offer you saw has changed',
      paragraphs: [
        '{{agencyName}} revised its offer for your request {{reference}} after you viewed it.',
        'The offer’s details show what changed and when, prices and guarantees.',
      ],
      action: 'See what changed',
    },
    'quote.expiring': {
      subject: 'Your offers expire soon — quote {{reference}}',
      preview: 'Your request {{reference}} stays open until {{lastDay}} inclusive.',
      heading: 'Your offers expire soon',
      paragraphs: [
        'Agencies have priced your request {{reference}}, and you have not chosen yet. It stays open until {{lastDay}} inclusive; after that, its offers can no longer be chosen.',
        'Compare them and choose the one that suits you: the agency you choose calls you to draw up your contract.',
      ],
      action: 'Compare the offers',
    },
    'contract.renewal': {
      subject: 'Your contract ends on {{endDate}} — compare again',
      preview: 'Your new insurance must start on {{renewalDate}} at the latest.',
      heading: 'Your contract is coming to an end',
      paragraphs: [
        'The contract from your request {{reference}} covers you until {{endDate}} inclusive. Your new insurance must start on {{renewalDate}} at the latest: a break of more than {{breakHours}} hours would lose you your no-claims reduction.',
        'Compare again in one click: your request is taken up again (vehicle, driver, guarantees), you only confirm your claims since last year, and the agencies of your city send their prices.',
      ],
      action: 'Compare again',
    },
    'offer.selected': {
      subject: 'Your choice is confirmed — quote {{reference}}',
      preview: '{{agencyName}} will call you to finalise your contract.',
      heading: 'Your choice is confirmed',
      paragraphs: [
        'Your chosen offer for request {{reference}}: {{agencyName}}.',
        'The agency will call you to finalise your contract. You can also reach it on {{agencyPhone}}.',
      ],
      action: 'See my confirmation',
    },
    'offer.selected.agency': {
      subject: 'New client to call — quote {{reference}}',
      preview: 'A driver has chosen your agency’s offer.',
      heading: 'A client chose your offer',
      paragraphs: [
        'The driver of request {{reference}} chose your offer ({{agencyName}}).',
        'Call them to confirm their contract; their details are in the agency area.',
      ],
      action: 'Open the request',
    },
    'quotes.digest': {
      subject: '{{count}} new requests in {{city}}',
      preview: 'Drivers are waiting for your price.',
      heading: 'New quote requests',
      paragraphs: [
        '{{count}} new quote requests arrived in {{city}} in the last hour.',
        'Send your prices before the drivers choose.',
      ],
      action: 'See pending quotes',
    },
    'performance.weekly': {
      subject: 'Your week on Moqarana — {{agencyName}}',
      preview: 'Your quotes, sales and call-backs of last week.',
      heading: 'Your weekly figures',
      paragraphs: [
        'Here are the figures for the week of {{week}} at {{agencyName}}, with the week before in brackets.',
        'Quotes priced: {{priced}} ({{previousPriced}}). Chosen by the client: {{chosen}} ({{previousChosen}}). Contracts confirmed: {{confirmed}} ({{previousConfirmed}}).',
        'Conversion rate: {{conversion}} ({{previousConversion}}). Median time to price: {{toPrice}} ({{previousToPrice}}). Median time to call: {{toCall}} ({{previousToCall}}).',
        'Lost sales: {{lost}} ({{previousLost}}), of which {{notChosen}} where the client chose another agency.',
      ],
      action: 'See the performance',
    },
    'agency.registered': {
      subject: 'Your agency registration was received',
      preview: 'We are checking your registration.',
      heading: 'Registration received',
      paragraphs: [
        'We have received your agency’s registration on Moqarana.',
        'Our team is checking your approval; you will receive an e-mail as soon as your account is active.',
      ],
    },
    'agency.approved': {
      subject: 'Registration approved on Moqarana: {{agencyName}}',
      preview: 'Your agency account is active.',
      heading: 'Welcome to Moqarana',
      paragraphs: [
        'Your registration is approved: {{agencyName}}.',
        'You can sign in to the agency area and price the requests of drivers in your city.',
      ],
      action: 'Sign in',
    },
    'agency.rejected': {
      subject: 'Your agency registration was declined',
      preview: 'Your registration was not accepted.',
      heading: 'Registration declined',
      paragraphs: [
        'Your agency’s registration on Moqarana was not accepted, for this reason: {{reason}}',
        'You can reply to learn more or to correct your application.',
      ],
    },
    'account.created': {
      subject: 'Your Moqarana account: {{agencyName}}',
      preview: 'Choose your password.',
      heading: 'Your account is ready',
      paragraphs: [
        'An account was created for you in the agency area ({{agencyName}}).',
        'Choose your password with the link below. It works once and expires in 30 minutes; your manager can send you another one.',
      ],
      action: 'Choose my password',
    },
    'password.reset': {
      subject: 'Reset your Moqarana password',
      preview: 'The link expires in 30 minutes.',
      heading: 'New password',
      paragraphs: [
        'You asked to change your password. The link below works once and expires in 30 minutes.',
        'If you did not ask for it, ignore this message: your password does not change.',
      ],
      action: 'Choose a new password',
    },
    'account.verify': {
      subject: 'Confirm your Moqarana e-mail address',
      preview: 'One click to activate your account.',
      heading: 'Confirm your address',
      paragraphs: [
        'To finish creating your Moqarana account, confirm that this address is yours. The link expires in 24 hours.',
        'If you did not create an account on Moqarana, ignore this message: no account will be activated.',
      ],
      action: 'Confirm my address',
    },
    'account.exists': {
      subject: 'You already have a Moqarana account',
      preview: 'Someone tried to create an account with your address.',
      heading: 'You already have an account',
      paragraphs: [
        'Someone, perhaps you, tried to create a Moqarana account with this e-mail address. An account already exists: sign in with your password.',
        'Forgot it? Use “Forgot your password?” on the sign-in page. If this was not you, ignore this message: nothing has changed.',
      ],
      action: 'Sign in',
    },
    'contact.received': {
      subject: 'Contact: {{subject}}',
      preview: 'Sender: {{senderName}}',
      heading: 'New message from the contact form',
      paragraphs: [
        'From: {{senderName}} <{{senderEmail}}>, phone {{senderPhone}}.',
        'Subject: {{subject}}',
        '{{message}}',
      ],
    },
    'contact.acknowledged': {
      subject: 'We have received your message',
      preview: 'We answer within two working days.',
      heading: 'Message received',
      paragraphs: [
        'Thank you for your message to Moqarana. Our team answers within two working days.',
        'If you did not write to Moqarana, ignore this message.',
      ],
    },
  },
  whatsapp: {
    moqarana_quote_received:
      'Hello {{1}}, your quote request {{2}} has been received. The agencies in your city are preparing their offers.',
    moqarana_offers_ready:
      'Hello {{1}}, offers are ready for your request {{2}}. Compare them and choose on Moqarana.',
    moqarana_offers_expiring:
      'Hello {{1}}, your request {{2}} has offers and stays open until {{3}} inclusive. Choose yours on Moqarana before then.',
    moqarana_renewal_due:
      'Hello {{1}}, the contract from your request {{2}} ends on {{3}}. Your new insurance must start on {{4}} at the latest to keep your no-claims bonus: compare again on Moqarana.',
    moqarana_offer_selected:
      'Hello {{1}}, your choice for request {{2}} is confirmed. Chosen offer: {{3}}. The agency will call you; you can also reach it on {{4}}.',
    moqarana_phone_code:
      '{{1}} is your verification code. For your security, do not share this code. This code expires in 10 minutes.',
  },
};
