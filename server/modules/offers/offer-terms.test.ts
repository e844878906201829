import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOfferTerms, type OfferTerms } from '../../../domain/offers/terms.ts';
import { offerTermsInput, type OfferTermsInput } from '../../../domain/offers/terms-input.ts';
import type { QuoteComparison } from '../../../domain/quotes/comparison.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { messages, offers, offerVersions } from '../../db/schema/index.ts';
import { signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { usualGuaranteeLevels } from '../../test/requests.ts';

/*
 * The structured offer (docs/product/offer-terms.md): each pack's guarantees with their level,
 * franchise and ceiling, stored version by version; what the driver compares; the notice of a
 * revision after the driver saw the offer; and what another agency never sees.
 * Actors: drivers of Casablanca, its two demo agencies (Wafa Anfa, AXA Maârif).
 */

let server: TestServer;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;

beforeAll(async () => {
  // Without a worker, a queued message stays queued: the revision notice can be counted while
  // it waits, as a live worker would send it at any moment.
  server = await startTestServer({ demo: true, env: { WORKER: 'off' } });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;

/** What the driver asks for in /choix-garantie in these tests. */
const requested = usualGuaranteeLevels;

async function quoteOfDriver() {
  const { client } = await signUpDriver(server.baseUrl);
  const quote = await submitQuote(client, reference, 'Casablanca', { guarantees: requested });
  return { driver: client, quote };
}

const prices = { basic: 3200, intermediate: 4500, premium: 6900 };

/** The form's terms pre-filled with the request, with `change` applied. */
function termsWith(change: (terms: OfferTermsInput) => void): OfferTermsInput {
  const terms = structuredClone(offerTermsInput(defaultOfferTerms(requested)));
  change(terms);
  return terms;
}

const cardOf = (comparison: QuoteComparison, agencyName: string) =>
  comparison.offers.find((offer) => offer.agency.name === agencyName);

describe('a structured offer', () => {
  it('round-trips: what the agency states is what the driver compares, a different level flagged', async () => {
    const { driver, quote } = await quoteOfDriver();
    const terms = termsWith((t) => {
      t.intermediate.guarantees.theft = {
        level: 'theft.F2',
        franchiseAmount: '1 500',
        franchisePercent: null,
        franchiseMinimum: null,
        ceiling: '20 000',
      };
      t.premium.guarantees.allRisk = {
        level: 'allRisk.1',
        franchiseAmount: null,
        franchisePercent: '2,5',
        franchiseMinimum: 2000,
        ceiling: null,
      };
      t.premium.conditions = '  Véhicule garé la nuit dans un parking fermé.  ';
    });
    const sent = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, { ...prices, terms });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    const card = cardOf(comparison, 'Agence Wafa Anfa');
    const stated = card?.terms as OfferTerms;
    expect(stated.intermediate.guarantees.map((line) => line.guarantee)).toEqual([
      'pfcp',
      'theft',
      'collisionDamage',
      'legalDefence',
      'assistance',
    ]);
    expect(stated.intermediate.guarantees.find((line) => line.guarantee === 'theft')).toEqual({
      guarantee: 'theft',
      level: 'theft.F2',
      requestedLevel: 'theft.F3',
      differsFromRequest: true,
      franchise: { amountCentimes: 150_000, percent: null, minimumCentimes: null },
      ceilingCentimes: 2_000_000,
    });
    // Premium's theft keeps the level asked for: not flagged.
    expect(stated.premium.guarantees.find((line) => line.guarantee === 'theft')).toMatchObject({
      level: 'theft.F3',
      differsFromRequest: false,
    });
    expect(stated.premium.guarantees.find((line) => line.guarantee === 'allRisk')).toEqual({
      guarantee: 'allRisk',
      level: 'allRisk.1',
      requestedLevel: 'allRisk.1',
      differsFromRequest: false,
      franchise: { amountCentimes: null, percent: 2.5, minimumCentimes: 200_000 },
      ceilingCentimes: null,
    });
    // Glass breakage was declined: Premium holds it anyway at its first level, not a departure.
    expect(stated.premium.guarantees.find((line) => line.guarantee === 'glassBreakage')).toEqual({
      guarantee: 'glassBreakage',
      level: 'glassBreakage.1',
      requestedLevel: 'glassBreakage.none',
      differsFromRequest: false,
      franchise: { amountCentimes: 30_000, percent: null, minimumCentimes: null },
      ceilingCentimes: 500_000,
    });
    expect(stated.premium.conditions).toBe('Véhicule garé la nuit dans un parking fermé.');
    expect(stated.basic.conditions).toBe('');
    const flagged = (['basic', 'intermediate', 'premium'] as const).flatMap((pack) =>
      stated[pack].guarantees.filter((line) => line.differsFromRequest).map((l) => l.guarantee),
    );
    expect(flagged).toEqual(['theft']);
    expect(card?.history).toEqual([]);

    // The agency reads back its own offer as sent, for its form.
    const own = (await wafa.get(`/api/agency/quotes/${quote.id}`)).body;
    expect(own.ownOffer.terms).toEqual(stated);
  });

  it('offers what the driver asked for, with the catalogue’s terms, when the agency types only prices', async () => {
    const { driver, quote } = await quoteOfDriver();
    expect((await wafa.put(`/api/agency/quotes/${quote.id}/offer`, prices)).status).toBe(201);
    const card = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    const intermediate = card?.terms?.intermediate.guarantees ?? [];
    expect(intermediate.map((line) => [line.guarantee, line.level])).toEqual([
      ['pfcp', 'pfcp.2'],
      ['theft', 'theft.F3'],
      ['collisionDamage', 'collisionDamage.2'],
      ['legalDefence', 'legalDefence.1'],
      ['assistance', 'assistance.complementary'],
    ]);
    // `10 000&5% Min. 1000DH`: ceiling 10,000 DH, franchise 5 % with a minimum of 1,000 DH.
    expect(intermediate.find((line) => line.guarantee === 'collisionDamage')).toMatchObject({
      franchise: { amountCentimes: null, percent: 5, minimumCentimes: 100_000 },
      ceilingCentimes: 1_000_000,
    });
    expect(intermediate.every((line) => !line.differsFromRequest)).toBe(true);
  });

  it('refuses terms that do not hold, with the field and its message, and writes nothing', async () => {
    const { driver, quote } = await quoteOfDriver();
    const cases: [OfferTermsInput, string, string][] = [
      [
        termsWith((t) => {
          t.intermediate.guarantees.theft = {
            ...t.intermediate.guarantees.theft,
            level: 'allRisk.1',
          };
        }),
        'terms.intermediate.guarantees.theft.level',
        'levelNotOffered',
      ],
      [
        termsWith((t) => {
          t.basic.guarantees.pfcp = { ...t.basic.guarantees.pfcp, level: 'pfcp.none' };
        }),
        'terms.basic.guarantees.pfcp.level',
        'levelNotOffered',
      ],
      [
        termsWith((t) => {
          t.premium.guarantees.allRisk = {
            ...t.premium.guarantees.allRisk,
            franchisePercent: null,
            franchiseMinimum: 2500,
          };
        }),
        'terms.premium.guarantees.allRisk.franchiseMinimum',
        'minimumNeedsPercent',
      ],
      [
        termsWith((t) => {
          t.premium.guarantees.allRisk = {
            ...t.premium.guarantees.allRisk,
            franchisePercent: '120',
          };
        }),
        'terms.premium.guarantees.allRisk.franchisePercent',
        'percentFormat',
      ],
      [
        termsWith((t) => {
          t.basic.conditions = 'x'.repeat(501);
        }),
        'terms.basic.conditions',
        'tooLong',
      ],
      [
        termsWith((t) => {
          delete (t.intermediate.guarantees as Record<string, unknown>).theft;
        }),
        'terms.intermediate.guarantees.theft',
        'required',
      ],
    ];
    for (const [terms, field] of cases) {
      const response = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, { ...prices, terms });
      expect(response.status, field).toBe(400);
      expect(JSON.stringify(response.body.error), field).toContain(field);
    }
    const stored = await db().select().from(offers).where(eq(offers.quoteId, quote.id));
    expect(stored).toEqual([]);
    expect((await driver.get(`/api/quotes/${quote.id}`)).body.offers).toEqual([]);
  });
});

describe('a revision', () => {
  it('keeps every version, says what changed, and tells the driver once they have seen the offer', async () => {
    const { driver, quote } = await quoteOfDriver();
    expect((await wafa.put(`/api/agency/quotes/${quote.id}/offer`, prices)).status).toBe(201);
    const queuedNotices = () =>
      db()
        .select({ id: messages.id, payload: messages.payload, recipient: messages.recipient })
        .from(messages)
        .where(and(eq(messages.event, 'offer.revised'), eq(messages.status, 'queued')));
    const offerId = (
      await db().select({ id: offers.id }).from(offers).where(eq(offers.quoteId, quote.id))
    )[0]?.id as string;
    const noticesOfOffer = async () =>
      (await queuedNotices()).filter((row) => String(row.payload.path).includes(offerId));

    // Revised before the driver saw it: kept, but no notice.
    const unseen = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, {
      ...prices,
      basic: 3100,
      basedOnRevision: 1,
    });
    expect(unseen.status).toBe(200);
    expect(await noticesOfOffer()).toEqual([]);

    // The driver sees it; the agency revises a price and a level.
    const seen: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(cardOf(seen, 'Agence Wafa Anfa')?.history).toHaveLength(1);
    const terms = termsWith((t) => {
      t.intermediate.guarantees.theft = { ...t.intermediate.guarantees.theft, level: 'theft.F1' };
    });
    const revised = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, {
      ...prices,
      basic: 2950,
      terms,
      basedOnRevision: 2,
    });
    expect(revised.status).toBe(200);
    const notices = await noticesOfOffer();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toMatchObject({
      agencyName: 'Agence Wafa Anfa',
      path: `/offre-page?devis=${quote.id}&offre=${offerId}`,
    });

    // A further revision while that notice waits adds none.
    expect(
      (
        await wafa.put(`/api/agency/quotes/${quote.id}/offer`, {
          ...prices,
          basic: 2900,
          terms,
          basedOnRevision: 3,
        })
      ).status,
    ).toBe(200);
    expect(await noticesOfOffer()).toHaveLength(1);

    const versions = await db()
      .select({ revision: offerVersions.revision, basic: offerVersions.basicPriceCentimes })
      .from(offerVersions)
      .where(eq(offerVersions.offerId, offerId))
      .orderBy(offerVersions.revision);
    expect(versions).toEqual([
      { revision: 1, basic: 320_000 },
      { revision: 2, basic: 310_000 },
      { revision: 3, basic: 295_000 },
      { revision: 4, basic: 290_000 },
    ]);
    const card = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    expect(card?.history.map((entry) => [entry.revision, entry.changes])).toEqual([
      [2, [{ kind: 'price', pack: 'basic', fromCentimes: 320_000, toCentimes: 310_000 }]],
      [
        3,
        [
          { kind: 'price', pack: 'basic', fromCentimes: 310_000, toCentimes: 295_000 },
          {
            kind: 'level',
            pack: 'intermediate',
            guarantee: 'theft',
            from: 'theft.F3',
            to: 'theft.F1',
          },
        ],
      ],
      [4, [{ kind: 'price', pack: 'basic', fromCentimes: 295_000, toCentimes: 290_000 }]],
    ]);
    // A revision without terms keeps the terms of the version it revises.
    const withoutTerms = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, {
      ...prices,
      basedOnRevision: 4,
    });
    expect(withoutTerms.status).toBe(200);
    const latest = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    expect(
      latest?.terms?.intermediate.guarantees.find((line) => line.guarantee === 'theft'),
    ).toMatchObject({ level: 'theft.F1', differsFromRequest: true });
  });
});

describe('another agency', () => {
  it('never sees an agency’s offer terms, before or after the driver’s choice', async () => {
    const { driver, quote } = await quoteOfDriver();
    const secret = 'Condition réservée au conducteur 7f3a';
    const terms = termsWith((t) => {
      t.basic.conditions = secret;
    });
    expect(
      (await wafa.put(`/api/agency/quotes/${quote.id}/offer`, { ...prices, terms })).status,
    ).toBe(201);
    const before = await axa.get(`/api/agency/quotes/${quote.id}`);
    expect(before.status).toBe(200);
    expect(before.body.ownOffer).toBeNull();
    expect(JSON.stringify(before.body)).not.toContain(secret);
    for (const table of ['pending', 'processed', 'all']) {
      const list = await axa.get(`/api/agency/tables/${table}`);
      expect(list.status, table).toBe(200);
      expect(JSON.stringify(list.body), table).not.toContain(secret);
    }
    // The quote is listed to AXA (it is in its city, open): with nothing of Wafa's terms.
    expect(JSON.stringify((await axa.get('/api/agency/tables/pending')).body)).toContain(
      quote.reference,
    );
    // The driver chooses Wafa: AXA, which did not price it, may no longer open the quote.
    const offerId = (await driver.get(`/api/quotes/${quote.id}`)).body.offers[0]?.id;
    expect(
      (await driver.post(`/api/quotes/${quote.id}/selection`, { offerId, pack: 'basic' })).status,
    ).toBe(201);
    const after = await axa.get(`/api/agency/quotes/${quote.id}`);
    expect(after.status).toBe(404);
    expect(JSON.stringify(after.body)).not.toContain(secret);
  });
});
