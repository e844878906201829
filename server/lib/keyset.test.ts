import { describe, expect, it } from 'vitest';
import { decodePosition, encodePosition, toPage } from './keyset.ts';

const text = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const uuid = '0b9ad5a2-59a3-4a57-9a0b-7e0c2e4b1f10';
const refused = { name: 'AppError', code: 'validationFailed' };

describe('keyset cursors: only what PostgreSQL casts reaches a query', () => {
  it('reads back what it writes, with microseconds', () => {
    const position = ['2026-03-01T10:15:30.123456Z', uuid] as const;
    expect(decodePosition(encodePosition(position), 'instant')).toEqual(position);
    expect(decodePosition(encodePosition([position[0], '42']), 'instant', 'serial')).toEqual([
      position[0],
      '42',
    ]);
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
    expect(() => decodePosition(text(value), 'instant')).toThrow(expect.objectContaining(refused));
  });

  it('refuses a uuid where rows have serial ids, and a serial id beyond bigint', () => {
    for (const id of [uuid, '1'.repeat(19), '-1']) {
      expect(() => decodePosition(text(['2026-01-01T00:00:00Z', id]), 'instant', 'serial')).toThrow(
        expect.objectContaining(refused),
      );
    }
  });

  it('refuses amounts that are no safe integer and texts a column cannot hold', () => {
    expect(decodePosition(text([560050, uuid]), 'bigint')).toEqual([560050, uuid]);
    for (const value of [1.5, 1e30, '560050']) {
      expect(() => decodePosition(text([value, uuid]), 'bigint')).toThrow(
        expect.objectContaining(refused),
      );
    }
    for (const value of ['a\u0000b', '\uD800']) {
      expect(() => decodePosition(text([value, uuid]), 'text')).toThrow(
        expect.objectContaining(refused),
      );
    }
  });

  it('refuses text that is no base64url JSON array of a value and an id', () => {
    for (const garbage of [
      '%%%',
      'bm90IGpzb24',
      text({ at: '2026-01-01T00:00:00Z' }),
      text({ at: '2026-01-01T00:00:00Z', id: uuid }),
    ]) {
      expect(() => decodePosition(garbage, 'instant')).toThrow(expect.objectContaining(refused));
    }
  });
});

describe('toPage', () => {
  const rows = [1, 2, 3].map((n) => ({ n, at: `2026-01-0${n}T00:00:00.000000Z`, id: uuid }));
  const page = (size: number) =>
    toPage(
      rows,
      size,
      (row) => row.n,
      (row) => [row.at, row.id],
    );

  it('keeps the page size and points after its last row when a row more was read', () => {
    const { items, nextCursor } = page(2);
    expect(items).toEqual([1, 2]);
    expect(decodePosition(nextCursor ?? '', 'instant')).toEqual([rows[1]?.at, uuid]);
  });

  it('has no next cursor on the last page', () => {
    expect(page(3)).toEqual({ items: [1, 2, 3], nextCursor: null });
  });
});
