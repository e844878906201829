import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arMessages } from '../../../domain/messages/ar.ts';
import { enMessages } from '../../../domain/messages/en.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { contactMessages, drivers, users } from '../../db/schema/index.ts';
import { buildQuoteInput, newKey, signInStaff, submitQuote } from '../../test/factories.ts';
import {
  signUpDriver,
  startTestServer,
  TestClient,
  waitForMessage,
  type TestServer,
} from '../../test/harness.ts';

/*
 * Person names (domain/validation.ts personNameSchema) on every form that takes one: letters of
 * any script, spaces, apostrophes, hyphens and initials; never a link or a digit, so that the
 * messages which greet someone by name carry nothing else. A refused name is a 400 with the
 * field's message in the caller's language, and nothing is written.
 */

let server: TestServer;
let reference: ReferenceData;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
const rows = async (table: typeof users | typeof drivers | typeof contactMessages) =>
  (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
// A control character is refused before validation, as in any text (server/bad-input.test.ts).
const refusedNames = ['http://x.y', 'Salma 2', 'www.promo.ma', 'Karim\u0007'];
const message = (language: 'fr' | 'en' | 'ar') =>
  ({ fr: frMessages, en: enMessages, ar: arMessages })[language].validation.invalidName;

describe('a quote’s driver names', () => {
  it('accepts Arabic and accented names, and greets the driver by them', async () => {
    const email = `fz.${Date.now()}@example.ma`;
    const { client } = await signUpDriver(server.baseUrl, { name: 'فاطمة الزهراء', email });
    await client.put('/api/me/language', { language: 'ar' });
    const quote = await submitQuote(client, reference, 'Casablanca', {
      driver: { firstName: 'فاطمة الزهراء', lastName: 'العلوي', email },
    });
    expect(quote.reference).toMatch(/^MQ-/);
    const sent = await waitForMessage(server, { event: 'quote.submitted', recipient: email });
    expect(sent.copy?.channel === 'email' && sent.copy.text).toContain(
      'مرحبًا \u2068فاطمة الزهراء\u2069،',
    );
    const accented = await submitQuote(client, reference, 'Casablanca', {
      driver: { firstName: 'Élodie', lastName: 'O’Brien-Ouazzani' },
    });
    expect(accented.reference).toMatch(/^MQ-/);
  });

  it.each(['fr', 'en', 'ar'] as const)(
    'refuses a link or digits as a name, with the field message in %s, writing nothing',
    async (language) => {
      const { client } = await signUpDriver(server.baseUrl);
      const before = await rows(drivers);
      for (const name of refusedNames) {
        const input = buildQuoteInput(reference, 'Casablanca', {
          driver: { firstName: name, lastName: name },
        });
        const response = await client.post('/api/quotes', input, {
          'idempotency-key': newKey(),
          'accept-language': language,
        });
        expect(response.status, name).toBe(400);
        expect(response.body.error.fields).toEqual({
          'driver.firstName': message(language),
          'driver.lastName': message(language),
        });
      }
      const tooLong = buildQuoteInput(reference, 'Casablanca', {
        driver: { firstName: 'a'.repeat(61) },
      });
      const long = await client.post('/api/quotes', tooLong, {
        'idempotency-key': newKey(),
        'accept-language': language,
      });
      expect(long.body.error.fields['driver.firstName']).toContain('60');
      expect(await rows(drivers)).toBe(before);
    },
  );
});

describe('account and profile names', () => {
  it('refuses a sign-up whose name is a link, creating no account', async () => {
    const before = await rows(users);
    for (const name of refusedNames) {
      const response = await new TestClient(server.baseUrl).post('/api/auth/signup', {
        name,
        email: `x.${Math.random().toString(36).slice(2)}@example.ma`,
        password: 'Bonjour-2026',
        passwordConfirmation: 'Bonjour-2026',
      });
      expect(response.status, name).toBe(400);
      expect(response.body.error.fields).toEqual({ name: message('fr') });
    }
    expect(await rows(users)).toBe(before);
  });

  it('refuses such names in the profile and keeps the saved ones', async () => {
    const { client } = await signUpDriver(server.baseUrl, { name: 'Salma Bennani' });
    for (const field of ['name', 'firstName', 'lastName'] as const) {
      const response = await client.patch('/api/me', { [field]: 'Visitez http://x.y' });
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields).toEqual({ [field]: message('fr') });
    }
    const saved = await client.patch('/api/me', { name: 'محمد أمين', firstName: 'Mohamed-Amine' });
    expect(saved.body).toMatchObject({ name: 'محمد أمين', firstName: 'Mohamed-Amine' });
  });

  it('refuses such names on the contact form and for new staff accounts', async () => {
    const before = await rows(contactMessages);
    const contact = await new TestClient(server.baseUrl).post('/api/contact', {
      lastName: 'Alaoui',
      firstName: 'Gagnez sur http://x.y',
      phone: '0612345678',
      email: 'victime@example.ma',
      subject: 'Question',
      message: 'Bonjour',
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error.fields).toEqual({ firstName: message('fr') });
    expect(await rows(contactMessages)).toBe(before);

    const manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
    const staff = await manager.post('/api/agency/staff', {
      name: 'Agent 007',
      email: `agent.${Date.now()}@example.ma`,
    });
    expect(staff.status).toBe(400);
    expect(staff.body.error.fields).toEqual({ name: message('fr') });
  });
});
