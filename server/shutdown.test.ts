import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../e2e/support/app-server.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { demoPassword } from './db/seed/seed-demo.ts';
import { buildQuoteInput } from './test/factories.ts';
import { createScratchDatabase, TestClient } from './test/harness.ts';

/** The quote submissions the server logged as taken, and the request ids it answered. */
function taken(server: AppServer) {
  const submissions: string[] = [];
  const answered = new Set<string>();
  for (const line of server.lines) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string } };
    if (!entry.reqId) continue;
    if (entry.msg === 'incoming request' && entry.req?.url === '/api/quotes')
      submissions.push(entry.reqId);
    if (entry.msg === 'request completed') answered.add(entry.reqId);
  }
  return { submissions, answered };
}

/*
 * A deploy or a scale-down stops a process with SIGTERM while it serves: it must stop taking
 * requests, answer every request it took, release its jobs and its database connections, and
 * exit 0 within 10 s (server/main.ts). The real process, as `npm start` runs it, on the
 * embedded database or on a scratch PostgreSQL database.
 */
describe('SIGTERM under load', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let server: AppServer;

  beforeAll(async () => {
    scratch = process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : null;
    // At level info the server logs each request it takes and each it answers.
    server = await startAppServer({
      LOG_LEVEL: 'info',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  });

  /** Quotes in the scratch PostgreSQL database; null on the embedded one (the process's own). */
  async function countQuotes(): Promise<number | null> {
    if (!scratch) return null;
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from quotes');
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }

  it('answers what it took, takes nothing more, and exits 0 within 10 s', async () => {
    const driver = new TestClient(server.baseUrl);
    const login = await driver.post('/api/auth/login', {
      email: 'conducteur@moqarana.ma',
      password: demoPassword,
    });
    expect(login.status).toBe(200);
    const reference: ReferenceData = (await driver.get('/api/reference')).body;
    const quotesBefore = await countQuotes();
    const submissions = 40;
    const outcomes: Promise<string>[] = [];
    let signalledAt: number | null = null;
    let answeredAfterSignal = 0;
    for (let i = 0; i < submissions; i += 1) {
      outcomes.push(
        driver
          .post('/api/quotes', buildQuoteInput(reference), { 'idempotency-key': randomUUID() })
          .then(
            (response) => String(response.status),
            (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
          )
          .then((answer) => {
            if (answer === '201' && signalledAt !== null) answeredAfterSignal += 1;
            return answer;
          }),
      );
    }
    // SIGTERM once the process is working on several submissions at once.
    await expect
      .poll(() => taken(server).submissions.length, { timeout: 60_000, interval: 5 })
      .toBeGreaterThanOrEqual(5);
    signalledAt = performance.now();
    const exited = [await server.terminate()];
    const answers = await Promise.all(outcomes);
    const [exit] = exited;
    const tally = Object.fromEntries(
      [...new Set(answers)].map((answer) => [answer, answers.filter((a) => a === answer).length]),
    );
    console.info(
      `SIGTERM under ${submissions} submissions, ${answeredAfterSignal} answered after it: ${JSON.stringify(tally)}; exit ${exit?.code} after ${Math.round(exit?.milliseconds ?? 0)} ms`,
    );
    // Every request the process took was answered, those in flight at the signal included.
    const { submissions: took, answered } = taken(server);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(took.filter((id) => !answered.has(id))).toEqual([]);
    expect(exit?.code).toBe(0);
    expect(exit?.milliseconds).toBeLessThan(10_000);
    // Answered (201), or refused before any work: 503 while closing, or a connection closed
    // before its request was read (a reset the client, or a load balancer, may retry).
    for (const answer of answers) {
      expect(['201', '503', 'ECONNREFUSED', 'ECONNRESET']).toContain(answer);
    }
    expect(tally['201']).toBeGreaterThanOrEqual(took.length);
    // Every quote written was answered: none was committed behind a dropped request.
    if (quotesBefore !== null) expect(await countQuotes()).toBe(quotesBefore + (tally['201'] ?? 0));
    // New requests find nobody.
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'leaves no connection of its own open on PostgreSQL, pg-boss included',
    async () => {
      if (!scratch) return;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const name = new URL(scratch.url).pathname.slice(1);
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await admin.end();
      }
    },
  );
});
