import { describe, expect, it } from 'vitest';
import {
  intlMoroccoOffsetMinutes,
  moroccoOffsetMinutes,
  moroccoWallClock,
} from './morocco-time.ts';

const wall = (iso: string) => moroccoWallClock(new Date(iso)).toISOString().slice(0, 16);

describe('Morocco’s clock', () => {
  it('is UTC+1, and UTC+0 during Ramadan', () => {
    expect(wall('2026-11-23T20:40:00Z')).toBe('2026-11-23T21:40');
    expect(wall('2026-01-15T12:43:00Z')).toBe('2026-01-15T13:43');
    // Ramadan 1447: Morocco is at UTC+0 from 15 February to 22 March 2026.
    expect(wall('2026-03-01T12:43:00Z')).toBe('2026-03-01T12:43');
    // Near midnight the date follows Morocco's clock.
    expect(wall('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30');
  });

  it('matches the tz database of this Node.js every three hours from 2018 to 2045', () => {
    // A failure means Node's tz data changed: run scripts/morocco-offsets.ts.
    const mismatches: string[] = [];
    for (let at = Date.UTC(2018, 0, 1); at < Date.UTC(2046, 0, 1); at += 3 * 3_600_000) {
      const instant = new Date(at);
      if (moroccoOffsetMinutes(instant) !== intlMoroccoOffsetMinutes(instant))
        mismatches.push(instant.toISOString());
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
