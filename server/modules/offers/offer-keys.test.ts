import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { cities, drivers, offers, quotes, vehicles } from '../../db/schema/index.ts';
import {
  lapseQuote,
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { quoteStatusFilters } from '../../../domain/offers/quote-tables.ts';
import { expireQuotes } from '../quotes/quote-expiry.ts';
import {
  offerKeyRules,
  quoteClientKeyRule,
  statusKeyRanges,
  statusOfKeysSql,
} from './offer-keys.ts';

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

describe('the status key kept on the offers', () => {
  it('follows every change of the quote: chosen, confirmed, lost, cancelled, past its validity before and after the expiry job', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const [wafa, axa] = agents as [TestClient, TestClient];
    const { db } = server.moqarana.database;
    const pricedByBoth = async () => {
      const quote = await submitQuote(driver, reference, 'Casablanca');
      await priceQuote(wafa, quote.id, { basic: 3000, intermediate: 3100, premium: 3200 });
      await priceQuote(axa, quote.id, { basic: 3500, intermediate: 3600, premium: 3700 });
      return quote;
    };
    const decide = async (quoteId: string, body: object) =>
      expect((await wafa.post(`/api/agency/quotes/${quoteId}/contract`, body)).status).toBe(201);
    const open = await pricedByBoth();
    const selected = await pricedByBoth();
    const confirmed = await pricedByBoth();
    const lost = await pricedByBoth();
    const cancelled = await pricedByBoth();
    const lapsed = await pricedByBoth();
    for (const quote of [selected, confirmed, lost]) {
      const wafaOffer = (await driver.get(`/api/quotes/${quote.id}`)).body.offers.find(
        (offer: { agency: { name: string } }) => offer.agency.name === 'Agence Wafa Anfa',
      );
      expect(
        (
          await driver.post(`/api/quotes/${quote.id}/selection`, {
            offerId: wafaOffer.id,
            pack: 'basic',
          })
        ).status,
      ).toBe(201);
    }
    await decide(confirmed.id, {
      decision: 'confirmed',
      policyNumber: 'WAFA-2026-445566',
      startDate: '2026-12-01',
    });
    await decide(lost.id, { decision: 'lost', lostReason: 'Le client a renoncé' });
    expect((await driver.post(`/api/quotes/${cancelled.id}/cancel`, {})).status).toBe(204);
    await lapseQuote(db, lapsed.id);
    const all = [open, selected, confirmed, lost, cancelled, lapsed];
    const statuses = async () =>
      Object.fromEntries(
        await Promise.all(
          all.map(async (quote, index) => [
            index,
            (
              await db
                .select({
                  agency: offers.agencyId,
                  key: offers.statusKey,
                  status: statusOfKeysSql(),
                })
                .from(offers)
                .where(eq(offers.quoteId, quote.id))
                .orderBy(offers.basicPriceCentimes)
            ).map((row) => `${row.key}/${row.status}`),
          ]),
        ),
      );
    // Wafa's offer first (the cheaper), then AXA's: the stored key / the status read from it.
    expect(await statuses()).toEqual({
      0: ['offered/offered', 'offered/offered'],
      1: ['selected/selected', 'notRetained/notRetained'],
      2: ['confirmed/confirmed', 'notRetained/notRetained'],
      3: ['lost/lost', 'notRetained/notRetained'],
      4: ['cancelled/cancelled', 'cancelled/cancelled'],
      5: ['offered/expired', 'offered/expired'],
    });
    for (const quote of all) expect(await keysOffRule(quote.id)).toEqual([]);
    expect(await rangesOffStatus()).toEqual([]);
    // The expiry job writes the quote `expired`, and the key with it.
    await expireQuotes(db);
    expect((await statuses())[5]).toEqual(['expired/expired', 'expired/expired']);
    expect(await keysOffRule(lapsed.id)).toEqual([]);
    expect(await rangesOffStatus()).toEqual([]);
  });
});

/**
 * The offers (of every test so far) for which some status's index ranges (`statusKeyRanges`)
 * disagree with the status read from the keys (`statusOfKeysSql`); a null condition selects no
 * row, as false.
 */
async function rangesOffStatus() {
  const checks = quoteStatusFilters.map(
    (status) =>
      sql`case when coalesce(${sql.join(statusKeyRanges(status), sql` or `)}, false) is distinct from (${statusOfKeysSql()} = ${status}) then ${status} end`,
  );
  const result = (await server.moqarana.database.db.execute(sql`
    select ${offers.id} as offer, array_remove(array[${sql.join(checks, sql`, `)}], null) as statuses
    from ${offers}`)) as unknown as { rows: { statuses: string[] }[] };
  return result.rows.filter((row) => row.statuses.length > 0);
}

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
