import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directionOf } from '../domain/languages.ts';
import { signUpDriver } from '../server/test/harness.ts';
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
  it.each([
    ['fr', phone],
    ['ar', desktop],
  ] as const)(
    'paint the step before the app, which starts unasked and fills it (%s, %o)',
    { timeout: 120_000 },
    async (language, viewport) => {
      const L = catalogues[language];
      const { client } = await signUpDriver(server.baseUrl);
      expect((await client.put('/api/me/language', { language })).status).toBe(204);
      const context = await contextFor(browser, server.baseUrl, language, viewport, client);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        // The app's entry is held: what shows meanwhile is the frame alone.
        const held: Route[] = [];
        await page.route(entryModule, (route) => void held.push(route));
        // The held script keeps the load event from firing: the frame is there before it.
        await page.goto('/Vehicule', { waitUntil: 'domcontentloaded' });
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

        await Promise.all(held.map((route) => route.continue()));
        await page.unroute(entryModule);
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

  it('sends a visitor without a session from a frame to the sign-in page', async () => {
    const context = await contextFor(browser, server.baseUrl, 'fr', phone);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto('/choix-garantie');
      await page.waitForURL('**/login-page?next=%2Fchoix-garantie', patiently);
      await page.getByRole('button', { name: catalogues.fr.auth.loginButton }).waitFor();
      expect(
        await page.getByRole('heading', { name: catalogues.fr.flow.stepGuarantees }).count(),
      ).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
