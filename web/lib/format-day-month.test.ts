import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/index.ts';
import { formatDayMonth } from './format.ts';

afterAll(() => setLanguage('fr', { remember: false }));

describe('chart axis days', () => {
  it.each(['fr', 'en', 'ar'] as const)(
    '%s: a day of October reads 24/10, never a cut date',
    async (language) => {
      await setLanguage(language, { remember: false });
      // Intl's whole day and month, without the right-to-left marks Arabic puts after each
      // part (24‏/10), which would show it month first (decision 0008: read left to right).
      expect(formatDayMonth('2026-10-24')).toBe('24/10');
    },
  );
});
