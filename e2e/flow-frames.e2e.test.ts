import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directionOf } from '../domain/languages.ts';
import { priceQuote, signInStaff, submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { catalogues } from './support/catalogues.ts';
import { collectPageErrors, contextFor, desktop, phone } from './support/roles.ts';

/*
 * The quote flow's pages arrive as their prerendered frame (logo, progress, title,
 * "Chargement…"; decision 0039): it paints before any script, the app starts right after that
 * paint without the driver doing anything, and it replaces the frame with the same frame, then
 * the page — never an empty screen, never two titles.
 */

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const patiently = { timeout: 20_000 };
/** The app's entry module, which web/public/hydrate.js adds after the frame's first paint. */
const entryModule = /\/assets\/index-[\w-]+\.js$/;

describe('the quote flow’s prerendered frames', () => {
  /** Each frame is opened on a phone in French and on a desktop in Arabic. */
  const screens = [
    ['fr', phone],
    ['ar', desktop],
  ] as const;

  /**
   * Opens `path` as a new driver whose account speaks `language`, with the app's entry held, so
   * that what shows is the frame alone until `release()` lets the app start.
   */
  async function openWithAppHeld(
    language: (typeof screens)[number][0],
    viewport: (typeof screens)[number][1],
    path: string,
  ) {
    const { client } = await signUpDriver(server.baseUrl);
    expect((await client.put('/api/me/language', { language })).status).toBe(204);
    const context = await contextFor(browser, server.baseUrl, language, viewport, client);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const held: Route[] = [];
    try {
      await page.route(entryModule, (route) => void held.push(route));
      // The held script keeps the load event from firing: the frame is there before it.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
    } catch (error) {
      await context.close();
      throw error;
    }
    const release = async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(entryModule);
    };
    return { context, page, errors, held, release };
  }

  it.each(screens)(
    'paint the step before the app, which starts unasked and fills it (%s, %o)',
    { timeout: 120_000 },
    async (language, viewport) => {
      const L = catalogues[language];
      const { context, page, errors, held, release } = await openWithAppHeld(
        language,
        viewport,
        '/Vehicule',
      );
      try {
        // The app's entry is held: what shows meanwhile is the frame alone.
        const title = page.getByRole('heading', { level: 1, name: L.flow.stepVehicle });
        await title.waitFor();
        const loading = page.getByRole('status').filter({ hasText: L.common.loading });
        await loading.waitFor();
        expect(await page.title()).toContain(L.flow.stepVehicle);
        expect(await page.locator('html').getAttribute('dir')).toBe(directionOf(language));
        // Nobody touched the page: the frame asked for the app after its first paint.
        await expect.poll(() => held.length, patiently).toBe(1);
        expect(await page.locator('html[data-app]').count()).toBe(0);
        await screenshot(page, `flow-frame-${language}-${viewport.width}-before-app`);

        await release();
        await page.getByLabel(L.flow.fields.brandId, { exact: true }).waitFor(patiently);
        await loading.waitFor({ state: 'detached' });
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await title.isVisible()).toBe(true);
        await screenshot(page, `flow-frame-${language}-${viewport.width}-with-app`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(screens)(
    'paint the guarantees step’s labels in its frame, so the form paints nothing larger (%s, %o)',
    { timeout: 120_000 },
    async (language, viewport) => {
      const L = catalogues[language];
      const { context, page, errors, held, release } = await openWithAppHeld(
        language,
        viewport,
        '/choix-garantie',
      );
      try {
        // Before the app: the seven labels and the terms are on screen, and the outline is a
        // picture: inert, every select and checkbox disabled, no button nor link that would
        // take a click the app is not there to answer.
        for (const label of Object.values(L.guarantees))
          await page.getByText(label, { exact: true }).waitFor();
        await page.getByText(L.flow.termsGuarantees).waitFor();
        expect(await page.getByLabel(L.guarantees.pfcp, { exact: true }).count()).toBe(0);
        expect(await page.locator('main :is(select, input):not([inert] *)').count()).toBe(0);
        expect(await page.locator('main :is(select, input):not([disabled])').count()).toBe(0);
        expect(await page.locator('main :is(button, a)').count()).toBe(0);
        await page.getByRole('status').filter({ hasText: L.common.loading }).waitFor();
        await expect.poll(() => held.length, patiently).toBe(1);
        await screenshot(page, `guarantees-frame-${language}-${viewport.width}-before-app`);
        const appStarted = await page.evaluate(() => performance.now());

        await release();
        await page.getByLabel(L.guarantees.pfcp, { exact: true }).waitFor(patiently);
        await page.locator('[inert]').waitFor({ state: 'detached' });
        // The largest paint is the frame's: the form, drawn by the app, adds no larger one
        // (Lighthouse's LCP, docs/product/design.md §10).
        const paints = await page.evaluate(
          () =>
            new Promise<number[]>((resolve) =>
              new PerformanceObserver((list) =>
                resolve(list.getEntries().map((entry) => entry.startTime)),
              ).observe({ type: 'largest-contentful-paint', buffered: true }),
            ),
        );
        expect(paints.length).toBeGreaterThan(0);
        expect(Math.max(...paints)).toBeLessThan(appStarted);
        await screenshot(page, `guarantees-frame-${language}-${viewport.width}-with-app`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  /** The API paths `page` asks for from now on, in order (GET only). */
  const apiReads = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) paths.push(url.pathname);
    });
    return paths;
  };

  /**
   * Texts without which no driver page renders: a part of the signed-in areas' and the French
   * catalogue's chunks (the base texts, the messages).
   */
  const heldTexts = /\/assets\/(signed-in-texts|fr)-[\w-]+\.js$/;

  /**
   * Opens `path` with its texts held, so that the page cannot render, and checks that its data
   * is read meanwhile (the page's module hands it to its route's loader, which starts it with
   * the code), then releases them and waits for `ready`. Each read is asked for once: the page,
   * mounting, uses what the loader read, and applying the page's language reads nothing again.
   */
  async function dataStartsBeforeRender(
    client: TestClient,
    path: string,
    data: string[],
    ready: (page: Page) => Promise<unknown>,
  ) {
    const context = await contextFor(browser, server.baseUrl, 'fr', phone, client);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      const held: Route[] = [];
      let released = false;
      await page.route(heldTexts, (route) => void (released ? route.continue() : held.push(route)));
      const reads = apiReads(page);
      const answered = data.map((read) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === read, patiently),
      );
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => held.length, patiently).toBeGreaterThan(0);
      // The data is read before the page's language is applied: applying it reads nothing again.
      await Promise.all(answered);
      // Still the frame: the page itself has not rendered.
      await page.getByRole('status').filter({ hasText: catalogues.fr.common.loading }).waitFor();
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await ready(page);
      for (const read of data) expect(reads.filter((path) => path === read)).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }

  it(
    'start a step’s draft and lists with its code, before it renders',
    { timeout: 120_000 },
    async () => {
      const { client } = await signUpDriver(server.baseUrl);
      await dataStartsBeforeRender(
        client,
        '/Vehicule',
        ['/api/quotes/draft', '/api/reference'],
        (page) =>
          page.getByLabel(catalogues.fr.flow.fields.brandId, { exact: true }).waitFor(patiently),
      );
    },
  );

  it(
    'start the comparison of the driver’s latest quote with the page’s code',
    { timeout: 120_000 },
    async () => {
      const { client } = await signUpDriver(server.baseUrl);
      const reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
      const quote = await submitQuote(client, reference);
      await priceQuote(await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma'), quote.id);
      await dataStartsBeforeRender(
        client,
        '/compagnie-page',
        ['/api/quotes', `/api/quotes/${quote.id}`],
        (page) => page.getByText(quote.reference).first().waitFor(patiently),
      );
    },
  );

  it('sends a visitor without a session from a frame to the sign-in page', async () => {
    const context = await contextFor(browser, server.baseUrl, 'fr', phone);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const reads = apiReads(page);
    try {
      await page.goto('/choix-garantie');
      await page.waitForURL('**/login-page?next=%2Fchoix-garantie', patiently);
      await page.getByRole('button', { name: catalogues.fr.auth.loginButton }).waitFor();
      expect(
        await page.getByRole('heading', { name: catalogues.fr.flow.stepGuarantees }).count(),
      ).toBe(0);
      // The step's loader read nothing personal without a driver's session.
      expect(reads).not.toContain('/api/quotes/draft');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
