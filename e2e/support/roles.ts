import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { languageCookie, type Language } from '../../domain/languages.ts';
import { demoPassword } from '../../server/db/seed/seed-demo.ts';
import { TestClient } from '../../server/test/harness.ts';

/** The people of the product, as the browser suites sign them in. */
export type Role = 'visitor' | 'driver' | 'agent' | 'manager' | 'admin';

/** Demo staff accounts (server/db/seed/seed-demo.ts), all in Casablanca's Agence Wafa Anfa. */
export const staffEmails = {
  agent: 'agent.casablanca@moqarana.ma',
  manager: 'manager.casablanca@moqarana.ma',
  admin: 'admin@moqarana.ma',
} as const;

/** A screen size the suites run at: a phone (375 px) or a desktop (1280 px). */
export interface Viewport {
  width: number;
  height: number;
}
export const phone: Viewport = { width: 375, height: 812 };
export const desktop: Viewport = { width: 1280, height: 900 };

/**
 * A browser context in `language` (its cookie, as the language selector sets it) at `viewport`,
 * signed in with `client`'s session when given (the session cookie copied from an API sign-in,
 * so each test starts on its page instead of at a login form).
 */
export async function contextFor(
  browser: Browser,
  baseUrl: string,
  language: Language,
  viewport: Viewport,
  client?: TestClient,
  options: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: language === 'ar' ? 'ar-MA' : 'fr-MA',
    viewport,
    // Toasts and drawers end their transitions at once: axe then reads their final colours.
    reducedMotion: 'reduce',
    ...options,
  });
  const url = new URL(baseUrl);
  const cookies: { name: string; value: string }[] = [{ name: languageCookie, value: language }];
  const session = client?.sessionCookieEntry;
  if (session) cookies.push(session);
  await context.addCookies(
    cookies.map((cookie) => ({ ...cookie, domain: url.hostname, path: '/', sameSite: 'Lax' })),
  );
  return context;
}

/** What a suite opens its pages with: its browser, its server, the contexts it closes at the end. */
export interface PageSuite {
  browser: Browser;
  baseUrl: string;
  contexts: BrowserContext[];
}

/**
 * A page in `language` at `viewport`, signed in as `client`, with the errors it reports. The
 * account takes `language` first: a signed-in person's pages follow their account's language,
 * as the language selector saves it. Its context joins `suite.contexts`, for the suite to close.
 */
export async function signedInPage(
  suite: PageSuite,
  client: TestClient,
  language: Language,
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  expect((await client.put('/api/me/language', { language })).status).toBe(204);
  const context = await contextFor(suite.browser, suite.baseUrl, language, viewport, client);
  suite.contexts.push(context);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** Signs a demo staff account in through the API; the client holds its session. */
export async function staffClient(baseUrl: string, role: keyof typeof staffEmails) {
  const client = new TestClient(baseUrl);
  const response = await client.post('/api/auth/login', {
    email: staffEmails[role],
    password: demoPassword,
    portal: 'backoffice',
  });
  if (response.status !== 200) throw new Error(`${role} sign-in failed: ${response.status}`);
  return client;
}

/** Errors a page threw or logged to its console (a 404 resource answer excepted). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/**
 * `errors` without Chromium's reports of a resource it could not load because the context was
 * offline: it may log them only after the network is back (when its network service gets to the
 * request), and they are the emulated outage, not a fault.
 */
export function outsideOutage(errors: string[]): string[] {
  return errors.filter(
    (error) => error !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
  );
}
