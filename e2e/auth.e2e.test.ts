import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { readConfirmationLink } from '../server/test/harness.ts';
import { visit } from './support/controls.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext({ baseURL: server.baseUrl, locale: 'fr-MA' });
  page = await context.newPage();
});
afterEach(() => context.close());

describe('driver account in the browser', () => {
  it('a visitor signs up, lands signed in, stays signed in after a reload, and logs out', async () => {
    await page.goto('/login-page');
    await page.getByRole('button', { name: 'Inscription', exact: true }).click();
    const signup = page.locator('section[aria-labelledby="signup-title"]');

    await signup.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => signup.getByText('*Ce champ est obligatoire').count()).toBe(4);
    await screenshot(page, 'auth-01-signup-required');

    const email = `e2e-${Date.now()}@example.ma`;
    await signup.getByLabel('Nom complet').fill('Salma Bennani');
    await signup.getByLabel('E-mail').fill(email);
    await signup.getByLabel('Mot de passe', { exact: true }).fill('Bonjour-2026');
    await signup.getByLabel('Confirmer le mot de passe').fill('Bonjour-2027');
    await signup.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect
      .poll(() => signup.getByText('Les mots de passe ne correspondent pas').isVisible())
      .toBe(true);
    await signup.getByLabel('Confirmer le mot de passe').fill('Bonjour-2026');
    await signup.getByRole('button', { name: 'Créer mon compte' }).click();

    // The account opens from the link mailed to the address (decision 0023).
    await signup.getByText('Vérifiez votre boîte e-mail').waitFor();
    await screenshot(page, 'auth-01b-check-inbox');
    // Signing in before confirming answers as a wrong password does (decision 0025), with
    // the hint that an unconfirmed address may be why, and a new link.
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    const login = page.locator('section[aria-labelledby="login-title"]');
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Mot de passe', { exact: true }).fill('Bonjour-2026');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await login
      .getByRole('alert')
      .getByText('Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.')
      .waitFor();
    await login.getByText('Adresse pas encore confirmée ?').waitFor();
    await login.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await login.getByText('un nouveau lien vient de partir').waitFor();

    await page.goto(await readConfirmationLink(server.baseUrl, email));
    // After confirming, the driver starts a quote (docs/product/specification.md §4.1), and
    // the token has left the address bar.
    await page.waitForURL('**/Vehicule');
    expect(new URL(page.url()).hash).toBe('');
    // An altered link says why once, and offers a new one.
    const altered = await context.newPage();
    await altered.goto('/confirmer-email#token=abc');
    const stale = altered.getByText('Ce lien de confirmation n’est plus valide');
    await stale.waitFor();
    expect(await stale.count()).toBe(1);
    await altered.getByRole('button', { name: 'Renvoyer le lien' }).waitFor();
    await altered.close();
    // The navigation bar shows the session once the app runs, on the visitor's first move.
    await visit(page, '/accueil');
    const account = page.getByRole('button', { name: 'Mon compte' });
    await account.waitFor();
    await screenshot(page, 'auth-02-signed-in');

    await page.reload();
    await page.mouse.move(30, 30);
    await page.mouse.move(40, 40);
    await account.waitFor();
    expect(await page.getByRole('link', { name: 'Se Connecter' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByRole('link', { name: 'Se Connecter' }).waitFor();
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.goto('/user-profile');
    await page.waitForURL('**/login-page?next=%2Fuser-profile');
    await screenshot(page, 'auth-03-logged-out');
  });

  it('a staff member signs in at /adminLogin; a wrong password shows the error', async () => {
    await page.goto('/adminLogin');
    await page.getByLabel('E-mail').fill('agent.casablanca@moqarana.ma');
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page
      .getByRole('alert')
      .getByText('Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.')
      .waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('agent.casablanca@moqarana.ma');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Moqarana2026!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');
    await screenshot(page, 'auth-04-admin-signed-in');
  });

  it('the home, sign-in and not-found pages have no serious or critical accessibility violation', async () => {
    for (const path of ['/accueil', '/login-page', '/adminLogin', '/page-qui-n-existe-pas']) {
      await page.goto(path);
      await page.locator('main').waitFor();
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await screenshot(page, 'auth-05-not-found');
  });
});
