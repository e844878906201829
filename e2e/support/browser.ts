import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Where screenshots are saved as test artifacts. */
export const artifactsDir = join(process.cwd(), 'e2e', 'artifacts');

/** The flags Debian's Chromium needs on these machines: headless, as root, offline. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags these machines need. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
}

/** Saves a full-page screenshot as `e2e/artifacts/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Accessibility violations that are serious or critical (axe-core, WCAG 2.1 AA rules). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The page scrolls sideways: its content is wider than the screen. */
export const overflows = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );

/**
 * True when the address `text`, shown on the page, reads from its start: its leading number
 * ("12" of "12 boulevard d’Anfa") is left of the word after it. In an Arabic line a Latin address
 * not isolated from it shows its number at the other end ("boulevard d’Anfa 12").
 */
export const readsFromItsNumber = (page: Page, text: string) =>
  page.evaluate((address) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent !== address) continue;
      const box = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getBoundingClientRect();
      };
      const number = /^\d+/.exec(address)?.[0];
      if (!number) throw new Error(`${address} does not start with a number`);
      return box(0, number.length).left < box(number.length + 1, number.length + 2).left;
    }
    throw new Error(`no text ${address}`);
  }, text);
