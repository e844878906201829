import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpDriver } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { catalogues } from './support/catalogues.ts';
import { cutDownloads } from './support/network-cut.ts';
import { collectPageErrors, contextFor, desktop, outsideOutage, phone } from './support/roles.ts';

/*
 * Code a page loads after it has shown (web/lib/load-ahead.ts), cut by the network: the page
 * stays as it is, says so where the person acts on it, and the code comes once the browser is
 * back online.
 * - the toasts of a signed-in area (sonner): the page is not replaced by the area's error
 *   panel, and the toasts' region is in place once the network is back;
 * - the contact form's validation messages, cut from the first keystroke: "Envoyer" says the
 *   server cannot be reached and keeps the text, and sends once the network is back.
 */

let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe("a network cut while a signed-in area loads its toasts' code", () => {
  it('leaves the page as it is, and puts the toasts in place once back online', async () => {
    const L = catalogues.fr;
    const { client } = await signUpDriver(server.baseUrl);
    const context = await contextFor(browser, server.baseUrl, 'fr', phone, client);
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The vehicle step has no toast of its own to show: only the area asks for their code.
    const toastsScript = /\/assets\/toasts-/;
    const { cut, loaded, reconnect } = await cutDownloads(context, page, toastsScript);
    await page.goto('/Vehicule');
    const plate = page.getByLabel(L.flow.fields.plate);
    await plate.waitFor();
    await cut;

    // The network is back (the browser says so): the toasts' code comes, the page stayed.
    await reconnect();
    await expect.poll(() => loaded.size, patiently).toBe(1);
    // sonner's region for the toasts (its default name), where the next one shows.
    await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('area-error').count()).toBe(0);
    await plate.fill('54321-B-7');
    expect(await plate.inputValue()).toBe('54321-B-7');
    expect(outsideOutage(errors), errors.join('\n')).toEqual([]);
  });
});

describe('a network cut while the contact form loads its validation code', () => {
  it('says the server cannot be reached, keeps the text, and sends once online', async () => {
    const context = await contextFor(browser, server.baseUrl, 'fr', desktop);
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = page.locator('section[aria-labelledby="contact-form"]');
    // The visitor moves the mouse: the app starts, and the button waits for it (decision 0028).
    await page.mouse.move(10, 10);
    await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });

    // The app's French texts have come: the only French script still to come is the messages
    // the validation shows, which the first keystroke asks for. Its download is cut.
    const { cut, reconnect } = await cutDownloads(context, page, /\/assets\/fr-/);
    const message = 'La formule Premium couvre-t-elle le bris de glace ?';
    await form.getByLabel('Nom *', { exact: true }).fill('Alaoui');
    await cut;
    await form.getByLabel('Prénom *').fill('Karim');
    await form.getByLabel('Téléphone *').fill('06 12 34 56 78');
    await form.getByLabel('E-mail *').fill('karim@example.ma');
    await form.getByLabel('Sujet *').fill('Question');
    await form.getByLabel('Message *').fill(message);
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByRole('alert').getByText('Impossible de joindre le serveur').waitFor();
    expect(await form.getByLabel('Message *').inputValue()).toBe(message);
    await screenshot(page, 'network-cuts-contact-offline');

    await reconnect();
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('Message envoyé').waitFor();
    expect(outsideOutage(errors), errors.join('\n')).toEqual([]);
  });
});
