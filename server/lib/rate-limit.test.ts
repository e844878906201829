import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRateLimit } from '../modules/contact/contact.routes.ts';
import { passwordResetRateLimit } from '../modules/auth/password-reset.routes.ts';
import { startTestServer, TestClient, type TestServer } from '../test/harness.ts';

/*
 * Production runs several processes on one PostgreSQL database (docs/product/design.md §2): a limit must
 * count the requests every process answered. Two servers on one database stand for two
 * processes; PostgreSQL only (PGlite is one process's database).
 */
describe.skipIf(!process.env.DATABASE_URL)('rate limits across two processes', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it.each([
    {
      path: '/api/contact',
      limit: contactRateLimit,
      body: {
        lastName: 'Alaoui',
        firstName: 'Karim',
        phone: '06 12 34 56 78',
        email: 'karim.alaoui@example.ma',
        subject: 'Question sur les formules',
        message: 'Bonjour, la formule Intermédiaire couvre-t-elle le bris de glace ?',
      },
    },
    {
      path: '/api/auth/password-reset',
      limit: passwordResetRateLimit,
      body: { email: 'personne@example.ma', portal: 'driver' },
    },
  ])('$path counts the requests both processes answered', async ({ path, limit, body }) => {
    const servers = [first, second];
    const statuses: number[] = [];
    for (let i = 0; i < limit.max + 1; i += 1) {
      const server = servers[i % 2] as TestServer;
      statuses.push((await new TestClient(server.baseUrl).post(path, body)).status);
    }
    expect(statuses.slice(0, limit.max).every((status) => status < 300)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
