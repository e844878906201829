import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import type { Language } from '../domain/languages.ts';
import { addMonths, coverEndDate } from '../domain/offers/renewal.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import {
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { arRenewal } from '../web/i18n/ar/renewal.ts';
import { frRenewal } from '../web/i18n/fr/renewal.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, overflows, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import { desktop, phone, signedInPage, type Viewport } from './support/roles.ts';

/*
 * The Renouvellements' filters and saved views in Chromium (docs/product/agency-day.md "Filters
 * and saved views"): Marrakech's first demo agency (Sanlam Guéliz) holds three 6-month contracts
 * of this file renewed within 30 days — two confirmed by the agent, one by the manager with the
 * agent's renewal offer sent. The agent filters /renouvellements by colleague, status and cover's
 * last day, saves the view, reloads (the filters stay in the address), applies the view and goes
 * Back; then the page in Arabic on a phone.
 */

let server: AppServer;
let browser: Browser;
let agent: TestClient;
const contexts: BrowserContext[] = [];
const today = todayInMorocco();
/** Each contract's start: its renewal date is `days` days from today (6 months on). */
const startFor = (days: number) => addToDate(addMonths(today, -6), { days });

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  const reference: ReferenceData = (await new TestClient(server.baseUrl).get('/api/reference'))
    .body;
  agent = await signInStaff(server.baseUrl, 'agent.marrakech@moqarana.ma');
  const manager = await signInStaff(server.baseUrl, 'manager.marrakech@moqarana.ma');
  for (const [staff, days] of [
    [agent, 10],
    [manager, 20],
    [agent, 25],
  ] as const) {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Marrakech');
    await priceQuote(staff, quote.id);
    await selectFirstOffer(driver, quote.id);
    const confirmed = await staff.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'confirmed',
      policyNumber: `FLT-${quote.reference}`,
      startDate: startFor(days),
      durationMonths: 6,
    });
    expect(confirmed.status).toBe(201);
    if (staff === manager) {
      const offer = { basic: 3000, intermediate: 4000, premium: 5000 };
      expect((await agent.put(`/api/agency/renewals/${quote.id}/offer`, offer)).status).toBe(204);
    }
  }
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

const agentPage = (language: Language, viewport: Viewport) =>
  signedInPage({ browser, baseUrl: server.baseUrl, contexts }, agent, language, viewport);

const rowsOf = (page: Page) => page.getByTestId('renewal-row');

describe('the Renouvellements’ filters and saved views', () => {
  it('filters by colleague, status and cover’s end, saves the view, keeps it over a reload and Back', async () => {
    const L = catalogues.fr;
    const F = L.tableFilters;
    const R = frRenewal.agencyRenewals;
    const { page, errors } = await agentPage('fr', desktop);
    await page.goto('/renouvellements');
    await page.getByRole('heading', { level: 1, name: R.title }).waitFor();
    const rows = rowsOf(page);
    await expect.poll(() => rows.count(), patiently).toBe(3);

    await page.getByLabel(F.decidedBy).selectOption({ label: 'Agent Marrakech' });
    await expect.poll(() => rows.count(), patiently).toBe(2);
    await page.getByLabel(L.backOffice.table.statusFilter).selectOption({
      label: R.statuses.offerToSend,
    });
    await expect.poll(() => rows.count(), patiently).toBe(2);
    // The cover's last day from the second contract's: the one renewed in 25 days is left.
    const from = coverEndDate(startFor(20), 6);
    await page.getByLabel(R.fromCoverEnd).fill(from);
    await expect.poll(() => rows.count(), patiently).toBe(1);
    // The list has no sort: the saved views' hint speaks of filters only.
    await page.getByText(F.views.noneWithoutSort).waitFor();
    const save = page.getByRole('button', { name: F.views.save });
    const looks = () =>
      save.evaluate((button) => {
        const style = getComputedStyle(button);
        return `${style.color} ${style.borderColor}`;
      });
    const enabledLook = await looks();
    // A reversed range is refused under the field, with the catalogue's message; nothing can
    // be saved meanwhile, and the button looks it.
    await page.getByLabel(F.to, { exact: true }).fill(addToDate(from, { days: -1 }));
    await page.getByText(L.validation.dateRangeOrder).waitFor(patiently);
    expect(await save.isDisabled()).toBe(true);
    await expect.poll(looks, patiently).not.toBe(enabledLook);
    await page.getByLabel(F.to, { exact: true }).fill('');
    await expect.poll(() => rows.count(), patiently).toBe(1);
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({
      agent: expect.any(String),
      status: 'offerToSend',
      from,
    });

    await page.getByPlaceholder(F.views.name).fill('À relancer');
    await page.getByRole('button', { name: F.views.save }).click();
    const chip = page.getByRole('button', { name: fill(F.views.apply, { name: 'À relancer' }) });
    await chip.waitFor(patiently);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'renewals-filters-fr-1280');

    // Reload: the filters come back from the address.
    await page.reload();
    await expect.poll(() => rows.count(), patiently).toBe(1);
    expect(await page.getByLabel(R.fromCoverEnd).inputValue()).toBe(from);
    expect(await page.getByLabel(L.backOffice.table.statusFilter).inputValue()).toBe('offerToSend');

    // Cleared, then the view applied as a new address: Back returns to the cleared list.
    await page.getByRole('button', { name: F.clear }).click();
    await expect.poll(() => rows.count(), patiently).toBe(3);
    await page.getByRole('button', { name: fill(R.withinDays, { days: 60 }) }).click();
    await chip.click();
    await expect.poll(() => rows.count(), patiently).toBe(1);
    expect(await page.getByLabel(F.decidedBy).inputValue()).not.toBe('');
    await page.goBack();
    await expect.poll(() => rows.count(), patiently).toBe(3);
    expect(new URL(page.url()).searchParams.get('within')).toBe('60');
    expect(errors).toEqual([]);
  });

  it('works in Arabic on a phone: nothing scrolls sideways, axe clean', async () => {
    const L = catalogues.ar;
    const { page, errors } = await agentPage('ar', phone);
    await page.goto('/renouvellements?status=offerSent');
    await page.getByRole('heading', { level: 1, name: arRenewal.agencyRenewals.title }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => rowsOf(page).count(), patiently).toBe(1);
    expect(await overflows(page)).toBe(false);
    const toggle = page.getByRole('button', { name: new RegExp(`^${L.tableFilters.toggle}`) });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel(L.backOffice.table.statusFilter).inputValue()).toBe('offerSent');
    await toggle.click();
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'renewals-filters-ar-375');
    expect(errors).toEqual([]);
  });
});
