import type { Translation } from '../../../domain/translation.ts';
import type { frRenewal } from '../fr/renewal.ts';

/** The renewal's texts in English. */
export const enRenewal: Translation<typeof frRenewal> = {
  renewal: {
    title: 'Renew my insurance',
    intro:
      'Compare the agencies’ offers again for the same car: your other details are taken from your last request.',
    summaryTitle: 'Your current contract',
    agency: 'Agency',
    vehicle: 'Vehicle',
    coverEnd: 'End of cover',
    renewalDate: 'Renewal date',
    guardian:
      'Your contract ends on {{endDate}}. Your new insurance must start on {{renewalDate}} at the latest: a break of more than {{hours}} hours would lose your no-claims bonus.',
    claimsIntro:
      'Your answers from the last request are filled in: update them if you have had a claim since.',
    submit: 'Compare again',
    submitFailed: 'The request could not be sent. Please try again.',
    newRequest: 'Start a complete new request',
    alreadySent: 'You have already asked to renew this contract: request {{reference}}.',
    seeRequest: 'See the offers for this request',
    loadFailed: 'The contract could not be loaded. Please try again later.',
    myQuotesLink: 'Renew',
    agencyOfferTitle: 'Your agency’s renewal offer',
    agencyOffer:
      '{{agency}} offers to renew your contract at these prices (including tax, per year). It will be among your offers as soon as you compare again, with the guarantees of your last request.',
  },
  contractDuration: {
    label: 'Contract duration',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    months_many: '{{count}} months',
    coverage: 'Duration: {{duration}} — covered until {{endDate}}, renewal on {{renewalDate}}',
  },
  agencyRenewals: {
    nav: 'Renewals',
    title: 'Renewals',
    intro: 'Your agency’s contracts whose renewal date is near, soonest first.',
    within: 'Due within',
    withinDays: '{{days}} days',
    empty: 'No contract to renew in this period.',
    emptyFiltered: 'No contract matches these filters.',
    fromCoverEnd: 'Cover ends from',
    statuses: {
      offerToSend: 'No offer sent',
      offerSent: 'Offer sent',
      requestToPrice: 'Request received — to price',
      requestPriced: 'Request received — price sent',
    },
    columns: {
      reference: 'Reference',
      client: 'Client',
      phone: 'Phone',
      policyNumber: 'Policy number',
      coverEnd: 'End of cover',
      daysLeft: 'Days left',
      premium: 'Annual premium',
      request: 'Renewal request',
    },
    daysLeft_one: '{{count}} day',
    daysLeft_other: '{{count}} days',
    daysLeft_many: '{{count}} days',
    requestNone: 'Not yet',
    requestToPrice: 'Request received — to price',
    requestPriced: 'Price sent',
    offerColumn: 'Your offer',
    offerNone: 'No offer sent',
    offerSent: 'Sent on {{date}}',
    offerSend: 'Offer the renewal',
    offerEdit: 'Change the offer',
    offerFormTitle: 'Renewal offer — {{reference}}',
    offerFormIntro:
      'Your yearly prices including tax for each pack, with the guarantees of the client’s last request. The client sees them now, and they become your offer as soon as the client asks for their renewal: yours is the first offer they read.',
    offerSubmit: 'Send the offer',
    offerCancel: 'Cancel',
    offerSaved: 'Renewal offer sent for {{reference}}.',
    offerFailed: 'The offer could not be sent. Try again.',
    offerAfterRequest: 'The client has asked for their renewal: price their request.',
  },
};
