import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../domain/languages.ts';
import {
  quoteSortKeys,
  quoteStatusFilters,
  quoteTables,
} from '../../../domain/offers/quote-tables.ts';
import { quotes } from '../../db/schema/index.ts';
import { csvRowLimit, pageSize, pageStatementName } from './quote-tables.service.ts';
import { rowCount } from './table-query.ts';

/*
 * Every shape of a table page has its own prepared statement's name, within PostgreSQL's 63
 * bytes: a longer name is cut, and two shapes cut to the same name would collide on a
 * connection ("prepared statement already exists"). Its row count is part of the text, not a
 * bound value a generic plan would guess.
 */
describe('pageStatementName', () => {
  it('names every shape apart, within 63 bytes', () => {
    const parts = [
      'first',
      'after',
      ...quoteStatusFilters.flatMap((status) => [`${status}_first`, `${status}_after`]),
    ];
    const names = quoteTables.flatMap((table) =>
      quoteSortKeys.flatMap((sort) =>
        [false, true].flatMap((descending) =>
          languages.flatMap((language) =>
            parts.flatMap((part) =>
              [pageSize + 1, csvRowLimit + 1].map((count) =>
                pageStatementName(table, sort, descending, language, part, count),
              ),
            ),
          ),
        ),
      ),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(Math.max(...names.map((name) => Buffer.byteLength(name)))).toBeLessThanOrEqual(63);
  });

  it('refuses a name PostgreSQL would cut', () => {
    expect(() => pageStatementName('processed', 'status', true, 'fr', 'x'.repeat(40), 26)).toThrow(
      /63 bytes/,
    );
  });
});

describe('rowCount', () => {
  it('writes the row count into the statement instead of binding it', () => {
    const query = drizzle.mock().select({ id: quotes.id }).from(quotes).limit(rowCount(26)).toSQL();
    expect(query.sql).toMatch(/ limit 26$/);
    expect(query.params).toEqual([]);
  });

  it('refuses what is not a row count', () => {
    expect(() => rowCount(1.5)).toThrow(/row count/);
    expect(() => rowCount(-1)).toThrow(/row count/);
  });
});
