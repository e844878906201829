import { intlLocales, type Language } from '../../domain/languages.ts';
import type { ReferenceData } from '../../domain/reference/reference-data.ts';
import type { QuoteComparison } from '../../domain/quotes/comparison.ts';
import { priceQuote, signInStaff, submitQuote } from '../../server/test/factories.ts';
import { signUpDriver, TestClient } from '../../server/test/harness.ts';

/*
 * Quotes, offers and surveys made through the API for the comparison's browser tests, so each
 * test starts on the page it checks.
 */

/** The two Casablanca agencies of the demo data, signed in. */
export async function casablancaAgents(baseUrl: string) {
  return {
    wafa: await signInStaff(baseUrl, 'agent.casablanca@moqarana.ma'),
    axa: await signInStaff(baseUrl, 'agent2.casablanca@moqarana.ma'),
  };
}

/** The reference lists (GET /api/reference). */
export async function referenceData(baseUrl: string): Promise<ReferenceData> {
  return (await new TestClient(baseUrl).get('/api/reference')).body;
}

/** A new driver of `city` (Casablanca by default) and their submitted quote. */
export async function driverWithQuote(
  baseUrl: string,
  reference: ReferenceData,
  overrides: Parameters<typeof submitQuote>[3] = {},
  city = 'Casablanca',
) {
  const { client } = await signUpDriver(baseUrl);
  const quote = await submitQuote(client, reference, city, overrides);
  return { client, quote };
}

/**
 * A driver named `first last` chose `agent`'s offer and answered the survey, with or without
 * consenting to its publication.
 */
export async function answeredSurvey(
  baseUrl: string,
  reference: ReferenceData,
  agent: TestClient,
  author: { firstName: string; lastName: string },
  survey: { rating: number; comment: string; publishConsent: boolean },
) {
  const { client, quote } = await driverWithQuote(baseUrl, reference, { driver: author });
  await priceQuote(agent, quote.id);
  const comparison: QuoteComparison = (await client.get(`/api/quotes/${quote.id}`)).body;
  const offerId = comparison.offers[0]?.id;
  const selected = await client.post(`/api/quotes/${quote.id}/selection`, {
    offerId,
    pack: 'basic',
  });
  if (selected.status !== 201) throw new Error(`selection failed: ${selected.status}`);
  const answered = await client.post(`/api/quotes/${quote.id}/survey`, survey);
  if (answered.status !== 201) throw new Error(`survey failed: ${answered.status}`);
}

/** Text as a reader sees it: without Intl's direction marks, with plain spaces. */
export const visible = (text: string | null) =>
  (text ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/\s/g, ' ');

/** What the web app's formatDh shows for `dh` in `language`, as `visible` reads it. */
export const money = (dh: number, language: Language) =>
  visible(
    language === 'fr'
      ? `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(dh)} DH`
      : new Intl.NumberFormat(intlLocales[language], { style: 'currency', currency: 'MAD' }).format(
          dh,
        ),
  );
