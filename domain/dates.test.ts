import { describe, expect, it } from 'vitest';
import { addToDate, daysUntil } from './dates.ts';

describe('daysUntil', () => {
  it('counts whole calendar days, 0 on the day itself, negative once passed', () => {
    expect(daysUntil('2026-12-25', '2026-11-25')).toBe(30);
    expect(daysUntil('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysUntil('2026-11-24', '2026-11-25')).toBe(-1);
    // Across the end of a year and a leap day.
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil(addToDate('2026-11-25', { days: 30 }), '2026-11-25')).toBe(30);
  });
});
