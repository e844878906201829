import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';

/*
 * The main job end to end on the demo data (issue 3): a new driver in Casablanca requests a
 * quote, two Casablanca agencies price it, Rabat never sees it, the driver compares and
 * selects, and the chosen agency then sees the driver's phone.
 */

let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
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
  });
  contexts.push(context);
  return context.newPage();
}

async function staffLogin(page: Page, email: string) {
  await page.goto('/adminLogin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Moqarana2026!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
}

async function priceQuote(page: Page, reference: string, prices: [string, string, string]) {
  await page.getByRole('link', { name: 'Devis En Attente', exact: true }).click();
  await page.getByRole('link', { name: `Ouvrir ${reference}` }).click();
  await page.getByRole('tab', { name: 'Information Véhicule' }).waitFor();
  await page.getByRole('link', { name: 'Suivant' }).click();
  await page.getByLabel('Prix Pack Basique (DH TTC / an)').fill(prices[0]);
  await page.getByLabel('Prix Pack Intermédiaire (DH TTC / an)').fill(prices[1]);
  await page.getByLabel('Prix Pack Premium (DH TTC / an)').fill(prices[2]);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText(`Prix envoyés pour le devis ${reference}`).waitFor();
}

describe('quote journey in the browser (issue 3)', () => {
  it('request → two agencies price → compare → select → the chosen agency sees the phone', async () => {
    const driver = await newPage();
    const email = `journey-${Date.now()}@example.ma`;
    await driver.goto('/login-page?panel=signup');
    const signup = driver.locator('section[aria-labelledby="signup-title"]');
    await signup.getByLabel('Nom complet').fill('Salma Bennani');
    await signup.getByLabel('E-mail').fill(email);
    await signup.getByLabel('Mot de passe', { exact: true }).fill('Bonjour-2026');
    await signup.getByLabel('Confirmer le mot de passe').fill('Bonjour-2026');
    await signup.getByRole('button', { name: 'Créer mon compte' }).click();
    await driver.waitForURL('**/Vehicule');

    // Step 1: an empty submit shows the required messages; a market value above the new value its own.
    await driver.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => driver.getByText('*Ce champ est obligatoire').count()).toBe(8);
    await screenshot(driver, 'journey-01-vehicle-required');
    await driver.getByLabel('Marque').selectOption({ label: 'Dacia' });
    await driver.getByLabel('Carburant').selectOption({ label: 'Diesel' });
    await driver.getByLabel('Puissance fiscale').selectOption({ label: '6 CV' });
    await driver.getByLabel('Date de mise en circulation').fill('2021-03-15');
    await driver.getByLabel('Valeur à neuf (DH)').fill('150000');
    await driver.getByLabel('Valeur vénale (DH)').fill('180000');
    await driver.getByLabel('Nombre de places').selectOption({ label: '5 places' });
    await driver.getByLabel('Immatriculation').fill('12345-A-6');
    await driver.getByLabel('J’accepte les conditions générales d’utilisation').check();
    await driver.getByRole('button', { name: 'Suivant' }).click();
    await driver
      .getByText('La valeur vénale doit être inférieure ou égale à la valeur à neuf')
      .waitFor();
    await screenshot(driver, 'journey-02-vehicle-market-value');
    await driver.getByLabel('Valeur vénale (DH)').fill('110000');
    await driver.getByRole('button', { name: 'Suivant' }).click();
    await driver.waitForURL('**/user');

    // A reload keeps what was typed (server-side draft); back shows step 1 as filled in.
    await driver.getByLabel('Nom', { exact: true }).fill('Bennani');
    await driver.waitForTimeout(1200);
    await driver.reload();
    expect(await driver.getByLabel('Nom', { exact: true }).inputValue()).toBe('Bennani');
    await driver.goBack();
    await driver.waitForURL('**/Vehicule');
    expect(await driver.getByLabel('Immatriculation').inputValue()).toBe('12345-A-6');
    await driver.goForward();
    await driver.waitForURL('**/user');

    // Step 2.
    await driver.getByLabel('Prénom').fill('Salma');
    await driver.getByLabel('Ville').selectOption({ label: 'Casablanca' });
    await driver.getByLabel('CIN').fill('AB123456');
    await driver.getByLabel('E-mail').fill(email);
    await driver.getByLabel('Téléphone').fill('06 12 34 56 78');
    await driver.getByLabel('Date de naissance').fill('1990-04-12');
    await driver.getByLabel('Profession').selectOption({ label: 'Enseignant' });
    await driver.getByLabel('Permis obtenu le').fill('2010-06-01');
    await driver.getByLabel('Permis expire le').fill('2030-06-01');
    await driver.getByLabel('Convention').selectOption({ label: 'Aucune' });
    await driver
      .getByLabel('Date de début d’assurance')
      .fill(addToDate(todayInMorocco(), { days: 7 }));
    await driver.getByLabel('J’accepte les conditions générales d’utilisation').check();
    await screenshot(driver, 'journey-03-driver');
    await driver.getByRole('button', { name: 'Suivant' }).click();
    await driver.waitForURL('**/choix-garantie');

    // Step 3, then one submission.
    const guaranteeSelects: [string, string][] = [
      ['Protection du conducteur et des passagers (PFCP)', '10000DH'],
      ['Vol du véhicule', 'F1: 10000/10000/2000'],
      ['Dommages collision', '5% Min. 1000DH'],
      ['Défense et recours', '7500DH'],
      ['Tierce (dommages tous accidents)', '5% Min. 2500DH'],
      ['Bris de glace', '10000 Min. 300DH'],
      ['Assistance', 'Assistance panne et accident'],
    ];
    for (const [label, value] of guaranteeSelects)
      await driver.getByLabel(label).selectOption({ label: value });
    await driver.getByLabel(/y compris la mention relative aux données personnelles/).check();
    await screenshot(driver, 'journey-04-guarantees');
    await driver.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
    await driver.waitForURL('**/pageAttente');
    const referenceText = await driver
      .getByText(/Référence de votre demande : MQ-\d{4}-\d{6}/)
      .textContent();
    const reference = /MQ-\d{4}-\d{6}/.exec(referenceText ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    await screenshot(driver, 'journey-05-waiting');

    // Two Casablanca agencies price it; the second lower.
    const agent = await newPage();
    await staffLogin(agent, 'agent.casablanca@moqarana.ma');
    await agent.getByRole('link', { name: 'Devis En Attente', exact: true }).click();
    const row = agent.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.textContent()).toContain('AB****56');
    expect(await row.textContent()).toContain('S. B.');
    await screenshot(agent, 'journey-06-agent-pending');
    await agent.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await priceQuote(agent, reference, ['3200', '4500', '6900']);
    await screenshot(agent, 'journey-07-agent-priced');

    const agent2 = await newPage();
    await staffLogin(agent2, 'agent2.casablanca@moqarana.ma');
    await priceQuote(agent2, reference, ['2950', '4100', '7200']);

    const rabat = await newPage();
    await staffLogin(rabat, 'agent.rabat@moqarana.ma');
    await rabat.getByRole('link', { name: 'Devis En Attente', exact: true }).click();
    await rabat.getByRole('heading', { name: 'Devis En Attente' }).waitFor();
    await rabat.waitForLoadState('networkidle');
    expect(await rabat.getByText(reference).count()).toBe(0);

    // The driver signs in again, lands on the comparison, and picks the cheaper offer.
    await driver.goto('/accueil');
    await driver.getByRole('button', { name: 'Déconnexion' }).click();
    await driver.getByRole('link', { name: 'Se Connecter' }).click();
    await driver.getByLabel('E-mail').first().fill(email);
    await driver.getByLabel('Mot de passe', { exact: true }).first().fill('Bonjour-2026');
    await driver.getByRole('button', { name: 'Se connecter' }).click();
    await driver.waitForURL('**/compagnie-page');
    const cards = driver.getByRole('list', { name: 'Choix de Compagnie' }).locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).textContent()).toContain('AXA Assurance Maroc');
    expect(await cards.nth(0).textContent()).toMatch(/2\s950,00 DH/);
    expect(await cards.nth(1).textContent()).toMatch(/3\s200,00 DH/);
    await driver.getByText(/classées par prix croissant/).waitFor();
    await screenshot(driver, 'journey-08-comparison');
    await cards
      .nth(0)
      .getByRole('link', { name: /Détail/ })
      .click();
    await driver.waitForURL('**/offre-page?**');
    await driver.getByText(/Agrément ACAPS n°/).waitFor();
    await screenshot(driver, 'journey-09-offer');
    await driver.getByRole('button', { name: 'Sélectionner — Pack Intermédiaire' }).click();
    await driver.waitForURL('**/confirmation?**');
    await driver.getByText(`Référence de votre dossier : ${reference}`).waitFor();
    await driver
      .getByText('Du lundi au vendredi de 8h30 à 19h00, le samedi de 9h00 à 16h00')
      .waitFor();
    await screenshot(driver, 'journey-10-confirmation');

    // Mes devis lists it as chosen; a chosen quote offers no cancellation.
    await driver.getByRole('link', { name: 'Voir mes devis' }).click();
    const mine = driver.getByRole('listitem').filter({ hasText: reference });
    await mine.getByText('Offre choisie').waitFor();
    expect(await mine.getByRole('button', { name: 'Annuler ce devis' }).count()).toBe(0);
    await screenshot(driver, 'journey-11-my-quotes');

    // The selected agency now sees the driver's phone; the other does not.
    await agent2.getByRole('link', { name: 'Devis Traités', exact: true }).click();
    await agent2.getByRole('link', { name: reference }).click();
    await agent2.getByTestId('driver-contact').getByText('+212612345678').waitFor();
    await screenshot(agent2, 'journey-12-selected-agency-contact');
    await agent.getByRole('link', { name: 'Devis Traités', exact: true }).click();
    await agent.getByRole('link', { name: reference }).click();
    await agent
      .getByText('Les coordonnées du client s’affichent quand il choisit votre offre.')
      .waitFor();
    expect(await agent.getByText('+212612345678').count()).toBe(0);
  });
});
