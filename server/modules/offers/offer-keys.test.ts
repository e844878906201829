import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { cities, drivers, offers, quotes, vehicles } from '../../db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { offerKeyRules, quoteClientKeyRule } from './offer-keys.ts';

/*
 * The sort and search keys kept on the offers (offer-keys.ts) equal, on every offer, the rules
 * the tables show: after pricing, revisions and a selection of any pack, ours or another's.
 */

let server: TestServer;
let reference: ReferenceData;
let agents: TestClient[];

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agents = [
    await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma'),
    await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma'),
  ];
});
afterAll(() => server.close());

/** The offers of `quoteId` whose stored keys differ from their rules, with the keys that do. */
async function keysOffRule(quoteId: string) {
  const differing = Object.entries(offerKeyRules).map(
    ([name, [stored, rule]]) => sql`case when ${stored} is distinct from ${rule} then ${name} end`,
  );
  const result = (await server.moqarana.database.db.execute(sql`
    select ${offers.agencyId} as agency, array_remove(array[${sql.join(differing, sql`, `)}], null) as keys
    from ${offers} join ${quotes} on ${quotes.id} = ${offers.quoteId}
      join ${drivers} on ${drivers.id} = ${quotes.driverId}
      join ${vehicles} on ${vehicles.id} = ${quotes.vehicleId}
      join ${cities} on ${cities.id} = ${quotes.cityId}
    where ${offers.quoteId} = ${quoteId}`)) as unknown as { rows: { keys: string[] }[] };
  return result.rows.filter((row) => row.keys.length > 0);
}

describe('the keys kept on the offers', () => {
  it('equal the rules after pricing, revisions and any selection (property)', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Salma', 'Ézéchiel', 'nadia', 'Omar'),
        fc.constantFrom('Bennani', 'el Idrissi', 'Ōtsuka'),
        // Each agency's Basique price in DH, or no offer; revisions; the offer and pack chosen.
        fc.array(fc.option(fc.integer({ min: 1000, max: 9000 }), { nil: null }), {
          minLength: 2,
          maxLength: 2,
        }),
        fc.integer({ min: 0, max: 2 }),
        fc.option(
          fc.tuple(
            fc.integer({ min: 0, max: 1 }),
            fc.constantFrom('basic', 'intermediate', 'premium'),
          ),
          {
            nil: null,
          },
        ),
        async (firstName, lastName, basics, revisions, selection) => {
          const quote = await submitQuote(driver, reference, 'Casablanca', {
            driver: { firstName, lastName },
          });
          for (const [index, basic] of basics.entries()) {
            if (basic === null) continue;
            for (let revision = 0; revision <= revisions; revision += 1) {
              const price = basic + revision;
              await priceQuote(agents[index] as TestClient, quote.id, {
                basic: price,
                intermediate: price + 100,
                premium: price + 200,
              });
            }
          }
          const priced = await server.moqarana.database.db
            .select({ id: offers.id })
            .from(offers)
            .where(eq(offers.quoteId, quote.id));
          if (selection && priced.length > 0) {
            const [which, pack] = selection;
            const offerId = priced[which % priced.length]?.id;
            const response = await driver.post(`/api/quotes/${quote.id}/selection`, {
              offerId,
              pack,
            });
            expect(response.status, JSON.stringify(response.body)).toBe(201);
          }
          expect(await keysOffRule(quote.id)).toEqual([]);
          expect(await quoteKeyOffRule(quote.id)).toBe(false);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('equal the rules once a contract is confirmed, and on the quotes too once their driver erased their account', async () => {
    const me = await signUpDriver(server.baseUrl);
    const agent = agents[0] as TestClient;
    const [kept, erased] = [
      await submitQuote(me.client, reference, 'Casablanca', {
        driver: { firstName: 'Ézéchiel', lastName: 'Bennani' },
      }),
      await submitQuote(me.client, reference, 'Casablanca', {
        driver: { firstName: 'Ézéchiel', lastName: 'Bennani' },
      }),
    ];
    for (const quote of [kept, erased])
      await priceQuote(agent, quote.id, { basic: 3000, intermediate: 3100, premium: 3200 });
    const clientKeyOf = async (quoteId: string) =>
      (
        await server.moqarana.database.db
          .select({ clientKey: quotes.clientKey })
          .from(quotes)
          .where(eq(quotes.id, quoteId))
      )[0]?.clientKey;
    expect(await clientKeyOf(erased.id)).toBe('ÉB');
    // Chosen and confirmed: the offer is `contracted`.
    await selectFirstOffer(me.client, kept.id);
    const confirmed = await agent.post(`/api/agency/quotes/${kept.id}/contract`, {
      decision: 'confirmed',
      policyNumber: 'WAFA-2026-112233',
      startDate: '2026-12-01',
    });
    expect(confirmed.status).toBe(201);
    const [offer] = await server.moqarana.database.db
      .select({ contracted: offers.contracted })
      .from(offers)
      .where(eq(offers.quoteId, kept.id));
    expect(offer?.contracted).toBe(true);
    // The erasure keeps the confirmed contract's quote for its agency, anonymises the other.
    expect((await me.client.post('/api/me/erase', { password: me.password })).status).toBe(204);
    for (const quote of [kept, erased]) {
      expect(await keysOffRule(quote.id)).toEqual([]);
      expect(await quoteKeyOffRule(quote.id)).toBe(false);
    }
    expect(await clientKeyOf(erased.id)).not.toBe('ÉB');
  });
});

/** Whether the client key kept on quote `quoteId` differs from its rule (quoteClientKeyRule). */
async function quoteKeyOffRule(quoteId: string): Promise<boolean> {
  const [stored, rule] = quoteClientKeyRule;
  const [row] = await server.moqarana.database.db
    .select({ off: sql<boolean>`${stored} is distinct from ${rule}` })
    .from(quotes)
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`quote ${quoteId} missing`);
  return row.off;
}
