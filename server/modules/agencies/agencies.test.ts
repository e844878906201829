import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import { agencies, sessions, users, verifications } from '../../db/schema/index.ts';
import {
  signInStaff,
  submitQuote,
  agencyRegistrationForm,
  uniqueEmail,
} from '../../test/factories.ts';
import {
  passwordTokenIn,
  registerAgency,
  signUpDriver,
  startTestServer,
  TestClient,
  waitForMessage,
  type TestServer,
} from '../../test/harness.ts';
import { storedSessionToken } from '../auth/session-tokens.ts';

/*
 * Agency registration and approval, Gestion des Comptes, password links and staff session
 * limits (docs/product/design.md §1, §8, §9), through real HTTP, with agents and managers of two agencies and
 * the platform admin.
 */

let server: TestServer;
let reference: ReferenceData;
let admin: TestClient;
let managerCasa: TestClient;
let managerRabat: TestClient;
let agentCasa: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
  managerCasa = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
  managerRabat = await signInStaff(server.baseUrl, 'manager.rabat@moqarana.ma');
  agentCasa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;

function registration(overrides: Record<string, unknown> = {}) {
  return agencyRegistrationForm(reference, {
    cityId: reference.cities.find((c) => c.nameFr === 'Fès')?.id,
    agencyName: 'Agence Atlas Fès',
    address: '3 avenue Hassan II, Fès',
    ...overrides,
  });
}

async function signIn(email: string, password: string) {
  const client = new TestClient(server.baseUrl);
  const response = await client.post('/api/auth/login', { email, password, portal: 'backoffice' });
  return { client, status: response.status, body: response.body };
}

/** The token of a password link (it travels in the URL's fragment). */

describe('agency registration (/registration) and approval', () => {
  it('refuses an incomplete form field by field and stores nothing', async () => {
    const response = await new TestClient(server.baseUrl).post(
      '/api/agencies/registrations',
      registration({ email: 'pas-un-email', phone: '123', managerName: '', insurerId: 9999 }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      email: '*Format invalide : adresse e-mail attendue (ex. nom@exemple.ma)',
      phone: '*Format invalide : numéro marocain attendu (ex. 06 12 34 56 78)',
      managerName: '*Ce champ est obligatoire',
    });
    const unknownInsurer = await new TestClient(server.baseUrl).post(
      '/api/agencies/registrations',
      registration({ insurerId: 9999 }),
    );
    expect(unknownInsurer.status).toBe(400);
    expect(unknownInsurer.body.error.fields).toEqual({ insurerId: '*Valeur invalide' });
  });

  it('creates a pending agency whose manager signs in only once the admin approves', async () => {
    const form = registration();
    const agencyId = await registerAgency(server.baseUrl, admin, form);
    // Pending, the right password is answered as a wrong one: whoever typed the address chose
    // it (decision 0025).
    const early = await signIn(form.email, form.password);
    expect(early.status).toBe(401);
    expect(early.body.error.code).toBe('invalidCredentials');

    const pending = await admin.get('/api/admin/agencies?status=pending&limit=100');
    const row = pending.body.items.find((a: { id: string }) => a.id === agencyId);
    expect(row).toMatchObject({ name: 'Agence Atlas Fès', city: 'Fès', status: 'pending' });
    expect(row.managerEmail).toMatch(/^a\*\*\*@example\.ma$/);

    const approved = await admin.post(`/api/admin/agencies/${agencyId}/decision`, {
      action: 'approve',
    });
    expect(approved.body).toEqual({ status: 'active' });
    const manager = await signIn(form.email, form.password);
    expect(manager.status).toBe(200);
    expect((await manager.client.get('/api/me')).body.agency.id).toBe(agencyId);
    // Approving twice is a conflict, not a silent success.
    const twice = await admin.post(`/api/admin/agencies/${agencyId}/decision`, {
      action: 'approve',
    });
    expect(twice.status).toBe(409);
  });

  it('answers a taken address as a free one, registers nothing and tells its owner', async () => {
    const { email: driverEmail } = await signUpDriver(server.baseUrl);
    const pendingBefore = (await admin.get('/api/admin/agencies?status=pending&limit=100')).body
      .items.length;
    const answers = [];
    // A free address, then the same again, a manager's and a driver's.
    const free = registration();
    for (const email of [free.email, free.email, 'manager.rabat@moqarana.ma', driverEmail]) {
      const answer = await new TestClient(server.baseUrl).post(
        '/api/agencies/registrations',
        registration({ email, agencyName: 'Agence Relais' }),
      );
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers).toEqual(Array(4).fill({ status: 202, body: { accepted: true } }));
    await server.moqarana.app.afterAnswer.settled();
    const pending = (await admin.get('/api/admin/agencies?status=pending&limit=100')).body.items;
    expect(pending.filter((row: { name: string }) => row.name === 'Agence Relais')).toHaveLength(1);
    expect(pending).toHaveLength(pendingBefore + 1);

    // The new address is told its registration arrived, greeted by no typed name; each owner
    // of a taken address, that someone tried, with where to sign in.
    const received = await waitForMessage(server, {
      event: 'agency.registered',
      recipient: free.email,
    });
    expect(received.copy?.channel === 'email' && received.copy.text).not.toMatch(/Relais|Tazi/);
    for (const [email, path] of [
      [free.email, '/adminLogin'],
      ['manager.rabat@moqarana.ma', '/adminLogin'],
      [driverEmail, '/login-page'],
    ] as const) {
      const note = await waitForMessage(server, { event: 'account.exists', recipient: email });
      expect(note.copy?.channel === 'email' && note.copy.text, email).toContain(path);
      expect(note.copy?.channel === 'email' && note.copy.text, email).not.toMatch(/Relais|Tazi/);
    }
  });

  it('rejects with a reason only; nobody but the platform admin decides', async () => {
    const agencyId = await registerAgency(server.baseUrl, admin, registration());
    const noReason = await admin.post(`/api/admin/agencies/${agencyId}/decision`, {
      action: 'reject',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ reason: '*Ce champ est obligatoire' });
    for (const someone of [agentCasa, managerCasa]) {
      expect((await someone.get('/api/admin/agencies')).status).toBe(404);
      expect(
        (await someone.post(`/api/admin/agencies/${agencyId}/decision`, { action: 'approve' }))
          .status,
      ).toBe(404);
    }
    const rejected = await admin.post(`/api/admin/agencies/${agencyId}/decision`, {
      action: 'reject',
      reason: 'Numéro ACAPS introuvable',
    });
    expect(rejected.body).toEqual({ status: 'rejected' });
  });

  it('suspends an agency: its staff are signed out, cannot sign in, and see no pending quote', async () => {
    const form = registration({ cityId: reference.cities.find((c) => c.nameFr === 'Agadir')?.id });
    const agencyId = await registerAgency(server.baseUrl, admin, form);
    await admin.post(`/api/admin/agencies/${agencyId}/decision`, { action: 'approve' });
    const { client: manager } = await signIn(form.email, form.password);
    const { client: driver } = await signUpDriver(server.baseUrl);
    await submitQuote(driver, reference, 'Agadir');
    const before = await manager.get('/api/agency/tables/pending');
    expect(before.body.items, JSON.stringify(before.body)).toHaveLength(1);

    await admin.post(`/api/admin/agencies/${agencyId}/decision`, {
      action: 'suspend',
      reason: 'Agrément suspendu',
    });
    expect((await manager.get('/api/agency/tables/pending')).status).toBe(401);
    expect((await signIn(form.email, form.password)).status).toBe(403);

    await admin.post(`/api/admin/agencies/${agencyId}/decision`, { action: 'reactivate' });
    expect((await signIn(form.email, form.password)).status).toBe(200);
  });
});

describe('the Agences list, page by page', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  /** Every page of `path` at `limit` rows a page, following `nextCursor`. */
  async function walk(path: string, limit: number) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await admin.get(`${path}&limit=${limit}${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.body.items.map((row: { id: string }) => row.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    return ids;
  }

  it('walks every agency once, newest first, ties in a stable order, beyond one page', async () => {
    // Seven registrations stamped in the same microsecond: only the id orders them.
    const [cityId, insurerId] = [reference.cities[0]?.id ?? 1, reference.insurers[0]?.id ?? 1];
    const stamp = new Date('2020-01-01T00:00:00Z');
    const inserted = await db()
      .insert(agencies)
      .values(
        Array.from({ length: 7 }, (_, n) => ({
          name: `Agence Page ${n}`,
          insurerId,
          cityId,
          address: '1 rue Test',
          phone: '+212522123456',
          managerName: 'Karim Tazi',
          managerPhone: '+212661234567',
          acapsApprovalNumber: `ACAPS-PAGE-${randomBytes(3).toString('hex')}`,
          status: 'rejected' as const,
          createdAt: stamp,
        })),
      )
      .returning({ id: agencies.id });
    const mine = inserted.map((row) => row.id);

    const ids = await walk('/api/admin/agencies?status=rejected', 2);
    expect(new Set(ids).size, 'no agency twice').toBe(ids.length);
    const all = await admin.get('/api/admin/agencies?status=rejected&limit=100');
    expect(ids, 'no agency missed, the same order as one page').toEqual(
      all.body.items.map((row: { id: string }) => row.id),
    );
    expect(ids.filter((id) => mine.includes(id))).toEqual([...mine].sort().reverse());
    expect(await walk('/api/admin/agencies?status=rejected', 3)).toEqual(ids);
  });

  it('refuses a cursor it did not write and a page size out of bounds (400)', async () => {
    for (const cursor of [
      'pas-un-curseur',
      cursorOf([560050, '0b9ad5a2-59a3-4a57-9a0b-7e0c2e4b1f10']),
      cursorOf({ at: '2026-01-01T00:00:00Z' }),
    ]) {
      const refused = await admin.get(`/api/admin/agencies?cursor=${cursor}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'validationFailed',
        message: frMessages.errors.validationFailed,
        fields: { cursor: frMessages.validation.invalidValue },
      });
    }
    for (const limit of [0, 101, 'tout']) {
      expect((await admin.get(`/api/admin/agencies?limit=${limit}`)).status).toBe(400);
    }
  });
});

describe('Gestion des Comptes', () => {
  it('says what is wrong with a bad e-mail address, in the caller’s language, and creates no one', async () => {
    const before = (await managerCasa.get('/api/agency/staff')).body.length;
    for (const [language, text] of [
      ['fr', '*Format invalide : adresse e-mail attendue (ex. nom@exemple.ma)'],
      ['en', '*Invalid format: an e-mail address is expected (e.g. name@example.ma)'],
    ] as const) {
      const refused = await managerCasa.post(
        '/api/agency/staff',
        { name: 'Nadia Agent', email: 'nadia@' },
        { 'accept-language': language },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ email: text });
    }
    expect((await managerCasa.get('/api/agency/staff')).body).toHaveLength(before);
  });

  it('a manager creates an agent who sets a password through the link, once, then signs in', async () => {
    const email = uniqueEmail('agent');
    const created = await managerCasa.post('/api/agency/staff', { name: 'Nadia Agent', email });
    expect(created.status).toBe(201);
    expect(created.body.account).toMatchObject({ email, role: 'agent', active: true });
    // The link goes to the agent's mailbox only, never to the manager (decision 0010).
    expect(created.body).toEqual({ account: created.body.account, linkSent: true });
    const mail = await waitForMessage(server, { event: 'account.created', recipient: email });
    expect(mail.copy).toMatchObject({
      channel: 'email',
      subject: expect.stringContaining('Votre compte Moqarana'),
    });
    const token = passwordTokenIn(mail.copy);

    const set = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'Agent-Neuf-2026',
      confirmPassword: 'Agent-Neuf-2026',
    });
    expect(set.status).toBe(204);
    const reused = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'Autre-2026!',
      confirmPassword: 'Autre-2026!',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('invalidResetLink');

    const agent = await signIn(email, 'Agent-Neuf-2026');
    expect(agent.status).toBe(200);
    expect((await agent.client.get('/api/agency/tables/pending')).status).toBe(200);
    const staff = await managerCasa.get('/api/agency/staff');
    expect(staff.body.map((s: { email: string }) => s.email)).toContain(email);
  });

  it('is closed to agents, the platform admin and managers of another agency (404)', async () => {
    const { body: staff } = await managerCasa.get('/api/agency/staff');
    const agent = staff.find((s: { role: string }) => s.role === 'agent');
    for (const someone of [agentCasa, admin]) {
      expect((await someone.get('/api/agency/staff')).status).toBe(404);
    }
    for (const someone of [agentCasa, admin, managerRabat]) {
      expect(
        (await someone.post(`/api/agency/staff/${agent.id}/status`, { active: false })).status,
      ).toBe(404);
      expect((await someone.post(`/api/agency/staff/${agent.id}/password-link`)).status).toBe(404);
    }
    expect(
      (await agentCasa.post('/api/agency/staff', { name: 'X', email: uniqueEmail('x') })).status,
    ).toBe(404);
    // Rabat's manager lists Rabat's staff only.
    const rabat = await managerRabat.get('/api/agency/staff');
    expect(rabat.body.some((s: { id: string }) => s.id === agent.id)).toBe(false);
    // A manager cannot lock themselves out.
    const me = (await managerCasa.get('/api/me')).body;
    expect(
      (await managerCasa.post(`/api/agency/staff/${me.id}/status`, { active: false })).status,
    ).toBe(404);
  });

  it('deactivating signs the agent out at once; reactivating lets them back in', async () => {
    const email = uniqueEmail('agent');
    const created = await managerCasa.post('/api/agency/staff', { name: 'Omar Agent', email });
    expect(created.status).toBe(201);
    const mail = await waitForMessage(server, { event: 'account.created', recipient: email });
    await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token: passwordTokenIn(mail.copy),
      newPassword: 'Agent-Omar-2026',
      confirmPassword: 'Agent-Omar-2026',
    });
    const { client: agent } = await signIn(email, 'Agent-Omar-2026');
    const id = created.body.account.id;
    expect(
      (await managerCasa.post(`/api/agency/staff/${id}/status`, { active: false })).status,
    ).toBe(200);
    expect((await agent.get('/api/agency/tables/pending')).status).toBe(401);
    expect((await signIn(email, 'Agent-Omar-2026')).status).toBe(403);
    await managerCasa.post(`/api/agency/staff/${id}/status`, { active: true });
    expect((await signIn(email, 'Agent-Omar-2026')).status).toBe(200);

    // A manager's reset link replaces the password and ends the agent's sessions.
    const { client: again } = await signIn(email, 'Agent-Omar-2026');
    const link = await managerCasa.post(`/api/agency/staff/${id}/password-link`);
    expect(link.body).toEqual({ linkSent: true });
    const reset = await waitForMessage(server, { event: 'password.reset', recipient: email });
    await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token: passwordTokenIn(reset.copy),
      newPassword: 'Agent-Omar-2027',
      confirmPassword: 'Agent-Omar-2027',
    });
    expect((await again.get('/api/me')).status).toBe(401);
    expect((await signIn(email, 'Agent-Omar-2027')).status).toBe(200);
  });
});

describe('password reset ("Mot de passe oublié ?")', () => {
  it('answers the same whether or not the address has an account', async () => {
    const client = new TestClient(server.baseUrl);
    const known = await client.post('/api/auth/password-reset', {
      email: 'agent.rabat@moqarana.ma',
      portal: 'backoffice',
    });
    const unknown = await client.post('/api/auth/password-reset', {
      email: uniqueEmail('personne'),
      portal: 'backoffice',
    });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
  });

  it('refuses an expired link and a wrong token, and keeps the old password', async () => {
    const { email, password } = await signUpDriver(server.baseUrl);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    await new TestClient(server.baseUrl).post('/api/auth/password-reset', { email });
    const mail = await waitForMessage(server, { event: 'password.reset', recipient: email });
    const token = passwordTokenIn(mail.copy);
    // 31 minutes later.
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.value, user?.id ?? ''));
    const expired = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'Nouveau-2026!',
      confirmPassword: 'Nouveau-2026!',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('invalidResetLink');
    const wrong = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token: 'pas-un-jeton',
      newPassword: 'Nouveau-2026!',
      confirmPassword: 'Nouveau-2026!',
    });
    expect(wrong.status).toBe(400);
    const login = await new TestClient(server.baseUrl).post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
  });
});

describe('staff session limits (ASVS 3.3.2)', () => {
  async function freshAgent() {
    const client = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
    // The row holds the digest of the cookie's token (decision 0022).
    const token = storedSessionToken(
      decodeURIComponent(client.sessionCookie ?? '').split('.')[0] ?? '',
    );
    // Forget the process's cached resolution so the next request reads the session again.
    server.moqarana.app.actors.clear();
    return { client, token };
  }

  it('ends a back-office session after 30 minutes idle', async () => {
    const { client, token } = await freshAgent();
    expect((await client.get('/api/me')).status).toBe(200);
    await db()
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.token, token));
    server.moqarana.app.actors.clear();
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('ends a back-office session 12 hours after sign-in even when active', async () => {
    const { client, token } = await freshAgent();
    await db()
      .update(sessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(sessions.token, token));
    server.moqarana.app.actors.clear();
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('background polling does not count as activity; a real request does', async () => {
    const { client, token } = await freshAgent();
    await db()
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '20 minutes'` })
      .where(eq(sessions.token, token));
    server.moqarana.app.actors.clear();
    await client.get('/api/notifications', { 'x-mq-background': '1' });
    const [polled] = await db().select().from(sessions).where(eq(sessions.token, token));
    expect(Date.now() - (polled?.lastActiveAt.getTime() ?? 0)).toBeGreaterThan(19 * 60_000);
    server.moqarana.app.actors.clear();
    await client.get('/api/me');
    const [active] = await db().select().from(sessions).where(eq(sessions.token, token));
    expect(Date.now() - (active?.lastActiveAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
