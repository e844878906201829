import type { AgencyStatus } from '../agencies/lifecycle.ts';
import type { GuaranteeOption } from './reference-data.ts';
import { packs, type Pack } from './packs.ts';

/**
 * The seven guarantees of the choice form and their select values: the option values of
 * docs/product/specification.md §9 (typos of the spec's casing corrected: `10000Dh` → `10000DH`, `premuim` →
 * `premium`), plus "Non souhaitée" for every guarantee but PFCP (decision 0012). Amounts are in
 * dirhams (DH) as the insurers word them. The seed writes these into the `guarantee_options`
 * table, so quotes reference them by code with a foreign key.
 */
export const guarantees = [
  'pfcp',
  'theft',
  'collisionDamage',
  'legalDefence',
  'allRisk',
  'glassBreakage',
  'assistance',
] as const;
export type Guarantee = (typeof guarantees)[number];

/**
 * One select value (`GuaranteeOption`, its schema in reference.ts): a stable code (`theft.F2`)
 * and the label shown to users. Only types come from there: the public pages that show the
 * packs load no zod.
 */
export type { GuaranteeOption };

/**
 * The levels of each guarantee, as the specification lists them and the insurers word them:
 * - `pfcp`: Protection familiale conducteur et passagers, the driver's and passengers' own
 *   injuries (civil liability does not cover them); the amount is the capital insured, in DH.
 * - `theft` (vol): formulas F0 to F4, each with the three amounts in DH the specification gives
 *   it (`F0: 5000/5000/1000`). The specification does not name the three amounts, so they are
 *   shown as written and never computed with.
 * - `collisionDamage`, `allRisk`, `glassBreakage`: written as insurers write them, a capital in
 *   DH where there is one, then a franchise (deductible) in % with its minimum in DH
 *   (`10 000&5% Min. 1000DH`, `5000 Min. 300DH`).
 * - `legalDefence`: the capital of legal costs covered, in DH.
 * - `assistance`: the level of breakdown and accident assistance.
 */
const options: Record<Guarantee, string[]> = {
  pfcp: ['5000DH', '10000DH', '15000DH', '20000DH', '30000DH'],
  theft: [
    'F0: 5000/5000/1000',
    'F1: 10000/10000/2000',
    'F2: 20000/10000/3000',
    'F3: 30000/30000/4000',
    'F4: 40000/40000/5000',
  ],
  collisionDamage: [
    '5% Min. 1000DH',
    '10 000&5% Min. 1000DH',
    '20 000&5% Min. 1000DH',
    '30 000&5% Min. 1000DH',
  ],
  legalDefence: ['5000DH', '7500DH', '10000DH', '20000DH'],
  allRisk: [
    '3% Min. 2500DH',
    '5% Min. 2500DH',
    '10% Min. 2500DH',
    '15% Min. 4000DH',
    '20% Min. 4000DH',
  ],
  glassBreakage: [
    '5000 Min. 300DH',
    '10000 Min. 300DH',
    '20000 Min. 300DH',
    '30000 Min. 300DH',
    '40000 Min. 300DH',
  ],
  assistance: [
    'Assistance panne et accident',
    'Assistance complémentaire',
    'Assistance complémentaire premium',
  ],
};

const codeSuffix = (guarantee: Guarantee, label: string, index: number): string => {
  if (guarantee === 'theft') return label.slice(0, 2);
  if (guarantee === 'assistance')
    return ['breakdown', 'complementary', 'premium'][index] ?? String(index);
  return String(index + 1);
};

/**
 * The guarantees a driver may decline (decision 0012): all but PFCP, which every pack includes
 * (docs/product/specification.md §9 Packs: Basique already holds it).
 */
const optionalGuarantees: readonly Guarantee[] = guarantees.filter(
  (guarantee) => guarantee !== 'pfcp',
);

/** Code suffix of the "Non souhaitée" option: `theft.none`. */
const notWanted = 'none';

/**
 * Every select value of every guarantee, in display order: the spec's levels, then "Non
 * souhaitée" for an optional guarantee. That option's position comes after the levels, so a
 * database seeded before it existed takes it at the next start (the seed adds missing rows).
 */
export const guaranteeOptions: GuaranteeOption[] = guarantees.flatMap((guarantee) => {
  const levels = options[guarantee].map((label, index) => ({
    code: `${guarantee}.${codeSuffix(guarantee, label, index)}`,
    guarantee,
    label,
    position: index + 1,
  }));
  if (!optionalGuarantees.includes(guarantee)) return levels;
  const none = {
    code: `${guarantee}.${notWanted}`,
    guarantee,
    label: 'Non souhaitée',
    position: levels.length + 1,
  };
  return [...levels, none];
});

/** Whether an option code says the driver does not want that guarantee (`theft.none`). */
export function isNotWanted(code: string): boolean {
  return code.endsWith(`.${notWanted}`);
}

const optionByCode = new Map(guaranteeOptions.map((option) => [option.code, option]));

/** The option of a code (`theft.F0`), or undefined for an unknown code. */
export function guaranteeOption(code: string): GuaranteeOption | undefined {
  return optionByCode.get(code);
}

// The packs, in a module of their own that the web app's early reads import without this one.
export { packs, type Pack };

/** Cover items that can appear in a pack, in display order. */
export const coverItems = [
  'civilLiability',
  'legalProtection',
  'driverGuarantee',
  'pfcp',
  'catastrophicEvents',
  'theft',
  'fire',
  'collisionDamage',
  'allRisk',
  'legalDefence',
  'glassBreakage',
  'assistance',
] as const;
export type CoverItem = (typeof coverItems)[number];

/** Basique's cover, which every pack includes: civil liability and what the law adds to it. */
const legalBase = [
  'civilLiability',
  'legalProtection',
  'driverGuarantee',
  'pfcp',
  'catastrophicEvents',
] as const satisfies readonly CoverItem[];

/**
 * What each pack includes (docs/product/specification.md §9): Basique is the legal base; Intermédiaire adds theft, fire,
 * collision damage, defence and recourse and assistance; Premium swaps collision damage for
 * tierce (all risk) and adds glass breakage.
 */
export const packContents: Record<Pack, readonly CoverItem[]> = {
  basic: legalBase,
  intermediate: [...legalBase, 'theft', 'fire', 'collisionDamage', 'legalDefence', 'assistance'],
  premium: [...legalBase, 'theft', 'fire', 'allRisk', 'legalDefence', 'glassBreakage'],
};

/** Cover items a wanted guarantee needs in a pack, any one of them sufficing. */
const coveredBy: Record<Exclude<Guarantee, 'assistance'>, readonly CoverItem[]> = {
  pfcp: ['pfcp'],
  theft: ['theft'],
  // Tierce (all-risk) pays for collision damage too (docs/product/specification.md §9: Premium has it instead).
  collisionDamage: ['collisionDamage', 'allRisk'],
  legalDefence: ['legalDefence'],
  allRisk: ['allRisk'],
  glassBreakage: ['glassBreakage'],
};

/**
 * The pack that holds the guarantees the driver asked for (decision 0012): the smallest pack,
 * in the order Basique < Intermédiaire < Premium, whose contents cover every guarantee not
 * declined ("Non souhaitée"). Assistance is optional in all three packs (docs/product/specification.md §9), so it never
 * decides the pack. Premium covers every other guarantee (collision damage through tierce), so
 * one pack always fits.
 */
export function recommendedPack(choices: Record<Guarantee, string>): Pack {
  const wanted = (Object.keys(coveredBy) as (keyof typeof coveredBy)[]).filter(
    (guarantee) => !isNotWanted(choices[guarantee]),
  );
  const fits = (pack: Pack) =>
    wanted.every((guarantee) =>
      coveredBy[guarantee].some((item) => packContents[pack].includes(item)),
    );
  return packs.find(fits) ?? 'premium';
}

/**
 * What ranking needs of an offer: whether it can still be chosen, its three prices (centimes)
 * and its agency's name.
 */
export interface RankableOffer {
  id: string;
  available: boolean;
  agencyName: string;
  prices: Record<Pack, number>;
}

/**
 * An offer can be chosen only while its agency is active: a suspended agency (or one no longer
 * approved) takes no new contract, so its offers stay visible to the driver but unavailable.
 */
export function isOfferAvailable(agencyStatus: AgencyStatus): boolean {
  return agencyStatus === 'active';
}

/**
 * French collation of agency names, made at the first ranking: building an Intl collator loads
 * the locale's collation data (about 10 ms on a phone's first page), and every page that
 * imports the guarantees, the choice form's among them, would otherwise pay it at load.
 */
let agencyNameOrder: Intl.Collator | undefined;

/**
 * Offers in the order the driver compares them for `pack` (docs/product/specification.md §1: by price): offers that can
 * be chosen first; then that pack's price ascending; on a tie, the other packs' prices in pack order (Basique, Intermédiaire,
 * Premium); then the agency's name (French collation); then the offer id, so the order never
 * depends on the database. Returns a new array.
 */
export function rankOffers<T extends RankableOffer>(offers: readonly T[], pack: Pack): T[] {
  const keys = [pack, ...packs.filter((other) => other !== pack)];
  return [...offers].sort((a, b) => {
    if (a.available !== b.available) return a.available ? -1 : 1;
    for (const key of keys) {
      const difference = a.prices[key] - b.prices[key];
      if (difference !== 0) return difference;
    }
    agencyNameOrder ??= new Intl.Collator('fr', { sensitivity: 'base' });
    const byName = agencyNameOrder.compare(a.agencyName, b.agencyName);
    if (byName !== 0) return byName;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
