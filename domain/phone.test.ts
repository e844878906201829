import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone.ts';

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
