import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/index.ts';
import { estimatedPacks, estimateText } from './price-estimate.ts';

afterAll(() => setLanguage('fr', { remember: false }));

/** What a reader sees: without Intl's direction marks, with plain spaces. */
const visible = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\s/g, ' ');

describe('a pack’s indicative range', () => {
  it('reads from one amount to the other, in DH', async () => {
    await setLanguage('fr', { remember: false });
    const text = estimateText({ minCentimes: 290_000, maxCentimes: 360_050 });
    expect(text.key).toBe('instantPrices.estimate.range');
    expect(Object.values(text.values).map(visible)).toEqual(['2 900,00 DH', '3 600,50 DH']);
  });

  it('is one amount when every grid gives the same price', async () => {
    await setLanguage('ar', { remember: false });
    const text = estimateText({ minCentimes: 290_000, maxCentimes: 290_000 });
    expect(text.key).toBe('instantPrices.estimate.single');
    expect(Object.values(text.values).map(visible)).toEqual(['2.900,00 د.م.']);
  });
});

describe('the packs an estimate shows', () => {
  const range = { minCentimes: 100_000, maxCentimes: 120_000 };

  it('are those a grid priced, in pack order', () => {
    expect(
      estimatedPacks({
        gridCount: 2,
        packs: { basic: range, intermediate: null, premium: range },
      }).map(({ pack }) => pack),
    ).toEqual(['basic', 'premium']);
  });

  it('are none without an estimate or without a grid', () => {
    expect(estimatedPacks(null)).toEqual([]);
    expect(
      estimatedPacks({ gridCount: 0, packs: { basic: null, intermediate: null, premium: null } }),
    ).toEqual([]);
  });
});
