import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpDriver, startTestServer, type TestServer } from './test/harness.ts';

/*
 * GET /api/language — the navigation bar's language choice without JavaScript: sets the
 * language cookie and returns to the page, a path of this site only (no open redirect).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The raw answer, redirects not followed, as a browser's form navigation receives it. */
const switchTo = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/language?${query}`, { redirect: 'manual', headers });

describe('GET /api/language', () => {
  it('sets the language cookie and sends the browser back to the page (303)', async () => {
    const response = await switchTo('lang=ar&next=%2Fservices');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/services');
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^mq\.lang=ar;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('keeps the query of a same-site page', async () => {
    const response = await switchTo(
      `lang=en&next=${encodeURIComponent('/assurance-auto/sinistre/vol?x=1')}`,
    );
    expect(response.headers.get('location')).toBe('/assurance-auto/sinistre/vol?x=1');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'services'],
    ['nothing', ''],
  ])('never leaves the site: %s goes to /accueil', async (_case, next) => {
    const response = await switchTo(`lang=fr&next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/accueil');
  });

  it('refuses an unknown language with a translated message and sets nothing', async () => {
    const response = await switchTo('lang=xx&next=%2Fservices', { 'accept-language': 'fr' });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = (await response.json()) as { error: { code: string; fields: object } };
    expect(body.error.code).toBe('validationFailed');
    expect(body.error.fields).toEqual({ lang: '*Valeur invalide' });
  });

  it('saves a signed-in person’s choice on the account, from this site’s pages only', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const session = client.sessionCookieEntry;
    const cookie = `${session?.name}=${session?.value}`;
    const locale = async () => (await client.get('/api/me')).body.locale;
    expect(await locale()).toBe('fr');
    // A link on another site changes the browser's cookie but not the account.
    await switchTo('lang=en&next=%2Faccueil', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(await locale()).toBe('fr');
    await switchTo('lang=ar&next=%2Faccueil', { cookie, 'sec-fetch-site': 'same-origin' });
    expect(await locale()).toBe('ar');
  });
});
