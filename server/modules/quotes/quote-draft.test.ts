import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { quotes } from '../../db/schema/index.ts';
import { buildQuoteInput } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * The draft is the request being written: its submission key makes it one quote whichever
 * tab submits it, and the profile is the one source of the driver's details.
 */

let server: TestServer;
let reference: ReferenceData;
beforeAll(async () => {
  server = await startTestServer();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
const quotesOf = async (userId: string) =>
  (await db().select({ n: count() }).from(quotes).where(eq(quotes.userId, userId)))[0]?.n;

describe('one draft gives one quote, whichever tab submits it', () => {
  it('gives every tab the same submission key, also when they open at once', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const [first, second] = await Promise.all([
      client.get('/api/quotes/draft'),
      client.get('/api/quotes/draft'),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.body.submissionKey).toBe(first.body.submissionKey);
  });

  it('two tabs submitting the draft at once create one quote', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const { submissionKey } = (await client.get('/api/quotes/draft')).body;
    const input = buildQuoteInput(reference);
    const answers = await Promise.all(
      [1, 2].map(() => client.post('/api/quotes', input, { 'idempotency-key': submissionKey })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body.id).toBe(answers[1]?.body.id);
    expect(await quotesOf(user.id)).toBe(1);
  });

  it('the second tab, after the first submitted and the draft is gone, is answered the quote', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const { submissionKey } = (await client.get('/api/quotes/draft')).body;
    const input = buildQuoteInput(reference);
    const first = await client.post('/api/quotes', input, { 'idempotency-key': submissionKey });
    expect(first.status).toBe(201);
    // The second tab still holds the draft it loaded: its late autosave changes nothing...
    const lateSave = await client.put('/api/quotes/draft', {
      submissionKey,
      vehicle: { plate: '99-B-9' },
    });
    expect(lateSave.status).toBe(204);
    const next = (await client.get('/api/quotes/draft')).body;
    expect(next.submissionKey).not.toBe(submissionKey);
    expect(next.vehicle).toBeUndefined();
    // ...and its submit, even with other values, answers the first quote.
    const changed = buildQuoteInput(reference, 'Rabat');
    const second = await client.post('/api/quotes', changed, { 'idempotency-key': submissionKey });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await quotesOf(user.id)).toBe(1);
    const [row] = await db()
      .select({ key: quotes.idempotencyKey })
      .from(quotes)
      .where(and(eq(quotes.userId, user.id), eq(quotes.id, first.body.id)));
    expect(row?.key).toBe(submissionKey);
  });

  it('refuses a draft saved without its key, or with a malformed one', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    expect((await client.put('/api/quotes/draft', { vehicle: {} })).status).toBe(400);
    const bad = await client.put('/api/quotes/draft', { submissionKey: 'a b', vehicle: {} });
    expect(bad.status).toBe(400);
  });
});

describe('the profile is the one source of the driver’s details', () => {
  const profileOf = async (client: TestClient) => (await client.get('/api/me')).body;

  it('the first quote fills the empty profile fields, in the same submission', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const before = await profileOf(client);
    expect(before).toMatchObject({ firstName: null, cityId: null, phone: null });
    const rabat = reference.cities.find((c) => c.nameFr === 'Rabat')?.id;
    const input = buildQuoteInput(reference, 'Rabat', {
      driver: { firstName: 'Salma', lastName: 'Bennani', birthDate: '1990-04-12' },
    });
    const { submissionKey } = (await client.get('/api/quotes/draft')).body;
    expect(
      (await client.post('/api/quotes', input, { 'idempotency-key': submissionKey })).status,
    ).toBe(201);
    expect(await profileOf(client)).toMatchObject({
      firstName: 'Salma',
      lastName: 'Bennani',
      phone: '+212612345678',
      birthDate: '1990-04-12',
      cityId: rabat,
      professionId: input.driver.professionId,
      conventionId: input.driver.conventionId,
    });
  });

  it('keeps what the profile holds, and the next request starts from the edited profile', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const casablanca = reference.cities.find((c) => c.nameFr === 'Casablanca')?.id;
    const marrakech = reference.cities.find((c) => c.nameFr === 'Marrakech')?.id;
    const profession = reference.professions[1]?.id;
    await client.patch('/api/me', { name: 'Salma Bennani', firstName: 'Salma', cityId: marrakech });
    const input = buildQuoteInput(reference, 'Casablanca', {
      driver: { firstName: 'Salwa', cin: 'JK123456' },
    });
    await client.post('/api/quotes', input, { 'idempotency-key': crypto.randomUUID() });
    // The profile kept its own first name and city; the quote filled the rest.
    expect(await profileOf(client)).toMatchObject({
      firstName: 'Salma',
      cityId: marrakech,
      lastName: 'Bennani',
    });
    expect(casablanca).not.toBe(marrakech);

    // The driver edits the profile; the next request shows it, and the rest from the last quote.
    const edit = await client.patch('/api/me', {
      name: 'Salma Bennani',
      firstName: 'Salma',
      lastName: 'El Idrissi',
      phone: '0712345678',
      birthDate: '1991-02-03',
      cityId: marrakech,
      professionId: profession,
      conventionId: input.driver.conventionId,
    });
    expect(edit.status).toBe(200);
    const draft = (await client.get('/api/quotes/draft')).body;
    expect(draft.driver).toEqual({
      firstName: 'Salma',
      lastName: 'El Idrissi',
      phone: '+212712345678',
      birthDate: '1991-02-03',
      cityId: String(marrakech),
      professionId: String(profession),
      conventionId: String(input.driver.conventionId),
      cin: 'JK123456',
      email: input.driver.email,
      licenceObtainedOn: input.driver.licenceObtainedOn,
      licenceExpiresOn: input.driver.licenceExpiresOn,
    });
  });
});
