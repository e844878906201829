import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString as parseWithWholeMetadata } from 'libphonenumber-js/max';
import max from 'libphonenumber-js/metadata.max.json';
import { moroccanPhoneMetadata } from './phone-metadata.ts';
import { moroccanPhoneMetadataOf } from './phone-metadata-slice.ts';
import { displayPhone, toMoroccanE164 } from './phone.ts';

describe('displayPhone', () => {
  it.each([
    ['+212522000000', '05 22 00 00 00', 'tel:+212522000000'],
    ['+212612345678', '06 12 34 56 78', 'tel:+212612345678'],
    ['+212 5 22 00 00 00', '05 22 00 00 00', 'tel:+212522000000'],
    ['0612345678', '06 12 34 56 78', 'tel:+212612345678'],
  ])('shows %s as %s, dialled as %s', (stored, national, href) => {
    expect(displayPhone(stored)).toEqual({ national, href });
  });

  it('shows a number it cannot read as given', () => {
    expect(displayPhone('standard')).toEqual({ national: 'standard', href: 'tel:' });
  });
});

describe('the Moroccan slice of the phone metadata', () => {
  it('equals the installed libphonenumber-js "max" metadata for +212', () => {
    // A failure means libphonenumber-js was upgraded: run scripts/phone-metadata.ts.
    expect(moroccanPhoneMetadata).toEqual(moroccanPhoneMetadataOf(max));
  });

  it('reads Moroccan numbers as the whole "max" metadata does, and no other', () => {
    const numbers = [
      '0612345678',
      '+212 7 12 34 56 78',
      '0522123456',
      '0528123456',
      '0800123456',
      '0892123456',
      '061234',
      '0412345678',
      '+33612345678',
      '0012345678',
      '00212612345678',
      '+212 5 28 89 12 34',
    ];
    for (const number of numbers) {
      const whole = parseWithWholeMetadata(number, 'MA');
      const expected = whole?.isValid() && whole.country === 'MA' ? whole.number : null;
      expect(toMoroccanE164(number), number).toBe(expected);
      // A number of another country is shown as given: none can be stored (validation above).
      if (whole?.countryCallingCode === '212')
        expect(displayPhone(number).national, number).toBe(whole.formatNational());
    }
    expect(displayPhone('+33612345678').national).toBe('+33612345678');
  });
});
