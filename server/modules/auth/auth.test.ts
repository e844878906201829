import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, loginAttempts, sessions, users } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed/seed-demo.ts';
import {
  confirmationToken,
  readConfirmationLink,
  signUpDriver,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { loginLimits } from './login-limiter.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
/** The link the confirmation e-mail of `email` carries, once the sign-up's work is done. */
const confirmationLink = (email: string) => readConfirmationLink(server.baseUrl, email);
const userCount = async () => (await db().select({ n: count() }).from(users))[0]?.n;

describe('sign-up', () => {
  it('creates a driver whose confirmation link signs them in, and the session works', async () => {
    const { client, email, user } = await signUpDriver(server.baseUrl, { name: 'Salma Bennani' });
    expect(user).toMatchObject({ email, name: 'Salma Bennani', role: 'driver' });
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    const [stored] = await db()
      .select()
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(stored?.accounts.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('opens no session at sign-up; the confirmation sets it HttpOnly and SameSite=Lax', async () => {
    const email = 'omar.cookie@example.ma';
    const client = new TestClient(server.baseUrl);
    const response = await client.post('/api/auth/signup', {
      name: 'Omar',
      email,
      password: 'motdepasse-1',
      passwordConfirmation: 'motdepasse-1',
    });
    expect(response.status).toBe(202);
    expect(response.headers.getSetCookie()).toEqual([]);
    const token = confirmationToken(await confirmationLink(email));
    const confirmed = await client.post('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    const cookie = confirmed.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('answers 400 with a message per field and writes nothing', async () => {
    await server.moqarana.app.afterAnswer.settled();
    const before = await userCount();
    const response = await new TestClient(server.baseUrl).post('/api/auth/signup', {
      name: ' ',
      email: 'pas-une-adresse',
      password: 'court',
      passwordConfirmation: 'autre',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validationFailed');
    expect(response.body.error.fields).toEqual({
      name: '*Ce champ est obligatoire',
      email: '*Format invalide : adresse e-mail attendue (ex. nom@exemple.ma)',
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      passwordConfirmation: 'Les mots de passe ne correspondent pas',
    });
    expect(await userCount()).toBe(before);
  });

  it('answers in the caller’s language: Arabic and English (decision 0008)', async () => {
    const invalid = { name: ' ', email: 'x', password: 'court', passwordConfirmation: 'autre' };
    const arabic = await new TestClient(server.baseUrl).post('/api/auth/signup', invalid, {
      'accept-language': 'ar-MA,ar;q=0.9,fr;q=0.5',
    });
    expect(arabic.status).toBe(400);
    expect(arabic.body.error).toEqual({
      code: 'validationFailed',
      message: 'بعض الحقول غير صحيحة. صحّحها ثم أعد المحاولة.',
      fields: {
        name: '*هذا الحقل إلزامي',
        email: '*صيغة غير صحيحة: يجب إدخال عنوان بريد إلكتروني (مثال: \u2066name@example.ma\u2069)',
        password: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
        passwordConfirmation: 'كلمتا المرور غير متطابقتين',
      },
    });
    const english = await new TestClient(server.baseUrl).post('/api/auth/signup', invalid, {
      'accept-language': 'en-US,en;q=0.8',
    });
    expect(english.body.error.fields.password).toBe(
      'The password must be at least 8 characters long',
    );
    const unknown = await new TestClient(server.baseUrl).post('/api/auth/signup', invalid, {
      'accept-language': 'de-DE',
    });
    expect(unknown.body.error.fields.name).toBe('*Ce champ est obligatoire');
  });

  it('keeps the language of sign-up on the account, and changes it on request', async () => {
    const client = new TestClient(server.baseUrl);
    const email = `lang-${Date.now()}@example.ma`;
    const signup = await client.post(
      '/api/auth/signup',
      { name: 'Amina', email, password: 'Bonjour-2026', passwordConfirmation: 'Bonjour-2026' },
      { 'accept-language': 'ar' },
    );
    expect(signup.status).toBe(202);
    const token = confirmationToken(await confirmationLink(email));
    const confirmed = await client.post('/api/auth/verify-email', { token });
    expect(confirmed.body.user.locale).toBe('ar');
    expect((await client.put('/api/me/language', { language: 'en' })).status).toBe(204);
    expect((await client.get('/api/me')).body.locale).toBe('en');
    expect((await client.put('/api/me/language', { language: 'de' })).status).toBe(400);
    const visitor = await new TestClient(server.baseUrl).put('/api/me/language', {
      language: 'fr',
    });
    expect(visitor.status).toBe(401);
  });

  it('rejects a password over 128 characters and unknown fields', async () => {
    const long = 'a'.repeat(129);
    const response = await new TestClient(server.baseUrl).post('/api/auth/signup', {
      name: 'Test',
      email: 'long@example.ma',
      password: long,
      passwordConfirmation: long,
      role: 'platform_admin',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.password).toBe(
      'Le mot de passe doit contenir au plus 128 caractères',
    );
    expect(response.body.error.fields.role).toBe('Champ inconnu');
  });

  it('answers a taken address, in any letter case, as a new one, and changes nothing', async () => {
    const { email, password } = await signUpDriver(server.baseUrl);
    await server.moqarana.app.afterAnswer.settled();
    const before = await userCount();
    const response = await new TestClient(server.baseUrl).post('/api/auth/signup', {
      name: 'Copie',
      email: email.toUpperCase(),
      password: 'motdepasse-1',
      passwordConfirmation: 'motdepasse-1',
    });
    const fresh = await new TestClient(server.baseUrl).post('/api/auth/signup', {
      name: 'Nouveau',
      email: `fresh-${Date.now()}@example.ma`,
      password: 'motdepasse-1',
      passwordConfirmation: 'motdepasse-1',
    });
    expect([response.status, response.body]).toEqual([fresh.status, fresh.body]);
    expect(response.status).toBe(202);
    await server.moqarana.app.afterAnswer.settled();
    expect(await userCount()).toBe((before ?? 0) + 1);
    // The owner keeps their password and name.
    const owner = await new TestClient(server.baseUrl).post('/api/auth/login', { email, password });
    expect(owner.status).toBe(200);
    expect(owner.body.user.name).toBe('Salma Bennani');
  });

  it('answers 400 to a body that is not JSON, without a stack trace', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('validationFailed');
    expect(text).not.toMatch(/at .*\.ts/);
  });
});

describe('sign-in', () => {
  it('signs in a driver with the right password', async () => {
    const { email, password } = await signUpDriver(server.baseUrl);
    const client = new TestClient(server.baseUrl);
    const response = await client.post('/api/auth/login', { email, password });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(email);
    expect((await client.get('/api/auth/session')).body.user.email).toBe(email);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const { email } = await signUpDriver(server.baseUrl);
    const wrong = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: 'pas-le-bon',
    });
    const unknown = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email: 'personne@example.ma',
      password: 'pas-le-bon',
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({
        code: 'invalidCredentials',
        message: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
      });
    }
  });

  it('keeps drivers out of the back office and staff out of the driver portal, and tells them where to sign in', async () => {
    const login = (email: string, password: string, portal?: 'backoffice') =>
      new TestClient(server.baseUrl).post('/api/auth/login', { email, password, portal });
    // The right password at the other portal: refused, with where to sign in instead, and no
    // session.
    const staff = await login('agent.casablanca@moqarana.ma', demoPassword);
    expect(staff.status).toBe(403);
    expect(staff.body.error).toMatchObject({
      code: 'staffAccount',
      message:
        'Ce compte est un compte agence : connectez-vous depuis l’Espace agences (/adminLogin).',
    });
    expect(staff.headers.getSetCookie()).toEqual([]);
    const driver = await login('conducteur@moqarana.ma', demoPassword, 'backoffice');
    expect(driver.status).toBe(403);
    expect(driver.body.error.code).toBe('driverAccount');
    expect(driver.headers.getSetCookie()).toEqual([]);
    // A wrong password says nothing of the account, whichever portal.
    for (const wrong of [
      await login('agent.casablanca@moqarana.ma', 'mauvais-mdp'),
      await login('conducteur@moqarana.ma', 'mauvais-mdp', 'backoffice'),
    ]) {
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('invalidCredentials');
    }
    const backOffice = await login('agent.casablanca@moqarana.ma', demoPassword, 'backoffice');
    expect(backOffice.status).toBe(200);
    expect(backOffice.body.user).toMatchObject({
      role: 'agent',
      agency: { name: 'Agence Wafa Anfa' },
    });
  });

  it(`locks an account after ${loginLimits.perAccount} failures, even for the right password`, async () => {
    const { email, password } = await signUpDriver(server.baseUrl);
    const client = new TestClient(server.baseUrl);
    for (let i = 0; i < loginLimits.perAccount; i += 1) {
      expect(
        (await client.post('/api/auth/login', { email, password: 'mauvais-mdp' })).status,
      ).toBe(401);
    }
    const locked = await client.post('/api/auth/login', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('rateLimited');
    expect(locked.body.error.message).toMatch(
      /^Trop de tentatives\. Réessayez dans \d+ minutes\.$/,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`checks at most ${loginLimits.perAccount} passwords of a burst of parallel guesses, and the right one inside it is refused`, async () => {
    const { email, password } = await signUpDriver(server.baseUrl);
    const client = new TestClient(server.baseUrl);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post('/api/auth/login', { email, password: i === 25 ? password : 'mauvais-mdp' }),
      ),
    );
    const checked = burst.filter((response) => response.status !== 429);
    expect(checked.length).toBe(loginLimits.perAccount);
    expect(burst.filter((response) => response.status === 200).length).toBeLessThanOrEqual(1);
    const after = await client.post('/api/auth/login', { email, password });
    expect(after.status).toBe(429);
    // The burst counted against 127.0.0.1 too: give the next tests their address back.
    await server.moqarana.database.db
      .delete(loginAttempts)
      .where(eq(loginAttempts.key, 'ip:127.0.0.1'));
  });

  it(`checks at most ${loginLimits.perIp} passwords from one address, whatever the accounts, and then refuses the right one`, async () => {
    const { email, password } = await signUpDriver(server.baseUrl);
    const client = new TestClient(server.baseUrl);
    // 50 parallel guesses from 127.0.0.1, each at another address: no account reaches its own
    // limit, the address does.
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post('/api/auth/login', { email: `devine-${i}@example.ma`, password: 'mauvais' }),
      ),
    );
    expect(burst.filter((response) => response.status !== 429)).toHaveLength(loginLimits.perIp);
    const after = await client.post('/api/auth/login', { email, password });
    expect(after.status).toBe(429);
    expect(after.body.error.code).toBe('rateLimited');
    await server.moqarana.database.db
      .delete(loginAttempts)
      .where(eq(loginAttempts.key, 'ip:127.0.0.1'));
    // The address's counter refused it, not the account's: without it, the same password signs in.
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('records sign-in failures in the audit log with the e-mail masked', async () => {
    await new TestClient(server.baseUrl).post('/api/auth/login', {
      email: 'audit.check@audit-test.ma',
      password: 'x',
    });
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login.failure'));
    const entries = rows.filter((row) => JSON.stringify(row.details).includes('@audit-test.ma'));
    expect(entries.map((row) => row.details)).toEqual([
      { email: 'a***@audit-test.ma', portal: 'driver' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('audit.check@');
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const cookie = client.sessionCookie;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(401);
    const replay = await new TestClient(server.baseUrl).get('/api/me', {
      cookie: `mq.session_token=${cookie}`,
    });
    expect(replay.status).toBe(401);
  });

  it('deletes the session row', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    await client.post('/api/auth/logout');
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('same-origin check on writes', () => {
  it('refuses a write from a foreign origin with 403 and does nothing', async () => {
    const before = await userCount();
    const response = await new TestClient(server.baseUrl).post(
      '/api/auth/signup',
      {
        name: 'Evil',
        email: 'evil@example.ma',
        password: 'motdepasse-1',
        passwordConfirmation: 'motdepasse-1',
      },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('refuses it too when the path is percent-encoded, which the router decodes', async () => {
    const before = await userCount();
    for (const path of ['/%61pi/auth/signup', '/api/auth/%73ignup']) {
      const response = await new TestClient(server.baseUrl).post(
        path,
        {
          name: 'Evil',
          email: 'evil.encoded@example.ma',
          password: 'motdepasse-1',
          passwordConfirmation: 'motdepasse-1',
        },
        { origin: 'https://evil.example' },
      );
      expect(response.status, path).toBe(403);
    }
    expect(await userCount()).toBe(before);
  });
});
