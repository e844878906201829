import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCin, reviewSignature } from './mask.ts';

describe('reviewSignature', () => {
  it.each([
    ['Nadia', 'Berrada', 'Nadia B.'],
    [' Fatima Zahra ', ' el Idrissi', 'Fatima Zahra E.'],
    ['سلمى', 'بناني', 'سلمى ب.'],
    ['Omar', '', 'Omar'],
  ])('signs %j %j as %j', (first, last, signature) => {
    expect(reviewSignature(first, last)).toBe(signature);
  });
});

describe('maskCin', () => {
  it.each([
    ['AB123456', 'AB****56'],
    ['A123456', 'A****56'],
    ['A12345', 'A***45'],
    ['AB12345', 'AB*****'],
    ['XS12', '****'],
    ['A1234', 'A****'],
    ['Z7', '****'],
    ['ab123456', '****'],
    ['', '****'],
  ])('masks %j as %j', (cin, masked) => {
    expect(maskCin(cin)).toBe(masked);
  });

  it('never shows more characters than it hides (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{0,3}\d{0,8}$/), (cin) => {
        const masked = maskCin(cin);
        const hidden = [...masked].filter((c) => c === '*').length;
        expect(masked.length - hidden).toBeLessThanOrEqual(hidden);
        for (const shown of masked.replaceAll('*', '')) expect(cin).toContain(shown);
      }),
      { numRuns: 500 },
    );
  });
});
