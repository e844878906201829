import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import {
  brands,
  fiscalPowers,
  fuels,
  offers,
  seatCounts,
  users,
  vehicles,
} from './schema/index.ts';
import { seedReference } from './seed/seed-reference.ts';
import { databaseTemplate } from '../test/database-templates.ts';
import { startTestServer } from '../test/harness.ts';

/*
 * The rules of docs/product/design.md §7 that the database itself enforces, so no code path can write a
 * record that breaks them.
 */

let handle: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  const server = await startTestServer();
  handle = { ...server.moqarana.database, close: server.close };
  userId = randomUUID();
  await handle.db.insert(users).values({ id: userId, name: 'Test', email: `${userId}@example.ma` });
});
afterAll(() => handle.close());

async function vehicle(newValueCentimes: number, marketValueCentimes: number) {
  const db = handle.db;
  const [brand] = await db.select().from(brands).limit(1);
  const [fuel] = await db.select().from(fuels).limit(1);
  const [power] = await db.select().from(fiscalPowers).limit(1);
  const [seats] = await db.select().from(seatCounts).limit(1);
  if (!brand || !fuel || !power || !seats) throw new Error('reference data missing');
  return db.insert(vehicles).values({
    userId,
    brandId: brand.id,
    fuelId: fuel.id,
    fiscalPowerId: power.id,
    seatCountId: seats.id,
    firstRegistrationDate: '2020-01-01',
    newValueCentimes,
    marketValueCentimes,
    plate: '1234-A-1',
  });
}

const constraintOf = (error: unknown) =>
  (error as { cause?: { constraint?: string } }).cause?.constraint;

describe('database constraints', () => {
  it('accepts a market value equal to the new value', async () => {
    await expect(vehicle(15_000_000, 15_000_000)).resolves.toBeDefined();
  });

  it('rejects a market value above the new value', async () => {
    const error = await vehicle(10_000_000, 12_000_000).catch((e: unknown) => e);
    expect(constraintOf(error)).toBe('vehicles_market_le_new');
  });

  it('rejects an unknown staff role combination: an agent without agency', async () => {
    const error = await handle.db
      .insert(users)
      .values({
        id: randomUUID(),
        name: 'Agent',
        email: `${randomUUID()}@example.ma`,
        role: 'agent',
      })
      .catch((e: unknown) => e);
    expect(constraintOf(error)).toBe('users_staff_agency');
  });

  it('rejects an e-mail used twice', async () => {
    const error = await handle.db
      .insert(users)
      .values({ id: randomUUID(), name: 'Copie', email: `${userId}@example.ma` })
      .catch((e: unknown) => e);
    expect(constraintOf(error)).toBe('users_email_unique');
  });

  it('rejects an offer whose packs are not in order Basique ≤ Intermédiaire ≤ Premium', async () => {
    const error = await handle.db
      .insert(offers)
      .values({
        quoteId: randomUUID(),
        agencyId: randomUUID(),
        basicPriceCentimes: 300_000,
        intermediatePriceCentimes: 200_000,
        premiumPriceCentimes: 400_000,
        validUntil: '2030-01-01',
        quoteReference: 'MQ-2026-000001',
        cityId: 1,
        cityNames: 'Casablanca',
        clientKey: 'SB',
        shownPriceCentimes: 300_000,
        statusKey: 'offered',
        openUntil: new Date('2030-01-01'),
      })
      .catch((e: unknown) => e);
    expect(constraintOf(error)).toBe('offers_prices_ordered');
  });

  it('seeds reference data idempotently', async () => {
    const before = await handle.db.select().from(brands);
    await seedReference(handle.db);
    expect(await handle.db.select().from(brands)).toHaveLength(before.length);
  });
});

describe('openDatabase', () => {
  it('reopens an embedded database from its folder with the data kept', async () => {
    if (process.env.DATABASE_URL) return;
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'mq-db-'));
    // Started from the run's migrated and seeded dump (database-templates.ts) when there is one.
    const first = await openDatabase({ dataDir: dir, template: databaseTemplate('reference') });
    await first.migrate();
    await seedReference(first.db);
    const written = randomUUID();
    await first.db
      .insert(users)
      .values({ id: written, name: 'Kept', email: `${written}@example.ma` });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    expect((await second.db.select().from(brands)).length).toBeGreaterThanOrEqual(25);
    expect(await second.db.select().from(users).where(eq(users.id, written))).toHaveLength(1);
    await second.close();
  });
});
