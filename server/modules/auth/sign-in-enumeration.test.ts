import { uniqueEmail } from '../../test/factories.ts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import { auditLog } from '../../db/schema/index.ts';
import {
  signUpDriver,
  startTestServer,
  TestClient,
  waitForMessage,
  type ApiResponse,
  type TestServer,
} from '../../test/harness.ts';
import { loginLimits } from './login-limiter.ts';

/*
 * Sign-in says nothing of an account someone could have made by typing another person's
 * address (decision 0025). Whoever signs up, or registers an agency, with an address and then
 * signs in with the password they chose gets the same answer whether the address was free (an
 * unconfirmed account with their password now exists) or already had an account (whose
 * password is its owner's), at either portal.
 */

let server: TestServer;
let reference: ReferenceData;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(() => server.close());

const attackerPassword = 'Intrus-2026-xyz';
const neutral = {
  error: { code: 'invalidCredentials', message: frMessages.errors.invalidCredentials },
};
const portals = ['driver', 'backoffice'] as const;

const login = (email: string, portal: (typeof portals)[number], password = attackerPassword) =>
  new TestClient(server.baseUrl).post('/api/auth/login', { email, password, portal });

/** What an attacker compares: everything but the headers that differ on every answer. */
const seen = (response: ApiResponse) => ({
  status: response.status,
  body: response.body,
  contentType: response.headers.get('content-type'),
  cookies: response.headers.getSetCookie(),
});

/** Signs in with the attacker's password at both portals: `free` answers as `taken` does. */
async function expectSameAnswers(free: string, taken: string) {
  for (const portal of portals) {
    const created = seen(await login(free, portal));
    expect(created, portal).toEqual(seen(await login(taken, portal)));
    expect(created).toMatchObject({ status: 401, body: neutral, cookies: [] });
  }
}

const signUp = (email: string) =>
  new TestClient(server.baseUrl).post('/api/auth/signup', {
    name: 'Intrus',
    email,
    password: attackerPassword,
    passwordConfirmation: attackerPassword,
  });

/** The agency registration form, with `email` and the attacker's password. */
const registration = (email: string) => ({
  email,
  password: attackerPassword,
  cityId: reference.cities.find((c) => c.nameFr === 'Rabat')?.id,
  phone: '0537 12 34 56',
  managerName: 'Karim Intrus',
  managerPhone: '0661 98 76 54',
  agencyName: `Agence Leurre ${randomBytes(3).toString('hex')}`,
  address: '1 avenue Mohammed V, Rabat',
  insurerId: reference.insurers[0]?.id,
  acapsApprovalNumber: `ACAPS-2026-${randomBytes(2).toString('hex')}`,
});

describe('signing in with the password of a sign-up made with any address', () => {
  it('answers a free address exactly as a confirmed one, at either portal', async () => {
    const free = uniqueEmail('libre');
    const owner = await signUpDriver(server.baseUrl, { password: 'Proprietaire-2026' });
    expect((await signUp(free)).status).toBe(202);
    expect((await signUp(owner.email)).status).toBe(202);
    // The work after the 202: an unconfirmed account for the free address, a note to the owner.
    await waitForMessage(server, { event: 'account.verify', recipient: free });
    await waitForMessage(server, { event: 'account.exists', recipient: owner.email });

    await expectSameAnswers(free, owner.email);
    // The owner's own password still opens the account.
    expect((await login(owner.email, 'driver', owner.password)).status).toBe(200);
  });

  it('answers a registration with a free address exactly as one with a taken address', async () => {
    const free = uniqueEmail('agence-libre');
    const owner = await signUpDriver(server.baseUrl, { password: 'Proprietaire-2026' });
    for (const email of [free, owner.email]) {
      const answer = await new TestClient(server.baseUrl).post(
        '/api/agencies/registrations',
        registration(email),
      );
      expect(answer.status).toBe(202);
    }
    // The work after the 202: a pending agency for the free address, a note to the owner.
    await waitForMessage(server, { event: 'agency.registered', recipient: free });
    await waitForMessage(server, { event: 'account.exists', recipient: owner.email });

    await expectSameAnswers(free, owner.email);
  });

  it('counts the right password of an unconfirmed account as a guess, and audits why', async () => {
    const free = uniqueEmail('compte');
    expect((await signUp(free)).status).toBe(202);
    await waitForMessage(server, { event: 'account.verify', recipient: free });
    for (let i = 0; i < loginLimits.perAccount; i += 1) {
      expect((await login(free, 'driver')).status).toBe(401);
    }
    const locked = await login(free, 'driver');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('rateLimited');

    // Only the operator reading the audit log learns it was the right password.
    const failures = await server.moqarana.database.db
      .select({ details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login.failure'));
    expect(
      failures.filter(
        (row) => (row.details as { reason?: string } | null)?.reason === 'emailNotVerified',
      ),
    ).not.toEqual([]);
    expect(failures.every((row) => row.actor === null)).toBe(true);
  });
});
