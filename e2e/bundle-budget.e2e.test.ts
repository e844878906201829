import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser } from './support/browser.ts';
import { publicPages } from './support/public-pages.ts';

/** docs/product/design.md §10: initial JavaScript of a public route, gzip-compressed. */
export const publicJsBudgetBytes = 150 * 1024;

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
  it(`loads at most ${publicJsBudgetBytes / 1024} KiB of gzip JavaScript on each public page`, async () => {
    const sizes: Record<string, number> = {};
    // French, the reference, and Arabic, whose texts weigh the most (two bytes a letter).
    const targets = ['fr-MA', 'ar-MA'].flatMap((locale) =>
      publicPages().map((path) => ({ locale, path })),
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
      await page.goto(path, { waitUntil: 'networkidle' });
      const bodies = await Promise.all(scripts.values());
      sizes[`${locale.slice(0, 2)} ${path}`] = bodies.reduce(
        (sum, body) => sum + gzipSync(body, { level: 9 }).length,
        0,
      );
      await context.close();
    }
    console.log(
      Object.entries(sizes)
        .map(([path, bytes]) => `${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${path}`)
        .join('\n'),
    );
    const overBudget = Object.entries(sizes).filter(([, bytes]) => bytes > publicJsBudgetBytes);
    expect(overBudget).toEqual([]);
    // The quote flow and the back office are not part of it (lazy chunks).
    expect(Math.max(...Object.values(sizes))).toBeGreaterThan(50 * 1024);
  });
});
