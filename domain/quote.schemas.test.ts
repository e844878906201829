import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  driverStepSchema,
  earliestRegistrationDate,
  maxPremiumDh,
  normalisePlate,
  offerPricesSchema,
  plateSchema,
  priceDh,
  submitQuoteSchema,
  toCentimes,
  vehicleStepSchema,
} from './quote.schemas.ts';

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

describe('cross-field checks show with the other messages at the first submit (docs/product/specification.md §5)', () => {
  it('a licence obtained before 18, while other fields are empty', () => {
    const result = driverStepSchema.safeParse({
      birthDate: '2000-05-10',
      licenceObtainedOn: '2015-01-01',
    });
    expect(messages(result)).toMatchObject({
      lastName: 'required',
      licenceObtainedOn: 'licenceBeforeAdult',
    });
  });

  it('a market value above the new value, while other fields are empty', () => {
    const result = vehicleStepSchema.safeParse({ newValue: '100000', marketValue: '120000' });
    expect(messages(result)).toMatchObject({
      brandId: 'required',
      marketValue: 'marketValueAboveNew',
    });
  });

  it('a check is skipped while a field it reads is itself wrong', () => {
    const result = driverStepSchema.safeParse({ birthDate: '', licenceObtainedOn: '2015-01-01' });
    expect(messages(result).birthDate).toBeDefined();
    expect(messages(result).licenceObtainedOn).toBeUndefined();
  });
});

describe('first registration date', () => {
  it('is refused before 1950', () => {
    const result = vehicleStepSchema.safeParse({ firstRegistrationDate: '1949-12-31' });
    expect(messages(result).firstRegistrationDate).toBe('registrationTooOld');
    const ok = vehicleStepSchema.safeParse({ firstRegistrationDate: earliestRegistrationDate });
    expect(messages(ok).firstRegistrationDate).toBeUndefined();
  });

  it('is refused before the driver’s birth, on the whole submission, with the rest', () => {
    const result = submitQuoteSchema.safeParse({
      vehicle: { firstRegistrationDate: '1985-01-01' },
      driver: { birthDate: '1990-04-12' },
      guarantees: {},
    });
    expect(messages(result)).toMatchObject({
      'vehicle.brandId': 'required',
      'vehicle.firstRegistrationDate': 'registrationBeforeBirth',
    });
    const sameDay = submitQuoteSchema.safeParse({
      vehicle: { firstRegistrationDate: '1990-04-12' },
      driver: { birthDate: '1990-04-12' },
      guarantees: {},
    });
    expect(messages(sameDay)['vehicle.firstRegistrationDate']).toBeUndefined();
  });
});

describe('plates (reference/morocco.md)', () => {
  it('normalises what is typed to the stored form', () => {
    expect(normalisePlate('12345A6')).toBe('12345-A-6');
    expect(normalisePlate(' 12345 a 6 ')).toBe('12345-A-6');
    expect(normalisePlate('12345|أ|6')).toBe('12345-أ-6');
    expect(normalisePlate('1234هـ1')).toBe('1234-هـ-1');
    expect(normalisePlate('ww123456')).toBe('WW-123456');
    expect(plateSchema.parse('12345A6')).toBe('12345-A-6');
  });

  it('refuses what is no plate', () => {
    for (const bad of ['12345-A-90', '123456-A-6', 'AB-12', '12345-AB-6', 'WW-1234567']) {
      expect(plateSchema.safeParse(bad).error?.issues[0]?.message).toBe('invalidPlate');
    }
  });

  it('reads any plate typed with any separators, or none, as its stored form (property)', () => {
    const separator = fc.constantFrom('', '-', ' ', '|', ' - ');
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,5}$/),
        fc.constantFrom('A', 'B', 'D', 'H', 'أ', 'ب', 'د', 'هـ', 'و', 'ط'),
        fc.integer({ min: 1, max: 89 }),
        separator,
        separator,
        (digits, letter, prefecture, first, second) => {
          const typed = `${digits}${first}${letter.toLowerCase()}${second}${prefecture}`;
          expect(plateSchema.parse(typed)).toBe(`${digits}-${letter}-${prefecture}`);
        },
      ),
    );
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
