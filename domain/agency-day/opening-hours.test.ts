import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingMinutes, isWithinOpeningHours } from './opening-hours.ts';

/*
 * Call-back deadlines in the usual opening hours (Monday–Friday 08:30–12:30 and 14:30–18:30,
 * Saturday 09:00–12:30). Morocco is at UTC+1 in these weeks of November 2026: 10:00 in
 * Casablanca is 09:00Z.
 */

const due = (from: string) => addWorkingMinutes(new Date(from), 120).toISOString();

describe('addWorkingMinutes', () => {
  it('counts two working hours inside one open period', () => {
    // Monday 30 November, 10:00 → 12:00.
    expect(due('2026-11-30T09:00:00Z')).toBe('2026-11-30T11:00:00.000Z');
  });

  it('skips the lunch break, the night and the weekend', () => {
    // Monday 12:00: 30 minutes before lunch, 90 after 14:30 → 16:00.
    expect(due('2026-11-30T11:00:00Z')).toBe('2026-11-30T15:00:00.000Z');
    // Friday 18:00: 30 minutes on Friday, 90 on Saturday from 09:00 → 10:30.
    expect(due('2026-11-27T17:00:00Z')).toBe('2026-11-28T09:30:00.000Z');
    // Saturday 12:00: 30 minutes on Saturday, 90 on Monday from 08:30 → 10:00.
    expect(due('2026-11-28T11:00:00Z')).toBe('2026-11-30T09:00:00.000Z');
    // Sunday 15:00 (closed) and Monday 07:00 (not open yet): Monday 10:30.
    expect(due('2026-11-29T14:00:00Z')).toBe('2026-11-30T09:30:00.000Z');
    expect(due('2026-11-30T06:00:00Z')).toBe('2026-11-30T09:30:00.000Z');
  });

  it('falls inside the opening hours, whatever the instant of the choice', () => {
    const year = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 3000 }), (from, minutes) => {
        const result = addWorkingMinutes(from, minutes);
        expect(result.getTime()).toBeGreaterThan(from.getTime());
        expect(isWithinOpeningHours(result)).toBe(true);
      }),
    );
  });
});
