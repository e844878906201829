import Negotiator from 'negotiator';
import { describe, expect, it, vi } from 'vitest';
import { languageFrom, translator, waitText, waitUnit } from './i18n.ts';

/*
 * A wait reads as a person would say it: minutes up to 90, hours below a day, then days, in the
 * caller's language (Intl.RelativeTimeFormat), never "1424 minutes".
 */
describe('waitUnit', () => {
  it.each([
    [0.2, { value: 1, unit: 'minute' }],
    [15, { value: 15, unit: 'minute' }],
    [90, { value: 90, unit: 'minute' }],
    [91, { value: 2, unit: 'hour' }],
    [1380, { value: 23, unit: 'hour' }],
    [1381, { value: 1, unit: 'day' }],
    [1424, { value: 1, unit: 'day' }],
    [1440, { value: 1, unit: 'day' }],
    [1441, { value: 2, unit: 'day' }],
  ])('says %s minutes as %o', (minutes, expected) => {
    expect(waitUnit(minutes)).toEqual(expected);
  });
});

describe('waitText', () => {
  it.each([
    ['fr', 15, 'dans 15 minutes'],
    ['fr', 200, 'dans 4 heures'],
    ['fr', 1424, 'demain'],
    ['fr', 2880, 'après-demain'],
    ['en', 15, 'in 15 minutes'],
    ['en', 200, 'in 4 hours'],
    ['en', 1424, 'tomorrow'],
    ['ar', 15, 'خلال 15 دقيقة'],
    ['ar', 1424, 'غدًا'],
  ] as const)('words a wait in %s: %s minutes', (language, minutes, expected) => {
    expect(waitText(minutes, language)).toBe(expected);
  });

  it('is how the rate limit message says when to try again', () => {
    expect(translator('fr')('errors.rateLimited', { minutes: 1424 })).toBe(
      'Trop de tentatives. Réessayez demain.',
    );
    expect(translator('en')('errors.rateLimited', { minutes: 200 })).toBe(
      'Too many attempts. Try again in 4 hours.',
    );
    expect(translator('ar')('errors.rateLimited', { minutes: 1424 })).toBe(
      'محاولات كثيرة. أعد المحاولة غدًا.',
    );
  });
});

describe('languageFrom', () => {
  it('picks the best language of the header, French without one', () => {
    expect(languageFrom('ar-MA,ar;q=0.9,fr;q=0.8')).toBe('ar');
    expect(languageFrom('de-DE,en;q=0.5,fr;q=0.4')).toBe('en');
    expect(languageFrom('de-DE')).toBe('fr');
    expect(languageFrom(undefined)).toBe('fr');
  });

  it('parses each header value once, however many requests carry it', () => {
    const parse = vi.spyOn(Negotiator.prototype, 'languages');
    try {
      const header = 'en-GB,en;q=0.9,fr;q=0.7,x-cache-probe';
      for (let request = 0; request < 5; request += 1) expect(languageFrom(header)).toBe('en');
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});
