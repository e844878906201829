import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initials, maskCin, maskEmail, maskPhone } from './mask.ts';
import { toMoroccanE164 } from './phone.ts';
import { signupSchema } from './accounts/auth.ts';
import { personNameMaxLength } from './limits.ts';
import {
  ageInYears,
  cinSchema,
  isoDateSchema,
  isPersonName,
  isStorableText,
  numberInput,
  maxReferenceId,
  personNameSchema,
  phoneSchema,
  referenceIdSchema,
} from './validation.ts';
import { todayInMorocco } from './dates.ts';

describe('CIN (reference/morocco.md: 1–2 letters then digits; docs/product/specification.md §5 minimum length)', () => {
  it('accepts and normalises valid numbers', () => {
    expect(cinSchema.parse('ab 123456')).toBe('AB123456');
    expect(cinSchema.parse('J123456')).toBe('J123456');
  });

  it('rejects other shapes with the spec’s message key', () => {
    for (const bad of ['123456', 'ABC123', 'AB1234567', 'A-12', 'A1', 'AB123']) {
      const result = cinSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('invalidCin');
    }
    expect(cinSchema.safeParse('').error?.issues[0]?.message).toBe('required');
  });

  it('accepts every generated valid CIN (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,2}\d{4,6}$/), (cin) => {
        expect(cinSchema.parse(cin.toLowerCase())).toBe(cin);
      }),
    );
  });

  it('refuses every value shorter than a letter and four digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,2}\d{0,3}$/), (cin) => {
        expect(cinSchema.safeParse(cin).success).toBe(false);
      }),
    );
  });
});

describe('Moroccan phone numbers (docs/product/specification.md §5, ANRT plan)', () => {
  it('normalises national and international forms to E.164', () => {
    expect(toMoroccanE164('0612345678')).toBe('+212612345678');
    expect(toMoroccanE164('06 12 34 56 78')).toBe('+212612345678');
    expect(toMoroccanE164('+212 7 12 34 56 78')).toBe('+212712345678');
    expect(toMoroccanE164('0522123456')).toBe('+212522123456');
  });

  it('rejects short numbers, foreign numbers and text', () => {
    for (const bad of ['061234', '+33612345678', 'bonjour', '0012345678']) {
      expect(toMoroccanE164(bad)).toBeNull();
    }
    expect(phoneSchema.safeParse('061234').error?.issues[0]?.message).toBe('invalidPhone');
  });

  it('never throws on any input (property)', () => {
    fc.assert(fc.property(fc.string(), (value) => void phoneSchema.safeParse(value)));
  });
});

describe('sign-up schema', () => {
  it('requires matching passwords of 8 to 128 characters', () => {
    const ok = signupSchema.safeParse({
      name: 'A',
      email: 'a@b.ma',
      password: '12345678',
      passwordConfirmation: '12345678',
    });
    expect(ok.success).toBe(true);
    const mismatch = signupSchema.safeParse({
      name: 'A',
      email: 'a@b.ma',
      password: '12345678',
      passwordConfirmation: '12345679',
    });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['passwordConfirmation', 'passwordsMismatch'],
    ]);
  });

  it('lower-cases the e-mail', () => {
    const parsed = signupSchema.parse({
      name: 'A',
      email: ' Salma@Example.MA ',
      password: '12345678',
      passwordConfirmation: '12345678',
    });
    expect(parsed.email).toBe('salma@example.ma');
  });
});

describe('masking (law 09-08)', () => {
  it('masks CIN, phone and e-mail as docs/product/design.md §5 shows', () => {
    expect(maskCin('AB123456')).toBe('AB****56');
    expect(maskCin('J12')).toBe('****');
    expect(maskCin('J1234')).toBe('J****');
    expect(maskPhone('+212612345678')).toBe('+2126******78');
    expect(maskEmail('salma.bennani@example.ma')).toBe('s***@example.ma');
    expect(initials('Salma', 'Bennani')).toBe('S. B.');
  });

  it('never shows more than the last two digits of a CIN (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,2}\d{3,6}$/), (cin) => {
        const masked = maskCin(cin);
        expect(masked.replace(/\*/g, '').replace(/^[A-Z]+/, '').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('age in whole years (docs/product/specification.md §9)', () => {
  it('counts a birthday only once it is reached', () => {
    const today = '2026-11-22';
    expect(ageInYears('2000-11-22', today)).toBe(26);
    expect(ageInYears('2000-11-23', today)).toBe(25);
    expect(ageInYears('2008-12-31', today)).toBe(17);
  });

  it("counts on Morocco's date, a day ahead of UTC's after 23:00 UTC", () => {
    const lateEvening = todayInMorocco(new Date('2026-11-23T23:30:00Z'));
    expect(lateEvening).toBe('2026-11-24');
    expect(ageInYears('1996-11-24', lateEvening)).toBe(30);
  });
});

/** Any code point, surrogate halves included (String.fromCodePoint makes them lone), and often
 * the characters in question. */
const anyCodePoint = fc.oneof(
  fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
  fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);

describe('values PostgreSQL stores as they are', () => {
  it('refuses a reference id beyond smallint as an unknown id, not a database error', () => {
    expect(referenceIdSchema.parse(maxReferenceId)).toBe(32_767);
    for (const id of [32_768, 2 ** 31, 1e15]) {
      expect(referenceIdSchema.safeParse(id).error?.issues[0]?.message).toBe('invalidValue');
    }
  });

  it('reads a number or a text holding one, never true as 1 nor [5] as 5', () => {
    expect(referenceIdSchema.parse('12')).toBe(12);
    expect(referenceIdSchema.parse(12)).toBe(12);
    for (const value of [true, [5], {}, null, '', 'abc', 1.5]) {
      expect(referenceIdSchema.safeParse(value).error?.issues[0]?.message).toBe('required');
    }
  });

  it('refuses dates that do not exist: 30 February, 29 February of a common year, year 0', () => {
    for (const date of ['2026-02-30', '2026-02-31', '2025-02-29', '2026-04-31', '0000-01-01']) {
      expect(isoDateSchema.safeParse(date).error?.issues[0]?.message).toBe('invalidDate');
    }
    for (const date of ['2024-02-29', '0001-01-01', '9999-12-31', '1990-05-14']) {
      expect(isoDateSchema.parse(date)).toBe(date);
    }
  });

  it('accepts every real calendar date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString().slice(0, 10);
          expect(isoDateSchema.parse(text)).toBe(text);
        },
      ),
    );
  });

  it('finds U+0000 and lone surrogates, and nothing else, in any text (property)', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDFFF', '\uDC00\uD800']) {
      expect(isStorableText(bad)).toBe(false);
    }
    expect(isStorableText('Salma 😀 سلمى \u200e')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: anyCodePoint }), (text) => {
        // Iterated by code point, a lone surrogate comes out as one UTF-16 unit of its own.
        const expected = [...text].every((c) => c !== '\u0000' && !/^[\uD800-\uDFFF]$/.test(c));
        expect(isStorableText(text)).toBe(expected);
      }),
    );
  });
});

describe('person names (one schema for every name: driver, account, profile, contact, staff)', () => {
  it('accepts names of any script, with accents, apostrophes, hyphens and initials', () => {
    for (const name of [
      'Salma',
      'Élodie Ouazzani',
      'محمد بن عبد الله',
      'مُحَمَّد',
      'فاطمة الزهراء',
      'ⵜⴰⵎⴰⵣⵉⵖⵜ',
      'O’Brien',
      "D'Artagnan",
      'El-Amrani',
      'J.-P. Alami',
      'Ben Mohamed Jr.',
      'Ñúñez Çelik',
    ]) {
      expect(personNameSchema.safeParse(name).data, name).toBe(name);
    }
  });

  it('normalises spaces and drops the direction marks a keyboard adds', () => {
    expect(personNameSchema.parse('  Salma   Bennani ')).toBe('Salma Bennani');
    expect(personNameSchema.parse('\u200fمحمد\u200f')).toBe('محمد');
  });

  it('refuses links, addresses, digits, symbols and control characters with invalidName', () => {
    for (const name of [
      'http://x.y',
      'https://moqarana.ma',
      'www.promo.ma',
      'promo.ma',
      'salma@example.ma',
      'Salma2',
      'Agent ٣',
      'Karim 06 12 34 56 78',
      'Gagnez!',
      '<b>Salma</b>',
      'Sal\u0000ma',
      'Sal\u202ema',
      '--',
      "'",
      'Jean--Pierre',
    ]) {
      expect(personNameSchema.safeParse(name).error?.issues[0]?.message, name).toBe('invalidName');
    }
  });

  it(`refuses more than ${personNameMaxLength} characters, and nothing at all`, () => {
    expect(personNameSchema.safeParse('a'.repeat(personNameMaxLength)).success).toBe(true);
    const long = personNameSchema.safeParse('a'.repeat(personNameMaxLength + 1));
    expect(long.error?.issues[0]?.message).toBe('nameTooLong');
    expect(personNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('required');
  });

  it('never accepts a digit, a slash, a colon or "@", whatever surrounds it (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('1', '٧', '/', ':', '@', '\n1'),
        fc.string(),
        (before, forbidden, after) => {
          expect(personNameSchema.safeParse(`${before}${forbidden}${after}`).success).toBe(false);
        },
      ),
    );
  });

  it('agrees with isPersonName, which the messages use to greet (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 70 }), (value) => {
        const parsed = personNameSchema.safeParse(value);
        if (parsed.success) expect(isPersonName(parsed.data)).toBe(true);
        if (value === value.trim() && isPersonName(value)) expect(parsed.success).toBe(true);
      }),
    );
  });
});

describe('numberInput', () => {
  it('carries its message on every issue, those of each union branch included', () => {
    // Form resolvers show a union's first branch issue: a blank amount must read "required".
    const result = numberInput('required').safeParse(undefined);
    const [issue] = result.error?.issues ?? [];
    expect(issue?.message).toBe('required');
    const branches = (issue as { errors?: { message: string }[][] } | undefined)?.errors ?? [];
    expect(branches.flat().map((nested) => nested.message)).toEqual(['required', 'required']);
  });
});
