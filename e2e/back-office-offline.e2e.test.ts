import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import { visible } from './support/comparison-data.ts';
import {
  desktop,
  outsideOutage,
  phone,
  signedInPage,
  staffClient,
  type PageSuite,
} from './support/roles.ts';

/*
 * The back office when the network goes while an agent works: a table searched and a quote
 * opened offline say that they wait for the network (TanStack Query holds their reads paused),
 * never that nothing matches or that the quote does not exist, and show what was asked for once
 * the network is back. In French on a desktop and Arabic on a phone. A quote whose read the
 * server fails says it could not be loaded, with a retry.
 */

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
const contexts: BrowserContext[] = [];
const suite = (): PageSuite => ({ browser, baseUrl: server.baseUrl, contexts });

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('the back office without a network', () => {
  it.each([
    ['fr', desktop],
    ['ar', phone],
  ] as const)(
    'in %s at %o, a search and a quote opened offline wait for the network, then show',
    async (language, viewport) => {
      const L = catalogues[language];
      const { client: driver } = await signUpDriver(server.baseUrl);
      const first = await submitQuote(driver, reference, 'Casablanca');
      const second = await submitQuote(driver, reference, 'Casablanca');
      const agent = await staffClient(server.baseUrl, 'agent');
      const { context, page, errors } = await signedInPage(suite(), agent, language, viewport);
      const waiting = page.getByRole('status').filter({ hasText: L.flow.waitingForNetwork });
      const openLink = (ref: string) =>
        page.getByRole('link', { name: `${L.backOffice.open} ${ref}` });

      // A quote's page has been seen once (its code is in the browser), then the pending table.
      await page.goto(`/user-info/${first.id}`);
      await page.getByRole('heading', { level: 1, name: first.reference }).waitFor();
      if (viewport === phone)
        await page.getByRole('button', { name: L.backOffice.openMenu }).click();
      await page.getByRole('link', { name: L.backOffice.pending, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: L.backOffice.pending }).waitFor();
      await openLink(first.reference).waitFor();
      await page.waitForLoadState('networkidle');

      // A search typed offline says the table waits for the network, not that nothing matches.
      await context.setOffline(true);
      await page.getByLabel(L.backOffice.table.searchLabel).fill(second.reference);
      await waiting.waitFor();
      const nothingMatches = fill(L.backOffice.table.emptySearch, { search: second.reference });
      expect(await page.getByText(nothingMatches).count()).toBe(0);
      await screenshot(page, `back-office-offline-${language}-${viewport.width}-search`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.setOffline(false);
      await openLink(second.reference).waitFor();
      await expect.poll(() => openLink(first.reference).count(), patiently).toBe(0);
      await expect.poll(() => waiting.count(), patiently).toBe(0);

      // A quote opened offline says its page comes with the network, not that it does not exist.
      await context.setOffline(true);
      await openLink(second.reference).click();
      await page.waitForURL(`**/user-info/${second.id}`);
      await waiting.waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(visible(await page.locator('main').innerText())).not.toContain(
        visible(L.errors.notFound),
      );
      await screenshot(page, `back-office-offline-${language}-${viewport.width}-quote`);
      await context.setOffline(false);
      await page.getByRole('heading', { level: 1, name: second.reference }).waitFor();
      await expect.poll(() => waiting.count(), patiently).toBe(0);
      expect(outsideOutage(errors), errors.join('\n')).toEqual([]);
    },
  );
});

describe('a quote whose read fails', () => {
  it('says the quote could not be loaded, not that it does not exist, and retries', async () => {
    const L = catalogues.fr;
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    const agent = await staffClient(server.baseUrl, 'agent');
    const { page, errors } = await signedInPage(suite(), agent, 'fr', desktop);
    // The server fails the quote's read (a 503 from a proxy, say) until told otherwise.
    let failing = true;
    await page.route(`**/api/agency/quotes/${quote.id}`, (route) =>
      failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await page.goto(`/user-info/${quote.id}`);
    const alert = page.getByRole('alert').filter({ hasText: L.backOffice.quoteLoadFailed });
    await alert.waitFor({ timeout: 60_000 });
    expect(visible(await page.locator('main').innerText())).not.toContain(
      visible(L.errors.notFound),
    );
    failing = false;
    await alert.getByRole('button', { name: L.backOffice.retry }).click();
    await page.getByRole('heading', { level: 1, name: quote.reference }).waitFor();
    // The browser reports the 503 answers it was given; nothing else may go wrong.
    expect(errors.filter((error) => !/status of 503/.test(error))).toEqual([]);
  });
});
