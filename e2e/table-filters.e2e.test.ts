import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import type { Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { priceQuote, signInStaff, submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import { desktop, phone, signedInPage, type Viewport } from './support/roles.ts';

/*
 * The tables' filters and saved views in Chromium (docs/product/agency-day.md "Filters and saved
 * views"): Marrakech's first demo agency (Sanlam Guéliz), whose processed table holds only this
 * file's offers. The agent filters /devis-traite by day and by the colleague who priced, saves
 * the view, reloads (the filters stay in the address), applies the view and deletes it; then
 * the same page in Arabic on a phone.
 */

let server: AppServer;
let browser: Browser;
let agent: TestClient;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  const reference: ReferenceData = (await new TestClient(server.baseUrl).get('/api/reference'))
    .body;
  agent = await signInStaff(server.baseUrl, 'agent.marrakech@moqarana.ma');
  const manager = await signInStaff(server.baseUrl, 'manager.marrakech@moqarana.ma');
  const { client: driver } = await signUpDriver(server.baseUrl);
  // Two offers priced by the agent, one by the manager, all today.
  for (const pricer of [agent, agent, manager]) {
    const quote = await submitQuote(driver, reference, 'Marrakech');
    await priceQuote(pricer, quote.id);
  }
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

const agentPage = (language: Language, viewport: Viewport) =>
  signedInPage({ browser, baseUrl: server.baseUrl, contexts }, agent, language, viewport);

const savedViews = async () =>
  ((await agent.get('/api/agency/tables/processed/views')).body as { items: unknown[] }).items;

describe('table filters and saved views', () => {
  it('filters by day and colleague, saves the view, keeps it over a reload, applies and deletes it', async () => {
    const L = catalogues.fr;
    const F = L.tableFilters;
    const { page, errors } = await agentPage('fr', desktop);
    await page.goto('/devis-traite');
    await page.getByRole('heading', { level: 1, name: L.backOffice.processed }).waitFor();
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count(), patiently).toBe(3);

    const today = todayInMorocco();
    const yesterday = addToDate(today, { days: -1 });
    // Yesterday alone: nothing priced then.
    await page.getByLabel(F.fromPriced).fill(yesterday);
    await page.getByLabel(F.to, { exact: true }).fill(yesterday);
    await page.getByText(F.empty).waitFor(patiently);
    // A reversed range is refused under the field, with the catalogue's message.
    await page.getByLabel(F.to, { exact: true }).fill(addToDate(yesterday, { days: -1 }));
    await page.getByText(L.validation.dateRangeOrder).waitFor(patiently);
    await page.getByLabel(F.to, { exact: true }).fill(today);
    await page.getByLabel(F.fromPriced).fill(today);
    await expect.poll(() => rows.count(), patiently).toBe(3);
    await page.getByLabel(F.pricedBy).selectOption({ label: 'Responsable Marrakech' });
    await expect.poll(() => rows.count(), patiently).toBe(1);
    expect(page.url()).toContain(`from=${today}`);
    expect(page.url()).toContain('agent=');

    await page.getByPlaceholder(F.views.name).fill('Responsable du jour');
    await page.getByRole('button', { name: F.views.save }).click();
    const chip = page.getByRole('button', {
      name: fill(F.views.apply, { name: 'Responsable du jour' }),
    });
    await chip.waitFor(patiently);
    expect(await savedViews()).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'table-filters-fr-1280');

    // Reload: the filters come back from the address.
    await page.reload();
    await expect.poll(() => rows.count(), patiently).toBe(1);
    expect(await page.getByLabel(F.fromPriced).inputValue()).toBe(today);

    await page.getByRole('button', { name: F.clear }).click();
    await expect.poll(() => rows.count(), patiently).toBe(3);
    await chip.click();
    await expect.poll(() => rows.count(), patiently).toBe(1);
    expect(await page.getByLabel(F.pricedBy).inputValue()).not.toBe('');

    await page
      .getByRole('button', { name: fill(F.views.delete, { name: 'Responsable du jour' }) })
      .click();
    await page.getByText(F.views.none).waitFor(patiently);
    expect(await savedViews()).toEqual([]);

    // An address edited by hand with a status no table knows: the filter is off, the rows shown,
    // no developer's message and nothing wider than the page.
    await page.goto('/devis-traite?status=bogus');
    await expect.poll(() => rows.count(), patiently).toBe(3);
    expect(await page.getByText('Invalid option').count()).toBe(0);
    expect(await page.getByLabel(L.backOffice.table.statusFilter).inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      desktop.width,
    );
    // A filter this table does not offer (the pending table has no colleague nor status): off,
    // the table shown as without it, and the export without it.
    await page.goto('/devis-attente?status=confirmed&agent=someone');
    await page.getByRole('heading', { level: 1, name: L.backOffice.pending }).waitFor();
    await page.getByText(L.backOffice.emptyPending).waitFor(patiently);
    expect(await page.getByText(F.empty).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('works in Arabic on a phone: filters folded, nothing scrolls sideways, axe clean', async () => {
    const L = catalogues.ar;
    const F = L.tableFilters;
    const { page, errors } = await agentPage('ar', phone);
    await page.goto(`/devis-traite?from=${todayInMorocco()}`);
    await page.getByRole('heading', { level: 1, name: L.backOffice.processed }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // The address's filter opens the folded filters, and the button counts it.
    await page.getByRole('button', { name: fill(F.toggleActive, { count: 1 }) }).waitFor(patiently);
    const toggle = page.getByRole('button', { name: new RegExp(`^${F.toggle}`) });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel(F.pricedBy).selectOption({ label: 'Agent Marrakech' });
    await expect
      .poll(() => page.locator('ul li').filter({ hasText: L.backOffice.open }).count(), patiently)
      .toBe(2);
    await page.getByPlaceholder(F.views.name).fill('عروضي اليوم');
    await page.getByRole('button', { name: F.views.save }).click();
    await page
      .getByRole('button', { name: fill(F.views.apply, { name: 'عروضي اليوم' }) })
      .waitFor(patiently);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'table-filters-ar-375');
    expect(errors).toEqual([]);
  });
});
