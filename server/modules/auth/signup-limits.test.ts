import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

/*
 * Sign-up is capped per address whichever process answers (the count lives in PostgreSQL; on
 * PGlite, where one process owns the database, both names are the same server), and its
 * answer takes as long for a taken address as for a new one (OWASP ASVS 2.5.x).
 */
const perHour = 3;
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  const env = { SIGNUP_LIMIT_PER_HOUR: String(perHour) };
  first = await startTestServer({ demo: true, env });
  second = first.databaseUrl ? await startTestServer({ sameDatabaseAs: first, env }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

const signUp = (server: TestServer, email: string) =>
  new TestClient(server.baseUrl).post('/api/auth/signup', {
    name: 'Salma Bennani',
    email,
    password: 'Bonjour-2026',
    passwordConfirmation: 'Bonjour-2026',
  });
const userCount = async () =>
  (await first.moqarana.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('sign-up limits', () => {
  it('caps one address per hour across processes, and the refused one creates nothing', async () => {
    const answers = [];
    for (let i = 0; i < perHour; i += 1)
      answers.push((await signUp(i % 2 ? second : first, `limit-${i}@example.ma`)).status);
    expect(answers).toEqual(Array(perHour).fill(202));
    await first.moqarana.app.afterAnswer.settled();
    await second.moqarana.app.afterAnswer.settled();
    const before = await userCount();
    const over = await signUp(second, 'limit-over@example.ma');
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rateLimited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(60);
    await second.moqarana.app.afterAnswer.settled();
    expect(await userCount()).toBe(before);
    const [row] = await first.moqarana.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'limit-over@example.ma'));
    expect(row).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a sign-up', () => {
  it('takes as long whether or not the address has an account', async () => {
    // A server of its own: the timing runs many sign-ups from one address.
    const server = await startTestServer({ env: { SIGNUP_LIMIT_PER_HOUR: '100000' } });
    try {
      const { email } = await signUpDriver(server.baseUrl);
      const times = { taken: [] as number[], fresh: [] as number[] };
      const ask = async (kind: 'taken' | 'fresh', i: number) => {
        const started = performance.now();
        const answer = await signUp(server, kind === 'taken' ? email : `timing-${i}@example.ma`);
        times[kind].push(performance.now() - started);
        expect(answer.status).toBe(202);
        // What the sign-up set off (an account, its e-mail) is done before the next is timed.
        await server.moqarana.app.afterAnswer.settled();
      };
      for (let i = 0; i < 20; i += 1) {
        await ask(i % 2 ? 'taken' : 'fresh', i);
        await ask(i % 2 ? 'fresh' : 'taken', i + 100);
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
      const taken = median(times.taken);
      const fresh = median(times.fresh);
      console.info(`sign-up answered in ${taken.toFixed(1)} ms (taken) vs ${fresh.toFixed(1)} ms`);
      // Within half of the faster, or 5 ms on answers this short (a busy machine's jitter);
      // a taken address answered 409 in about half the time of a new one before.
      expect(Math.abs(taken - fresh)).toBeLessThan(Math.max(0.5 * Math.min(taken, fresh), 5));
    } finally {
      await server.close();
    }
  });
});
