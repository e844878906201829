import { toCentimes } from '../money.ts';
import {
  guaranteeOption,
  guaranteeOptions,
  guarantees,
  isNotWanted,
  packContents,
  packs,
  type Guarantee,
  type Pack,
} from '../reference/guarantees.ts';

/*
 * The structured offer (docs/product/offer-terms.md): for each pack an agency prices, the level
 * it offers of each guarantee the pack holds, that level's franchise (deductible) and ceiling,
 * and the pack's own conditions. Money is in DH as staff type it and in centimes as the API
 * stores and answers it (1 DH = 100 centimes); a franchise's percentage is in percent (`5` for
 * 5 %, at most two decimals), stored in hundredths of a percent.
 */

/**
 * The guarantees an offer states a level for in each pack: those the pack holds
 * (`packContents`, docs/product/specification.md §9), and assistance in every pack, which the
 * specification makes optional in all three (an agency may offer none: `assistance.none`).
 */
const guaranteesOf = (pack: Pack): readonly Guarantee[] =>
  guarantees.filter(
    (guarantee) => guarantee === 'assistance' || packContents[pack].includes(guarantee),
  );
export const packGuarantees: Record<Pack, readonly Guarantee[]> = {
  basic: guaranteesOf('basic'),
  intermediate: guaranteesOf('intermediate'),
  premium: guaranteesOf('premium'),
};

/** The only guarantee a pack may hold at no level ("Non souhaitée"). */
const mayBeLeftOut = (guarantee: Guarantee) => guarantee === 'assistance';

/** A franchise (deductible) as Moroccan insurers word it: a fixed amount, a percentage with a minimum, or both. */
export interface Franchise {
  /** A fixed amount, centimes; null when the franchise is only a percentage. */
  amountCentimes: number | null;
  /** A percentage of the claim (`5` for 5 %), at most two decimals; null for a fixed amount only. */
  percent: number | null;
  /** The least the percentage comes to, centimes; only with a percentage. */
  minimumCentimes: number | null;
}

/** What one guarantee of one pack comes with, as the catalogue words its level or the agency sets it. */
export interface LevelTerms {
  franchise: Franchise | null;
  /** The most the guarantee pays (its capital), centimes; null where no ceiling applies. */
  ceilingCentimes: number | null;
}

const dh = (amount: number) => toCentimes(amount);
const percentFranchise = (percent: number, minimumDh: number): Franchise => ({
  amountCentimes: null,
  percent,
  minimumCentimes: dh(minimumDh),
});

/**
 * Each level's terms as its label in the specification words them (domain/reference/guarantees.ts):
 * - PFCP and defence and recourse: the capital is the ceiling (`10000DH`);
 * - collision damage: an optional capital, then the franchise (`10 000&5% Min. 1000DH`: ceiling
 *   10,000 DH, franchise 5 % with a minimum of 1,000 DH);
 * - tierce (all risk): the franchise (`3% Min. 2500DH`);
 * - glass breakage: the capital, then a fixed franchise (`5000 Min. 300DH`: ceiling 5,000 DH,
 *   franchise 300 DH);
 * - theft's formulas carry three amounts the specification does not name, and assistance none:
 *   the agency states their terms itself.
 */
const catalogueTerms: Record<string, LevelTerms> = {
  'pfcp.1': { franchise: null, ceilingCentimes: dh(5_000) },
  'pfcp.2': { franchise: null, ceilingCentimes: dh(10_000) },
  'pfcp.3': { franchise: null, ceilingCentimes: dh(15_000) },
  'pfcp.4': { franchise: null, ceilingCentimes: dh(20_000) },
  'pfcp.5': { franchise: null, ceilingCentimes: dh(30_000) },
  'collisionDamage.1': { franchise: percentFranchise(5, 1_000), ceilingCentimes: null },
  'collisionDamage.2': { franchise: percentFranchise(5, 1_000), ceilingCentimes: dh(10_000) },
  'collisionDamage.3': { franchise: percentFranchise(5, 1_000), ceilingCentimes: dh(20_000) },
  'collisionDamage.4': { franchise: percentFranchise(5, 1_000), ceilingCentimes: dh(30_000) },
  'legalDefence.1': { franchise: null, ceilingCentimes: dh(5_000) },
  'legalDefence.2': { franchise: null, ceilingCentimes: dh(7_500) },
  'legalDefence.3': { franchise: null, ceilingCentimes: dh(10_000) },
  'legalDefence.4': { franchise: null, ceilingCentimes: dh(20_000) },
  'allRisk.1': { franchise: percentFranchise(3, 2_500), ceilingCentimes: null },
  'allRisk.2': { franchise: percentFranchise(5, 2_500), ceilingCentimes: null },
  'allRisk.3': { franchise: percentFranchise(10, 2_500), ceilingCentimes: null },
  'allRisk.4': { franchise: percentFranchise(15, 4_000), ceilingCentimes: null },
  'allRisk.5': { franchise: percentFranchise(20, 4_000), ceilingCentimes: null },
  ...Object.fromEntries(
    [5_000, 10_000, 20_000, 30_000, 40_000].map((ceiling, index) => [
      `glassBreakage.${index + 1}`,
      {
        franchise: { amountCentimes: dh(300), percent: null, minimumCentimes: null },
        ceilingCentimes: dh(ceiling),
      },
    ]),
  ),
};

/** The terms a level comes with in the catalogue; none for theft, assistance and "Non souhaitée". */
export function levelTerms(code: string): LevelTerms {
  return catalogueTerms[code] ?? { franchise: null, ceilingCentimes: null };
}

/** The levels an agency may offer of a guarantee, in display order (option codes). */
export function offerableLevels(guarantee: Guarantee): string[] {
  return guaranteeOptions
    .filter(
      (option) =>
        option.guarantee === guarantee && (mayBeLeftOut(guarantee) || !isNotWanted(option.code)),
    )
    .map((option) => option.code);
}

/**
 * Whether the offered level departs from what the driver asked in /choix-garantie: only when the
 * driver asked for a level (not "Non souhaitée") and the offer names another one. A guarantee the
 * driver declined but the pack holds anyway is no departure.
 */
export function differsFromRequest(requested: string, offered: string): boolean {
  return !isNotWanted(requested) && requested !== offered;
}

/** One guarantee of one pack as an offer states it (centimes). */
export interface GuaranteeTerms extends LevelTerms {
  guarantee: Guarantee;
  /** The option code offered (`theft.F2`). */
  level: string;
  /** The option code the driver asked for in /choix-garantie. */
  requestedLevel: string;
  differsFromRequest: boolean;
}

/** One pack of an offer: its guarantees in display order and its conditions. */
export interface PackTerms {
  guarantees: GuaranteeTerms[];
  /** The agency's own conditions for this pack, as typed (≤ `conditionsMaxLength`); '' for none. */
  conditions: string;
}

export type OfferTerms = Record<Pack, PackTerms>;

/** The longest text an agency may add to a pack (characters). */
export const conditionsMaxLength = 500;

/**
 * The offer an agency that changes nothing sends: in each pack, the level the driver asked for
 * of each guarantee, or, for a guarantee the driver declined that the pack holds anyway, its
 * first level (assistance: none); each with the catalogue's terms (`levelTerms`); no conditions.
 */
export function defaultOfferTerms(requested: Record<Guarantee, string>): OfferTerms {
  return Object.fromEntries(
    packs.map((pack) => [
      pack,
      {
        conditions: '',
        guarantees: packGuarantees[pack].map((guarantee): GuaranteeTerms => {
          const asked = requested[guarantee];
          const level =
            isNotWanted(asked) && !mayBeLeftOut(guarantee)
              ? (offerableLevels(guarantee)[0] ?? asked)
              : asked;
          return {
            guarantee,
            level,
            requestedLevel: asked,
            differsFromRequest: false,
            ...levelTerms(level),
          };
        }),
      },
    ]),
  ) as OfferTerms;
}

/** The label of a level code for the reader; the code itself if unknown. */
export function levelLabel(code: string): string {
  return guaranteeOption(code)?.label ?? code;
}
