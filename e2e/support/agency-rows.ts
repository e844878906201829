import type { ReferenceData } from '../../domain/reference/reference-data.ts';
import { priceQuote, selectFirstOffer, submitQuote } from '../../server/test/factories.ts';
import { signUpDriver, TestClient } from '../../server/test/harness.ts';
import { todayInMorocco } from '../../domain/dates.ts';

/**
 * Rows for every table of Casablanca's Agence Wafa Anfa, made through the API: quotes waiting
 * for its price, quotes it priced, and a confirmed contract (whose driver's name is long, as
 * real names are). Returns the quotes, newest last.
 */
export async function fillAgencyTables(baseUrl: string, agent: TestClient) {
  const reference: ReferenceData = (await new TestClient(baseUrl).get('/api/reference')).body;
  const { client: driver } = await signUpDriver(baseUrl);
  const long = {
    driver: { lastName: 'Benabdeljalil El Idrissi', firstName: 'Fatima-Zahra' },
  };
  const contract = await submitQuote(driver, reference, 'Casablanca', long);
  await priceQuote(agent, contract.id, { basic: 12850, intermediate: 14500, premium: 26900 });
  await selectFirstOffer(driver, contract.id, 'premium');
  const decided = await agent.post(`/api/agency/quotes/${contract.id}/contract`, {
    decision: 'confirmed',
    policyNumber: 'WAF-2026/004512-AUTO',
    startDate: todayInMorocco(),
  });
  if (decided.status !== 201) throw new Error(`contract: ${JSON.stringify(decided.body)}`);
  const priced = await submitQuote(driver, reference, 'Casablanca', long);
  await priceQuote(agent, priced.id);
  const waiting = await submitQuote(driver, reference, 'Casablanca', long);
  return { contract, priced, waiting };
}
