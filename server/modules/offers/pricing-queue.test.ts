import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyQuoteDetail } from '../../../domain/offers/agency-quote.ts';
import type { QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { quotes } from '../../db/schema/index.ts';
import { priceQuote, signInStaff, submitQuote } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * The agency's pricing queue (docs/product/agency-day.md): the pending table opens on the
 * request waiting longest, each row with its desired start and deadline, and the price form's
 * request holds what a price depends on, bonus-malus included.
 */

let server: TestServer;
let reference: ReferenceData;
let agent: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
});
afterAll(() => server.close());

type Page = { items: QuoteTableRow[]; nextCursor: string | null };

const queue = async () => ((await agent.get('/api/agency/tables/pending')).body as Page).items;

const detailOf = async (quoteId: string) => {
  const response = await agent.get(`/api/agency/quotes/${quoteId}`);
  expect(response.status).toBe(200);
  return response.body as AgencyQuoteDetail;
};

describe('the pricing queue', () => {
  it('opens on the request waiting longest, and the next one moves up once it is priced', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    for (let index = 0; index < 3; index += 1) await submitQuote(driver, reference, 'Casablanca');
    const before = await queue();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const instants = before.map((row) => Date.parse(row.at));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    const [first, second] = before;
    if (!first || !second) throw new Error('the queue holds at least two requests');
    await priceQuote(agent, first.id);
    const after = await queue();
    expect(after[0]?.id).toBe(second.id);
    expect(after.map((row) => row.id)).not.toContain(first.id);
  });

  it('shows each request’s desired start and deadline as stored', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    const [stored] = await server.moqarana.database.db
      .select({ start: quotes.insuranceStartDate, expiresAt: quotes.expiresAt })
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    const response = await agent.get(
      `/api/agency/tables/pending?search=${encodeURIComponent(quote.reference)}`,
    );
    const [row] = (response.body as Page).items;
    expect(row?.insuranceStartDate).toBe(stored?.start);
    expect(row?.expiresAt).toBe(stored?.expiresAt.toISOString());
    const detail = await detailOf(quote.id);
    expect(detail.insuranceStartDate).toBe(stored?.start);
    expect(detail.expiresAt).toBe(stored?.expiresAt.toISOString());
  });

  it('gives the price form the driver’s bonus-malus answers and their coefficient', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const cases = [
      // Nothing answered: 100 %.
      [{}, 10_000],
      // Three years insured, no claim in two: the bonus, 90 %.
      [{ monthsInsuredWithoutInterruption: 36, atFaultClaimsLast24Months: 0 }, 9_000],
      // One material and one bodily at-fault claim this year: 100 + 20 + 30 %.
      [
        {
          monthsInsuredWithoutInterruption: 36,
          atFaultClaimsLast24Months: 2,
          materialClaimsLast12Months: 1,
          bodilyClaimsLast12Months: 1,
        },
        15_000,
      ],
    ] as const;
    for (const [answers, coefficient] of cases) {
      const quote = await submitQuote(driver, reference, 'Casablanca', { driver: answers });
      const detail = await detailOf(quote.id);
      expect(detail.claimHistory).toEqual({
        atFaultClaimsLast24Months: null,
        materialClaimsLast12Months: null,
        bodilyClaimsLast12Months: null,
        monthsInsuredWithoutInterruption: null,
        ...answers,
      });
      expect(detail.bonusMalusCoefficientBp).toBe(coefficient);
    }
  });
});
