import { describe, expect, it } from 'vitest';
import { canTransition, openQuoteStatuses, quoteStatuses, statusesLeadingTo } from './lifecycle.ts';

describe('the quote lifecycle', () => {
  it('expires and cancels only open quotes', () => {
    expect(statusesLeadingTo('expired')).toEqual([...openQuoteStatuses]);
    expect(statusesLeadingTo('cancelled')).toEqual([...openQuoteStatuses]);
  });

  it('selects only an offered quote, and decides only a selected one', () => {
    expect(statusesLeadingTo('selected')).toEqual(['offered']);
    expect(statusesLeadingTo('confirmed')).toEqual(['selected']);
    expect(statusesLeadingTo('lost')).toEqual(['selected']);
    expect(statusesLeadingTo('pending')).toEqual([]);
  });

  it('never leaves a final status', () => {
    for (const from of ['confirmed', 'lost', 'expired', 'cancelled'] as const)
      for (const to of quoteStatuses) expect(canTransition(from, to)).toBe(false);
  });
});
