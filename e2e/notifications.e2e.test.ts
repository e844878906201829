import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { fr } from '../web/i18n/fr.ts';
import { frAccess } from '../web/i18n/fr/access.ts';
import { frBackOffice } from '../web/i18n/fr/back-office.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';

/*
 * Notifications in demo mode (docs/product/design.md §6), in Chromium: with no SMTP_URL the `log`
 * provider keeps what would have been sent, and the platform admin reads it on Messages; a
 * driver withdraws the WhatsApp consent from the profile.
 */

const B = frBackOffice.backOffice;
let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer({ NOTIFY_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'fr-MA',
    viewport: { width: 1280, height: 900 },
    // A toast still fading in reads as low contrast to axe; with reduced motion it has no fade
    // (as e2e/support/roles.ts opens every role's pages).
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  // A step that cannot happen fails with its locator, not at the test's time-out.
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

describe('notifications in demo mode', () => {
  it('shows the platform admin the e-mail that would have been sent', async () => {
    // "Mot de passe oublié ?" for a demo agent: the link goes to the log provider.
    const visitor = await newPage();
    await visitor.goto('/mot-de-passe-oublie');
    await visitor.getByLabel(frAccess.access.forgot.email).fill('agent.rabat@moqarana.ma');
    await visitor.getByRole('button', { name: frAccess.access.forgot.submit }).click();
    await visitor.getByText(frAccess.access.forgot.sent).waitFor();

    const admin = await newPage();
    await admin.goto('/adminLogin');
    await admin.getByLabel(fr.auth.email).fill('admin@moqarana.ma');
    await admin.getByLabel(fr.auth.password, { exact: true }).fill('Moqarana2026!');
    await admin.getByRole('button', { name: fr.auth.adminButton }).click();
    await admin.waitForURL('**/dashboard');
    await admin.goto('/messages');
    await admin.getByText(B.messages.demo).waitFor();
    const row = admin
      .getByTestId('message-row')
      .filter({ hasText: B.messages.events.password_reset })
      .first();
    await row.getByText(B.messages.statuses.sent).waitFor();
    expect(await row.textContent()).toContain('a***@moqarana.ma');
    await row.getByRole('button', { name: B.messages.view }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('copy-subject').textContent()).toBe(
      'Réinitialisez votre mot de passe Moqarana',
    );
    expect(await dialog.getByTestId('copy-text').textContent()).toContain(
      '/nouveau-mot-de-passe#token=',
    );
    // The HTML part renders inside its sandboxed frame.
    const frame = admin.frameLocator(`iframe[title="${B.messages.htmlPart}"]`);
    await frame.locator('h1', { hasText: 'Nouveau mot de passe' }).waitFor({ timeout: 10_000 });
    await screenshot(admin, 'messages-copy');
    await admin.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // axe waits forever on the sandboxed frame (it cannot run a script there): the page is
    // checked once the dialog is closed.
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('lets a driver withdraw the WhatsApp consent from the profile', async () => {
    const { client, email, password } = await signUpDriver(server.baseUrl);
    await submitQuote(client, reference, 'Casablanca', { driver: { whatsappOptIn: true } });
    const driver = await newPage();
    await driver.goto('/login-page');
    await driver.getByLabel(fr.auth.email).first().fill(email);
    await driver.getByLabel(fr.auth.password, { exact: true }).first().fill(password);
    await driver.getByRole('button', { name: fr.auth.loginButton, exact: true }).click();
    await driver.waitForURL((url) => !url.pathname.includes('login-page'));
    await driver.goto('/user-profile');
    await driver.getByRole('tab', { name: B.notificationSettings.title }).click();
    const consent = driver.getByTestId('whatsapp-consent');
    expect(await consent.textContent()).toContain('WhatsApp');
    // The number was never confirmed: the tab says the messages go by e-mail only.
    expect(await driver.getByTestId('whatsapp-unconfirmed').textContent()).toBe(
      B.notificationSettings.phoneNotConfirmed,
    );
    await driver.getByRole('button', { name: B.notificationSettings.withdraw }).click();
    await expect.poll(() => consent.textContent()).toBe(B.notificationSettings.whatsappOff);
    expect((await client.get('/api/me')).body.notifications.whatsappOptIn).toBe(false);
    expect(await seriousViolations(driver)).toEqual([]);
  });
});
