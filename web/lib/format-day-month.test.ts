import { afterAll, describe, expect, it } from 'vitest';
import { intlLocales } from '../../domain/languages.ts';
import { setLanguage } from '../i18n/index.ts';
import { formatDayMonth } from './format.ts';

afterAll(() => setLanguage('fr', { remember: false }));

describe('chart axis days', () => {
  it.each(['fr', 'en', 'ar'] as const)(
    '%s: a day of October reads 24/10, never a cut date',
    async (language) => {
      await setLanguage(language, { remember: false });
      // Arabic puts a right-to-left mark after each part (24‏/10): the text is Intl's own.
      expect(formatDayMonth('2026-10-24').replace(/\u200f/g, '')).toBe('24/10');
      expect(formatDayMonth('2026-10-24')).toBe(
        new Intl.DateTimeFormat(intlLocales[language], {
          day: '2-digit',
          month: '2-digit',
          timeZone: 'Africa/Casablanca',
        }).format(new Date('2026-10-24T12:00:00Z')),
      );
    },
  );
});
