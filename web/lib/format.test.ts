import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/index.ts';
import { formatDate, formatDateTime, formatDelay, formatDh } from './format.ts';

afterAll(() => setLanguage('fr', { remember: false }));

describe('formats follow the interface language (decision 0008)', () => {
  it.each([
    ['fr', '1 234,50 DH', '22/11/2026'],
    ['en', 'MAD 1,234.50', '22/11/2026'],
    ['ar', '1.234,50 د.م.', '22/11/2026'],
  ] as const)('%s: money %s, dates %s', async (language, money, date) => {
    await setLanguage(language, { remember: false });
    // Intl puts directional marks (U+200E/U+200F) and narrow spaces around Arabic and French
    // amounts; compare what a reader sees.
    const visible = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\s/g, ' ');
    expect(visible(formatDh(123_450))).toBe(money);
    expect(visible(formatDate('2026-11-22'))).toBe(date);
    // No direction mark inside a date: Arabic's would show it year first (decision 0008).
    expect(formatDate('2026-11-22')).toBe(date);
    expect(formatDateTime('2026-11-22T13:05:00Z')).not.toMatch(/[\u200e\u200f]/);
    // 13:05 UTC is 14:05 in Casablanca (UTC+1); the format of dates is kept.
    expect(visible(formatDateTime('2026-11-22T13:05:00Z'))).toMatch(
      new RegExp(`^${date.replaceAll('/', '\\/')}[,،]? 14:05$`),
    );
  });
});

describe('delays read in the unit that suits them', () => {
  it.each([
    ['fr', [35, 150, 4320], ['35 minutes', '2,5 heures', '3 jours']],
    ['en', [1, 61 * 60, 90], ['1 minute', '2.5 days', '90 minutes']],
    ['ar', [35, 120], ['35 دقيقة', 'ساعتان']],
  ] as const)('%s', async (language, minutes, expected) => {
    await setLanguage(language, { remember: false });
    const visible = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\s/g, ' ');
    expect(minutes.map((value) => visible(formatDelay(value)))).toEqual(expected);
  });
});
