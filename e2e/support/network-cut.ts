import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Cuts every download of a script whose address matches `script`, as a network that drops
 * while the page loads it ahead, until `reconnect()`: that lets the downloads through and
 * takes `context` offline until `page` knows it, then back online, so that the page gets the
 * browser's `online` event as when a network comes back. `cut` settles once the browser
 * reported the first failure; `loaded` holds the addresses of the matching scripts that came.
 */
export async function cutDownloads(context: BrowserContext, page: Page, script: RegExp) {
  let cutting = true;
  await page.route(script, (route) =>
    cutting ? route.abort('internetdisconnected') : route.continue(),
  );
  const cut = page.waitForEvent('requestfailed', {
    predicate: (request) => script.test(request.url()),
    timeout: 30_000,
  });
  // A test that fails before awaiting it reports its own failure, not this one's.
  cut.catch(() => undefined);
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (script.test(response.url()) && response.ok()) loaded.add(response.url());
  });
  const reconnect = async () => {
    cutting = false;
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine), { timeout: 20_000 }).toBe(false);
    await context.setOffline(false);
  };
  return { cut, loaded, reconnect };
}
