import { describe, expect, it } from 'vitest';
import { responsivenessMinimumQuotes, shownResponsiveness } from './responsiveness.ts';

describe('shownResponsiveness', () => {
  const figures = (count: number, seconds: number | null) => ({
    pricedCount: count,
    pricingMedianSeconds: seconds,
    calledCount: count,
    callBackMedianSeconds: seconds,
  });

  it(`shows a median from ${responsivenessMinimumQuotes} quotes on, in whole minutes, never 0`, () => {
    expect(shownResponsiveness(figures(responsivenessMinimumQuotes, 5_430))).toEqual({
      pricing: { medianMinutes: 91, quoteCount: responsivenessMinimumQuotes },
      callBack: { medianMinutes: 91, quoteCount: responsivenessMinimumQuotes },
    });
    expect(shownResponsiveness(figures(12, 20)).pricing).toEqual({
      medianMinutes: 1,
      quoteCount: 12,
    });
  });

  it('shows nothing under the minimum, without figures, or never computed', () => {
    const none = { pricing: null, callBack: null };
    expect(shownResponsiveness(figures(responsivenessMinimumQuotes - 1, 600))).toEqual(none);
    expect(shownResponsiveness(figures(0, null))).toEqual(none);
    expect(shownResponsiveness(null)).toEqual(none);
  });
});
