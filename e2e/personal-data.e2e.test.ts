import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '../domain/accounts/personal-data.ts';
import type { Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { priceQuote, signInStaff, submitQuote } from '../server/test/factories.ts';
import { signUpDriver, type TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import { money, referenceData, visible } from './support/comparison-data.ts';
import { desktop, phone, signedInPage, type Viewport } from './support/roles.ts';

/*
 * "Mes données" (law 09-08, articles 7 to 9): a driver downloads everything held about them
 * as JSON and reads it on the page, withdraws the WhatsApp consent, then deletes the account,
 * which a wrong password or a lost network leaves as it was; afterwards the address and
 * password no longer sign in. In French on a desktop, and the tab on a phone in Arabic and
 * French.
 */

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
let wafa: TestClient;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  reference = await referenceData(server.baseUrl);
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A new driver who asked for WhatsApp messages in their quote, which Wafa priced. */
async function driverWithPricedQuote() {
  const driver = await signUpDriver(server.baseUrl);
  const quote = await submitQuote(driver.client, reference, 'Casablanca', {
    driver: { whatsappOptIn: true },
  });
  await priceQuote(wafa, quote.id, { basic: 3200, intermediate: 4500, premium: 6900 });
  return { ...driver, quote };
}

/** A page of `client`'s in `language` at `viewport` (`signedInPage`). */
const pageFor = (language: Language, viewport: Viewport, client: TestClient) =>
  signedInPage({ browser, baseUrl: server.baseUrl, contexts }, client, language, viewport);

/** Opens /user-profile on its "Mes données" tab. */
async function openPersonalData(page: Page, L: Catalogue) {
  await page.goto('/user-profile');
  await page.getByRole('tab', { name: L.personalData.tab }).click();
  await page.getByRole('heading', { level: 2, name: L.personalData.export.title }).waitFor();
}

describe('Mes données', () => {
  it('in French, downloads and shows the data, withdraws WhatsApp, and erases the account', async () => {
    const L = catalogues.fr;
    const { client, email, password, quote } = await driverWithPricedQuote();
    const { context, page, errors } = await pageFor('fr', desktop, client);
    await openPersonalData(page, L);

    // Without a network, the download says why at once.
    await context.setOffline(true);
    await page.getByRole('button', { name: L.personalData.export.download }).click();
    await page.getByRole('alert').getByText(L.common.networkError).waitFor();
    await context.setOffline(false);
    errors.length = 0;

    // The download: a JSON file named by the day, holding the quote and the address.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: L.personalData.export.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^moqarana-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await readFile(await download.path(), 'utf8');
    const exported = JSON.parse(file) as PersonalDataExport;
    expect(exported.formatVersion).toBe(1);
    expect(exported.sections.find((s) => s.section === 'account')?.rows[0]?.email).toBe(email);
    expect(
      exported.sections.find((s) => s.section === 'quotes')?.rows.map((row) => row.reference),
    ).toEqual([quote.reference]);
    await page.getByRole('status').getByText(L.personalData.export.downloaded).waitFor();
    // Nothing personal was left in the browser's storage.
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    );
    expect(stored).not.toContain(email);
    expect(stored).not.toContain(quote.reference);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The same export, readable: a heading per section, the quote, the offer's price in DH.
    await page.getByRole('button', { name: L.personalData.export.show }).click();
    const quotes = page.getByRole('region', { name: L.personalData.sections.quotes, exact: true });
    await quotes.getByText(quote.reference, { exact: true }).waitFor();
    const offers = page.getByRole('region', { name: L.personalData.sections.offers, exact: true });
    await expect
      .poll(async () => visible(await offers.textContent()), patiently)
      .toContain(money(3200, 'fr'));
    const account = page.getByRole('region', {
      name: L.personalData.sections.account,
      exact: true,
    });
    await account.getByText(email, { exact: true }).waitFor();
    expect(await account.getByText(L.personalData.fields.email, { exact: true }).count()).toBe(1);
    const contracts = page.getByRole('region', {
      name: L.personalData.sections.contracts,
      exact: true,
    });
    await contracts.getByText(L.personalData.export.empty).waitFor();
    await screenshot(page, 'personal-data-fr-1280-view');
    expect(await seriousViolations(page)).toEqual([]);

    // Withdrawing WhatsApp: confirmed in a dialog, then said in the live region.
    const kinds = L.personalData.consents.kinds;
    const withdraw = page.getByRole('button', {
      name: fill(L.personalData.consents.withdrawLabel, { consent: kinds.whatsapp }),
    });
    await withdraw.click();
    const question = page.getByRole('dialog', { name: L.personalData.consents.confirmTitle });
    await question.getByRole('button', { name: L.personalData.consents.confirm }).click();
    await page
      .getByRole('status')
      .getByText(fill(L.personalData.consents.done, { consent: kinds.whatsapp }))
      .waitFor();
    expect(await question.count()).toBe(0);
    expect(await withdraw.count()).toBe(0);
    const consents: { kind: string; active: boolean }[] = (await client.get('/api/me/consents'))
      .body;
    expect(consents.find((consent) => consent.kind === 'whatsapp')?.active).toBe(false);
    // The quote's terms are listed, with their quote, and cannot be withdrawn here.
    const terms = page.getByRole('listitem').filter({ hasText: kinds.quoteTerms });
    await terms
      .getByText(fill(L.personalData.consents.quote, { reference: quote.reference }))
      .waitFor();
    expect(await terms.getByRole('button').count()).toBe(0);

    // Erasing: a wrong password is said under the field, and the driver stays signed in.
    const passwordField = page.getByLabel(L.personalData.erase.password, { exact: true });
    const erase = page.getByRole('button', { name: L.personalData.erase.submit, exact: true });
    const confirmErasure = page
      .getByRole('dialog', { name: L.personalData.erase.confirmTitle })
      .getByRole('button', { name: L.personalData.erase.confirm });
    await passwordField.fill('Pas-le-bon-2026');
    await erase.click();
    await confirmErasure.click();
    await page.getByText(L.validation.wrongCurrentPassword, { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/user-profile');
    expect((await client.get('/api/me')).status).toBe(200);

    // Without a network: the usual sentence, and nothing changes.
    await context.setOffline(true);
    await passwordField.fill(password);
    await erase.click();
    await confirmErasure.click();
    await page.getByRole('alert').getByText(L.common.networkError).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user-profile');
    await context.setOffline(false);
    expect((await client.get('/api/me')).status).toBe(200);
    // The browser reported the request it could not send; nothing else may go wrong from here.
    errors.length = 0;

    // The right password: the account is gone, the driver is on the home page, told so.
    await erase.click();
    await confirmErasure.click();
    await page.waitForURL('**/accueil');
    await page.getByRole('status').getByText(L.personalData.erase.done).waitFor();
    await page.getByRole('link', { name: L.nav.login }).first().waitFor();
    await screenshot(page, 'personal-data-fr-1280-erased');
    expect((await client.get('/api/me')).status).toBe(401);

    // The same address and password no longer sign in.
    await page.goto('/login-page');
    const login = page.locator('section[aria-labelledby="login-title"]');
    await login.getByLabel(L.auth.email).fill(email);
    await login.getByLabel(L.auth.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: L.auth.loginButton, exact: true }).click();
    await expect
      .poll(async () => visible(await login.getByRole('alert').first().textContent()), patiently)
      .toBe(visible(L.errors.invalidCredentials));
    expect(new URL(page.url()).pathname).toBe('/login-page');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it.each(['ar', 'fr'] as const)(
    "in %s on a phone, lays the tab out within the screen, in the language's direction",
    async (language) => {
      const L = catalogues[language];
      const { client, quote } = await driverWithPricedQuote();
      const { page, errors } = await pageFor(language, phone, client);
      await openPersonalData(page, L);
      const rtl = language === 'ar';
      expect(await page.locator('html').getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
      await page.getByRole('heading', { level: 2, name: L.personalData.consents.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: L.personalData.erase.title }).waitFor();
      await page
        .getByRole('button', {
          name: fill(L.personalData.consents.withdrawLabel, {
            consent: L.personalData.consents.kinds.whatsapp,
          }),
        })
        .waitFor();
      await page.getByRole('button', { name: L.personalData.export.show }).click();
      const quotes = page.getByRole('region', {
        name: L.personalData.sections.quotes,
        exact: true,
      });
      await quotes.getByText(quote.reference, { exact: true }).waitFor();
      await quotes.getByText(L.personalData.fields.reference, { exact: true }).waitFor();
      // A field's label starts at the row's starting edge: the right one in Arabic.
      const label = quotes.getByText(L.personalData.fields.reference, { exact: true });
      const row = quotes.locator('dl > div').first();
      const [labelBox, rowBox] = [await label.boundingBox(), await row.boundingBox()];
      if (!labelBox || !rowBox) throw new Error('the row or its label is not laid out');
      const startGap = rtl
        ? rowBox.x + rowBox.width - (labelBox.x + labelBox.width)
        : labelBox.x - rowBox.x;
      expect(startGap).toBeLessThan(16);
      // Nothing wider than the phone's screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `personal-data-${language}-375-view`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors, errors.join('\n')).toEqual([]);
    },
  );
});
