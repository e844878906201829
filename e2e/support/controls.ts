import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '../../domain/languages.ts';
import { TestClient } from '../../server/test/harness.ts';
import { seriousViolations } from './browser.ts';
import { collectPageErrors, contextFor, desktop, phone, type Viewport } from './roles.ts';

/*
 * The every-control suites' tools: a page per role and setting, each action tied to the API
 * answer it caused, and the screen's checks (axe, shown options).
 */

/**
 * The settings the every-control suites run each journey in: French on a desktop and Arabic
 * on a phone. Together they cover both languages, both directions and both layouts (sidebar
 * and drawer, full menu and menu button); the other two pairings would double the suites'
 * time (past 15 minutes on a busy two-core machine) without reaching another control.
 */
export const controlSettings: [Exclude<Language, 'en'>, Viewport][] = [
  ['fr', desktop],
  ['ar', phone],
];

/** A browser context's pages for one suite: they close with it. */
export class PageOpener {
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: () => Browser,
    private readonly baseUrl: () => string,
  ) {}

  /**
   * A fresh page in `language` at `viewport`, with `client`'s session when given, and the
   * errors it throws or logs. A step that cannot happen fails with its locator after 20 s,
   * not at the test's time-out.
   */
  async open(
    language: Language,
    viewport: Viewport,
    client?: TestClient,
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await contextFor(this.browser(), this.baseUrl(), language, viewport, client);
    this.contexts.push(context);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }

  async closeAll(): Promise<void> {
    for (const context of this.contexts) await context.close();
  }
}

/**
 * Runs `action` and returns the API answer to `method path` it caused (`path` matches the
 * address's path, or tells whether the whole address is the one awaited); the answer must have
 * the `expected` status class (2xx unless told otherwise).
 */
export async function answerTo(
  page: Page,
  method: string,
  path: RegExp | ((url: URL) => boolean),
  action: () => Promise<unknown>,
  expected: 'success' | 'refused' = 'success',
): Promise<Response> {
  const awaited = (url: URL) => (path instanceof RegExp ? path.test(url.pathname) : path(url));
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.request().method() === method && awaited(new URL(candidate.url())),
    ),
    action(),
  ]);
  if (expected === 'success') expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  else expect(response.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
  return response;
}

/** The JSON body a request sent. */
export const sentBody = (response: Response): unknown =>
  JSON.parse(response.request().postData() ?? 'null');

/**
 * Opens `path`, moves the mouse as a visitor does (a prerendered public page starts its app on
 * such a sign of intent, decision 0028), and waits until the app runs (`<html data-app>`) and
 * has loaded its code and data (no request for 500 ms), so what the test does next is done to
 * the live app, not to the prerendered page.
 */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  // Two moves: at least one changes the pointer's position, whatever the previous test left.
  await page.mouse.move(10, 10);
  await page.mouse.move(20, 20);
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** axe finds nothing serious on the screen as it is now. */
export async function accessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The name of a reference entry in the interface language (the seed's French, Arabic names). */
export function named(
  list: readonly (readonly [string, string, string])[],
  fr: string,
  l: Language,
) {
  const entry = list.find(([name]) => name === fr);
  if (!entry) throw new Error(`no ${fr} in the seed lists`);
  return l === 'ar' ? entry[1] : entry[0];
}

/** The catalogue's plural form of `key` for `count` (Intl.PluralRules of the language). */
export function plural(section: object, key: string, count: number, language: Language): string {
  const forms = section as Record<string, string>;
  return (
    forms[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? forms[`${key}_other`] ?? ''
  );
}

/** The text of the option a select shows (what the person sees, not only its value). */
export const shownOption = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent);

/**
 * Runs `action` and waits until the quote-flow draft autosave has stored `marker` (the value the
 * action typed last), so a reload after it must show everything typed before. The wait is set
 * before the action, so an answer that comes at once is not missed.
 */
export async function autosaved(page: Page, marker: string, action: () => Promise<unknown>) {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === '/api/quotes/draft' &&
        (response.request().postData() ?? '').includes(marker) &&
        response.ok(),
    ),
    action(),
  ]);
}

/** Counts the browser's requests `method path` from now on (to prove a cancel sent nothing). */
export function requestsTo(page: Page, method: string, path: RegExp): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

/** An API client holding the browser context's session, to set up data around the screens. */
export async function clientOf(baseUrl: string, context: BrowserContext): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  for (const cookie of await context.cookies()) client.setCookie(cookie.name, cookie.value);
  return client;
}

/** Text as a reader sees it: without Intl's direction marks, with plain single spaces. */
export const readable = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
