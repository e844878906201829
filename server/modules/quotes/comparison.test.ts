import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guarantee } from '../../../domain/reference/guarantees.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import type { OfferCard, QuoteComparison } from '../../../domain/quotes/comparison.ts';
import { guaranteeOptions, surveys } from '../../db/schema/index.ts';
import { seedReference } from '../../db/seed/seed-reference.ts';
import { priceQuote, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * The driver's comparison (decision 0012): offers ranked for the pack the driver chooses,
 * by default the pack holding the guarantees they asked for; and the reviews beside each
 * agency, published only with their author's consent, signed with first name and initial.
 * Actors: drivers of Casablanca and its two demo agencies (Wafa Anfa, AXA Maârif).
 */

let server: TestServer;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const declined = (...guarantees: Guarantee[]) =>
  Object.fromEntries(guarantees.map((g) => [g, `${g}.none`]));

const agencyOrder = (comparison: QuoteComparison) =>
  comparison.offers.map((offer: OfferCard) => offer.agency.name);

describe('an agency that is not active', () => {
  it('keeps its offers on view, last and unavailable, and refuses their selection', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(wafa, quote.id, { basic: 2000, intermediate: 3000, premium: 4000 });
    await priceQuote(axa, quote.id, { basic: 2500, intermediate: 3500, premium: 4500 });
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    const wafaAgency = (await wafa.get('/api/me')).body.agency.id as string;
    const decide = (action: string) =>
      admin.post(`/api/admin/agencies/${wafaAgency}/decision`, {
        action,
        reason: 'Contrôle ACAPS en cours',
      });
    expect((await decide('suspend')).status).toBe(200);
    try {
      const comparison: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
      expect(comparison.offers.map((o) => [o.agency.name, o.available])).toEqual([
        ['Agence AXA Maârif', true],
        ['Agence Wafa Anfa', false],
      ]);
      const suspended = comparison.offers[1]?.id;
      const refused = await driver.post(`/api/quotes/${quote.id}/selection`, {
        offerId: suspended,
        pack: 'basic',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('offerUnavailable');
      const after: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
      expect(after.selection).toBeNull();
      expect(after.status).toBe('offered');
      // Mes devis counts both offers and takes its best prices from the one that can be chosen.
      const listed = (await driver.get('/api/quotes')).body.items[0];
      expect(listed).toMatchObject({ id: quote.id, offerCount: 2 });
      expect(listed.bestPrices).toEqual({
        basic: 250_000,
        intermediate: 350_000,
        premium: 450_000,
      });
    } finally {
      expect((await decide('reactivate')).status).toBe(200);
      // Reactivation ends the sessions from before the suspension (decision 0016).
      wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    }
    const reactivated: QuoteComparison = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(reactivated.offers.every((o) => o.available)).toBe(true);
  });
});

describe('Mes devis', () => {
  it('shows the best price of each pack, each on its own, and the number of offers', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    const mine = async () => (await driver.get('/api/quotes')).body.items[0];
    expect(await mine()).toMatchObject({ id: quote.id, offerCount: 0, bestPrices: null });
    await priceQuote(wafa, quote.id, { basic: 2000, intermediate: 5000, premium: 6000 });
    expect(await mine()).toMatchObject({
      offerCount: 1,
      bestPrices: { basic: 200_000, intermediate: 500_000, premium: 600_000 },
    });
    await priceQuote(axa, quote.id, { basic: 2500, intermediate: 4000, premium: 5999.5 });
    expect(await mine()).toMatchObject({
      offerCount: 2,
      bestPrices: { basic: 200_000, intermediate: 400_000, premium: 599_950 },
    });
  });
});

describe('ranking by pack', () => {
  it('ranks by the recommended pack by default, by the chosen pack on request', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    // Theft wanted, tierce and glass breakage declined: Intermédiaire holds it.
    const quote = await submitQuote(driver, reference, 'Casablanca', {
      guarantees: declined('allRisk', 'glassBreakage'),
    });
    await priceQuote(wafa, quote.id, { basic: 2000, intermediate: 5000, premium: 6000 });
    await priceQuote(axa, quote.id, { basic: 2500, intermediate: 4000, premium: 7000 });

    const byDefault = (await driver.get(`/api/quotes/${quote.id}`)).body;
    expect(byDefault).toMatchObject({ recommendedPack: 'intermediate', rankedBy: 'intermediate' });
    expect(agencyOrder(byDefault)).toEqual(['Agence AXA Maârif', 'Agence Wafa Anfa']);

    const byBasic = (await driver.get(`/api/quotes/${quote.id}?pack=basic`)).body;
    expect(byBasic).toMatchObject({ recommendedPack: 'intermediate', rankedBy: 'basic' });
    expect(agencyOrder(byBasic)).toEqual(['Agence Wafa Anfa', 'Agence AXA Maârif']);
    expect(byBasic.offers[0].prices).toEqual({
      basic: 200_000,
      intermediate: 500_000,
      premium: 600_000,
    });

    const byPremium = (await driver.get(`/api/quotes/${quote.id}?pack=premium`)).body;
    expect(agencyOrder(byPremium)).toEqual(['Agence Wafa Anfa', 'Agence AXA Maârif']);
  });

  it('recommends Basique when only the compulsory cover is wanted, Premium for glass breakage', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const basic = await submitQuote(driver, reference, 'Casablanca', {
      guarantees: declined('theft', 'collisionDamage', 'legalDefence', 'allRisk', 'glassBreakage'),
    });
    expect((await driver.get(`/api/quotes/${basic.id}`)).body.recommendedPack).toBe('basic');
    const premium = await submitQuote(driver, reference, 'Casablanca', {
      guarantees: declined('theft', 'collisionDamage', 'legalDefence', 'allRisk'),
    });
    expect((await driver.get(`/api/quotes/${premium.id}`)).body.recommendedPack).toBe('premium');
  });

  it('breaks a tie on the chosen pack by the other packs’ prices, then the agency’s name', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference);
    await priceQuote(wafa, quote.id, { basic: 3000, intermediate: 4000, premium: 6000 });
    await priceQuote(axa, quote.id, { basic: 3000, intermediate: 4000, premium: 6000 });
    // Same prices everywhere: the agency's name decides (AXA before Wafa).
    const equal = (await driver.get(`/api/quotes/${quote.id}?pack=basic`)).body;
    expect(agencyOrder(equal)).toEqual(['Agence AXA Maârif', 'Agence Wafa Anfa']);
    // Wafa is cheaper on Intermédiaire only: it comes first when Basique ties.
    await priceQuote(wafa, quote.id, { basic: 3000, intermediate: 3900, premium: 6000 });
    const tie = (await driver.get(`/api/quotes/${quote.id}?pack=basic`)).body;
    expect(agencyOrder(tie)).toEqual(['Agence Wafa Anfa', 'Agence AXA Maârif']);
  });

  it('refuses an unknown pack with a translated message', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference);
    const response = await driver.get(`/api/quotes/${quote.id}?pack=gold`, {
      'accept-language': 'fr',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validationFailed');
  });
});

describe('"Non souhaitée" options in the database', () => {
  it('are added to a database seeded before they existed, at the next start', async () => {
    const db = server.moqarana.database.db;
    const unused = await db
      .select({ code: guaranteeOptions.code })
      .from(guaranteeOptions)
      .where(eq(guaranteeOptions.code, 'assistance.none'));
    expect(unused).toHaveLength(1);
    // An older database: the option row is missing (nothing references it yet in this test).
    await db.delete(guaranteeOptions).where(eq(guaranteeOptions.code, 'assistance.none'));
    await seedReference(db);
    const rows = await db
      .select()
      .from(guaranteeOptions)
      .where(like(guaranteeOptions.code, '%.none'));
    expect(rows.map((row) => row.code).sort()).toEqual(
      [
        'allRisk.none',
        'assistance.none',
        'collisionDamage.none',
        'glassBreakage.none',
        'legalDefence.none',
        'theft.none',
      ].sort(),
    );
    expect(rows.find((row) => row.code === 'assistance.none')).toMatchObject({
      label: 'Non souhaitée',
      position: 4,
    });
  });
});

describe('reviews beside each agency', () => {
  /** A driver named `first last` whose quote Wafa priced and who chose it, then answered. */
  async function answeredSurvey(
    first: string,
    last: string,
    survey: { rating: number; comment: string; publishConsent?: boolean },
  ) {
    const { client } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(client, reference, 'Casablanca', {
      driver: { firstName: first, lastName: last },
    });
    await priceQuote(wafa, quote.id);
    const comparison = (await client.get(`/api/quotes/${quote.id}`)).body as QuoteComparison;
    const offerId = comparison.offers[0]?.id;
    expect(
      (await client.post(`/api/quotes/${quote.id}/selection`, { offerId, pack: 'basic' })).status,
    ).toBe(201);
    const response = await client.post(`/api/quotes/${quote.id}/survey`, survey);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return quote;
  }

  it('show only consented comments, signed with first name and initial, on the agency’s card', async () => {
    const secret = 'Commentaire privé : ne jamais publier';
    const privateQuote = await answeredSurvey('Karim', 'Alaoui', { rating: 2, comment: secret });
    const [row] = await server.moqarana.database.db
      .select()
      .from(surveys)
      .where(eq(surveys.quoteId, privateQuote.id));
    expect(row).toMatchObject({ publishConsentAt: null, publishConsentVersion: null });

    const { client: other } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(other, reference);
    await priceQuote(wafa, quote.id, { basic: 3000, intermediate: 4000, premium: 6000 });
    await priceQuote(axa, quote.id, { basic: 3100, intermediate: 4100, premium: 6100 });
    const before = await other.get(`/api/quotes/${quote.id}`);
    expect(JSON.stringify(before.body)).not.toContain(secret);
    expect(JSON.stringify(before.body)).not.toContain('Karim');
    const wafaCard = (c: QuoteComparison) =>
      c.offers.find((offer) => offer.agency.name === 'Agence Wafa Anfa');
    expect(wafaCard(before.body)?.review).toBeNull();
    // Without consent, the rating does not count in the average other drivers see either.
    expect(wafaCard(before.body)?.rating).toEqual({ average: null, count: 0 });

    const praise = 'Rappel le jour même, très clair.';
    await answeredSurvey('Nadia', 'berrada', { rating: 5, comment: praise, publishConsent: true });
    const after = (await other.get(`/api/quotes/${quote.id}`)).body as QuoteComparison;
    expect(wafaCard(after)?.review).toMatchObject({ text: praise, author: 'Nadia B.', rating: 5 });
    expect(wafaCard(after)?.rating).toEqual({ average: 5, count: 1 });
    expect(JSON.stringify(after)).not.toContain(secret);
    expect(JSON.stringify(after)).not.toContain('berrada');
    // Reviews belong to the agency reviewed: AXA's card has none.
    const axaCard = after.offers.find((offer) => offer.agency.name === 'Agence AXA Maârif');
    expect(axaCard?.review).toBeNull();
    expect(axaCard?.rating).toEqual({ average: null, count: 0 });
  });

  it('keep each agency’s running totals equal to its consented surveys, answered at once or twice', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const quotes = await Promise.all(
      Array.from({ length: 6 }, () => submitQuote(client, reference, 'Casablanca')),
    );
    for (const [index, quote] of quotes.entries()) {
      await priceQuote(index % 2 === 0 ? wafa : axa, quote.id);
      const offerId = ((await client.get(`/api/quotes/${quote.id}`)).body as QuoteComparison)
        .offers[0]?.id;
      await client.post(`/api/quotes/${quote.id}/selection`, { offerId, pack: 'basic' });
    }
    // Every survey sent twice at once: one answer each counts.
    const answers = await Promise.all(
      quotes.flatMap((quote, index) =>
        [0, 1].map(() =>
          client.post(`/api/quotes/${quote.id}/survey`, {
            rating: 1 + (index % 5),
            comment: '',
            publishConsent: index % 3 !== 0,
          }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(quotes.length);
    const totals = await server.moqarana.database.db.execute(sql`
      select r.agency_id, r.rating_count, r.rating_sum, s.count, s.sum
      from agency_ratings r
        full join (select agency_id, count(*)::int as count, sum(rating)::int as sum
          from surveys where publish_consent_at is not null group by agency_id) s
          on s.agency_id = r.agency_id`);
    const rows = (totals as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.rating_count).toBe(row.count);
      expect(row.rating_sum).toBe(row.sum);
    }
  });

  it('records the consent with its time and wording version', async () => {
    const quote = await answeredSurvey('Yasmine', 'Idrissi', {
      rating: 4,
      comment: 'Bien',
      publishConsent: true,
    });
    const [row] = await server.moqarana.database.db
      .select()
      .from(surveys)
      .where(eq(surveys.quoteId, quote.id));
    expect(row?.publishConsentAt).toBeInstanceOf(Date);
    expect(row?.publishConsentVersion).toBe('avis-2026-11-v2');
  });
});
