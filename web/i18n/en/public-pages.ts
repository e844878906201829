import type { Translation } from '../../../domain/translation.ts';
import type { frPublicPages } from '../fr/public-pages.ts';

/** Texts of the home, about, services and contact pages, loaded with those pages. */
export const enPublicPages: Translation<typeof frPublicPages> = {
  home: {
    whyTitle: 'Why compare with Moqarana?',
    whyIntro:
      'The price for the same car can double from one insurer to the next. Describe yours once and the agencies in your city reply.',
    claims: {
      rates: {
        title: 'More than 330 rates',
        text: 'compared to find the offer that suits your car and your budget.',
      },
      experts: {
        title: 'Personal advice from experts',
        text: 'a licensed agency calls you back to finalise your policy.',
      },
      savings: {
        title: 'Save up to 850 DH',
        text: 'a year by choosing the cheapest offer for the same cover.',
      },
      online: {
        title: 'All online, no printer needed',
        text: 'from the form to choosing your offer, on your phone.',
      },
    },
    stepsTitle: 'Three steps, that’s all',
    steps: {
      fill: {
        title: 'Fill in online',
        text: 'Your vehicle, your driver details and the cover you want, in a few minutes.',
      },
      compare: {
        title: 'Compare',
        text: 'Offers from the agencies in your city arrive, ranked by price, for three plans.',
      },
      finish: {
        title: 'Finish online',
        text: 'Choose your offer: the agency calls you back and confirms your policy.',
      },
    },
    stepLabel: 'Step {{number}}',
    partnersTitle: 'The insurers of our partner agencies',
    partnersNote:
      'Offers come from the agencies registered in your city; the comparison does not cover the whole market.',
    servicesTitle: 'What we do for you',
    servicesLink: 'Discover our services',
    ctaTitle: 'Ready to pay the right price?',
    ctaText: 'Asking is free and commits you to nothing.',
  },
  about: {
    missionTitle: 'Our mission',
    mission:
      'Moqarana started from a simple observation: in Morocco, comparing car insurance still means going from agency to agency, papers in hand. We want a driver to describe their car once and receive, online, the prices of the agencies in their city for the same cover.',
    howTitle: 'How we work',
    how: [
      'Your request goes only to the agencies in your city registered with Moqarana. Each one offers a price for three plans: Basic, Intermediate and Premium.',
      'Offers are ranked by price, from the cheapest to the most expensive. No agency can pay to be ranked higher.',
      'When you choose an offer, the agency receives your contact details and calls you back to draw up the policy. Moqarana then earns a commission from the agency; the price you pay does not depend on it.',
    ],
    rankingLink: 'How the ranking works',
    valuesTitle: 'Our commitments',
    values: {
      transparency: {
        title: 'Transparency',
        text: 'Yearly prices including tax, detailed cover, a ranking we explain.',
      },
      privacy: {
        title: 'Your data protected',
        text: 'Processed under law 09-08; agencies only see who you are after you choose.',
      },
      independence: {
        title: 'Independence',
        text: 'Agencies are intermediaries licensed by ACAPS; the ranking is not for sale.',
      },
    },
  },
  services: {
    cardsTitle: 'Our services',
    cards: {
      car: {
        title: 'Car insurance comparison',
        text: 'Offers from the agencies in your city for three plans, with a single form.',
      },
      health: {
        title: 'Health insurance comparison',
        text: 'Coming soon: top-up health cover, compared the same way.',
      },
      home: {
        title: 'Home insurance comparison',
        text: 'Coming soon: insurance for your home, as an owner or a tenant.',
      },
      travel: {
        title: 'Travel insurance comparison',
        text: 'Coming soon: travel assistance for your trips abroad.',
      },
      calculator: {
        title: 'Premium calculator',
        text: 'Understand what makes your price: fiscal horsepower, fuel, the age of the car.',
      },
      guides: {
        title: 'Guides and articles',
        text: 'Third party, comprehensive, theft, fire: our guides explain each cover.',
      },
      support: {
        title: 'Customer support',
        text: 'A team ready to help from Monday to Saturday, by phone or e-mail.',
      },
      claims: {
        title: 'Claims guidance',
        text: 'What to do after a theft, a fire or an accident, step by step.',
      },
    },
    formulasTitle: 'Three plans for your car',
    formulasIntro: 'Each agency prices all three plans, so you compare like with like.',
    coverTitle: 'Comprehensive, third party or in between: which to choose?',
    cover: {
      allRisk: {
        title: 'Comprehensive',
        text: 'Comprehensive insurance pays for damage to your own car, even when the accident is your fault. It suits recent or valuable cars.',
      },
      thirdParty: {
        title: 'Third party',
        text: 'Third-party insurance is limited to liability, compulsory in Morocco: it pays for the damage you cause to others, not to your car.',
      },
      intermediate: {
        title: 'Third party plus (intermediate)',
        text: 'Third party plus adds the most useful covers to third party, such as theft and fire, for a price in between.',
      },
    },
    guideLinks: {
      formulas: 'Choosing the right plan',
      allRisk: 'Guide to comprehensive cover',
      thirdParty: 'Guide to third-party cover',
      intermediate: 'Guide to third party plus',
      theft: 'Car stolen: what to do?',
      fire: 'Car fire: what to do?',
    },
    guidesLabel: 'Our guides',
    startCta: 'Compare offers',
  },
  contact: {
    formTitle: 'Write to us',
    formIntro: 'We reply within one working day. Fields marked * are required.',
    lastName: 'Last name *',
    firstName: 'First name *',
    phone: 'Phone *',
    email: 'E-mail *',
    subject: 'Subject *',
    message: 'Message *',
    messageHint: '{{count}} / {{max}} characters',
    honeypot: 'Leave this field empty',
    consent: 'Your details are used only to answer your message.',
    privacyLink: 'Our privacy policy',
    send: 'Send',
    sending: 'Sending…',
    needsScript:
      'This form needs JavaScript to send your message, and it is turned off in your browser. Write to us or call us using the details on this page.',
    sentTitle: 'Message sent',
    sentText: 'Thank you, {{firstName}}! We will reply within one working day at {{email}}.',
    another: 'Send another message',
    detailsTitle: 'Our details',
    address: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    hoursTitle: 'Opening hours',
    hours: ['Monday – Friday: 8:30 am – 7:00 pm', 'Saturday: 9:00 am – 4:00 pm'],
    followUs: 'Follow us',
  },
};
