import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../domain/reference/reference-data.ts';
import { registrationRateLimit } from '../modules/agencies/agencies.routes.ts';
import { contactRateLimit } from '../modules/contact/contact.routes.ts';
import {
  passwordResetCompletionRateLimit,
  passwordResetRateLimit,
} from '../modules/auth/password-reset.routes.ts';
import { agencyRegistrationForm } from '../test/factories.ts';
import { startTestServer, TestClient, type TestServer } from '../test/harness.ts';

/*
 * Production runs several processes on one PostgreSQL database (docs/product/design.md §2): a limit must
 * count the requests every process answered. Two servers on one database stand for two
 * processes; PostgreSQL only (PGlite is one process's database).
 */
describe.skipIf(!process.env.DATABASE_URL)('rate limits across two processes', () => {
  let first: TestServer;
  let second: TestServer;
  let reference: ReferenceData;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ sameDatabaseAs: first });
    reference = (await new TestClient(first.baseUrl).get('/api/reference')).body;
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
    {
      path: '/api/auth/password-reset/complete',
      limit: passwordResetCompletionRateLimit,
      // A link nobody sent: refused on its own (400), and counted all the same.
      body: () => ({
        token: randomBytes(32).toString('base64url'),
        newPassword: 'Nouveau-mdp-2026',
        confirmPassword: 'Nouveau-mdp-2026',
      }),
    },
    {
      path: '/api/agencies/registrations',
      limit: registrationRateLimit,
      body: () => agencyRegistrationForm(reference),
    },
  ])('$path counts the requests both processes answered', async ({ path, limit, body }) => {
    const servers = [first, second];
    const statuses: number[] = [];
    for (let i = 0; i < limit.max + 1; i += 1) {
      const server = servers[i % 2] as TestServer;
      const payload = typeof body === 'function' ? body() : body;
      statuses.push((await new TestClient(server.baseUrl).post(path, payload)).status);
    }
    expect(statuses.slice(0, limit.max).every((status) => status !== 429 && status < 500)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
