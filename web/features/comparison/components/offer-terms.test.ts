import { describe, expect, it } from 'vitest';
import {
  defaultOfferTerms,
  offerableLevels,
  packGuarantees,
} from '../../../../domain/offers/terms.ts';
import { guarantees, packs, type Guarantee } from '../../../../domain/reference/guarantees.ts';
import { alsoIncluded, comparedGuarantees, coveredByAllRisk, termsLine } from './offer-terms.ts';

/** A request asking for the first level of every guarantee, with `declined` "Non souhaitée". */
const request = (declined: Guarantee[] = []) =>
  Object.fromEntries(
    guarantees.map((guarantee) => [
      guarantee,
      declined.includes(guarantee) ? `${guarantee}.none` : offerableLevels(guarantee)[0],
    ]),
  ) as Record<Guarantee, string>;

describe('the guarantees a pack is compared on', () => {
  it('are those the pack states, then those asked for that it leaves out, in the form’s order', () => {
    const terms = defaultOfferTerms(request(['allRisk', 'glassBreakage']));
    expect(comparedGuarantees('basic', [null, terms])).toEqual([
      'pfcp',
      'theft',
      'collisionDamage',
      'legalDefence',
      'assistance',
    ]);
    expect(comparedGuarantees('intermediate', [terms])).toEqual(packGuarantees.intermediate);
    // Premium leaves out collision damage, which was asked for: its tierce pays for it.
    expect(comparedGuarantees('premium', [terms])).toEqual([
      'pfcp',
      'theft',
      'collisionDamage',
      'legalDefence',
      'allRisk',
      'glassBreakage',
      'assistance',
    ]);
    expect(coveredByAllRisk('premium', 'collisionDamage')).toBe(true);
    expect(coveredByAllRisk('intermediate', 'collisionDamage')).toBe(false);
    expect(termsLine(terms, 'premium', 'collisionDamage')).toBeUndefined();
  });

  it('are none when no offer states its terms', () => {
    for (const pack of packs) expect(comparedGuarantees(pack, [null, null])).toEqual([]);
  });

  it('leave the guarantees with their terms out of what else a pack holds', () => {
    expect(alsoIncluded('basic')).toEqual([
      'civilLiability',
      'legalProtection',
      'driverGuarantee',
      'catastrophicEvents',
    ]);
    expect(alsoIncluded('premium')).toContain('fire');
  });
});
