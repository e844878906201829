import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directionOf, type Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference.ts';
import { priceQuote, submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { publicPages, slugOf } from './support/public-pages.ts';
import {
  collectPageErrors,
  contextFor,
  desktop,
  phone,
  staffClient,
  type Role,
  type Viewport,
} from './support/roles.ts';

/*
 * Every page of the router, for every role that may open it, in French and Arabic, on a phone
 * (375 px) and a desktop (1280 px): the page renders its heading in the right language and
 * direction, throws nothing, fits the screen's width, has one main landmark, and axe finds no
 * serious violation. The pages that need a record open real ones made through the API.
 */

let server: AppServer;
let browser: Browser;
const pagesOf = {} as Record<Role, string[]>;
const clients = {} as Record<Exclude<Role, 'visitor'>, TestClient>;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  const reference: ReferenceData = (await new TestClient(server.baseUrl).get('/api/reference'))
    .body;
  const { client: driver } = await signUpDriver(server.baseUrl);
  const [agent, manager, admin, rival] = await Promise.all([
    staffClient(server.baseUrl, 'agent'),
    staffClient(server.baseUrl, 'manager'),
    staffClient(server.baseUrl, 'admin'),
    new TestClient(server.baseUrl),
  ]);
  const rivalLogin = await rival.post('/api/auth/login', {
    email: 'agent2.casablanca@moqarana.ma',
    password: 'Moqarana2026!',
    portal: 'backoffice',
  });
  expect(rivalLogin.status).toBe(200);
  Object.assign(clients, { driver, agent, manager, admin });

  // A quote both Casablanca agencies priced and the driver chose at Wafa, and one still open.
  const chosen = await submitQuote(driver, reference);
  await priceQuote(agent, chosen.id);
  await priceQuote(rival, chosen.id, { basic: 2900, intermediate: 4100, premium: 6100 });
  const wafaOffer = (await driver.get(`/api/quotes/${chosen.id}`)).body.offers.find(
    (offer: { agency: { name: string } }) => offer.agency.name === 'Agence Wafa Anfa',
  );
  const selection = await driver.post(`/api/quotes/${chosen.id}/selection`, {
    offerId: wafaOffer.id,
    pack: 'basic',
  });
  expect(selection.status).toBe(201);
  const open = await submitQuote(driver, reference);
  await priceQuote(rival, open.id);
  const detail = (await agent.get(`/api/agency/quotes/${open.id}`)).body;
  const offerId = (await driver.get(`/api/quotes/${open.id}`)).body.offers[0].id;

  const staffPages = ['/dashboard', '/votre-travail', '/user-profile'];
  const agencyPages = [
    '/devis-attente',
    '/devis-traite',
    '/contrats-confirmes',
    '/tableDevis-Global',
    `/user-info/${chosen.id}`,
    `/user-info/${open.id}`,
    `/prix-info/${open.id}/${detail.guaranteeChoiceId}`,
  ];
  pagesOf.visitor = [
    ...publicPages(),
    '/login-page',
    '/adminLogin',
    '/registration',
    '/mot-de-passe-oublie',
    '/nouveau-mot-de-passe',
  ];
  pagesOf.driver = [
    '/Vehicule',
    '/user',
    '/choix-garantie',
    '/pageAttente',
    '/mes-devis',
    `/compagnie-page?devis=${open.id}`,
    `/offre-page?devis=${open.id}&offre=${offerId}`,
    `/confirmation?devis=${chosen.id}`,
    `/survey-form?devis=${chosen.id}`,
    '/user-profile',
  ];
  pagesOf.agent = [...staffPages, ...agencyPages];
  pagesOf.manager = [...staffPages, ...agencyPages, '/gestion-comptes'];
  pagesOf.admin = [...staffPages, '/agences', '/messages'];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What is wrong with the page on screen, as a list of readable findings (empty when fine). */
async function findings(page: Page, language: Language, viewport: Viewport): Promise<string[]> {
  const found: string[] = [];
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) !== language) found.push('html lang');
  if ((await html.getAttribute('dir')) !== directionOf(language)) found.push('html dir');
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    mains: document.querySelectorAll('main, [role="main"]').length,
  }));
  if (layout.scrollWidth > viewport.width) found.push(`${layout.scrollWidth} px wide`);
  if (layout.mains !== 1) found.push(`${layout.mains} main landmarks`);
  for (const violation of await seriousViolations(page)) {
    found.push(`axe ${violation.id}: ${violation.nodes.slice(0, 3).join(', ')}`);
  }
  return found;
}

const roles: Role[] = ['visitor', 'driver', 'agent', 'manager', 'admin'];
const combos: [Language, Viewport][] = [
  ['fr', desktop],
  ['fr', phone],
  ['ar', desktop],
  ['ar', phone],
];

describe.each(combos)('every page in %s at %o', (language, viewport) => {
  it.each(roles)('opens every page a %s may open', async (role) => {
    // A signed-in person's pages follow their account's language, as the selector saves it.
    if (role !== 'visitor') {
      expect((await clients[role].put('/api/me/language', { language })).status).toBeLessThan(300);
    }
    const context = await contextFor(
      browser,
      server.baseUrl,
      language,
      viewport,
      role === 'visitor' ? undefined : clients[role],
    );
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const problems: Record<string, string[]> = {};
    try {
      for (const path of pagesOf[role]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(path.includes('n-existe-pas') ? 500 : 400);
        // The page is ready when its main heading shows (the router may redirect first).
        await page.locator('h1').first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path.split('?')[0]);
        const found = await findings(page, language, viewport);
        if (errors.length > 0) found.push(...errors.splice(0));
        if (found.length > 0) {
          problems[path] = found;
          await screenshot(
            page,
            `every-page-${role}-${language}-${viewport.width}-${slugOf(path.split('?')[0] ?? '')}`,
          );
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual({});
  });
});
