import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guaranteeOptions } from '../../../domain/reference/guarantees.ts';
import {
  confirmationToken,
  readConfirmationLink,
  signUpDriver,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { securityHeaders } from '../../lib/security-headers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/reference', () => {
  it('returns every seeded list in one public answer', async () => {
    const response = await new TestClient(server.baseUrl).get('/api/reference');
    expect(response.status).toBe(200);
    const data = response.body;
    expect(data.cities.length).toBeGreaterThanOrEqual(30);
    expect(data.cities).toContainEqual(
      expect.objectContaining({ nameFr: 'Casablanca', nameAr: 'الدار البيضاء' }),
    );
    expect(data.cities.every((c: { nameAr: string }) => /[\u0600-\u06FF]/.test(c.nameAr))).toBe(
      true,
    );
    expect(data.insurers.map((i: { name: string }) => i.name).sort()).toEqual(
      [
        'AXA Assurance Maroc',
        'Allianz Maroc',
        'AtlantaSanad',
        'CAT',
        'MAMDA',
        'MCMA',
        'RMA',
        'Sanlam Maroc',
        'Wafa Assurance',
      ].sort(),
    );
    expect(data.brands.length).toBeGreaterThanOrEqual(25);
    expect(data.fuels.map((f: { nameFr: string }) => f.nameFr)).toEqual([
      'Essence',
      'Diesel',
      'Hybride',
      'Hybride rechargeable',
      'Électrique',
    ]);
    expect(data.seatCounts.map((s: { seats: number }) => s.seats)).toEqual([2, 4, 5, 7, 8, 9]);
    expect(data.fiscalPowers.map((p: { cv: number }) => p.cv)).toEqual(
      expect.arrayContaining([4, 6, 8, 11, 15]),
    );
    expect(data.professions.length).toBeGreaterThanOrEqual(12);
    expect(data.conventions[0].nameFr).toBe('Aucune');
  });

  it('holds exactly the guarantee option values of docs/product/specification.md §9, and "Non souhaitée" (decision 0012)', async () => {
    const data = (await new TestClient(server.baseUrl).get('/api/reference')).body;
    const byGuarantee = (g: string) =>
      data.guaranteeOptions
        .filter((o: { guarantee: string }) => o.guarantee === g)
        .map((o: { label: string }) => o.label);
    expect(data.guaranteeOptions).toHaveLength(guaranteeOptions.length);
    expect(byGuarantee('pfcp')).toEqual(['5000DH', '10000DH', '15000DH', '20000DH', '30000DH']);
    expect(byGuarantee('theft')).toEqual([
      'F0: 5000/5000/1000',
      'F1: 10000/10000/2000',
      'F2: 20000/10000/3000',
      'F3: 30000/30000/4000',
      'F4: 40000/40000/5000',
      'Non souhaitée',
    ]);
    expect(byGuarantee('legalDefence')).toEqual([
      '5000DH',
      '7500DH',
      '10000DH',
      '20000DH',
      'Non souhaitée',
    ]);
    expect(byGuarantee('allRisk')).toHaveLength(6);
    expect(byGuarantee('collisionDamage')).toHaveLength(5);
    expect(byGuarantee('glassBreakage')).toHaveLength(6);
    expect(byGuarantee('assistance')).toEqual([
      'Assistance panne et accident',
      'Assistance complémentaire',
      'Assistance complémentaire premium',
      'Non souhaitée',
    ]);
  });

  it('is cacheable: a strong ETag, then 304 for If-None-Match', async () => {
    const client = new TestClient(server.baseUrl);
    const first = await client.get('/api/reference');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toContain('public');
    const second = await client.get('/api/reference', { 'if-none-match': etag ?? '' });
    expect(second.status).toBe(304);
    expect(second.body).toBeUndefined();
  });
});

describe('security headers (docs/product/design.md §3, ASVS V14.4)', () => {
  it('sends the content security policy and the other helmet headers on every answer', async () => {
    const client = new TestClient(server.baseUrl);
    // API answers, a page and a path nothing serves alike.
    for (const path of ['/api/reference', '/api/health', '/api/me', '/accueil', '/nulle-part']) {
      const { headers } = await client.get(path);
      const policy = Object.fromEntries(
        (headers.get('content-security-policy') ?? '')
          .split(';')
          .map((directive) => directive.split(' '))
          .map(([name = '', ...sources]) => [name, sources.join(' ')]),
      );
      expect(policy).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
      });
      expect(policy).not.toHaveProperty('upgrade-insecure-requests');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('strict-transport-security')).toBeNull();
      const features = (headers.get('permissions-policy') ?? '').split(', ');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(features, path).toContain(`${feature}=()`);
      // Exactly the headers helmet sets (lib/security-headers.test.ts), on every kind of answer.
      for (const [name, value] of Object.entries(securityHeaders({ https: false })))
        expect(headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('never lets a cache keep an API answer with personal data, whatever the route', async () => {
    const { client, email, password } = await signUpDriver(server.baseUrl);
    const answers = [
      await client.get('/api/me'),
      await new TestClient(server.baseUrl).post('/api/auth/login', { email, password }),
      await client.get('/api/quotes'),
      await new TestClient(server.baseUrl).get('/api/health'),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    const nadia = `nadia.${Date.now()}@example.ma`;
    const visitor = new TestClient(server.baseUrl);
    const signup = await visitor.post('/api/auth/signup', {
      name: 'Nadia Tazi',
      email: nadia,
      password: 'Moqarana2026!',
      passwordConfirmation: 'Moqarana2026!',
    });
    expect(signup.status).toBe(202);
    expect(signup.headers.get('cache-control')).toBe('no-store');
    // The confirmation answers the new account's profile.
    const confirmed = await visitor.post('/api/auth/verify-email', {
      token: confirmationToken(await readConfirmationLink(server.baseUrl, nadia)),
    });
    expect(confirmed.body.user.email).toBe(nadia);
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/api/reference')).headers.get('cache-control')).toContain('public');
  });
});
