import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { offerPricesSchema } from '../../domain/offers/prices.ts';

/*
 * What the price form shows under each field comes from react-hook-form's zod resolver, which
 * reads a union's member issue rather than the union's own: each message must be a key of the
 * validation catalogue, never zod's English default.
 */
describe('the price form’s field messages', () => {
  it('says required for an empty price and priceFormat for a word, as message keys', async () => {
    const result = await zodResolver(offerPricesSchema)(
      { basic: '', intermediate: 'abc', premium: '5600,50' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({
      basic: expect.objectContaining({ message: 'required' }),
      intermediate: expect.objectContaining({ message: 'priceFormat' }),
    });
  });
});
