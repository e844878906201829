import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import { arMessages } from '../../../domain/messages/ar.ts';
import { auditLog, sessions } from '../../db/schema/index.ts';
import { signInStaff, uniqueEmail } from '../../test/factories.ts';
import {
  passwordTokenIn,
  registerAgency,
  startTestServer,
  TestClient,
  waitForMessage,
  type TestServer,
} from '../../test/harness.ts';
import { loginLimits } from './login-limiter.ts';

/*
 * Accounts that may no longer sign in (deactivated, agency suspended, pending or refused) or
 * not at this portal (a driver at the back office): the right password learns why when the
 * address was proven or the agency approved (decision 0025), a wrong one or an unknown address
 * gets the neutral answer; an open session is refused with the reason; the sign-in limit
 * counts exactly as before.
 */

let server: TestServer;
let reference: ReferenceData;
let admin: TestClient;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
  manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
const E = frMessages.errors;
const neutral = { code: 'invalidCredentials', message: E.invalidCredentials };

const login = (email: string, password: string, headers?: Record<string, string>) => {
  const client = new TestClient(server.baseUrl);
  return client
    .post('/api/auth/login', { email, password, portal: 'backoffice' }, headers)
    .then((response) => ({ ...response, client }));
};

/** An agent of Casablanca's Wafa Anfa with a password, created through Gestion des Comptes. */
async function newAgent(): Promise<{ id: string; email: string; password: string }> {
  const email = uniqueEmail('agent');
  const password = 'Agent-Refus-2026';
  const created = await manager.post('/api/agency/staff', { name: 'Nadia Agent', email });
  expect(created.status).toBe(201);
  const mail = await waitForMessage(server, { event: 'account.created', recipient: email });
  const done = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
    token: passwordTokenIn(mail.copy),
    newPassword: password,
    confirmPassword: password,
  });
  expect(done.status).toBeLessThan(300);
  return { id: created.body.account.id, email, password };
}

const setActive = (id: string, active: boolean) =>
  manager.post(`/api/agency/staff/${id}/status`, { active });

/** A registered agency (pending) and its manager's credentials. */
async function newAgency() {
  const email = uniqueEmail('agence');
  const password = 'Agence-Refus-2026';
  const agencyId = await registerAgency(server.baseUrl, admin, {
    email,
    password,
    cityId: reference.cities.find((c) => c.nameFr === 'Tanger')?.id,
    phone: '0522 12 34 56',
    managerName: 'Samir Alami',
    managerPhone: '0661 23 45 67',
    agencyName: `Agence Détroit ${randomBytes(2).toString('hex')}`,
    address: '12 boulevard Pasteur, Tanger',
    insurerId: reference.insurers[0]?.id,
    acapsApprovalNumber: 'ACAPS-2026-777',
  });
  return { agencyId, email, password };
}

const decide = (agencyId: string, action: string, reason = 'Contrôle ACAPS') =>
  admin.post(`/api/admin/agencies/${agencyId}/decision`, { action, reason });

describe('signing in to an account that may not', () => {
  it('says "compte désactivé" for the right password only; a wrong one is neutral', async () => {
    const agent = await newAgent();
    expect((await setActive(agent.id, false)).status).toBe(200);

    const right = await login(agent.email, agent.password);
    expect(right.status).toBe(403);
    expect(right.body.error).toEqual({
      code: 'accountDeactivated',
      message: E.accountDeactivated,
    });
    expect(right.body.error.message).toMatch(/^Compte désactivé/);
    expect(right.client.sessionCookie).toBeUndefined();

    // Without the password the deactivated account looks like an unknown address.
    const wrong = await login(agent.email, 'pas-le-bon-1');
    const unknown = await login(uniqueEmail('personne'), 'pas-le-bon-1');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual(neutral);
    }

    const arabic = await login(agent.email, agent.password, { 'accept-language': 'ar' });
    expect(arabic.body.error.message).toBe(arMessages.errors.accountDeactivated);

    const refused = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login.refused'), eq(auditLog.actorUserId, agent.id)));
    expect(refused.map((row) => row.details)).toContainEqual({
      portal: 'backoffice',
      reason: 'accountDeactivated',
    });
  });

  it('says "agence suspendue" once approved; pending or refused, only to a proven address', async () => {
    // Whoever typed the address at registration chose the password: pending or refused, the
    // right one is answered as a wrong one (decision 0025).
    const pending = await newAgency();
    for (const password of [pending.password, 'pas-le-bon-1']) {
      const answer = await login(pending.email, password);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual(neutral);
    }

    await decide(pending.agencyId, 'approve');
    expect((await login(pending.email, pending.password)).status).toBe(200);
    await decide(pending.agencyId, 'suspend');
    const suspended = await login(pending.email, pending.password);
    expect(suspended.status).toBe(403);
    expect(suspended.body.error).toEqual({ code: 'agencySuspended', message: E.agencySuspended });

    const refused = await newAgency();
    await decide(refused.agencyId, 'reject');
    expect((await login(refused.email, refused.password)).body.error).toEqual(neutral);

    // A password link read in the mailbox proves the address: its owner now learns why.
    const proven = await newAgency();
    const forgot = await new TestClient(server.baseUrl).post('/api/auth/password-reset', {
      email: proven.email,
      portal: 'backoffice',
    });
    expect(forgot.status).toBeLessThan(300);
    const mail = await waitForMessage(server, { event: 'password.reset', recipient: proven.email });
    const reset = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token: passwordTokenIn(mail.copy),
      newPassword: proven.password,
      confirmPassword: proven.password,
    });
    expect(reset.status).toBeLessThan(300);
    const told = await login(proven.email, proven.password);
    expect(told.status).toBe(403);
    expect(told.body.error).toEqual({ code: 'agencyPending', message: E.agencyPending });
    await decide(proven.agencyId, 'reject');
    expect((await login(proven.email, proven.password)).body.error).toEqual({
      code: 'agencyRejected',
      message: E.agencyRejected,
    });
  });

  it('counts the attempts as before: the right password of a deactivated account neither counts nor clears', async () => {
    const agent = await newAgent();
    await setActive(agent.id, false);
    for (let i = 0; i < loginLimits.perAccount - 1; i += 1) {
      expect((await login(agent.email, 'mauvais-mdp-1')).status).toBe(401);
    }
    // Its owner may retry as often as they like: never locked by their own right password…
    for (let i = 0; i < loginLimits.perAccount + 1; i += 1) {
      expect((await login(agent.email, agent.password)).status).toBe(403);
    }
    // …which does not wipe the guesses made before either: one more wrong one locks.
    expect((await login(agent.email, 'mauvais-mdp-1')).status).toBe(401);
    const locked = await login(agent.email, agent.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('rateLimited');
  });

  it('keeps drivers out of the back office: the right password learns where to sign in, a wrong one nothing', async () => {
    const driver = await login('conducteur@moqarana.ma', 'Moqarana2026!');
    expect(driver.status).toBe(403);
    expect(driver.body.error).toEqual({ code: 'driverAccount', message: E.driverAccount });
    expect(driver.client.sessionCookie).toBeUndefined();
    const guess = await login('conducteur@moqarana.ma', 'mauvais-mdp-1');
    expect(guess.status).toBe(401);
    expect(guess.body.error).toEqual(neutral);
    const [refused] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login.refused'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(refused?.details).toEqual({ portal: 'backoffice', reason: 'driverAccount' });
  });
});

describe('a session whose account or agency was made inactive', () => {
  it('answers 401 with the reason; reactivation deletes the old sessions', async () => {
    const agent = await newAgent();
    const { client } = await login(agent.email, agent.password);
    expect((await client.get('/api/agency/tables/pending')).status).toBe(200);

    await setActive(agent.id, false);
    for (const path of ['/api/agency/tables/pending', '/api/notifications', '/api/me']) {
      const refused = await client.get(path);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toEqual({
        code: 'unauthenticated',
        message: E.accountDeactivated,
        reason: 'accountDeactivated',
      });
    }
    expect((await client.get('/api/auth/session')).body.user).toBeNull();

    await setActive(agent.id, true);
    expect(await db().select().from(sessions).where(eq(sessions.userId, agent.id))).toEqual([]);
    const stale = await client.get('/api/me');
    expect(stale.status).toBe(401);
    expect(stale.body.error).toEqual({ code: 'unauthenticated', message: E.unauthenticated });
    expect((await login(agent.email, agent.password)).status).toBe(200);
  });

  it('answers 401 "agence suspendue" to the staff of a suspended agency, and none of their sessions revives', async () => {
    const agency = await newAgency();
    await decide(agency.agencyId, 'approve');
    const { client } = await login(agency.email, agency.password);
    expect((await client.get('/api/dashboard')).status).toBe(200);
    await decide(agency.agencyId, 'suspend');
    const refused = await client.get('/api/dashboard');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ reason: 'agencySuspended' });

    // Reactivated, the agency's staff sign in again: the session from before is gone.
    await decide(agency.agencyId, 'reactivate');
    const stale = await client.get('/api/dashboard');
    expect(stale.status).toBe(401);
    expect(stale.body.error).toEqual({ code: 'unauthenticated', message: E.unauthenticated });
    expect((await login(agency.email, agency.password)).status).toBe(200);
  });

  it('gives a visitor the plain 401, without a reason', async () => {
    const visitor = await new TestClient(server.baseUrl).get('/api/me');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toEqual({ code: 'unauthenticated', message: E.unauthenticated });
  });
});
