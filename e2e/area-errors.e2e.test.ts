import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpDriver, type TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser } from './support/browser.ts';
import { catalogues } from './support/catalogues.ts';
import { collectPageErrors, contextFor, desktop, phone, staffClient } from './support/roles.ts';

/*
 * A page that fails stays inside its area (web/components/area-boundary.tsx, the router's
 * `errorElement`): the area's error panel, in the interface language, replaces the page while
 * the layout around it still leads elsewhere, and another page renders as usual.
 * - the back office's dashboard given figures it cannot read: the sidebar stays; "Réessayer"
 *   renders the page again once its data is readable;
 * - a public page whose script fails to load (a deploy replaced it): the navigation bar stays;
 *   "Réessayer" reloads the page;
 * - the quote journey's vehicle step given reference lists it cannot read: the panel brings the
 *   logo and the language selector the step's own header had.
 */

let server: AppServer;
let browser: Browser;
let agent: TestClient;
let driver: TestClient;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  agent = await staffClient(server.baseUrl, 'agent');
  ({ client: driver } = await signUpDriver(server.baseUrl));
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('a render error in the back office', () => {
  for (const [language, viewport] of [
    ['fr', desktop],
    ['ar', phone],
  ] as const) {
    it(`shows the back office's panel in ${language}, keeps the navigation, and retries`, async () => {
      const texts = catalogues[language];
      await agent.put('/api/me/language', { language });
      const context = await contextFor(browser, server.baseUrl, language, viewport, agent);
      contexts.push(context);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      // Figures the page cannot read: `days` is not a list, so rendering the dashboard throws.
      let broken = true;
      await page.route('**/api/dashboard', async (route) => {
        if (!broken) return route.continue();
        await route.fulfill({ json: { scope: 'agency', days: 'unreadable' } });
      });

      await page.goto('/dashboard');
      const panel = page.getByRole('alert').filter({ hasText: texts.areaError.titles.backOffice });
      await panel.waitFor();
      await panel.getByText(texts.areaError.text).waitFor();
      expect(await panel.textContent()).not.toContain('unreadable');
      expect(await page.locator('html').getAttribute('dir')).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );

      // The sidebar (a drawer on a phone) still leads elsewhere.
      if (viewport === phone)
        await page.getByRole('button', { name: texts.backOffice.openMenu }).click();
      await page.getByRole('link', { name: texts.backOffice.pending, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: texts.backOffice.pending }).waitFor();
      expect(await panel.count()).toBe(0);

      // Back to the broken page, then "Réessayer" once its data is readable again.
      await page.goBack();
      await panel.waitFor();
      // React reported the page's error to the console; nothing else may go wrong from here.
      errors.length = 0;
      broken = false;
      await panel.getByRole('button', { name: texts.areaError.retry }).click();
      await page.getByRole('heading', { level: 1, name: texts.backOffice.welcome }).waitFor();
      expect(await panel.count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});

describe('a public page whose script fails to load', () => {
  it("shows the public site's panel in the layout, recovers elsewhere, and reloads to retry", async () => {
    const texts = catalogues.fr;
    const context = await contextFor(browser, server.baseUrl, 'fr', desktop);
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/accueil');
    await page.getByRole('heading', { level: 1, name: texts.hero.homeTitle }).waitFor();
    // The visitor moves the mouse: the app starts (decision 0028), and has started when the
    // navigation bar's links are its own (a client navigation).
    await page.mouse.move(10, 10);
    await page.locator('form[data-hydrated]').first().waitFor({ state: 'attached' });
    await page.route('**/assets/services-page-*.js', (route) => route.abort());

    const nav = page.getByRole('navigation', { name: texts.nav.mainLabel });
    await nav.getByRole('link', { name: texts.nav.services, exact: true }).click();
    const panel = page.getByRole('alert').filter({ hasText: texts.areaError.titles.publicSite });
    await panel.waitFor();
    expect(new URL(page.url()).pathname).toBe('/services');
    // The navigation bar and the page's hero are still there, and lead elsewhere.
    await page.getByRole('heading', { name: texts.hero.servicesTitle }).waitFor();
    await nav.getByRole('link', { name: texts.nav.contact, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: texts.hero.contactTitle }).waitFor();
    expect(await panel.count()).toBe(0);

    // Back on the page whose script failed: the panel again, and "Réessayer" reloads it.
    await page.unroute('**/assets/services-page-*.js');
    await page.goBack();
    await panel.waitFor();
    errors.length = 0;
    await panel.getByRole('button', { name: texts.areaError.retry }).click();
    await page.getByRole('heading', { level: 1, name: texts.hero.servicesTitle }).waitFor();
    await page.mouse.move(20, 20);
    await page.locator('form[data-hydrated]').first().waitFor({ state: 'attached' });
    expect(await panel.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("a render error in the driver's quote journey", () => {
  it("shows the journey's panel with the logo and the language selector, recovers elsewhere, and retries", async () => {
    const texts = catalogues.ar;
    await driver.put('/api/me/language', { language: 'ar' });
    const context = await contextFor(browser, server.baseUrl, 'ar', phone, driver);
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // Reference lists the step cannot read: `brands` is not a list, so rendering it throws.
    let broken = true;
    await page.route('**/api/reference', async (route) => {
      if (!broken) return route.continue();
      await route.fulfill({ json: { brands: 'unreadable', fuels: 'unreadable' } });
    });

    await page.goto('/Vehicule');
    const panel = page.getByRole('alert').filter({ hasText: texts.areaError.titles.quoteJourney });
    await panel.waitFor();
    expect(await panel.textContent()).not.toContain('unreadable');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The panel's header: the language selector works, the logo leads home.
    await page.getByRole('combobox', { name: texts.nav.language }).selectOption('fr');
    await page
      .getByRole('alert')
      .filter({ hasText: catalogues.fr.areaError.titles.quoteJourney })
      .waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.getByRole('link', { name: catalogues.fr.common.appName }).first().click();
    await page.getByRole('heading', { level: 1, name: catalogues.fr.hero.homeTitle }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    // Back to the step, then "Réessayer" once its lists are readable again.
    await page.goBack();
    const frPanel = page
      .getByRole('alert')
      .filter({ hasText: catalogues.fr.areaError.titles.quoteJourney });
    await frPanel.waitFor();
    errors.length = 0;
    broken = false;
    await frPanel.getByRole('button', { name: catalogues.fr.areaError.retry }).click();
    await page.getByRole('heading', { level: 1, name: catalogues.fr.flow.stepVehicle }).waitFor();
    expect(await frPanel.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
