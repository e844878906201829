import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, messages } from '../../db/schema/index.ts';
import {
  signUpDriver,
  startTestServer,
  TestClient,
  waitForMessage,
  type TestServer,
} from '../../test/harness.ts';
import { contactRateLimit } from './contact.routes.ts';
import { acknowledgementsPerAddress } from './contact.service.ts';

let server: TestServer;
beforeAll(async () => {
  // Callers are told apart by X-Forwarded-For, as behind the production proxy; demo mode keeps
  // a copy of each message sent, to read what the acknowledgement says.
  server = await startTestServer({ demo: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const validMessage = {
  lastName: 'Alaoui',
  firstName: 'Karim',
  phone: '06 12 34 56 78',
  email: 'Karim.Alaoui@Example.ma',
  subject: 'Question sur les formules',
  message: 'Bonjour, la formule Intermédiaire couvre-t-elle le bris de glace ?',
};

const storedCount = async () => {
  const [row] = await server.moqarana.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
};

describe('POST /api/contact', () => {
  it('stores a valid message with the phone in E.164 and the e-mail lower-cased', async () => {
    const response = await new TestClient(server.baseUrl).post('/api/contact', validMessage);
    expect(response.status).toBe(201);
    const [row] = await server.moqarana.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'karim.alaoui@example.ma'));
    expect(row).toMatchObject({ phone: '+212612345678', lastName: 'Alaoui', userId: null });
  });

  it('links the message to the signed-in sender', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const response = await client.post('/api/contact', { ...validMessage, email: 'linked@x.ma' });
    expect(response.status).toBe(201);
    const [row] = await server.moqarana.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'linked@x.ma'));
    expect(row?.userId).toBe(user.id);
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = await storedCount();
    const response = await new TestClient(server.baseUrl).post('/api/contact', {
      lastName: '',
      firstName: ' ',
      phone: '12345',
      email: 'not-an-email',
      subject: '',
      message: 'x'.repeat(2001),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      lastName: '*Ce champ est obligatoire',
      firstName: '*Ce champ est obligatoire',
      phone: '*Format invalide : numéro marocain attendu (ex. 06 12 34 56 78)',
      email: '*Format invalide : adresse e-mail attendue (ex. nom@exemple.ma)',
      subject: '*Ce champ est obligatoire',
      message: 'Ce texte est trop long',
    });
    expect(await storedCount()).toBe(before);
  });

  it('acknowledges a message whose honeypot is filled, and drops it', async () => {
    const before = await storedCount();
    const response = await new TestClient(server.baseUrl).post('/api/contact', {
      ...validMessage,
      website: 'https://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await storedCount()).toBe(before);
  });

  it(`acknowledges at most ${acknowledgementsPerAddress.max} messages an hour to one address, quoting none of them`, async () => {
    // Several callers write in someone else's name, with a link in the subject: every message
    // reaches the operator; the address typed gets Moqarana's own words, a few times at most.
    const target = 'voisine@example.ma';
    const sent = acknowledgementsPerAddress.max + 2;
    for (let caller = 1; caller <= sent; caller++) {
      const response = await new TestClient(server.baseUrl).request(
        'POST',
        '/api/contact',
        {
          ...validMessage,
          firstName: 'Gagnante',
          subject: 'Réclamez http://lot.example',
          email: target,
        },
        { 'x-forwarded-for': `203.0.113.${caller}` },
      );
      expect(response.status).toBe(201);
    }
    const db = server.moqarana.database.db;
    const stored = db
      .select({ id: sql<string>`${contactMessages.id}::text` })
      .from(contactMessages)
      .where(eq(contactMessages.email, target));
    const queued = async (event: 'contact.received' | 'contact.acknowledged') => {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.event, event), inArray(messages.recordId, stored)));
      return row?.n;
    };
    expect(await queued('contact.received')).toBe(sent);
    expect(await queued('contact.acknowledged')).toBe(acknowledgementsPerAddress.max);
    const acknowledgement = await waitForMessage(server, {
      event: 'contact.acknowledged',
      recipient: target,
    });
    const text = acknowledgement.copy?.channel === 'email' ? acknowledgement.copy.text : '';
    expect(text).toContain('48 heures ouvrées');
    expect(text).not.toMatch(/Gagnante|lot\.example|Réclamez/);
  });

  it(`refuses the ${contactRateLimit.max + 1}th message from one address within ${contactRateLimit.windowMinutes} minutes`, async () => {
    // Every message of this file comes from 127.0.0.1, so the earlier tests used part of the
    // allowance: within max + 1 further messages, one must be refused.
    const client = new TestClient(server.baseUrl);
    let before = 0;
    let refused = await client.post('/api/contact', validMessage);
    for (let sent = 1; refused.status === 201 && sent <= contactRateLimit.max; sent++) {
      before = await storedCount();
      refused = await client.post('/api/contact', validMessage);
    }
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rateLimited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
  });
});
