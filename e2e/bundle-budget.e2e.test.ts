import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPhone } from '../domain/phone.ts';
import type { QuoteComparison } from '../domain/quotes/comparison.ts';
import { priceQuote } from '../server/test/factories.ts';
import { signUpDriver } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser } from './support/browser.ts';
import { casablancaAgents, driverWithQuote, referenceData } from './support/comparison-data.ts';
import { publicPages } from './support/public-pages.ts';
import { contextFor, phone } from './support/roles.ts';

/**
 * docs/product/design.md §10: the app's JavaScript on a public route once it runs (the page's own
 * hydrate.js apart), gzip-compressed.
 */
export const publicJsBudgetBytes = 150 * 1024;
/**
 * JavaScript a public page loads before the visitor acts (web/public/hydrate.js alone, decision
 * 0028), gzip-compressed: what Lighthouse's total blocking time sees.
 */
export const publicCriticalJsBudgetBytes = 2 * 1024;
/**
 * Script files a page of the driver's signed-in area loads (docs/product/design.md §10, the
 * quote flow's Lighthouse budget): each one costs the main thread a request start, about a
 * millisecond in Chromium, four under Lighthouse's 4× slowdown, and they start in one task when
 * the page's code is preloaded. vite.config.ts groups the modules these pages share to keep it.
 */
export const signedInScriptFilesBudget = 35;

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The script files `page` loads from now on, by address (a response's body can be read until its
 * context closes).
 */
function scriptsOf(page: Page): Map<string, Response> {
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
  });
  return scripts;
}

describe('public bundle budget (docs/product/design.md §10)', () => {
  it(`loads at most ${publicCriticalJsBudgetBytes / 1024} KiB of gzip JavaScript before the visitor acts, and at most ${publicJsBudgetBytes / 1024} KiB once the app runs`, async () => {
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    // The chunks of vite.config.ts's signed-in groups: a public page that loads one loads the
    // whole group, which its patterns are to keep apart.
    const signedInChunk =
      /\/assets\/(signed-in|form-validation|phone-numbers|quote-steps|driver-parts)-[\w-]+\.js$/;
    const signedInLoaded: string[] = [];
    // French, the reference, and Arabic, whose texts weigh the most (two bytes a letter).
    const targets = ['fr-MA', 'ar-MA'].flatMap((locale) =>
      publicPages().map((path) => ({ locale, path })),
    );
    const gzipped = async (responses: Response[]) =>
      (await Promise.all(responses.map((response) => response.body()))).reduce(
        (sum, body) => sum + gzipSync(body, { level: 9 }).length,
        0,
      );
    for (const { locale, path } of targets) {
      // A new context for each page: nothing cached from the previous one.
      const context = await browser.newContext({ baseURL: server.baseUrl, locale });
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      const name = `${locale.slice(0, 2)} ${path}`;
      await page.goto(path, { waitUntil: 'networkidle' });
      before[name] = await gzipped([...scripts.values()]);
      // The visitor moves the mouse: the app starts, and hydrates the page.
      await page.mouse.move(10, 10);
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // The app's own code; hydrate.js is the page's, counted above.
      after[name] = await gzipped(
        [...scripts]
          .filter(([url]) => !url.endsWith('/hydrate.js'))
          .map(([, response]) => response),
      );
      for (const url of scripts.keys())
        if (signedInChunk.test(url)) signedInLoaded.push(`${name} ${url}`);
      await context.close();
    }
    const table = (sizes: Record<string, number>) =>
      Object.entries(sizes)
        .map(([path, bytes]) => `${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${path}`)
        .join('\n');
    console.log(`before the visitor acts:\n${table(before)}\nonce the app runs:\n${table(after)}`);
    const over = (sizes: Record<string, number>, budget: number) =>
      Object.entries(sizes).filter(([, bytes]) => bytes > budget);
    expect(over(before, publicCriticalJsBudgetBytes)).toEqual([]);
    expect(over(after, publicJsBudgetBytes)).toEqual([]);
    expect(signedInLoaded).toEqual([]);
    // The quote flow and the back office are not part of it (lazy chunks).
    expect(Math.max(...Object.values(after))).toBeGreaterThan(50 * 1024);
    // Every public page twice (before and after the app starts) in two languages: on a busy
    // two-core machine this takes longer than one test's usual limit.
  }, 600_000);
});

describe('the driver’s signed-in pages (docs/product/design.md §10)', () => {
  it(`load at most ${signedInScriptFilesBudget} script files each, the comparison's without the answers' validation`, async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const counts: Record<string, number> = {};
    const validationLoaded: string[] = [];
    for (const path of [
      '/Vehicule',
      '/user',
      '/choix-garantie',
      '/compagnie-page',
      '/offre-page',
    ]) {
      const context = await contextFor(browser, server.baseUrl, 'fr', phone, client);
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // The frame gives way to the page once the app has run its guard and loaded the page.
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      counts[path] = scripts.size;
      // The comparison and the offer show offers and phone numbers, and validate no answer:
      // the answers' validation (zod, about 100 KB) is not theirs to load (decision 0045).
      if (path === '/compagnie-page' || path === '/offre-page')
        for (const url of scripts.keys())
          if (/\/assets\/form-validation-[\w-]+\.js$/.test(url))
            validationLoaded.push(`${path} ${url}`);
      await context.close();
    }
    console.log('script files:', counts);
    expect(Object.entries(counts).filter(([, files]) => files > signedInScriptFilesBudget)).toEqual(
      [],
    );
    expect(validationLoaded).toEqual([]);
  }, 300_000);
});

describe('the comparison and the offer, before their data has come (docs/product/design.md §10)', () => {
  it('start the framework with the frame, and load the toasts, the error panel and the phone formatting only once the data shows', async () => {
    // The comparison's and the offer's frames start the largest of the app's first modules at
    // once, at low priority, then the early reads' module and the rest of the page's first
    // load; the step forms' frames (their first content) and the public pages (decision 0028)
    // start nothing before hydrate.js does.
    const manifest = JSON.parse(readFileSync('dist/route-manifest.json', 'utf8')) as {
      prerendered: string[];
      framed: string[];
    };
    const earlyDownloads = (path: string) => {
      const html = readFileSync(join('dist/pages/fr', `${path.slice(1)}.html`), 'utf8');
      const preloaded = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
      const early = [...html.matchAll(/<link rel="modulepreload" ([^>]*)>/g)].map((m) => m[1]);
      return { preloaded, early };
    };
    const appFirst = ['/compagnie-page', '/offre-page', '/Offre'];
    expect(manifest.framed).toEqual(expect.arrayContaining([...appFirst, '/Vehicule']));
    for (const path of appFirst) {
      const { preloaded, early } = earlyDownloads(path);
      const largest = [...preloaded].sort(
        (a, b) => statSync(join('dist', b)).size - statSync(join('dist', a)).size,
      )[0];
      const hrefs = early.map(
        (link) => /^fetchpriority="low" crossorigin href="([^"]+)"$/.exec(link ?? '')?.[1],
      );
      expect(hrefs[0], path).toBe(largest);
      expect(hrefs[1], path).toMatch(/^\/assets\/early-reads-[\w-]+\.js$/);
      // Every one at low priority, each once, the app's first modules among them.
      expect(hrefs.every(Boolean), path).toBe(true);
      expect(new Set(hrefs).size, path).toBe(hrefs.length);
      expect(hrefs, path).toEqual(expect.arrayContaining(preloaded));
    }
    for (const path of [
      ...manifest.framed.filter((path) => !appFirst.includes(path)),
      ...manifest.prerendered,
    ])
      expect(earlyDownloads(path).early, path).toEqual([]);

    const reference = await referenceData(server.baseUrl);
    const { wafa, axa } = await casablancaAgents(server.baseUrl);
    const { client, quote } = await driverWithQuote(server.baseUrl, reference);
    await priceQuote(wafa, quote.id);
    await priceQuote(axa, quote.id);
    const comparison: QuoteComparison = (await client.get(`/api/quotes/${quote.id}`)).body;
    const offer = comparison.offers[0];
    if (!offer) throw new Error('the quote has no offer');
    // Loaded once the page has shown its data (router.tsx GuardedOutlet, offer-page.tsx).
    const afterData = /\/assets\/(toasts|area-error-panel|phone-numbers)-[\w-]+\.js$/;
    for (const [path, shown] of [
      [`/compagnie-page?devis=${quote.id}`, (page: Page) => page.getByText(offer.agency.name)],
      [
        `/offre-page?devis=${quote.id}&offre=${offer.id}`,
        (page: Page) =>
          page.getByRole('heading', { name: `${offer.insurer.name} — ${offer.agency.name}` }),
      ],
    ] as const) {
      const context = await contextFor(browser, server.baseUrl, 'fr', phone, client);
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      // The comparison's answer is held until the page's code has run without it.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked = () => {};
      const held = new Promise<void>((resolve) => (asked = resolve));
      await page.route(new RegExp(`/api/quotes/${quote.id}(\\?|$)`), async (route) => {
        asked();
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await held;
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      expect(
        [...scripts.keys()].filter((url) => afterData.test(url)),
        path,
      ).toEqual([]);
      release();
      await shown(page).first().waitFor();
      const expected = path.startsWith('/offre-page')
        ? ['area-error-panel', 'phone-numbers', 'toasts']
        : ['area-error-panel', 'toasts'];
      await expect
        .poll(
          () =>
            [...scripts.keys()]
              .map((url) => afterData.exec(url)?.[1])
              .filter(Boolean)
              .sort(),
          { timeout: 30_000 },
        )
        .toEqual(expected);
      if (path.startsWith('/offre-page')) {
        // The printed sheet's agency number, in the national format once that code has come.
        await expect
          .poll(() => page.locator('section.print\\:block').textContent(), { timeout: 30_000 })
          .toContain(displayPhone(offer.agency.phone).national);
      }
      await context.close();
    }
  }, 300_000);
});

describe('the comparison and the offer, their data asked for with their HTML (web/early-reads.ts)', () => {
  it('ask for the session, the quote list and the comparison before the app runs, each once, and preload every script their first render runs', async () => {
    const reference = await referenceData(server.baseUrl);
    const { wafa } = await casablancaAgents(server.baseUrl);
    const { client, quote } = await driverWithQuote(server.baseUrl, reference);
    await priceQuote(wafa, quote.id);
    const comparison: QuoteComparison = (await client.get(`/api/quotes/${quote.id}`)).body;
    const offer = comparison.offers[0];
    if (!offer) throw new Error('the quote has no offer');
    const htmlOf = (path: string) =>
      readFileSync(join('dist/pages/fr', `${new URL(path, server.baseUrl).pathname}.html`), 'utf8');
    const session = '/api/auth/session';
    const compared = `/api/quotes/${quote.id}?`;
    const afterContent =
      /\/assets\/(toasts|dist|area-error-panel|area-errors|phone|phone-link|phone-numbers|confirm-selection)-[\w-]+\.js$/;
    for (const { path, reads, shown } of [
      // No quote in the address: the driver's latest, found in their list.
      {
        path: '/compagnie-page',
        reads: [session, '/api/quotes?', compared],
        shown: (page: Page) => page.getByText(offer.agency.name),
      },
      {
        path: `/compagnie-page?devis=${quote.id}`,
        reads: [session, compared],
        shown: (page: Page) => page.getByText(offer.agency.name),
      },
      {
        path: `/offre-page?devis=${quote.id}&offre=${offer.id}`,
        reads: [session, compared],
        shown: (page: Page) =>
          page.getByRole('heading', { name: `${offer.insurer.name} — ${offer.agency.name}` }),
      },
      // Come from the comparison ranked for a pack, or reloaded: ranked for that pack.
      {
        path: `/offre-page?devis=${quote.id}&offre=${offer.id}&formule=premium`,
        reads: [session, `/api/quotes/${quote.id}?pack=premium`],
        shown: (page: Page) =>
          page.getByRole('heading', { name: `${offer.insurer.name} — ${offer.agency.name}` }),
      },
    ]) {
      const html = htmlOf(path);
      const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
      if (!entry) throw new Error(`${path} has no app entry`);
      const preloaded = [...html.matchAll(/<link rel="modulepreload" [^>]*href="([^"]+)">/g)].map(
        (match) => match[1],
      );
      const context = await contextFor(browser, server.baseUrl, 'fr', phone, client);
      const page = await context.newPage();
      const asked: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        const address = request.url().slice(server.baseUrl.length);
        if (address.startsWith('/api/')) asked.push(address);
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // The app's entry module is held: what the page asks for meanwhile, it asks without the app.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${server.baseUrl}${entry}`, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => asked, { timeout: 30_000 }).toEqual(reads);
      expect(await page.locator('html[data-app]').count(), path).toBe(0);
      release();
      await shown(page).first().waitFor();
      const beforeContent = [...scripts];
      await page.waitForLoadState('networkidle');
      // The app took the answers asked for early instead of asking again.
      for (const read of reads)
        expect(
          asked.filter((address) => address === read),
          `${path} ${read}`,
        ).toHaveLength(1);
      // What ran before the content showed came with the HTML's preloads (hydrate.js apart).
      expect(
        beforeContent.filter(
          (script) =>
            script !== '/hydrate.js' && !preloaded.includes(script) && !afterContent.test(script),
        ),
        path,
      ).toEqual([]);
      await context.close();
    }

    // A visitor: only the session is asked for, whose answer sends them to sign in.
    const context = await contextFor(browser, server.baseUrl, 'fr', phone);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const address = request.url().slice(server.baseUrl.length);
      if (address.startsWith('/api/')) asked.push(address);
    });
    await page.goto(`/compagnie-page?devis=${quote.id}`);
    await page.waitForURL(/\/login-page/);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((address) => address.startsWith('/api/quotes'))).toEqual([]);
    await context.close();
  }, 300_000);
});
