import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceQuote, selectFirstOffer, signInStaff } from '../../server/test/factories.ts';
import { defaultOfferTerms } from '../../domain/offers/terms.ts';
import { offerTermsInput } from '../../domain/offers/terms-input.ts';
import { signUpDriver, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { seedQuotes } from '../quote-journey/seed.ts';
import { rawScenarios, startRawServer, type RawServer } from './raw-server.ts';

/*
 * The raw reference server (raw-server.ts) answers the same bytes as the app for the same
 * request, so that the raw-limit benchmark compares like with like, and keeps doing so when the
 * app's SQL or answers change. PostgreSQL only: the raw server is node:http and pg.
 */

const databaseUrl = process.env.DATABASE_URL;
const acceptLanguage = 'fr-FR,fr;q=0.9,en;q=0.8';

describe.skipIf(!databaseUrl)('raw reference server', () => {
  let server: TestServer;
  let raw: RawServer;
  let paths: string[];
  let cookies: { agent: string; driver: string };

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    const driver = await signUpDriver(server.baseUrl);
    const db = server.moqarana.database.db;
    // 80 quotes over 25 days, 32 of them in Casablanca: more than a page of the pending list.
    await seedQuotes(db, 80, driver.user.id);
    const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    const otherAgent = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
    const { rows } = (await db.execute(
      sql`select q.id from quotes q join cities c on c.id = q.city_id
          where c.name_fr = 'Casablanca' order by q.created_at desc limit 3`,
    )) as unknown as { rows: { id: string }[] };
    const [chosen, priced, compared] = rows.map((row) => row.id);
    if (!chosen || !priced || !compared) throw new Error('seed missing');
    // One quote chose the agent's offer (its driver shown in full, its pack), one only priced,
    // and the compared quote has two agencies' offers and a published review of one of them.
    await priceQuote(agent, chosen);
    await selectFirstOffer(driver.client, chosen);
    const survey = await driver.client.post(`/api/quotes/${chosen}/survey`, {
      rating: 4,
      comment: 'Rappel rapide',
      publishConsent: true,
    });
    expect(survey.status, JSON.stringify(survey.body)).toBeLessThan(300);
    await priceQuote(agent, priced, { basic: 3100, intermediate: 4400, premium: 6800 });
    await priceQuote(agent, compared, { basic: 3300, intermediate: 4600, premium: 7000 });
    await priceQuote(otherAgent, compared, { basic: 2900, intermediate: 4700, premium: 7100 });
    // The other agency revises its offer: a lower price, another theft formula, a franchise in
    // percent (the versions, their lines and the history the answer maps).
    const requested = (await otherAgent.get(`/api/agency/quotes/${compared}`)).body.guarantees;
    const terms = offerTermsInput(defaultOfferTerms(requested));
    terms.intermediate.guarantees.theft = {
      level: 'theft.F2',
      franchiseAmount: null,
      franchisePercent: '7,5',
      franchiseMinimum: 1500,
      ceiling: null,
    };
    const revised = await otherAgent.put(`/api/agency/quotes/${compared}/offer`, {
      basic: 2800,
      intermediate: 4700,
      premium: 7100,
      terms,
      basedOnRevision: 1,
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    const { rows: members } = (await db.execute(
      sql`select u.id as "userId", u.agency_id as "agencyId", a.city_id as "cityId" from users u
          join agencies a on a.id = u.agency_id where u.email = 'agent.casablanca@moqarana.ma'`,
    )) as unknown as { rows: { userId: string; agencyId: string; cityId: number }[] };
    const member = members[0];
    if (!member || !server.databaseUrl) throw new Error('agency missing');
    const scenarios = await rawScenarios(server.databaseUrl, {
      member,
      driver: { userId: driver.user.id, quoteId: compared },
      acceptLanguage,
    });
    paths = scenarios.map((scenario) => scenario.path);
    raw = await startRawServer(server.databaseUrl, scenarios);
    cookies = {
      agent: `mq.session_token=${agent.sessionCookie}`,
      driver: `mq.session_token=${driver.client.sessionCookie}`,
    };
  });
  afterAll(async () => {
    await raw?.close();
    await server?.close();
  });

  it('answers the bytes the app answers, for each scenario', async () => {
    for (const path of paths) {
      const cookie = path.startsWith('/api/agency') ? cookies.agent : cookies.driver;
      const app = await fetch(`${server.baseUrl}${path}`, {
        headers: { cookie, 'accept-language': acceptLanguage },
      });
      const reference = await fetch(`${raw.baseUrl}${path}`);
      const [appText, rawText] = [await app.text(), await reference.text()];
      expect(app.status, appText).toBe(200);
      expect(reference.status, rawText).toBe(200);
      expect(rawText, path).toBe(appText);
    }
  });

  it('covers the cases its mapping has to get right', async () => {
    const answers = await Promise.all(
      paths.map(async (path) => (await fetch(`${raw.baseUrl}${path}`)).json()),
    );
    const [pending, processed, comparison] = answers as [
      { items: unknown[]; nextCursor: string | null },
      { items: { selectedPack: string | null; driver: { contact: unknown } }[] },
      {
        offers: {
          review: unknown;
          rating: { count: number };
          history: unknown[];
          terms: { intermediate: { guarantees: { differsFromRequest: boolean }[] } } | null;
        }[];
      },
    ];
    expect(pending.nextCursor).not.toBeNull();
    expect(processed.items.some((row) => row.selectedPack && row.driver.contact)).toBe(true);
    expect(processed.items.some((row) => !row.driver.contact)).toBe(true);
    expect(comparison.offers).toHaveLength(2);
    expect(comparison.offers.some((offer) => offer.review && offer.rating.count === 1)).toBe(true);
    expect(comparison.offers.map((offer) => offer.history.length).sort()).toEqual([0, 1]);
    expect(
      comparison.offers.filter((offer) =>
        offer.terms?.intermediate.guarantees.some((line) => line.differsFromRequest),
      ),
    ).toHaveLength(1);
  });
});
