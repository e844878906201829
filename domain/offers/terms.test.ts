import { describe, expect, it } from 'vitest';
import { guaranteeOptions, type Guarantee } from '../reference/guarantees.ts';
import { defaultOfferTerms, differsFromRequest, levelTerms, packGuarantees } from './terms.ts';
import { offerTermsFromInput, offerTermsInput, offerTermsInputSchema } from './terms-input.ts';
import { offerChanges, offerHistory, type OfferVersion } from './offer-history.ts';

const requested: Record<Guarantee, string> = {
  pfcp: 'pfcp.1',
  theft: 'theft.none',
  collisionDamage: 'collisionDamage.3',
  legalDefence: 'legalDefence.2',
  allRisk: 'allRisk.4',
  glassBreakage: 'glassBreakage.2',
  assistance: 'assistance.none',
};

describe('the guarantees of each pack', () => {
  it('follow the packs’ contents, with assistance in all three', () => {
    expect(packGuarantees).toEqual({
      basic: ['pfcp', 'assistance'],
      intermediate: ['pfcp', 'theft', 'collisionDamage', 'legalDefence', 'assistance'],
      premium: ['pfcp', 'theft', 'legalDefence', 'allRisk', 'glassBreakage', 'assistance'],
    });
  });
});

describe('the catalogue’s terms of a level', () => {
  /** Every number the label writes, digits only (`10 000&5% Min. 1000DH` → 10000, 5, 1000). */
  const numbersOf = (label: string) =>
    [...label.replace(/(\d) (\d)/g, '$1$2').matchAll(/\d+/g)].map((match) => Number(match[0]));

  it('take each amount from the level’s label and invent none', () => {
    for (const option of guaranteeOptions) {
      const terms = levelTerms(option.code);
      const stated = [
        terms.ceilingCentimes,
        terms.franchise?.amountCentimes,
        terms.franchise?.minimumCentimes,
      ]
        .filter((value): value is number => typeof value === 'number')
        .map((centimes) => centimes / 100);
      if (terms.franchise?.percent != null) stated.push(terms.franchise.percent);
      for (const value of stated) expect(numbersOf(option.label), option.code).toContain(value);
    }
    expect(levelTerms('collisionDamage.2')).toEqual({
      franchise: { amountCentimes: null, percent: 5, minimumCentimes: 100_000 },
      ceilingCentimes: 1_000_000,
    });
    expect(levelTerms('theft.F2')).toEqual({ franchise: null, ceilingCentimes: null });
  });
});

describe('a departure from the request', () => {
  it('is another level than one asked for, never a guarantee the driver declined', () => {
    expect(differsFromRequest('theft.F3', 'theft.F2')).toBe(true);
    expect(differsFromRequest('theft.F3', 'theft.F3')).toBe(false);
    expect(differsFromRequest('theft.none', 'theft.F0')).toBe(false);
    expect(differsFromRequest('assistance.premium', 'assistance.none')).toBe(true);
  });
});

describe('the default offer', () => {
  it('offers the levels asked for, the first level where the pack holds a declined guarantee', () => {
    const terms = defaultOfferTerms(requested);
    const levels = (pack: 'basic' | 'intermediate' | 'premium') =>
      terms[pack].guarantees.map((line) => line.level);
    expect(levels('basic')).toEqual(['pfcp.1', 'assistance.none']);
    expect(levels('intermediate')).toEqual([
      'pfcp.1',
      'theft.F0',
      'collisionDamage.3',
      'legalDefence.2',
      'assistance.none',
    ]);
    expect(terms.premium.guarantees.every((line) => !line.differsFromRequest)).toBe(true);
    expect(terms.premium.conditions).toBe('');
  });

  it('comes back unchanged through the form’s input and its schema', () => {
    const terms = defaultOfferTerms(requested);
    const parsed = offerTermsInputSchema.parse(offerTermsInput(terms));
    expect(offerTermsFromInput(parsed, requested)).toEqual(terms);
  });
});

describe('what a revision changed', () => {
  const version = (revision: number, basic: number, theft: string): OfferVersion => {
    const terms = defaultOfferTerms({ ...requested, theft });
    return {
      revision,
      createdAt: `2026-11-2${revision}T10:00:00.000Z`,
      prices: { basic, intermediate: 450_000, premium: 690_000 },
      terms,
    };
  };

  it('lists prices, levels, other terms and conditions, pack by pack', () => {
    const first = version(1, 320_000, 'theft.F3');
    const second = version(2, 300_000, 'theft.F2');
    expect(offerChanges(first, second)).toEqual([
      { kind: 'price', pack: 'basic', fromCentimes: 320_000, toCentimes: 300_000 },
      { kind: 'level', pack: 'intermediate', guarantee: 'theft', from: 'theft.F3', to: 'theft.F2' },
      { kind: 'level', pack: 'premium', guarantee: 'theft', from: 'theft.F3', to: 'theft.F2' },
    ]);
    const third = structuredClone(second);
    third.revision = 3;
    const ceiling = third.terms?.premium.guarantees.find((l) => l.guarantee === 'glassBreakage');
    if (ceiling) ceiling.ceilingCentimes = 900_000;
    if (third.terms) third.terms.basic.conditions = 'Garage fermé la nuit';
    expect(offerChanges(second, third)).toEqual([
      { kind: 'conditions', pack: 'basic' },
      { kind: 'terms', pack: 'premium', guarantee: 'glassBreakage' },
    ]);
    expect(offerHistory([third, first, second]).map((entry) => entry.revision)).toEqual([2, 3]);
  });

  it('compares only prices against a version that stated no terms', () => {
    const before = { ...version(1, 320_000, 'theft.F3'), terms: null };
    expect(offerChanges(before, version(2, 320_000, 'theft.F1'))).toEqual([]);
  });
});
