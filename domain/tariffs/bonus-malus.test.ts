import { describe, expect, it } from 'vitest';
import { bonusMalusCoefficientBp, type ClaimHistory } from './bonus-malus.ts';

describe('the bonus-malus coefficient (in force since 2006)', () => {
  it.each<[string, ClaimHistory | undefined, number]>([
    ['no answer: 100 %', undefined, 10_000],
    ['all unanswered (null): 100 %', { monthsInsuredWithoutInterruption: null }, 10_000],
    [
      '24 months insured, no at-fault claim: −10 %',
      { monthsInsuredWithoutInterruption: 24, atFaultClaimsLast24Months: 0 },
      9_000,
    ],
    [
      '20 years without a claim: still −10 %, the floor',
      { monthsInsuredWithoutInterruption: 240, atFaultClaimsLast24Months: 0 },
      9_000,
    ],
    [
      '23 months insured: no bonus yet',
      { monthsInsuredWithoutInterruption: 23, atFaultClaimsLast24Months: 0 },
      10_000,
    ],
    [
      'claims of the last 24 months unanswered: no bonus',
      { monthsInsuredWithoutInterruption: 36 },
      10_000,
    ],
    [
      'a claim 13–24 months ago: neither bonus nor malus',
      {
        monthsInsuredWithoutInterruption: 36,
        atFaultClaimsLast24Months: 1,
        materialClaimsLast12Months: 0,
        bodilyClaimsLast12Months: 0,
      },
      10_000,
    ],
    ['one material claim in 12 months: +20 %', { materialClaimsLast12Months: 1 }, 12_000],
    ['one bodily claim in 12 months: +30 %', { bodilyClaimsLast12Months: 1 }, 13_000],
    [
      'two material and one bodily: +70 %',
      { materialClaimsLast12Months: 2, bodilyClaimsLast12Months: 1 },
      17_000,
    ],
    [
      'a claim of the last 12 months rules out the bonus whatever the 24-month answer says',
      {
        monthsInsuredWithoutInterruption: 36,
        atFaultClaimsLast24Months: 0,
        materialClaimsLast12Months: 1,
      },
      12_000,
    ],
    ['five bodily claims: exactly 250 %', { bodilyClaimsLast12Months: 5 }, 25_000],
    [
      'four material and three bodily (270 %): capped at 250 %',
      { materialClaimsLast12Months: 4, bodilyClaimsLast12Months: 3 },
      25_000,
    ],
  ])('%s', (_, history, coefficient) => {
    expect(bonusMalusCoefficientBp(history)).toBe(coefficient);
  });
});
