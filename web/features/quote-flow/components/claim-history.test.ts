import { describe, expect, it } from 'vitest';
import { claimHistoryFields } from '../../../../domain/quotes/request.ts';
import { emptyClaimHistory, flowFieldLabelKey, hasClaims } from './claim-history.ts';

describe('the 12-month claim questions', () => {
  it('are asked after a whole number of claims above zero, in Western or Arabic digits', () => {
    expect(['1', ' 2 ', '٣', 4].map(hasClaims)).toEqual([true, true, true, true]);
  });

  it('are not asked for no answer, zero or what is not a count', () => {
    expect(['', '0', '٠', 'abc', '1,5', '-1', null, undefined, 0].map(hasClaims)).toEqual(
      Array(9).fill(false),
    );
  });
});

describe('the claim-history fields', () => {
  it('start empty, which the schema reads as not answered', () => {
    expect(Object.keys(emptyClaimHistory).sort()).toEqual(Object.keys(claimHistoryFields).sort());
    for (const [name, value] of Object.entries(emptyClaimHistory))
      expect(claimHistoryFields[name as keyof typeof claimHistoryFields].parse(value)).toBeNull();
  });

  it('are labelled in the instant-prices texts, the other fields in the flow’s', () => {
    expect(flowFieldLabelKey('atFaultClaimsLast24Months')).toBe(
      'instantPrices.claims.atFaultClaimsLast24Months',
    );
    expect(flowFieldLabelKey('cin')).toBe('flow.fields.cin');
  });
});
