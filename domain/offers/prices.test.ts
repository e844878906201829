import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxPremiumDh, toCentimes } from '../money.ts';
import { offerPricesSchema, priceDh } from './prices.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the three prices of an offer', () => {
  it('text is a format error and an empty price is required', () => {
    expect(
      messages(offerPricesSchema.safeParse({ basic: 'abc', intermediate: '', premium: '12.345' })),
    ).toEqual({
      basic: 'priceFormat',
      intermediate: 'required',
      premium: 'priceFormat',
    });
  });

  it('says a pack is cheaper than the one below it even while another price is wrong', () => {
    expect(
      messages(offerPricesSchema.safeParse({ basic: '3000', intermediate: '2000', premium: '' })),
    ).toEqual({ intermediate: 'pricesOrder', premium: 'required' });
    expect(
      messages(offerPricesSchema.safeParse({ basic: 5000, intermediate: 4000, premium: 3000 })),
    ).toEqual({ intermediate: 'pricesOrder', premium: 'pricesOrder' });
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

/** Centimes as staff may type them: plain digits, grouped by spaces, comma or point. */
function typed(centimes: number, style: { group: string | null; decimal: ',' | '.' }): string {
  const whole = String(Math.floor(centimes / 100));
  const grouped = style.group ? whole.replace(/\B(?=(\d{3})+$)/g, style.group) : whole;
  return `${grouped}${style.decimal}${String(centimes % 100).padStart(2, '0')}`;
}

describe('typed prices (decimal comma or point, never guessed)', () => {
  const centimes = fc.integer({ min: 1, max: maxPremiumDh * 100 });
  const parsedCentimes = (text: string) => {
    const result = priceDh.safeParse(text);
    return result.success ? toCentimes(result.data) : result.error.issues[0]?.message;
  };

  it('reads "5600,50", "5600.50" and "5 600,50" as the same 560050 centimes', () => {
    for (const text of ['5600,50', '5600.50', '5 600,50', '5\u00a0600,50', '5\u202f600.50'])
      expect(parsedCentimes(text), text).toBe(560_050);
    expect(parsedCentimes('5600')).toBe(560_000);
    expect(parsedCentimes('5600,5')).toBe(560_050);
    // An Arabic keyboard's digits and separators read the same (Arabic-Indic and Persian forms).
    for (const text of ['٥٦٠٠٫٥٠', '٥٦٠٠,٥٠', '٥٬٦٠٠٫٥٠', '۵۶۰۰٫۵۰', '٥ ٦٠٠,٥٠'])
      expect(parsedCentimes(text), text).toBe(560_050);
    // …and stay unguessed where the Western ones are: three decimals are refused.
    expect(parsedCentimes('٥٬٦٠٠,٥٠٠')).toBe('priceFormat');
    expect(parsedCentimes(' 5600,50 ')).toBe(560_050);
  });

  it('reads every amount written with a comma, a point, grouped or not (property)', () => {
    fc.assert(
      fc.property(
        centimes,
        fc.constantFrom(null, ' ', '\u00a0', '\u202f'),
        fc.constantFrom(',' as const, '.' as const),
        (amount, group, decimal) => {
          expect(parsedCentimes(typed(amount, { group, decimal }))).toBe(amount);
        },
      ),
    );
  });

  it('reads back what the French interface shows (Intl fr-FR)', () => {
    const french = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(centimes, (amount) => {
        expect(parsedCentimes(french.format(amount / 100))).toBe(amount);
      }),
    );
  });

  it('refuses both separators and a separator before three digits: ambiguous (property)', () => {
    expect(parsedCentimes('5.600,50')).toBe('priceFormat');
    expect(parsedCentimes('5,600.50')).toBe('priceFormat');
    expect(parsedCentimes('5.600')).toBe('priceFormat');
    expect(parsedCentimes('5,600')).toBe('priceFormat');
    expect(parsedCentimes('56 00')).toBe('priceFormat');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(['.', ','], [',', '.']),
        (thousands, units, cents, [first, second]) => {
          const text = `${thousands}${first}${String(units).padStart(3, '0')}`;
          expect(parsedCentimes(text), text).toBe('priceFormat');
          const both = `${text}${second}${String(cents).padStart(2, '0')}`;
          expect(parsedCentimes(both), both).toBe('priceFormat');
        },
      ),
    );
  });

  it('refuses zero, negative and oversized amounts with their own messages', () => {
    expect(parsedCentimes('0')).toBe('positiveAmount');
    expect(parsedCentimes('-5,00')).toBe('positiveAmount');
    expect(parsedCentimes('1 000 000,01')).toBe('amountTooLarge');
    expect(parsedCentimes('')).toBe('required');
  });
});
