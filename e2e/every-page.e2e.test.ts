import { addToDate, todayInMorocco } from '../domain/dates.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directionOf, type Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
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
 * Every page of the router (web/router.tsx), for every role that may open it, in French and
 * Arabic on a phone (375 px) and a desktop (1280 px), and in English on a phone (its texts are
 * the longest of the left-to-right languages; its layout is French's): the page renders its
 * heading in the right language and direction, throws nothing, fits the screen's width, has one
 * main landmark, shows phone numbers as people dial them and dates day first from the left,
 * keeps codes isolated in Arabic sentences, and axe finds no serious violation. The pages that
 * need a record open real ones made through the API, in the states that change what they show
 * (a contract being followed up, one confirmed).
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
  // The chosen agency's follow-up: a call noted on that quote; another quote confirmed, whose
  // sentence holds a policy number and a date.
  const called = await agent.post(`/api/agency/quotes/${chosen.id}/calls`, {
    outcome: 'callBack',
    note: 'Rappeler après 18 h',
    callBackAt: `${addToDate(todayInMorocco(), { days: 1 })}T18:30`,
  });
  expect(called.status).toBe(201);
  const confirmed = await submitQuote(driver, reference);
  await priceQuote(agent, confirmed.id);
  const confirmedOffer = (await driver.get(`/api/quotes/${confirmed.id}`)).body.offers[0];
  expect(
    (
      await driver.post(`/api/quotes/${confirmed.id}/selection`, {
        offerId: confirmedOffer.id,
        pack: 'premium',
      })
    ).status,
  ).toBe(201);
  const decided = await agent.post(`/api/agency/quotes/${confirmed.id}/contract`, {
    decision: 'confirmed',
    policyNumber: 'POL-2026-00417',
    startDate: '2026-12-01',
  });
  expect(decided.status).toBe(201);
  const open = await submitQuote(driver, reference);
  await priceQuote(rival, open.id);
  const detail = (await agent.get(`/api/agency/quotes/${open.id}`)).body;
  const offerId = (await driver.get(`/api/quotes/${open.id}`)).body.offers[0].id;

  const staffPages = ['/dashboard', '/votre-travail', '/notifications', '/user-profile'];
  const agencyPages = [
    '/devis-attente',
    '/devis-traite',
    '/contrats-confirmes',
    '/tableDevis-Global',
    `/user-info/${chosen.id}`,
    `/user-info/${confirmed.id}`,
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
    '/confirmer-email',
  ];
  pagesOf.driver = [
    '/Vehicule',
    '/user',
    '/choix-garantie',
    '/pageAttente',
    '/mes-devis',
    `/compagnie-page?devis=${open.id}`,
    `/offre-page?devis=${open.id}&offre=${offerId}`,
    // The spec's alias of /offre-page (docs/product/specification.md §2 routes).
    `/Offre?devis=${open.id}&offre=${offerId}`,
    `/confirmation?devis=${chosen.id}`,
    `/survey-form?devis=${chosen.id}`,
    '/user-profile',
  ];
  pagesOf.agent = [...staffPages, ...agencyPages];
  // "Votre travail" widened to the agency's or the platform's actions: longer, wider tables.
  pagesOf.manager = [
    ...staffPages,
    '/votre-travail?scope=agency',
    ...agencyPages,
    '/gestion-comptes',
    '/bareme',
    '/horaires',
  ];
  pagesOf.admin = [...staffPages, '/votre-travail?scope=all', '/agences', '/messages'];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The texts of the page in which a Latin code (letters and digits joined by hyphens:
 * `POL-2026-00417`, `MQ-2026-000001`, law `09-08`) or a phone number in groups
 * (`+212 5 22 00 00 00`) shares its text with Arabic letters without a Unicode isolate around
 * it. Such a code is read with the sentence's direction: its parts swap (`08-09`, `00 00 22 5`),
 * and it breaks at a hyphen with the pieces on either side of the line. A code in its own element
 * (`<bdi dir="ltr">`, as quote references are) or between U+2066 … U+2069 keeps its order.
 */
function unisolatedCodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const arabic = /[\u0600-\u06ff]/;
    const isolated = /\u2066[^\u2069]*\u2069/g;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript')) continue;
      const text = (node.textContent ?? '').replace(isolated, '');
      const codes = [
        ...(text.match(/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g) ?? []).filter((token) =>
          /\d/.test(token),
        ),
        ...(text.match(/\+?\d+(?: \d+){2,}/g) ?? []),
      ];
      if (codes.length > 0 && arabic.test(text)) found.push(text.trim());
    }
    return found;
  });
}

/**
 * The dates on screen (`22/11/2026`) whose day is not at the left of their year. Decision 0008
 * writes dates day first, read left to right, in all three languages; Intl's Arabic form holds
 * right-to-left marks that would show the year first.
 */
function reversedDates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript')) continue;
      for (const date of (node.textContent ?? '').matchAll(/\d{2}\W?\/\d{2}\W?\/\d{4}/g)) {
        const box = (from: number, length: number) => {
          const range = document.createRange();
          range.setStart(node, from);
          range.setEnd(node, from + length);
          return range.getBoundingClientRect();
        };
        const day = box(date.index, 2);
        const year = box(date.index + date[0].length - 4, 4);
        // A date broken across two lines is reported too: it would read in pieces.
        if (day.width > 0 && !(day.right <= year.left && Math.abs(day.top - year.top) < 2)) {
          found.push(date[0]);
        }
      }
    }
    return found;
  });
}

/** What is wrong with the page on screen, as a list of readable findings (empty when fine). */
async function findings(page: Page, language: Language, viewport: Viewport): Promise<string[]> {
  const found: string[] = [];
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) !== language) found.push('html lang');
  if ((await html.getAttribute('dir')) !== directionOf(language)) found.push('html dir');
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    mains: document.querySelectorAll('main, [role="main"]').length,
    text: document.body.innerText,
  }));
  if (layout.scrollWidth > viewport.width) found.push(`${layout.scrollWidth} px wide`);
  if (layout.mains !== 1) found.push(`${layout.mains} main landmarks`);
  // A phone number reads as people dial it (`06 12 34 56 78`), never in its stored E.164 form
  // (displayPhone, domain/phone.ts).
  for (const raw of layout.text.match(/\+212 ?\d{9}/g) ?? []) found.push(`raw phone ${raw}`);
  if (directionOf(language) === 'rtl') {
    for (const text of await unisolatedCodes(page)) found.push(`code not isolated: ${text}`);
  }
  for (const date of await reversedDates(page)) found.push(`date not read day first: ${date}`);
  for (const violation of await seriousViolations(page)) {
    found.push(`axe ${violation.id}: ${violation.nodes.slice(0, 3).join(', ')}`);
  }
  return found;
}

const roles: Role[] = ['visitor', 'driver', 'agent', 'manager', 'admin'];
const combos: [Language, Viewport][] = [
  ['fr', desktop],
  ['fr', phone],
  ['en', phone],
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
