import type { Translation } from '../../../domain/translation.ts';
import type { frArticles } from '../fr/articles.ts';

/** The insurance guides and legal pages in English, section for section. */
export const enArticles: Translation<typeof frArticles> = {
  guides: {
    label: 'Car insurance guides',
    updated: 'Guide updated in November 2026.',
    readAlso: 'Read also',
    compareCta: 'Compare the offers in your city',
    formule: {
      title: 'Choosing the right car insurance plan',
      description:
        'Third party, third party plus or comprehensive: what each car insurance plan covers in Morocco and how to choose for your car.',
      lead: 'In Morocco, only third-party liability is compulsory. Everything else — theft, fire, damage to your own car — depends on the plan you choose.',
      sections: [
        {
          heading: 'Three levels of protection',
          items: [
            'Third party: the compulsory liability cover, often sold with legal defence and recovery and natural catastrophe cover.',
            'Third party plus (or intermediate): third party plus targeted covers such as theft, fire, glass breakage or collision damage.',
            'Comprehensive: your own car is compensated even when you are at fault, or when no third party is identified.',
          ],
        },
        {
          heading: 'What makes the price vary',
          paragraphs: [
            'The liability premium depends mainly on the fiscal horsepower (the figure on the registration certificate), the fuel and the date of first registration. For the same car, prices vary widely between insurers: that is the whole point of comparing.',
            'Optional covers come on top of this base. Their price depends on the limits (for instance 10,000 DH of legal defence) and the excesses you choose.',
          ],
        },
        {
          heading: 'How to choose',
          items: [
            'A new car, one less than five years old, or one bought on credit: comprehensive cover protects your investment.',
            'A car of average value parked in the street: third party plus with theft and fire is often the best compromise.',
            'An old car with a low market value: third party is often enough, as there is little value to compensate.',
          ],
        },
        {
          heading: 'Documents to prepare',
          paragraphs: [
            'To take out a policy, the agency will ask for the registration certificate (carte grise), your driving licence and your national ID card; if you are changing insurer, the certificate ending your previous policy, and sometimes a claims history and bank details.',
          ],
        },
      ],
    },
    'tous-risques': {
      title: 'Comprehensive car insurance',
      description:
        'What comprehensive car insurance covers in Morocco, its excesses, and when it is worth the price.',
      lead: 'Comprehensive cover is the most complete protection: damage to your own car is paid for, whether or not you caused the accident.',
      sections: [
        {
          heading: 'What is covered',
          paragraphs: [
            'On top of third-party liability, the “own damage, all accidents” cover (tierce) compensates damage to your car after a collision, going off the road or an accident with no identified third party. Comprehensive plans usually also include theft, fire and glass breakage.',
          ],
        },
        {
          heading: 'Excess and limit',
          paragraphs: [
            'Own-damage cover comes with an excess, expressed as a percentage of the vehicle’s value with a minimum: for instance “5% min. 2,500 DH”. A higher excess lowers the premium but increases what you pay yourself after a claim.',
          ],
        },
        {
          heading: 'Useful options',
          items: [
            'Enhanced value or depreciation buy-back: better compensation than the market value alone.',
            'Financial loss: covers the gap with the outstanding loan if the car is a total loss.',
            'Driver and passenger protection: compensates injuries, which liability cover does not pay for the driver.',
          ],
        },
        {
          heading: 'Who it is for',
          paragraphs: [
            'Comprehensive cover makes sense for a recent or valuable car, or one financed on credit. For an older car, compare the yearly premium with the market value: past a certain age, third party plus is often more reasonable.',
          ],
        },
      ],
    },
    tiers: {
      title: 'Third-party car insurance',
      description:
        'Motor third-party liability, compulsory in Morocco: what it covers, what it does not, and what to add.',
      lead: 'Third-party insurance is the legal minimum: every vehicle on Moroccan roads must have liability cover.',
      sections: [
        {
          heading: 'What liability cover pays for',
          paragraphs: [
            'It pays for the injuries and damage your car causes to others: pedestrians, passengers, other drivers and their vehicles. It is usually sold with legal defence and recovery and natural catastrophe cover.',
          ],
        },
        {
          heading: 'What it does not cover',
          items: [
            'Damage to your own car, even when the other driver is at fault and cannot be found.',
            'Your own injuries as the driver: that takes driver and passenger protection.',
            'Theft of or fire in your car.',
          ],
        },
        {
          heading: 'The price',
          paragraphs: [
            'The premium depends on the fiscal horsepower and the fuel. As a guide, the Moroccan press quotes liability premiums of about 1,840 DH before tax for the smallest engines, up to about 3,490 DH before tax for petrol cars over 11 hp or diesel cars over 8 hp.',
          ],
        },
        {
          heading: 'Driving uninsured',
          paragraphs: [
            'Driving without liability cover exposes you to penalties and, above all, to paying yourself for the damage caused to others, which can be considerable when people are injured.',
          ],
        },
      ],
    },
    'tiers-entendu': {
      title: 'Third party plus, the intermediate plan',
      description:
        'Third party plus adds theft, fire, glass breakage or collision damage to third party: the intermediate plan explained.',
      lead: 'Between third party and comprehensive, third party plus adds the covers most often needed, for a price in between.',
      sections: [
        {
          heading: 'The covers added',
          items: [
            'Theft: the theft or attempted theft of your car.',
            'Fire: fire, explosion, lightning.',
            'Collision damage: damage to your car after hitting an identified third party (a pedestrian, an animal or another vehicle).',
            'Legal defence and recovery: the costs of asserting your rights after an accident.',
            'Glass breakage: windscreen, side and rear windows, often with a minimum excess of 300 DH.',
          ],
        },
        {
          heading: 'The difference from comprehensive',
          paragraphs: [
            'Collision damage only applies when a third party is identified. Going off the road alone, or an accident whose other driver fled, is not covered: that is the role of own-damage cover, part of comprehensive plans.',
          ],
        },
        {
          heading: 'Who it is for',
          paragraphs: [
            'This is Moqarana’s Intermediate plan, the one most often chosen: it suits cars of average value, especially those parked in the street.',
          ],
        },
      ],
    },
    vol: {
      title: 'Car theft: what to do and how to be compensated',
      description:
        'Your car was stolen in Morocco: the steps to take, the deadlines and how the insurer calculates compensation.',
      lead: 'If your car has been stolen, act quickly: report it to the police, then to your insurer.',
      sections: [
        {
          heading: 'First steps',
          items: [
            'File a complaint at the nearest police or gendarmerie station and keep the receipt.',
            'Report the theft to your insurance agency within the time your policy allows, with the complaint receipt.',
            'Hand the keys and the registration certificate to the insurer if asked.',
          ],
        },
        {
          heading: 'Compensation',
          paragraphs: [
            'Theft cover pays the car’s market value on the day of the loss, set by an expert, minus the policy’s excess. If the car is found within the waiting period set by the policy, it is returned to you and repairs are paid for.',
            'At Moqarana, theft cover is chosen by plan (F0 to F4): each sets the limits and the excess, for instance F1: 10,000 / 10,000 / 2,000 DH.',
          ],
        },
        {
          heading: 'Reducing the risk',
          items: [
            'Park in a lit or guarded place.',
            'Never leave the registration certificate or the keys in the car.',
            'A mechanical or electronic anti-theft device can lower the premium with some insurers.',
          ],
        },
      ],
    },
    incendie: {
      title: 'Car fire: cover and compensation',
      description:
        'What fire cover in a Moroccan car insurance policy includes, and what to do after a fire.',
      lead: 'Fire cover protects your car against fire, explosion and lightning, whatever their accidental cause.',
      sections: [
        {
          heading: 'What is covered',
          paragraphs: [
            'Fire caused by a short circuit, a fuel leak or a nearby fire, explosion and lightning. Arson by a third party is generally covered; a fire you started on purpose never is.',
          ],
        },
        {
          heading: 'After a fire',
          items: [
            'Get to safety and call the emergency services (15 for the fire brigade).',
            'Have the police or the fire brigade draw up a report.',
            'Report the claim to your agency within the time your policy allows, and do not have the wreck removed before the expert’s visit.',
          ],
        },
        {
          heading: 'Compensation',
          paragraphs: [
            'As with theft, the insurer pays the market value on the day of the loss as assessed by the expert, minus the excess. An enhanced value or depreciation buy-back option improves compensation for a recent car.',
          ],
        },
      ],
    },
  },
  legal: {
    label: 'Legal information',
    updated: 'Last updated: November 2026.',
    'mentions-legales': {
      title: 'Legal notice',
      description:
        'Publisher of the Moqarana site, insurance intermediary licensed by ACAPS, hosting and CNDP authorisation.',
      lead: 'Information about the publisher of moqarana.ma and its status as an insurance intermediary.',
      sections: [
        {
          heading: 'Publisher',
          paragraphs: [
            'The site is published by {{operator}}, registered office {{address}}. Contact: {{email}}, {{phone}}.',
          ],
        },
        {
          heading: 'Insurance intermediary',
          paragraphs: [
            'Insurance intermediary governed by law no. 17-99 on the insurance code. ACAPS licence no. {{acapsApproval}}. The offers shown are those of agencies themselves licensed by the Insurance and Social Welfare Supervisory Authority (ACAPS), whose licence number appears on each offer.',
          ],
        },
        {
          heading: 'Personal data',
          paragraphs: [
            'The processing of personal data, including national ID card numbers, has been authorised by the National Commission for the Protection of Personal Data (CNDP) under no. {{cndpAuthorisation}}. See our privacy policy.',
          ],
        },
        {
          heading: 'Intellectual property',
          paragraphs: [
            'The texts, the logo and the design of the site belong to its publisher. Insurers’ names are used to identify the offers; their trademarks belong to their owners.',
          ],
        },
      ],
    },
    confidentialite: {
      title: 'Privacy policy',
      description:
        'How Moqarana processes your personal data under law 09-08: purposes, recipients, retention periods and your rights.',
      lead: 'This policy describes how your data is processed, in accordance with law no. 09-08 on the protection of individuals with regard to the processing of personal data.',
      sections: [
        {
          heading: 'Data controller',
          paragraphs: [
            '{{operator}}, {{address}}. Processing authorised by the CNDP under no. {{cndpAuthorisation}}.',
          ],
        },
        {
          heading: 'Data collected and purposes',
          items: [
            'Account: name, e-mail and password (hashed), to identify you.',
            'Quote request: vehicle, driver identity (name, national ID number, date of birth), licence, city, phone and e-mail, to obtain insurance offers.',
            'Contact message: name, phone, e-mail and message, to answer you.',
            'Security logs: sign-ins and sensitive actions, to protect accounts.',
            'Reminder before expiry: {{expiryReminderDays}} days before a request with offers ends without your choice, one reminder by e-mail (and WhatsApp if you accepted it).',
          ],
        },
        {
          heading: 'Recipients',
          paragraphs: [
            'Before you choose, the agencies in your city only see your initials, your age, your masked ID number and your vehicle. Only the agency whose offer you select receives your name, ID number, phone and e-mail, to draw up your policy. Your data is neither sold nor used for advertising without your express, separate consent.',
          ],
        },
        {
          heading: 'Retention periods',
          items: [
            'Request drafts: deleted {{draftRetentionDays}} days after their last change.',
            'Content of the e-mails and WhatsApp messages sent (name, reference, recipient’s address): erased {{messageContentRetentionDays}} days after sending; only the event, channel, status and dates remain.',
            'Quote requests without a confirmed contract: anonymised {{unchosenQuoteRetentionMonths}} months after their validity ends (name, CIN, phone, e-mail and plate erased, birth and licence dates reduced to the year).',
            'Confirmed policies: the length of the policy plus the legal limitation periods.',
            'Contact messages: deleted {{contactMessageRetentionMonths}} months after they are sent.',
            'Security logs: {{auditRetentionYears}} years, with e-mails, phones and CINs masked.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You have the right to access and correct your data, and to object on legitimate grounds. In your account, the “My data” tab lets you download everything we hold about you, withdraw your consents and delete your account: your data is then erased or anonymised at once, only the agency you signed a contract with keeping its details for the legal period. You can also correct your details in your account, or write to {{email}} stating your name and your request. We reply within 30 days. You can also refer the matter to the CNDP (www.cndp.ma).',
          ],
        },
        {
          heading: 'Cookies',
          paragraphs: [
            'The site uses only necessary cookies: your sign-in session and your chosen language. No advertising or third-party analytics cookies.',
          ],
        },
      ],
    },
    classement: {
      title: 'How the ranking works',
      description:
        'How Moqarana ranks car insurance offers: by price, with no payment for a better place, and a commission when a policy is taken out.',
      lead: 'Offers are ranked by price. Here is exactly how, and what it means.',
      sections: [
        {
          heading: 'The ranking criterion',
          paragraphs: [
            'On the Choice of company page, offers are sorted by the price of one plan, from cheapest to most expensive, in dirhams per year including tax. By default, it is the smallest plan that includes all the cover you asked for; you can choose another one, and the page always says which plan the ranking follows. Each offer shows the price of its three plans.',
            'At equal prices, offers are ordered by the other plans’ prices (Basic, then Intermediate, then Premium), then by the agency’s name, in alphabetical order.',
          ],
        },
        {
          heading: 'The offers shown',
          paragraphs: [
            'Only the agencies registered with Moqarana in your city can reply, and each decides whether to reply. The comparison therefore does not cover the whole car insurance market.',
          ],
        },
        {
          heading: 'How we are paid',
          paragraphs: [
            'Moqarana earns a commission from the agency when you choose its offer and the policy is taken out. This commission does not affect the ranking, and no agency can pay to be ranked higher.',
          ],
        },
      ],
    },
    cgu: {
      title: 'Terms of use',
      description: 'The rules for using the Moqarana comparison site, for drivers and agencies.',
      lead: 'By using Moqarana, you accept the following terms.',
      sections: [
        {
          heading: 'The service',
          paragraphs: [
            'Moqarana lets you ask the agencies in your city for car insurance offers free of charge and compare them. The policy is made directly between you and the agency you choose, which calls you back to finalise it.',
          ],
        },
        {
          heading: 'Your account',
          items: [
            'You must be at least 18 and give accurate information: an offer based on false information may be refused or cancelled.',
            'Your password is personal; tell us about any suspicious use of your account.',
          ],
        },
        {
          heading: 'The offers',
          paragraphs: [
            'Each offer states its yearly price including tax, the cover of each plan, its validity date and the agency’s ACAPS licence number. It only binds the agency once it has checked your documents during its call.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'Moqarana passes on requests and offers without changing the prices. The cover is governed by the insurer’s general and specific terms, which the agency gives you.',
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: [
            'These terms are governed by Moroccan law. For any complaint, write to {{email}}.',
          ],
        },
      ],
    },
  },
};
