import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDefaults } from '../domain/site.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import {
  launchBrowser,
  readsFromItsNumber,
  screenshot,
  seriousViolations,
} from './support/browser.ts';
import { publicPages, slugOf } from './support/public-pages.ts';
import { collectPageErrors, contextFor, desktop } from './support/roles.ts';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

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
  pageErrors = [];
  // Hydration mismatches and uncaught errors surface here: a public page must have none.
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404'))
      pageErrors.push(message.text());
  });
});
afterEach(() => context.close());

/** Elements whose box reaches past the viewport's right or left edge (horizontal overflow). */
const overflowing = (target: Page) =>
  target.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      if (element.closest('[aria-hidden="true"]')) return false; // the off-screen honeypot
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      elements: out.slice(0, 5).map((e) => `${e.tagName}.${String(e.className).slice(0, 60)}`),
    };
  });

describe('public pages (docs/product/design.md §10)', () => {
  it('answer with prerendered HTML: the content is there before any script runs', async () => {
    const noScript = await browser.newContext({
      baseURL: server.baseUrl,
      javaScriptEnabled: false,
      locale: 'fr-MA',
    });
    const bare = await noScript.newPage();
    await bare.goto('/accueil');
    expect(await bare.locator('h1').textContent()).toBe(
      'Votre compagnon pour des choix d’assurance éclairés',
    );
    expect(await bare.title()).toBe('Comparateur d’assurance auto au Maroc — Moqarana');
    expect(await bare.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /agences de votre ville/,
    );
    expect(await bare.locator('html').getAttribute('lang')).toBe('fr');
    await bare.goto('/assurance-auto/sinistre/vol');
    expect(await bare.locator('h1').textContent()).toBe(
      'Vol de voiture : que faire et comment être indemnisé',
    );
    await noScript.close();

    // The same URL in Arabic for a browser that prefers it: right to left, already rendered.
    const arabic = await browser.newContext({
      baseURL: server.baseUrl,
      javaScriptEnabled: false,
      locale: 'ar-MA',
    });
    const arabicPage = await arabic.newPage();
    await arabicPage.goto('/accueil');
    expect(await arabicPage.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await arabicPage.locator('h1').textContent()).toBe('رفيقك لاختيارات تأمين مدروسة');
    await arabic.close();
  });

  it('fit 375, 768 and 1280 px screens without horizontal overflow, with screenshots', async () => {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of publicPages()) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await screenshot(page, `public-${slugOf(path)}-${width}`);
        const overflow = await overflowing(page);
        const { scrollWidth, elements } = overflow;
        expect({ path, width, scrollWidth, elements }).toEqual({
          path,
          width,
          scrollWidth: overflow.width,
          elements: [],
        });
      }
    }
    expect(pageErrors).toEqual([]);
  });

  it('have no serious or critical accessibility violation (axe), on phones and desktops', async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of publicPages()) {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect({ path, width, violations: await seriousViolations(page) }).toEqual({
          path,
          width,
          violations: [],
        });
      }
    }
  });

  it('in Arabic: right to left, within a 375 px screen, and no serious axe violation (docs/product/design.md §8)', async () => {
    const arabic = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'ar-MA',
      viewport: { width: 375, height: 800 },
    });
    const page = await arabic.newPage();
    for (const path of publicPages()) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await screenshot(page, `public-ar-${slugOf(path)}-375`);
      // A Latin address in an Arabic line keeps its number at its start.
      if (path === '/contact')
        expect(await readsFromItsNumber(page, siteDefaults.supportAddress)).toBe(true);
      const { scrollWidth, width, elements } = await overflowing(page);
      expect({ path, scrollWidth, elements }).toEqual({ path, scrollWidth: width, elements: [] });
      expect({ path, violations: await seriousViolations(page) }).toEqual({
        path,
        violations: [],
      });
    }
    await arabic.close();
  });

  it('answer an unknown path with the 404 page and status 404', async () => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL('**/accueil');
  });

  it('publish a sitemap of the public pages and a robots.txt', async () => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const path of ['/accueil', '/services', '/contact', '/assurance-auto/formule/tiers'])
      expect(sitemap).toContain(`<loc>${server.baseUrl}${path}</loc>`);
    expect(sitemap).not.toContain('/Vehicule');
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });
});

describe('navigation bar, hero and back-to-top', () => {
  it('works from the keyboard alone, with a visible focus', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/accueil', { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');

    // Tab to the Assurance menu, open it with Enter, reach Auto, close with Escape.
    const insurance = page.getByRole('button', { name: 'Assurance' });
    for (let i = 0; i < 20; i++) {
      if (await insurance.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    expect(await insurance.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Auto');
    await page.keyboard.press('Escape');
    expect(await insurance.getAttribute('aria-expanded')).toBe('false');
    expect(await insurance.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'public-keyboard-focus');

    // The menu's other items are listed as coming soon, not as links.
    await insurance.click();
    expect(await page.getByRole('link', { name: /Moto/ }).count()).toBe(0);
    await page.getByText('Moto').waitFor();

    // Services is reached with Tab and followed with Enter; the active route is marked.
    await page.keyboard.press('Escape');
    const services = page.getByRole('link', { name: 'Services', exact: true }).first();
    await services.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services');
    await expect.poll(() => services.getAttribute('aria-current')).toBe('page');
  });

  it('opens the menu from its button on phones', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/accueil', { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await menu.getByRole('link', { name: 'Contact', exact: true }).count()).toBe(0);
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.click();
    await screenshot(page, 'public-phone-menu-open');
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/contact');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  // On a phone the open Assurance list pushes the menu's items below it down: closing it as a
  // press begins moved the item pressed from under the finger, and the tap landed elsewhere.
  it.each([
    ['before the app runs', true],
    ['once the app runs', false],
  ])('follows a menu item tapped below the open Assurance list, %s', async (_when, withoutApp) => {
    const touch = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'fr-MA',
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const phonePage = await touch.newPage();
      const errors: string[] = [];
      phonePage.on('pageerror', (error) => errors.push(error.message));
      // Without the app's entry script, only web/public/hydrate.js runs the menus.
      if (withoutApp) await phonePage.route('**/assets/index-*.js', (route) => route.abort());
      await phonePage.goto('/accueil', { waitUntil: 'networkidle' });
      if (!withoutApp) {
        await phonePage.mouse.move(10, 10);
        await phonePage.locator('html[data-app]').waitFor({ state: 'attached' });
      }
      const menu = phonePage.getByRole('navigation', { name: 'Navigation principale' });
      await phonePage.getByRole('button', { name: 'Ouvrir le menu' }).tap();
      const insurance = menu.getByRole('button', { name: 'Assurance' });
      await insurance.tap();
      await expect.poll(() => insurance.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('link', { name: 'Services', exact: true }).tap();
      await phonePage.waitForURL('**/services');
      expect(errors).toEqual([]);
    } finally {
      await touch.close();
    }
  });

  it('sticks on scroll, shows back-to-top past 20 px, and the hero slides and leads to sign-in', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/accueil', { waitUntil: 'networkidle' });
    const backToTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
    expect(await backToTop.count()).toBe(0);
    await page.mouse.wheel(0, 600);
    await backToTop.waitFor();
    expect(await page.locator('header').evaluate((e) => getComputedStyle(e).position)).toBe(
      'sticky',
    );
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const hero = page.locator('section[aria-roledescription]');
    await hero.getByRole('button', { name: 'Diapositive suivante' }).click();
    await hero.getByText('Un seul formulaire, les offres des agences de votre ville').waitFor();
    await hero.getByRole('button', { name: 'Diapositive précédente' }).click();
    await hero.getByRole('heading', { level: 1 }).waitFor();

    await hero.getByRole('link', { name: 'Commencer votre comparaison' }).click();
    await page.waitForURL('**/login-page?next=%2FVehicule');
  });

  it('keeps a language chosen as the app starts, when the app has hydrated the selector but not yet taken it over', async () => {
    const context = await contextFor(browser, server.baseUrl, 'en', desktop);
    const english = await context.newPage();
    const errors = collectPageErrors(english);
    try {
      await english.goto('/contact', { waitUntil: 'networkidle' });
      await english.mouse.move(10, 10);
      const languageForm = english.locator('form[data-language-form]').first();
      await english.locator('form[data-language-form][data-hydrated]').first().waitFor({
        state: 'attached',
      });
      // The moment between React's hydration of the selector and its effects marking the page
      // and the form as the app's: web/public/hydrate.js still handles the choice.
      await english.evaluate(() => {
        document.documentElement.removeAttribute('data-app');
        for (const form of document.querySelectorAll('form[data-language-form]'))
          form.removeAttribute('data-hydrated');
      });
      await languageForm.getByRole('combobox').selectOption('fr');
      await expect.poll(() => english.locator('html').getAttribute('lang')).toBe('fr');
      await english.getByRole('heading', { level: 1, name: 'Contactez-Nous' }).waitFor();
      await english.waitForLoadState('networkidle');
      expect(await english.locator('html').getAttribute('lang')).toBe('fr');
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'mq.lang')?.value).toBe('fr');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('steps back-to-top aside while a field of the contact form has the focus, on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.mouse.move(10, 10);
    await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
    const backToTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
    const message = page.getByLabel('Message *');
    await message.scrollIntoViewIfNeeded();
    await backToTop.waitFor();
    await message.focus();
    await expect.poll(() => backToTop.count()).toBe(0);
    await page.getByRole('button', { name: 'Envoyer' }).focus();
    await backToTop.waitFor();
  });

  it('keeps back-to-top aside when the focus on a field is what started the app', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const message = page.getByLabel('Message *');
    // The page is as prerendered: the focus (which scrolls the field into view) starts the app.
    expect(await page.locator('form[data-hydrated]').count()).toBe(0);
    await message.focus();
    await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
    const backToTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
    // Two frames on: the app's effects, back-to-top's among them, have run.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await backToTop.count()).toBe(0);
    // The control was there all along, set aside: leaving the field brings it.
    await page.getByRole('button', { name: 'Envoyer' }).focus();
    await backToTop.waitFor();
  });
});

describe('contact form (docs/product/design.md §8)', () => {
  it('shows each field’s message, keeps the text on failure, and confirms once sent', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = page.locator('section[aria-labelledby="contact-form"]');
    // The visitor moves the mouse: the app starts, and the button waits for it (decision 0028).
    await page.mouse.move(10, 10);
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => form.getByText('*Ce champ est obligatoire').count()).toBe(6);

    await form.getByLabel('Nom *', { exact: true }).fill('Alaoui');
    await form.getByLabel('Prénom *').fill('Karim');
    await form.getByLabel('Téléphone *').fill('12345');
    await form.getByLabel('E-mail *').fill('karim@');
    await form.getByLabel('Sujet *').fill('Question');
    await form.getByLabel('Message *').fill('La formule Premium couvre-t-elle le bris de glace ?');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('*Format invalide : numéro marocain attendu').waitFor();
    await form.getByText('*Format invalide : adresse e-mail attendue').waitFor();
    await screenshot(page, 'public-contact-errors');

    await form.getByLabel('Téléphone *').fill('06 12 34 56 78');
    await form.getByLabel('E-mail *').fill('karim@example.ma');
    // The server cannot be reached: a message, and every field keeps its text.
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByRole('alert').getByText('Impossible de joindre le serveur').waitFor();
    expect(await form.getByLabel('Message *').inputValue()).toBe(
      'La formule Premium couvre-t-elle le bris de glace ?',
    );
    await page.unroute('**/api/contact');

    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('Message envoyé').waitFor();
    await form
      .getByText(
        'Merci Karim ! Nous vous répondons sous un jour ouvré à l’adresse karim@example.ma.',
      )
      .waitFor();
    await screenshot(page, 'public-contact-sent');
  });
});
