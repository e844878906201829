import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import { submitQuoteSchema } from '../../../domain/quotes/request.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { drivers, guaranteeChoices, messages, quotes, vehicles } from '../../db/schema/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import { buildQuoteInput, newKey } from '../../test/factories.ts';
import {
  signUpDriver,
  startTestServer,
  TestClient,
  waitForMessage,
  type TestServer,
} from '../../test/harness.ts';
import { submitQuote } from './submit-quote.service.ts';

let server: TestServer;
let reference: ReferenceData;
beforeAll(async () => {
  server = await startTestServer();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
/** The request context of the driver `userId`, for calling the service directly. */
const contextOf = (userId: string): SignedInContext => ({
  actor: testActor('driver', { userId }),
  ip: '127.0.0.1',
  language: 'fr',
});
async function rowCounts() {
  const n = async (
    table:
      typeof drivers | typeof vehicles | typeof guaranteeChoices | typeof quotes | typeof messages,
  ) => (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
  const jobs = await server.moqarana.database.sql.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'notifications'`,
  );
  return {
    drivers: await n(drivers),
    vehicles: await n(vehicles),
    choices: await n(guaranteeChoices),
    quotes: await n(quotes),
    messages: await n(messages),
    jobs: (jobs.rows[0] as { n: number }).n,
  };
}

describe('POST /api/quotes validation (docs/product/specification.md §5, docs/product/design.md §7)', () => {
  it('answers the required-field message for every empty field and writes nothing', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const before = await rowCounts();
    const empty = { vehicle: {}, driver: {}, guarantees: {} };
    const response = await client.post('/api/quotes', empty, { 'idempotency-key': newKey() });
    expect(response.status).toBe(400);
    const fields = response.body.error.fields as Record<string, string>;
    const required = [
      'vehicle.brandId',
      'vehicle.fuelId',
      'vehicle.fiscalPowerId',
      'vehicle.firstRegistrationDate',
      'vehicle.newValue',
      'vehicle.marketValue',
      'vehicle.seatCountId',
      'vehicle.plate',
      'driver.lastName',
      'driver.firstName',
      'driver.cityId',
      'driver.cin',
      'driver.email',
      'driver.phone',
      'driver.birthDate',
      'driver.professionId',
      'driver.conventionId',
      'driver.licenceObtainedOn',
      'driver.licenceExpiresOn',
      'driver.insuranceStartDate',
      'guarantees.pfcp',
      'guarantees.theft',
      'guarantees.collisionDamage',
      'guarantees.legalDefence',
      'guarantees.allRisk',
      'guarantees.glassBreakage',
      'guarantees.assistance',
    ];
    for (const field of required) expect(fields[field], field).toBe('*Ce champ est obligatoire');
    for (const step of ['vehicle', 'driver', 'guarantees']) {
      expect(fields[`${step}.termsAccepted`]).toBe('*Vous devez accepter pour continuer');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('gives each malformed field its own message', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const today = todayInMorocco();
    const input = buildQuoteInput(reference, 'Casablanca', {
      vehicle: {
        marketValue: 200000,
        newValue: 150000,
        plate: 'ABC',
        firstRegistrationDate: addToDate(today, { days: 2 }),
      },
      driver: {
        cin: '123456',
        email: 'pas-une-adresse',
        phone: '06123',
        birthDate: addToDate(today, { years: -17 }),
        licenceObtainedOn: addToDate(today, { years: -2 }),
        licenceExpiresOn: addToDate(today, { years: -3 }),
        insuranceStartDate: addToDate(today, { days: -1 }),
      },
      guarantees: { theft: 'pfcp.1' },
    });
    const response = await client.post('/api/quotes', input, { 'idempotency-key': newKey() });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      'vehicle.marketValue': 'La valeur vénale doit être inférieure ou égale à la valeur à neuf',
      'vehicle.plate': frMessages.validation.invalidPlate,
      'vehicle.firstRegistrationDate': 'La date ne peut pas être dans le futur',
      'driver.cin': 'Format C.I.N est invalide',
      'driver.email': '*Format invalide : adresse e-mail attendue (ex. nom@exemple.ma)',
      'driver.phone': '*Format invalide : numéro marocain attendu (ex. 06 12 34 56 78)',
      'driver.birthDate': 'Le conducteur doit avoir au moins 18 ans',
      'driver.licenceExpiresOn': 'Le permis est expiré',
      'driver.insuranceStartDate': 'La date de début ne peut pas être dans le passé',
      'guarantees.theft': '*Ce champ est obligatoire',
    });
  });

  it('accepts the spec’s plate example, Arabic-letter plates and the WW series', () => {
    for (const plate of ['1234-A-1', '12345-أ-6', '12345 | ب | 26', 'WW-123456', '12345-هـ-40']) {
      const input = buildQuoteInput(reference, 'Casablanca', { vehicle: { plate } });
      expect(submitQuoteSchema.safeParse(input).success, plate).toBe(true);
    }
    const licence = buildQuoteInput(reference, 'Casablanca', {
      driver: { birthDate: '2000-01-01', licenceObtainedOn: '2015-06-01' },
    });
    expect(submitQuoteSchema.safeParse(licence).error?.issues[0]?.message).toBe(
      'licenceBeforeAdult',
    );
  });

  it('refuses unknown reference ids with a field message and unknown fields', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const unknownBrand = buildQuoteInput(reference, 'Casablanca', { vehicle: { brandId: 9999 } });
    const response = await client.post('/api/quotes', unknownBrand, {
      'idempotency-key': newKey(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ brandId: '*Valeur invalide' });
    const extra = buildQuoteInput(reference, 'Casablanca', { driver: { isAdmin: true } });
    expect(
      (await client.post('/api/quotes', extra, { 'idempotency-key': newKey() })).body.error.fields[
        'driver.isAdmin'
      ],
    ).toBe('Champ inconnu');
  });
});

describe('one atomic, idempotent submission (docs/product/design.md §5)', () => {
  it('requires an Idempotency-Key', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const response = await client.post('/api/quotes', buildQuoteInput(reference));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('idempotencyKeyRequired');
  });

  it('creates one quote for the same key sent twice, and for five racing copies', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const input = buildQuoteInput(reference);
    const key = newKey();
    const first = await client.post('/api/quotes', input, { 'idempotency-key': key });
    const retry = await client.post('/api/quotes', input, { 'idempotency-key': key });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body).toEqual(first.body);

    const raceKey = newKey();
    const before = await rowCounts();
    const race = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/quotes', input, { 'idempotency-key': raceKey }),
      ),
    );
    expect(new Set(race.map((r) => r.body.id)).size).toBe(1);
    expect(race.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const after = await rowCounts();
    expect(after.quotes - before.quotes).toBe(1);
    expect(after.drivers - before.drivers).toBe(after.quotes - before.quotes);
  });

  it('leaves nothing behind when a failure happens after the vehicle insert', async () => {
    const { user } = await signUpDriver(server.baseUrl);
    const before = await rowCounts();
    const input = submitQuoteSchema.parse(buildQuoteInput(reference));
    const failing = submitQuote(
      db(),
      server.moqarana.notifier,
      contextOf(user.id),
      { quote: input, idempotencyKey: newKey() },
      {
        afterVehicleInsert: async () => {
          throw new Error('injected failure');
        },
      },
    );
    await expect(failing).rejects.toThrow('injected failure');
    expect(await rowCounts()).toEqual(before);
  });

  it('rolls the acknowledgement and its job back with the quote (outbox, docs/product/design.md §6)', async () => {
    const { user } = await signUpDriver(server.baseUrl);
    const input = submitQuoteSchema.parse(buildQuoteInput(reference));
    const before = await rowCounts();
    let queued = { messages: 0, jobs: 0 };
    const failing = submitQuote(
      db(),
      server.moqarana.notifier,
      contextOf(user.id),
      { quote: input, idempotencyKey: newKey() },
      {
        afterNotificationsQueued: async (tx) => {
          // Inside the transaction the message and its job exist…
          const [row] = await tx.select({ n: count() }).from(messages);
          const jobs = (await tx.execute(
            sql`select count(*)::int as n from pgboss.job where name = 'notifications'`,
          )) as unknown as { rows: { n: number }[] };
          queued = { messages: row?.n ?? 0, jobs: jobs.rows[0]?.n ?? 0 };
          throw new Error('injected failure');
        },
      },
    );
    await expect(failing).rejects.toThrow('injected failure');
    expect(queued).toEqual({ messages: before.messages + 1, jobs: before.jobs + 1 });
    // …and the failed business write takes them along.
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps no copy of a log-provider message outside demo mode (law 09-08)', async () => {
    const { client, email } = await signUpDriver(server.baseUrl);
    const input = buildQuoteInput(reference);
    const response = await client.post('/api/quotes', input, { 'idempotency-key': newKey() });
    expect(response.status).toBe(201);
    const sent = await waitForMessage(server, { event: 'quote.submitted', recipient: email });
    expect(sent).toMatchObject({ status: 'sent', provider: 'log', rendered: null });
  });

  it('acknowledges at the account’s confirmed address, never at one typed in the form', async () => {
    const { client, email } = await signUpDriver(server.baseUrl);
    const stranger = `stranger-${newKey().slice(0, 8)}@example.ma`;
    const input = buildQuoteInput(reference, 'Casablanca', { driver: { email: stranger } });
    const response = await client.post('/api/quotes', input, { 'idempotency-key': newKey() });
    expect(response.status).toBe(201);
    await waitForMessage(server, { event: 'quote.submitted', recipient: email });
    const toStranger = await server.moqarana.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.recipient, stranger));
    expect(toStranger).toEqual([]);
  });

  it('accepts 20 concurrent submissions of distinct quotes', async () => {
    const drivers = await Promise.all(
      Array.from({ length: 4 }, () => signUpDriver(server.baseUrl)),
    );
    const before = await rowCounts();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        drivers[i % 4]?.client.post('/api/quotes', buildQuoteInput(reference), {
          'idempotency-key': newKey(),
        }),
      ),
    );
    expect(responses.map((r) => r?.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r?.body.reference)).size).toBe(20);
    const after = await rowCounts();
    expect(after).toEqual({
      drivers: before.drivers + 20,
      vehicles: before.vehicles + 20,
      choices: before.choices + 20,
      quotes: before.quotes + 20,
      // One acknowledgement e-mail per quote (no WhatsApp opt-in), each with its send job.
      messages: before.messages + 20,
      jobs: before.jobs + 20,
    });
  });
});

describe('draft (entries survive a reload)', () => {
  it('keeps what the driver typed, then pre-fills a returning driver from their last quote', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const { submissionKey } = (await client.get('/api/quotes/draft')).body;
    expect(
      (
        await client.put('/api/quotes/draft', {
          submissionKey,
          vehicle: { plate: '123-A-1', termsAccepted: true },
        })
      ).status,
    ).toBe(204);
    expect((await client.get('/api/quotes/draft')).body).toMatchObject({
      submissionKey,
      vehicle: { plate: '123-A-1', termsAccepted: true },
    });
    const input = buildQuoteInput(reference, 'Casablanca', {
      driver: { lastName: 'Alaoui', cin: 'BK98765' },
    });
    await client.post('/api/quotes', input, { 'idempotency-key': newKey() });
    const prefill = (await client.get('/api/quotes/draft')).body;
    expect(prefill.vehicle).toBeUndefined();
    expect(prefill.submissionKey).not.toBe(submissionKey);
    expect(prefill.driver).toMatchObject({
      lastName: 'Alaoui',
      cin: 'BK98765',
      phone: '+212612345678',
    });
  });

  it('refuses an oversized draft', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const { submissionKey } = (await client.get('/api/quotes/draft')).body;
    const response = await client.put('/api/quotes/draft', {
      submissionKey,
      vehicle: { plate: 'x'.repeat(501) },
    });
    expect(response.status).toBe(400);
  });
});
