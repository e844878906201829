import { z } from 'zod';
import { todayInMorocco } from './dates.ts';
import { parseDirhams } from './money.ts';
import { passwordLimits, personNameMaxLength } from './limits.ts';
import type { ValidationMessageKey } from './messages/fr.ts';
import { toMoroccanE164 } from './phone.ts';

/**
 * Building blocks of the domain schemas. Each error carries a key of
 * `frMessages.validation` (domain/messages/fr.ts), never a sentence, so the message follows the
 * reader's language on both sides (docs/product/design.md §7).
 */

const key = (k: ValidationMessageKey) => k;

/** A required, trimmed text of at most `max` characters. Empty → `required`. */
export function requiredText(max = 200) {
  return z
    .string({ error: key('required') })
    .trim()
    .min(1, { error: key('required') })
    .max(max, { error: key('tooLong') });
}

/**
 * A required Moroccan phone number; the parsed value is E.164 (domain/phone.ts reads it). Here,
 * not beside the reading: the comparison shows phone numbers without loading zod.
 */
export const phoneSchema = z
  .string({ error: key('required') })
  .trim()
  .min(1, { error: key('required') })
  .transform((value, ctx) => {
    const e164 = toMoroccanE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: key('invalidPhone') });
      return z.NEVER;
    }
    return e164;
  });

/**
 * A required e-mail address, trimmed and lower-cased (docs/product/specification.md §5:
 * '*Format invalide', followed by what is expected, as for a phone number).
 */
export const emailSchema = z
  .string({ error: key('required') })
  .trim()
  .min(1, { error: key('required') })
  .max(254, { error: key('invalidEmail') })
  .toLowerCase()
  .pipe(z.email({ error: key('invalidEmail') }));

/**
 * A person's name as it may appear in a greeting (a first name, a last name, an account's
 * name): letters of any script with their marks (Latin with accents, Arabic with its
 * diacritics), single spaces, apostrophes, hyphens, and a period that ends an initial ("J.-P.
 * Alami", "Ben Mohamed Jr."). No digit, no symbol, no control character, and no period
 * between two letters, so neither a web address ("http://x.y", "www.x.com") nor an e-mail
 * address passes: the messages that greet a person by this name cannot carry a link or an
 * invitation to anyone (OWASP ASVS 5.1.3, allow lists for structured data). Invisible
 * direction marks a keyboard may add are dropped, runs of spaces become one.
 */
export const personNamePattern = /^[\p{L}\p{M}]+(?:(?:[ '\u2019-]|\.[ -])[\p{L}\p{M}]+)*\.?$/u;

/** True when `value` is a person's name as `personNameSchema` accepts it (already normalised). */
export function isPersonName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= personNameMaxLength &&
    personNamePattern.test(value)
  );
}

/** A required person's name (see `personNamePattern`), normalised, at most 60 characters. */
export const personNameSchema = z
  .string({ error: key('required') })
  .transform((value) =>
    value
      .replace(/[\u200e\u200f\u061c]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .normalize('NFC'),
  )
  .pipe(
    z
      .string()
      .min(1, { error: key('required') })
      .max(personNameMaxLength, { error: key('nameTooLong') })
      .regex(personNamePattern, { error: key('invalidName') }),
  );

export const newPasswordSchema = z
  .string({ error: key('required') })
  .min(1, { error: key('required') })
  .min(passwordLimits.min, { error: key('passwordTooShort') })
  .max(passwordLimits.max, { error: key('passwordTooLong') });

/**
 * CIN (carte nationale d'identité): 1–2 letters then digits, e.g. `AB123456`, `J123456`
 * (reference/morocco.md), with docs/product/specification.md §5's minimum length: at least 4 digits, so a cut-short
 * value such as `A1` is refused (decision 0011). Spaces are removed and letters upper-cased
 * before the check.
 */
export const cinSchema = z
  .string({ error: key('required') })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: key('required') })
      .regex(/^[A-Z]{1,2}\d{4,6}$/, { error: key('invalidCin') }),
  );

const calendarDate = z.iso.date();

/**
 * A calendar date `YYYY-MM-DD` (no time, no zone) that exists: months of their length, 29
 * February of leap years only, years 0001–9999 — PostgreSQL's `date` has no year 0, and
 * JavaScript's Date.parse would let `2026-02-30` through as 2 March.
 */
export const isoDateSchema = z
  .string({ error: key('required') })
  .min(1, { error: key('required') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key('invalidDate') })
  .refine((value) => value >= '0001-01-01' && calendarDate.safeParse(value).success, {
    error: key('invalidDate'),
  });

/** Highest id of a reference list entry: the lists are keyed by PostgreSQL `smallint`. */
export const maxReferenceId = 32_767;

/**
 * A number as forms and API clients send it: a JSON number, or text holding one (what an
 * `<input>` or a `<select>` gives). Anything else — `true`, `[5]`, `{}` — is refused with
 * `error`, where `z.coerce.number()` would read `true` as 1 and `[5]` as 5; the OpenAPI
 * document says so (a number or a text).
 */
export function numberInput(error: ValidationMessageKey) {
  return (
    z
      // Each branch carries the message too: form resolvers show a union's first branch issue.
      .union([z.number({ error: key(error) }), z.string({ error: key(error) })], {
        error: key(error),
      })
      .transform((value) =>
        typeof value === 'number' || value.trim() === '' ? value : Number(value),
      )
      .pipe(z.number({ error: key(error) }))
  );
}

/**
 * A positive integer id of a reference list entry (city, profession, …). An id above
 * `maxReferenceId` names no entry, as an unknown id does (`invalidValue`).
 */
export const referenceIdSchema = numberInput('required').pipe(
  z
    .number()
    .int({ error: key('required') })
    .positive({ error: key('required') })
    .max(maxReferenceId, { error: key('invalidValue') }),
);

/**
 * Characters no text may carry: U+0000, which PostgreSQL refuses in every `text` and `jsonb`
 * value, and UTF-16 surrogates without their pair (`"\uD800"` in JSON), which are no Unicode
 * character at all — `jsonb` refuses them and `text` would store U+FFFD in their place.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character looked for.
const unstorableCharacter = /[\u0000\uD800-\uDFFF]/u;

/** True when `text` can be stored as it is (see unstorableCharacter). */
export function isStorableText(text: string): boolean {
  return !unstorableCharacter.test(text);
}

/**
 * Whole years between a birth date and `today`, both `YYYY-MM-DD` (docs/product/specification.md §9: age in whole years).
 * Today is Morocco's date: between 23:00 and midnight UTC it is already tomorrow in Morocco.
 */
export function ageInYears(birthDate: string, today: string = todayInMorocco()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

/**
 * Options of an object-level refinement that reads the fields at `paths` (each a path from the
 * object): it runs as soon as those fields parsed, even when other fields did not, so its
 * message shows with the others at the first submit (docs/product/specification.md §5: messages after a submit
 * attempt) — zod otherwise skips it until every field of the object is valid.
 */
export function whenParsed(...paths: PropertyKey[][]) {
  const overlaps = (issuePath: PropertyKey[], path: PropertyKey[]) =>
    issuePath.slice(0, path.length).every((segment, index) => segment === path[index]);
  return {
    when: (payload: z.core.ParsePayload) =>
      !payload.issues.some((issue) => paths.some((path) => overlaps(issue.path ?? [], path))),
  };
}

/** An empty input is a missing value, not zero: it gets the required message. */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value;

/**
 * An amount in dirhams as a form types it or an API client sends it: a JSON number, or a
 * text as `parseDirhams` (domain/money.ts) reads it (`3 450,50`, `150000`). Empty →
 * `required`; a text it cannot read → `unreadable`; then `amount` checks the number (its
 * bounds, whole dirhams or centimes, each with its own message). The browser validates with
 * the same schema before sending.
 */
export function dirhamsInput(unreadable: ValidationMessageKey, amount: z.ZodType<number, number>) {
  return z.preprocess(
    blankToUndefined,
    z
      // Each member says `required` too: react-hook-form's zod resolver shows the message of a
      // union member's issue, not the union's, so an empty field read "Invalid input" in English.
      .union([z.number({ error: key('required') }), z.string({ error: key('required') })], {
        error: key('required'),
      })
      .transform((value, ctx) => {
        const dirhams = typeof value === 'number' ? value : parseDirhams(value);
        if (dirhams === null) {
          ctx.addIssue({ code: 'custom', message: unreadable });
          return z.NEVER;
        }
        return dirhams;
      })
      .pipe(amount),
  );
}
