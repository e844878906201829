import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { quotes } from '../../db/schema/index.ts';
import { buildQuoteInput } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * Quote submission is capped per account and per address, whichever process answers (the
 * counts live in PostgreSQL). On PostgreSQL the two servers are two processes on one database;
 * on PGlite, where one process owns the database, both names are the same server.
 */
const limits = { QUOTE_LIMIT_PER_DAY: '2', QUOTE_LIMIT_PER_HOUR: '3' };

let first: TestServer;
let second: TestServer;
let reference: ReferenceData;

beforeAll(async () => {
  first = await startTestServer({ demo: true, env: limits });
  second = first.databaseUrl
    ? await startTestServer({ sameDatabaseAs: first, env: limits })
    : first;
  reference = (await new TestClient(first.baseUrl).get('/api/reference')).body;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

/** `client`'s session, sent to the second process. */
function onSecond(client: TestClient): TestClient {
  const copy = new TestClient(second.baseUrl);
  const cookie = client.sessionCookieEntry;
  if (cookie) copy.setCookie(cookie.name, cookie.value);
  return copy;
}

const submit = (client: TestClient) =>
  client.post('/api/quotes', buildQuoteInput(reference), {
    'idempotency-key': crypto.randomUUID(),
  });

async function quotesOf(userId: string) {
  const [row] = await first.moqarana.database.db
    .select({ n: count() })
    .from(quotes)
    .where(eq(quotes.userId, userId));
  return row?.n ?? 0;
}

describe('quote submission limits', () => {
  it('caps one account per day and one address per hour across processes', async () => {
    const one = await signUpDriver(first.baseUrl);
    expect((await submit(one.client)).status).toBe(201);
    expect((await submit(onSecond(one.client))).status).toBe(201);
    const third = await submit(one.client);
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rateLimited');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3600);
    // A day's wait reads as a day, not as some 1400 minutes.
    expect(third.body.error.message).toBe('Trop de tentatives. Réessayez demain.');
    expect(await quotesOf(one.user.id)).toBe(2);

    // Another account from the same address: its first quote is the address's third.
    const other = await signUpDriver(first.baseUrl);
    expect((await submit(onSecond(other.client))).status).toBe(201);
    const overAddress = await submit(other.client);
    expect(overAddress.status).toBe(429);
    expect(overAddress.body.error.message).toBe('Trop de tentatives. Réessayez dans 60 minutes.');
    expect(await quotesOf(other.user.id)).toBe(1);
  });
});
