import { describe, expect, it } from 'vitest';
import { offerPricesSchema, vehicleStepSchema } from './quote.schemas.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('amounts typed in a form', () => {
  it('an empty amount is required, not "must be positive"', () => {
    const result = vehicleStepSchema.safeParse({ newValue: '', marketValue: '' });
    expect(messages(result)).toMatchObject({ newValue: 'required', marketValue: 'required' });
  });

  it('zero and negative amounts must be positive; text is required', () => {
    expect(
      messages(vehicleStepSchema.safeParse({ newValue: '0', marketValue: '-5' })),
    ).toMatchObject({
      newValue: 'positiveAmount',
      marketValue: 'positiveAmount',
    });
    expect(
      messages(offerPricesSchema.safeParse({ basic: 'abc', intermediate: '', premium: '12.345' })),
    ).toEqual({
      basic: 'required',
      intermediate: 'required',
      premium: 'invalidFormat',
    });
  });

  it('accepts prices with two decimals', () => {
    expect(
      offerPricesSchema.parse({ basic: '2950.50', intermediate: 4100, premium: '7200' }),
    ).toEqual({
      basic: 2950.5,
      intermediate: 4100,
      premium: 7200,
    });
  });
});
