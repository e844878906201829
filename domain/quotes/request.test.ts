import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPlate, maskPlate } from './plate.ts';
import {
  driverStepSchema,
  earliestRegistrationDate,
  normalisePlate,
  plateSchema,
  submitQuoteSchema,
  vehicleStepSchema,
} from './request.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('amounts typed in a form', () => {
  it('an empty amount is required, not "must be positive"', () => {
    const result = vehicleStepSchema.safeParse({ newValue: '', marketValue: '' });
    expect(messages(result)).toMatchObject({ newValue: 'required', marketValue: 'required' });
  });

  it('a decimal comma or point is refused with its own message, never read as a bigger amount', () => {
    expect(
      messages(vehicleStepSchema.safeParse({ newValue: '150000,50', marketValue: '150000.5' })),
    ).toMatchObject({ newValue: 'wholeDirhams', marketValue: 'wholeDirhams' });
    expect(
      messages(vehicleStepSchema.safeParse({ newValue: '150 000', marketValue: 'abc' })),
    ).toMatchObject({ marketValue: 'amountFormat' });
    const grouped = vehicleStepSchema.safeParse({ newValue: '150 000', marketValue: '110000' });
    expect(messages(grouped).newValue).toBeUndefined();
  });

  it('zero and negative amounts must be positive', () => {
    expect(
      messages(vehicleStepSchema.safeParse({ newValue: '0', marketValue: '-5' })),
    ).toMatchObject({
      newValue: 'positiveAmount',
      marketValue: 'positiveAmount',
    });
  });
});

describe('claim history counts', () => {
  it('a decimal or a word is asked as a whole number, a count out of range refused', () => {
    const history = (answers: object) =>
      messages(driverStepSchema.safeParse(answers as Record<string, unknown>));
    expect(
      history({ atFaultClaimsLast24Months: '1,5', monthsInsuredWithoutInterruption: 'deux' }),
    ).toMatchObject({
      atFaultClaimsLast24Months: 'wholeCount',
      monthsInsuredWithoutInterruption: 'wholeCount',
    });
    expect(
      history({ atFaultClaimsLast24Months: '21', materialClaimsLast12Months: '-1' }),
    ).toMatchObject({
      atFaultClaimsLast24Months: 'invalidValue',
      materialClaimsLast12Months: 'invalidValue',
    });
    expect(history({ atFaultClaimsLast24Months: '٢' }).atFaultClaimsLast24Months).toBeUndefined();
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

  it('are shown with a left-to-right mark after an Arabic letter only', () => {
    expect(displayPlate('12345-أ-6')).toBe('12345-أ\u200e-6');
    expect(displayPlate('1234-هـ-1')).toBe('1234-هـ\u200e-1');
    expect(displayPlate('12345-A-6')).toBe('12345-A-6');
    expect(displayPlate('WW-123456')).toBe('WW-123456');
  });

  it('are masked for agencies by their serial number, the series and prefecture kept', () => {
    expect(maskPlate('12345-أ-6')).toBe('*****-أ-6');
    expect(maskPlate('12-A-12')).toBe('**-A-12');
    expect(maskPlate('1-هـ-1')).toBe('*-هـ-1');
    expect(maskPlate('WW-123456')).toBe('WW-******');
    expect(maskPlate('')).toBe('');
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
