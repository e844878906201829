import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser } from './support/browser.ts';
import { publicPages } from './support/public-pages.ts';

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

describe('public bundle budget (docs/product/design.md §10)', () => {
  it(`loads at most ${publicCriticalJsBudgetBytes / 1024} KiB of gzip JavaScript before the visitor acts, and at most ${publicJsBudgetBytes / 1024} KiB once the app runs`, async () => {
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    // French, the reference, and Arabic, whose texts weigh the most (two bytes a letter).
    const targets = ['fr-MA', 'ar-MA'].flatMap((locale) =>
      publicPages().map((path) => ({ locale, path })),
    );
    const gzipped = async (bodies: Promise<Buffer>[]) =>
      (await Promise.all(bodies)).reduce(
        (sum, body) => sum + gzipSync(body, { level: 9 }).length,
        0,
      );
    for (const { locale, path } of targets) {
      // A new context for each page: nothing cached from the previous one.
      const context = await browser.newContext({ baseURL: server.baseUrl, locale });
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.set(response.url(), response.body());
      });
      const name = `${locale.slice(0, 2)} ${path}`;
      await page.goto(path, { waitUntil: 'networkidle' });
      before[name] = await gzipped([...scripts.values()]);
      // The visitor moves the mouse: the app starts, and hydrates the page.
      await page.mouse.move(10, 10);
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // The app's own code; hydrate.js is the page's, counted above.
      after[name] = await gzipped(
        [...scripts].filter(([url]) => !url.endsWith('/hydrate.js')).map(([, body]) => body),
      );
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
    // The quote flow and the back office are not part of it (lazy chunks).
    expect(Math.max(...Object.values(after))).toBeGreaterThan(50 * 1024);
    // Every public page twice (before and after the app starts) in two languages: on a busy
    // two-core machine this takes longer than one test's usual limit.
  }, 600_000);
});
