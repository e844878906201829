import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dirhamsDecimal, isWholeCentimes, toCentimes, toDirhams } from './money.ts';

describe('money: centimes stored, dirhams typed and shown', () => {
  it('converts whole centimes to dirhams and back without loss (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (centimes) => {
        expect(toCentimes(toDirhams(centimes))).toBe(centimes);
        expect(isWholeCentimes(toDirhams(centimes))).toBe(true);
        expect(toCentimes(Number(dirhamsDecimal(centimes)))).toBe(centimes);
      }),
    );
  });

  it('writes two decimals with a point, and refuses a third decimal', () => {
    expect(dirhamsDecimal(560_050)).toBe('5600.50');
    expect(dirhamsDecimal(7)).toBe('0.07');
    expect(isWholeCentimes(5600.5)).toBe(true);
    expect(isWholeCentimes(5600.505)).toBe(false);
    // 0.1 + 0.2 is not exactly 0.3 in binary: still a whole number of centimes.
    expect(isWholeCentimes(0.1 + 0.2)).toBe(true);
  });
});
