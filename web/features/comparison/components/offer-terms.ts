import type { GuaranteeTerms, OfferTerms } from '../../../../domain/offers/terms.ts';
import {
  guarantees,
  isNotWanted,
  packContents,
  packs,
  type CoverItem,
  type Guarantee,
  type Pack,
} from '../../../../domain/reference/guarantees.ts';

/*
 * What the driver's pages need of an offers' terms (domain/offers/terms.ts), read from the
 * terms themselves (only types come from that module: its zod schemas stay out of these pages'
 * code): the guarantees a pack is compared on, and a pack's line for one guarantee.
 */

/**
 * The guarantees a pack is compared on, in the choice form's order: those the offers' terms
 * state for the pack (the same in every offer: domain/offers/terms.ts `packGuarantees`), and
 * those the driver asked for that the pack does not hold, so the driver sees what it leaves
 * out. What the driver asked for is read from the terms too: each line repeats its
 * `requestedLevel`, and the three packs together hold every guarantee. Empty when no offer
 * states terms.
 */
export function comparedGuarantees(pack: Pack, terms: readonly (OfferTerms | null)[]): Guarantee[] {
  const stated = terms.filter((item): item is OfferTerms => item !== null);
  const held = new Set(
    stated.flatMap((item) => item[pack].guarantees.map((line) => line.guarantee)),
  );
  const requested = new Map(
    stated.flatMap((item) =>
      packs.flatMap((each) =>
        item[each].guarantees.map((line) => [line.guarantee, line.requestedLevel] as const),
      ),
    ),
  );
  return guarantees.filter((guarantee) => {
    if (held.has(guarantee)) return true;
    const asked = requested.get(guarantee);
    return asked !== undefined && !isNotWanted(asked);
  });
}

/** The line of `guarantee` in `pack` of an offer's terms; undefined when the pack lacks it. */
export function termsLine(
  terms: OfferTerms,
  pack: Pack,
  guarantee: Guarantee,
): GuaranteeTerms | undefined {
  return terms[pack].guarantees.find((line) => line.guarantee === guarantee);
}

/**
 * Whether a pack without collision damage pays for it anyway: tierce (all risk) pays for
 * collision damage too, which is why Premium holds tierce instead (docs/product/specification.md
 * §9 Packs; domain/reference/guarantees.ts `recommendedPack`).
 */
export function coveredByAllRisk(pack: Pack, guarantee: Guarantee): boolean {
  return guarantee === 'collisionDamage' && packContents[pack].includes('allRisk');
}

/**
 * What a pack holds beside the guarantees its terms state (docs/product/specification.md §9
 * Packs): civil liability and the legal base that comes with it, and fire.
 */
export function alsoIncluded(pack: Pack): CoverItem[] {
  return packContents[pack].filter((item) => !(guarantees as readonly string[]).includes(item));
}
