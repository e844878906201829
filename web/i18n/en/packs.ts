import type { Translation } from '../../../domain/translation.ts';
import type { frPacks } from '../fr/packs.ts';

/** Cover items and pack names in English. */
export const enPacks: Translation<typeof frPacks> = {
  cover: {
    civilLiability: 'Third-party liability',
    legalProtection: 'Legal protection',
    driverGuarantee: 'Driver injury cover',
    pfcp: 'Driver and passenger protection (PFCP)',
    catastrophicEvents: 'Natural catastrophe cover',
    theft: 'Theft',
    fire: 'Fire',
    collisionDamage: 'Collision damage',
    allRisk: 'Own damage (all accidents)',
    legalDefence: 'Legal defence and recovery',
    glassBreakage: 'Glass breakage',
    assistance: 'Breakdown and accident assistance',
  },
  packs: {
    basic: 'Basic plan',
    intermediate: 'Intermediate plan',
    premium: 'Premium plan',
    popular: 'Popular',
    included: 'Included',
    excluded: 'Not included',
    optional: 'optional',
    perYear: 'incl. tax / year',
    select: 'Select',
  },
  help: {
    label: 'What is this?',
    cover: {
      civilLiability:
        'Compulsory in Morocco: pays for the damage your car causes to other people and their property.',
      legalProtection: 'Pays legal and advice costs in a dispute involving your car.',
      driverGuarantee:
        'Compensates your own injuries as the driver, which third-party liability does not cover.',
      pfcp: 'Pays a lump sum to an injured driver and passengers, or to their families, up to the amount chosen.',
      catastrophicEvents:
        'Covers damage from a natural disaster or an act of terrorism declared as such by the State.',
      theft:
        'Pays for your stolen car, or for damage from an attempted theft, according to the plan chosen.',
      fire: 'Pays for damage to your car from fire, explosion or lightning.',
      collisionDamage:
        'Repairs your car after a collision with a pedestrian, an animal or an identified vehicle.',
      allRisk:
        'Repairs your car even when you are at fault or nobody else is involved; an excess remains yours to pay.',
      legalDefence:
        'Helps you claim compensation from the other driver and pays for your defence, up to the limit chosen.',
      glassBreakage: 'Replaces the windscreen, side and rear windows, above an excess.',
      assistance: 'Breakdown repair, towing and on-the-spot help after a breakdown or an accident.',
    },
    packs: {
      basic: 'The legal essentials: third-party liability and basic protection for the driver.',
      intermediate:
        'Basic, plus theft, fire, collision damage, legal defence and recovery, and assistance.',
      premium:
        'The widest cover: your car is covered even when you are at fault, glass breakage included.',
    },
  },
};
