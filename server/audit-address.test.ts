import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../domain/reference.ts';
import { auditLog } from './db/schema/index.ts';
import { priceQuote, selectFirstOffer, signInStaff, submitQuote } from './test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from './test/harness.ts';

/*
 * Every change to a quote is audited with the address it came from (ASVS 7.1): the driver's
 * submission, selection and cancellation, and the agency's price, call and contract. Callers
 * are told apart by X-Forwarded-For, as behind the production proxy.
 */

let server: TestServer;
let reference: ReferenceData;

beforeAll(async () => {
  server = await startTestServer({ demo: true, env: { TRUST_PROXY: 'true' } });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(() => server.close());

/** A client whose every request comes from `address`. */
function from(client: TestClient, address: string): TestClient {
  const request = client.request.bind(client);
  client.request = (method, path, body, headers = {}) =>
    request(method, path, body, { ...headers, 'x-forwarded-for': address });
  return client;
}

describe('the audit log', () => {
  it('records the address of every change to a quote', async () => {
    const driver = from((await signUpDriver(server.baseUrl)).client, '198.51.100.7');
    const agent = from(
      await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma'),
      '203.0.113.9',
    );
    const chosen = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, chosen);
    await selectFirstOffer(driver, chosen);
    const call = await agent.post(`/api/agency/quotes/${chosen}/calls`, { outcome: 'reached' });
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    const contract = await agent.post(`/api/agency/quotes/${chosen}/contract`, {
      decision: 'confirmed',
      policyNumber: 'POL-2026-1',
      startDate: new Date().toISOString().slice(0, 10),
    });
    expect(contract.status, JSON.stringify(contract.body)).toBe(201);
    const withdrawn = (await submitQuote(driver, reference)).id;
    expect((await driver.post(`/api/quotes/${withdrawn}/cancel`)).status).toBe(204);

    const entries = await server.moqarana.database.db
      .select({ action: auditLog.action, ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [chosen, withdrawn]));
    const addressOf = Object.fromEntries(entries.map((entry) => [entry.action, entry.ipAddress]));
    expect(addressOf).toEqual({
      'quote.submitted': '198.51.100.7',
      'offer.priced': '203.0.113.9',
      'quote.selected': '198.51.100.7',
      'contract.call': '203.0.113.9',
      'contract.confirmed': '203.0.113.9',
      'quote.cancelled': '198.51.100.7',
    });
  });
});
