import { randomUUID } from 'node:crypto';
import { DrizzleQueryError, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { withPositionalRows } from './positional-rows.ts';
import { agencies, cities, users } from './schema/index.ts';
import { startTestServer } from '../test/harness.ts';

/*
 * A prepared select mapped by position gives the rows Drizzle's own mapping gives: columns
 * through their decoders (instants as Date, JSON parsed), SQL through `mapWith`, nulls as null,
 * nested selections as objects, a left join's missing row as nulls; and it refuses what it does
 * not map (a left join with nested fields).
 */

let handle: DatabaseHandle;
const email = `${randomUUID()}@example.ma`;
beforeAll(async () => {
  const server = await startTestServer();
  handle = { ...server.moqarana.database, close: server.close };
  const [city] = await handle.db.select({ id: cities.id }).from(cities).limit(1);
  await handle.db
    .insert(users)
    .values({ id: randomUUID(), name: 'Test', email, cityId: city?.id ?? null });
});
afterAll(() => handle.close());

describe('withPositionalRows', () => {
  it('maps every kind of field as Drizzle does', async () => {
    const select = () =>
      handle.db
        .select({
          id: users.id,
          createdAt: users.createdAt,
          active: users.active,
          agencyId: users.agencyId,
          city: { id: cities.id, names: cities.nameFr },
          counted: sql<number>`${users.cityId} + 1`.mapWith(Number),
          text: sql<string>`'x' || ${users.email}`,
          nothing: sql<null>`null`,
          aliased: sql<string>`upper(${users.role})`.as('aliased'),
        })
        .from(users)
        .innerJoin(cities, eq(cities.id, users.cityId))
        .where(eq(users.email, sql.placeholder('email')));
    const drizzles = await select().prepare('positional_rows_drizzle').execute({ email });
    const positional = await withPositionalRows(select().prepare('positional_rows_own')).execute({
      email,
    });
    expect(drizzles).toHaveLength(1);
    expect(drizzles[0]?.createdAt).toBeInstanceOf(Date);
    expect(typeof drizzles[0]?.counted).toBe('number');
    expect(positional).toEqual(drizzles);
  });

  it('maps a flat select with a left join as Drizzle does, a missing joined row as nulls', async () => {
    // The first user has a city, this one none.
    const cityless = `${randomUUID()}@example.ma`;
    await handle.db.insert(users).values({ id: randomUUID(), name: 'Test', email: cityless });
    const select = () =>
      handle.db
        .select({ email: users.email, cityId: cities.id, city: cities.nameFr })
        .from(users)
        .leftJoin(cities, eq(cities.id, users.cityId))
        .where(inArray(users.email, [email, cityless]));
    const drizzles = await select().prepare('positional_rows_left_drizzle').execute();
    const positional = await withPositionalRows(
      select().prepare('positional_rows_left_own'),
    ).execute();
    expect(drizzles).toHaveLength(2);
    expect(drizzles.find((row) => row.email === cityless)).toEqual({
      email: cityless,
      cityId: null,
      city: null,
    });
    expect(typeof drizzles.find((row) => row.email === email)?.cityId).toBe('number');
    expect(positional).toEqual(expect.arrayContaining(drizzles));
    expect(positional).toHaveLength(2);
  });

  it('binds its placeholders and fails as Drizzle fails: the driver’s error as the cause', async () => {
    // On PostgreSQL the statement runs through positional-rows' own execute (executeDirectly).
    const prepared = withPositionalRows(
      handle.db
        .select({ ratio: sql<number>`${users.cityId} / ${sql.placeholder('divisor')}::int` })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare('positional_rows_failing'),
    );
    const [row] = await prepared.execute({ email, divisor: 1 });
    expect(row).toEqual({ ratio: expect.any(Number) });
    const failure: unknown = await prepared.execute({ email, divisor: 0 }).catch((e) => e);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(((failure as Error).cause as { code?: string }).code).toBe('22012');
  });

  it('maps a nested object whose key every object inherits (constructor) as its own', async () => {
    const select = () =>
      handle.db
        .select({ id: users.id, constructor: { email: users.email } })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')));
    const drizzles = await select().prepare('positional_rows_inherited_drizzle').execute({ email });
    const positional = await withPositionalRows(
      select().prepare('positional_rows_inherited_own'),
    ).execute({ email });
    expect(positional).toEqual([{ id: expect.any(String), constructor: { email } }]);
    expect(Object.hasOwn(positional[0] ?? {}, 'constructor')).toBe(true);
    expect(drizzles).toHaveLength(1);
  });

  it('refuses a field named __proto__, which an object literal would take for its prototype', () => {
    const prepared = handle.db
      .select({ ['__proto__']: users.id })
      .from(users)
      .prepare('positional_rows_proto');
    expect(() => withPositionalRows(prepared)).toThrow(/__proto__/);
  });

  it('refuses a select with a left join and nested fields', () => {
    const prepared = handle.db
      .select({ id: users.id, agency: { name: agencies.name } })
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .prepare('positional_rows_left_join');
    expect(() => withPositionalRows(prepared)).toThrow(/left join/);
  });
});
