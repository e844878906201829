import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser } from './support/browser.ts';
import { catalogues } from './support/catalogues.ts';
import { collectPageErrors, contextFor, desktop, phone, staffClient } from './support/roles.ts';

/*
 * A page that fails to render stays inside its area (web/components/area-boundary.tsx):
 * the back office's dashboard given figures it cannot read shows the back office's error panel,
 * in the interface language, while the sidebar still leads to the other screens; "Réessayer"
 * renders the page again once its data is readable.
 */

let server: AppServer;
let browser: Browser;
let agent: TestClient;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  agent = await staffClient(server.baseUrl, 'agent');
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
