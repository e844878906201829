import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorValues, decodeCursor, decodeCursorAs, encodeCursor } from './keyset.ts';

const text = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const uuid = '0b9ad5a2-59a3-4a57-9a0b-7e0c2e4b1f10';
const refused = { name: 'AppError', code: 'validationFailed' };

describe('keyset cursors: only what PostgreSQL casts reaches a query', () => {
  it('reads back what it writes, with microseconds', () => {
    const cursor = { at: '2026-03-01T10:15:30.123456Z', id: uuid };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, id: '42' }), 'serial')).toEqual({
      ...cursor,
      id: '42',
    });
  });

  it.each([
    ['a bare year, which JavaScript reads as a date', ['2026', uuid]],
    ['year 0000, which timestamptz does not have', ['0000-01-01T00:00:00Z', uuid]],
    ['30 February', ['2026-02-30T00:00:00Z', uuid]],
    ['a number for an instant', [1.5, uuid]],
    ['a serial id where rows have uuids', ['2026-01-01T00:00:00Z', '12']],
    ['a non-uuid id', ['2026-01-01T00:00:00Z', 'not-a-uuid']],
    ['a third element', ['2026-01-01T00:00:00Z', uuid, 1]],
  ])('refuses %s (400 on the field cursor)', (_case, value) => {
    expect(() => decodeCursor(text(value))).toThrow(expect.objectContaining(refused));
  });

  it('refuses a uuid where rows have serial ids, and a serial id beyond bigint', () => {
    for (const id of [uuid, '1'.repeat(19), '-1']) {
      expect(() => decodeCursor(text(['2026-01-01T00:00:00Z', id]), 'serial')).toThrow(
        expect.objectContaining(refused),
      );
    }
  });

  it('refuses amounts that are no safe integer and texts a column cannot hold', () => {
    const amount = z.tuple([cursorValues.bigint, cursorValues.uuid]);
    expect(decodeCursorAs(text([560050, uuid]), amount)).toEqual([560050, uuid]);
    for (const value of [1.5, 1e30, '560050']) {
      expect(() => decodeCursorAs(text([value, uuid]), amount)).toThrow(
        expect.objectContaining(refused),
      );
    }
    const label = z.tuple([cursorValues.text, cursorValues.uuid]);
    for (const value of ['a\u0000b', '\uD800']) {
      expect(() => decodeCursorAs(text([value, uuid]), label)).toThrow(
        expect.objectContaining(refused),
      );
    }
  });

  it('refuses text that is no base64url JSON', () => {
    for (const garbage of ['%%%', 'bm90IGpzb24', text({ at: '2026-01-01T00:00:00Z' })]) {
      expect(() => decodeCursor(garbage)).toThrow(expect.objectContaining(refused));
    }
  });
});
