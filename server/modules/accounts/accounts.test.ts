import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/seed-demo.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server.close());

async function signIn(email: string, portal: 'driver' | 'backoffice' = 'driver') {
  const client = new TestClient(server.baseUrl);
  const response = await client.post('/api/auth/login', { email, password: demoPassword, portal });
  expect(response.status).toBe(200);
  return { client, user: response.body.user };
}

describe('profile', () => {
  it('reads the caller’s own profile and refuses visitors with 401', async () => {
    const { client, email } = await signUpDriver(server.baseUrl);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'driver', agency: null });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await new TestClient(server.baseUrl).get('/api/me')).status).toBe(401);
  });

  it('updates Vos Informations and stores the phone in E.164', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const reference = (await client.get('/api/reference')).body;
    const rabat = reference.cities.find((c: { nameFr: string }) => c.nameFr === 'Rabat');
    const response = await client.patch('/api/me', {
      name: 'Salma B.',
      firstName: 'Salma',
      lastName: 'Bennani',
      phone: '06 12 34 56 78',
      birthDate: '1992-03-04',
      cityId: rabat.id,
      professionId: reference.professions[0].id,
      conventionId: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Salma B.',
      firstName: 'Salma',
      lastName: 'Bennani',
      phone: '+212612345678',
      birthDate: '1992-03-04',
      cityId: rabat.id,
      conventionId: null,
    });
    expect((await client.get('/api/me')).body.phone).toBe('+212612345678');

    // A partial update changes only what it names; an empty field is cleared.
    const renamed = await client.patch('/api/me', { name: 'Salma Bennani' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...response.body, name: 'Salma Bennani' });
    const cleared = await client.patch('/api/me', { phone: '' });
    expect(cleared.body).toMatchObject({ name: 'Salma Bennani', phone: null, cityId: rabat.id });
  });

  it('rejects a bad phone, a minor, an unknown city and an unknown field, changing nothing', async () => {
    const { client } = await signUpDriver(server.baseUrl, { name: 'Avant' });
    const invalid = await client.patch('/api/me', {
      name: 'Après',
      phone: '12345',
      birthDate: '2015-01-01',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      phone: '*Format invalide : numéro marocain attendu (ex. 06 12 34 56 78)',
      birthDate: 'Le conducteur doit avoir au moins 18 ans',
    });
    const unknownCity = await client.patch('/api/me', { name: 'Après', cityId: 9999 });
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.body.error.fields).toEqual({ cityId: '*Valeur invalide' });
    const extra = await client.patch('/api/me', { name: 'Après', email: 'autre@example.ma' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields.email).toBe('Champ inconnu');
    expect((await client.get('/api/me')).body.name).toBe('Avant');
  });
});

describe('password change', () => {
  it('requires the current password and a matching confirmation', async () => {
    const { client, password } = await signUpDriver(server.baseUrl);
    const wrongCurrent = await client.post('/api/me/password', {
      currentPassword: 'pas-le-bon',
      newPassword: 'Nouveau-2026',
      confirmPassword: 'Nouveau-2026',
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.error.fields).toEqual({
      currentPassword: 'Le mot de passe actuel est incorrect',
    });
    const mismatch = await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: 'Nouveau-2026',
      confirmPassword: 'Nouveau-2027',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email, password } = await signUpDriver(server.baseUrl);
    const changed = await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: 'Nouveau-2026',
      confirmPassword: 'Nouveau-2026',
    });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(200);
    const old = await new TestClient(server.baseUrl).post('/api/auth/login', { email, password });
    expect(old.status).toBe(401);
    const fresh = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: 'Nouveau-2026',
    });
    expect(fresh.status).toBe(200);
  });
});

describe('sessions on other devices', () => {
  it('a password change signs the other devices out at once, even just after they were used', async () => {
    const { client, email, password } = await signUpDriver(server.baseUrl);
    const otherDevice = new TestClient(server.baseUrl);
    expect((await otherDevice.post('/api/auth/login', { email, password })).status).toBe(200);
    // Used a moment ago, so this process has the session resolved and cached.
    expect((await otherDevice.get('/api/me')).status).toBe(200);
    await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: 'Nouveau-2026',
      confirmPassword: 'Nouveau-2026',
    });
    expect((await otherDevice.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('reading another account (docs/product/design.md §1: 404, never 403)', () => {
  it('a driver cannot read another driver’s profile', async () => {
    const first = await signUpDriver(server.baseUrl);
    const second = await signUpDriver(server.baseUrl);
    const response = await first.client.get(`/api/users/${second.user.id}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('notFound');
    expect(JSON.stringify(response.body)).not.toContain(second.email);
    expect((await first.client.get(`/api/users/${first.user.id}`)).status).toBe(200);
  });

  it('a manager reads their agency’s staff only; the platform admin reads anyone', async () => {
    const manager = await signIn('manager.casablanca@moqarana.ma', 'backoffice');
    const ownAgent = await signIn('agent.casablanca@moqarana.ma', 'backoffice');
    const otherAgent = await signIn('agent.rabat@moqarana.ma', 'backoffice');
    const driver = await signUpDriver(server.baseUrl);
    expect((await manager.client.get(`/api/users/${ownAgent.user.id}`)).status).toBe(200);
    expect((await manager.client.get(`/api/users/${otherAgent.user.id}`)).status).toBe(404);
    expect((await manager.client.get(`/api/users/${driver.user.id}`)).status).toBe(404);
    expect((await ownAgent.client.get(`/api/users/${manager.user.id}`)).status).toBe(404);
    const admin = await signIn('admin@moqarana.ma', 'backoffice');
    expect((await admin.client.get(`/api/users/${driver.user.id}`)).status).toBe(200);
  });
});
