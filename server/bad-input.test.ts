import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frMessages } from '../domain/messages/fr.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { buildQuoteInput, newKey, signInStaff } from './test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from './test/harness.ts';

/*
 * Bad input answers 400 with a message on its field, in the API's error format, and writes
 * nothing — never a 500 from PostgreSQL refusing what it was given (OWASP ASVS 5.1.3).
 */

const appSecret = 'bad-input-app-secret';
let server: TestServer;
let reference: ReferenceData;
let driver: TestClient;
let agent: TestClient;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({
    demo: true,
    env: { WORKER: 'off', WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: 'vérifié' },
  });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  driver = (await signUpDriver(server.baseUrl)).client;
  agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
});
afterAll(() => server.close());

const m = frMessages.validation;

/** Rows of the tables a request could write, to check that a refused one wrote none. */
async function rowCounts() {
  const { rows } = await server.moqarana.database.sql.executeSql(
    `select (select count(*) from users)::int as users, (select count(*) from quotes)::int as quotes,
       (select count(*) from contact_messages)::int as contacts,
       (select count(*) from quote_drafts)::int as drafts,
       (select count(*) from message_receipts)::int as receipts`,
  );
  return rows[0];
}

const contact = {
  lastName: 'Alaoui',
  firstName: 'Karim',
  phone: '06 12 34 56 78',
  email: 'karim@example.ma',
  subject: 'Question',
  message: 'Bonjour',
};

describe('texts no database value may hold (U+0000, a lone surrogate)', () => {
  it('answers 400 on the field, wherever the text is, and writes nothing', async () => {
    const before = await rowCounts();
    const visitor = new TestClient(server.baseUrl);
    const cases: [Promise<{ status: number; body: any }>, string][] = [
      [visitor.post('/api/contact', { ...contact, lastName: 'Ala\u0000oui' }), 'lastName'],
      [visitor.post('/api/contact', { ...contact, message: 'Bonjour \uD83D' }), 'message'],
      [
        driver.put('/api/quotes/draft', { submissionKey: newKey(), vehicle: { plate: '\uDC00' } }),
        'vehicle.plate',
      ],
      [
        driver.put('/api/quotes/draft', { submissionKey: newKey(), driver: { 'a\u0000': 'x' } }),
        'driver.a\u0000',
      ],
      [driver.patch('/api/me', { firstName: 'Sal\u0000ma' }), 'firstName'],
      [agent.get('/api/agency/tables/all?search=%00'), 'search'],
      [driver.get('/api/users/%00'), 'userId'],
      [visitor.get('/api/language?lang=fr&next=/accueil%00'), 'next'],
    ];
    for (const [request, field] of cases) {
      const response = await request;
      expect(response.status, field).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'validationFailed',
        fields: { [field]: m.invalidCharacters },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('reference ids beyond smallint and dates that do not exist', () => {
  it('answer 400 on the field instead of a database error', async () => {
    const before = await rowCounts();
    const quote = buildQuoteInput(reference, 'Casablanca', {
      vehicle: { brandId: 32_768 },
      driver: { cityId: 2 ** 31 },
    });
    const submitted = await driver.post('/api/quotes', quote, { 'idempotency-key': newKey() });
    expect(submitted.status).toBe(400);
    expect(submitted.body.error.fields).toEqual({
      'vehicle.brandId': m.invalidValue,
      'driver.cityId': m.invalidValue,
    });

    const profile = await driver.patch('/api/me', { professionId: 40_000 });
    expect(profile.body.error.fields).toEqual({ professionId: m.invalidValue });
    const birth = await driver.patch('/api/me', { birthDate: '1990-02-30' });
    expect(birth.body.error.fields).toEqual({ birthDate: m.invalidDate });
    const yearZero = await driver.patch('/api/me', { birthDate: '0000-01-01' });
    expect(yearZero.body.error.fields).toEqual({ birthDate: m.invalidDate });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('keyset cursors PostgreSQL cannot cast', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const uuid = '0b9ad5a2-59a3-4a57-9a0b-7e0c2e4b1f10';

  it.each([
    ['a bare year', () => agent.get(`/api/agency/tables/all?cursor=${cursor(['2026', uuid])}`)],
    [
      'year 0000',
      () =>
        agent.get(`/api/agency/tables/pending?cursor=${cursor(['0000-01-01T00:00:00Z', uuid])}`),
    ],
    [
      'an amount of 1.5',
      () => agent.get(`/api/agency/tables/all?sort=amount&cursor=${cursor([1.5, uuid])}`),
    ],
    [
      'an amount of 1e30',
      () => agent.get(`/api/agency/tables/processed?sort=amount&cursor=${cursor([1e30, uuid])}`),
    ],
    [
      'a serial id for uuid rows',
      () => admin.get(`/api/admin/messages?cursor=${cursor(['2026-01-01T00:00:00Z', '12'])}`),
    ],
    [
      'a uuid for serial rows',
      () => admin.get(`/api/audit?scope=all&cursor=${cursor(['2026-01-01T00:00:00Z', uuid])}`),
    ],
  ])('answers 400 on the field cursor for %s', async (_case, request) => {
    const response = await request();
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ cursor: m.invalidValue });
  });
});

describe("Fastify's own refusals, in the API's format", () => {
  it('answers 413 to a body over the limit and 415 to a body that is not JSON', async () => {
    const before = await rowCounts();
    const huge = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, message: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatchObject({ code: 'payloadTooLarge' });

    const xml = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<contact/>',
    });
    expect(xml.status).toBe(415);
    expect((await xml.json()).error).toMatchObject({ code: 'unsupportedMediaType' });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 to a path that is no valid URL component', async () => {
    for (const path of ['/api/users/%FF', '/api/users/%ED%A0%80', '/api/quotes/%']) {
      const response = await driver.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'validationFailed' });
    }
  });
});

describe('the WhatsApp webhook, which parses its own body', () => {
  const post = (body: string) =>
    fetch(`${server.baseUrl}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
      },
      body,
    });
  const delivery = (status: Record<string, unknown>) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ value: { statuses: [status] } }] }],
    });

  it('refuses a signed status with U+0000 and skips an error code beyond integer', async () => {
    const before = await rowCounts();
    const status = { id: 'wamid.1', status: 'failed', timestamp: '1767225600' };
    expect((await post(delivery({ ...status, id: 'wamid.\u0000' }))).status).toBe(400);
    const overflow = await post(delivery({ ...status, errors: [{ code: 2 ** 31 }] }));
    expect(overflow.status).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('compares the verify token as bytes and refuses a repeated parameter', async () => {
    // Same length in characters as 'vérifié', not in bytes.
    const url = `${server.baseUrl}/api/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=7`;
    expect((await fetch(`${url}&hub.verify_token=verifie`)).status).toBe(403);
    const right = await fetch(`${url}&hub.verify_token=${encodeURIComponent('vérifié')}`);
    expect(await right.text()).toBe('7');
    const twice = await fetch(`${url}&hub.verify_token=v&hub.verify_token=w`);
    expect(twice.status).toBe(400);
  });
});
