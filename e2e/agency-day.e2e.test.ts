import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import type { CallTasks } from '../domain/agency-day/call-tasks.ts';
import {
  defaultOpeningHours,
  inputOfOpeningHours,
  type AgencyOpeningHours,
} from '../domain/agency-day/opening-hours.ts';
import type { Performance } from '../domain/agency-day/performance.ts';
import { formatPercentIn } from '../domain/figures-format.ts';
import type { Language } from '../domain/languages.ts';
import type { AgencyQuoteDetail } from '../domain/offers/agency-quote.ts';
import type { QuoteTableRow } from '../domain/offers/quote-tables.ts';
import type { Page as ListPage } from '../domain/paging.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import {
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import { desktop, phone, signedInPage, type PageSuite, type Viewport } from './support/roles.ts';

/*
 * The agency's day in Chromium (docs/product/agency-day.md). The pricing queue: /devis-attente
 * opens on the request waiting longest, with the desired start and the time left; the price
 * form shows the request beside the prices, has the focus on the Basique price, one Tab between
 * prices, and "Envoyer et suivant" (Enter's button) opens the next request until none is left.
 * The calls to make: a driver's choice puts one on the dashboard, "à rappeler" asks for a time,
 * a call that reached the driver takes it off. Rabat's first demo agency, whose queue and calls
 * hold only this file's requests.
 */

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
let agent: TestClient;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** This suite's browser, server and contexts, once `beforeAll` has started them. */
const suite = (): PageSuite => ({ browser, baseUrl: server.baseUrl, contexts });

/** A page of the agent's in `language` at `viewport` (`signedInPage`). */
const agentPage = (language: Language, viewport: Viewport) =>
  signedInPage(suite(), agent, language, viewport);

const queue = async () =>
  ((await agent.get('/api/agency/tables/pending')).body as ListPage<QuoteTableRow>).items;

/** The accessible name of the element that has the focus. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent?.trim() ?? active?.textContent?.trim() ?? '';
  });

describe('the pricing queue', () => {
  it('an agent prices three requests in a row, by keyboard and with "Envoyer et suivant"', async () => {
    const L = catalogues.fr;
    const B = L.backOffice;
    const { client: driver } = await signUpDriver(server.baseUrl);
    // The second request declares one material at-fault claim this year: a malus of 20 %.
    await submitQuote(driver, reference, 'Rabat');
    await submitQuote(driver, reference, 'Rabat', {
      driver: { materialClaimsLast12Months: 1, atFaultClaimsLast24Months: 1 },
    });
    await submitQuote(driver, reference, 'Rabat');
    const waiting = await queue();
    expect(waiting).toHaveLength(3);

    const { page, errors } = await agentPage('fr', desktop);
    await page.goto('/devis-attente');
    await page.getByRole('heading', { level: 1, name: B.pending }).waitFor();
    const table = page.locator('table');
    await table.locator('tbody tr').nth(2).waitFor();
    // Oldest first, each with its desired start and time left.
    expect(await table.locator('thead').innerText()).toContain(L.agencyDay.columns.expiresIn);
    const shownReferences = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(shownReferences).toEqual(waiting.map((row) => row.reference));
    expect(
      await table.getByRole('columnheader', { name: B.columns.date }).getAttribute('aria-sort'),
    ).toBe('ascending');
    await screenshot(page, 'pricing-queue-fr-1280');

    await page.getByRole('link', { name: `${B.open} ${waiting[0]?.reference}` }).click();
    await page.getByRole('link', { name: B.next }).click();
    const prices = [
      ['3000', '4000', '5000'],
      ['3100', '4100', '5100'],
      ['3200', '4200', '5200'],
    ];
    for (const [index, row] of waiting.entries()) {
      await page.waitForURL(`**/prix-info/${row.id}/**`);
      const summary = page.getByTestId('request-summary');
      await summary.waitFor();
      const detail = (await agent.get(`/api/agency/quotes/${row.id}`)).body as AgencyQuoteDetail;
      expect(await summary.innerText()).toContain(fill(B.ageYears, { age: detail.driver.age }));
      // Intl's French percent has a no-break space: spaces compared as spaces.
      const spaced = (text: string) => text.replace(/\s/g, ' ');
      if (index === 1)
        expect(spaced(await summary.innerText())).toContain(
          fill(L.agencyDay.request.coefficientMalus, { percent: '120 %' }),
        );
      // The Basique price has the focus; one Tab to each next price.
      const typed = prices[index] ?? [];
      await expect.poll(() => focusedLabel(page)).toBe(fill(B.priceLabel, { pack: L.packs.basic }));
      await page.keyboard.type(typed[0] ?? '');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(fill(B.priceLabel, { pack: L.packs.intermediate }));
      await page.keyboard.type(typed[1] ?? '');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(fill(B.priceLabel, { pack: L.packs.premium }));
      await page.keyboard.type(typed[2] ?? '');
      if (index === 0) {
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, 'pricing-queue-price-fr-1280');
      }
      // Enter sends with the default button, "Envoyer et suivant"; the last one by a click.
      if (index < 2) await page.keyboard.press('Enter');
      else await page.getByRole('button', { name: L.agencyDay.sendAndNext }).click();
    }
    // None left: back to the queue, which says so.
    await page.waitForURL('**/devis-attente');
    await page.getByText(L.agencyDay.queueEmpty).waitFor();
    await page.getByText(B.emptyPending).waitFor();
    for (const [index, row] of waiting.entries()) {
      const detail = (await agent.get(`/api/agency/quotes/${row.id}`)).body as AgencyQuoteDetail;
      expect(detail.ownOffer?.prices.basic).toBe(Number(prices[index]?.[0]) * 100);
      expect(detail.ownOffer?.prices.premium).toBe(Number(prices[index]?.[2]) * 100);
    }
    expect(errors).toEqual([]);
  });

  it('shows the queue and the request in Arabic on a phone, right to left', async () => {
    const L = catalogues.ar;
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Rabat');
    const { page, errors } = await agentPage('ar', phone);
    await page.goto('/devis-attente');
    await page.getByRole('heading', { level: 1, name: L.backOffice.pending }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: quote.reference });
    expect(await card.innerText()).toContain(L.agencyDay.columns.expiresIn);
    await screenshot(page, 'pricing-queue-ar-375');
    await card.getByRole('link', { name: `${L.backOffice.open} ${quote.reference}` }).click();
    await page.getByRole('link', { name: L.backOffice.next }).click();
    const summary = page.getByTestId('request-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(L.agencyDay.request.bonusMalus);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'pricing-queue-price-ar-375');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a driver’s choice puts a call on the dashboard; "à rappeler" keeps it, a call that reached them takes it off', async () => {
    const L = catalogues.fr;
    const F = L.backOffice.followUp;
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Rabat');
    await priceQuote(agent, quote.id);
    await selectFirstOffer(driver, quote.id, 'premium');

    const { page, errors } = await agentPage('fr', desktop);
    await page.goto('/dashboard');
    const panel = page.getByTestId('call-tasks');
    const task = panel.getByTestId('call-task').filter({ hasText: quote.reference });
    await task.waitFor();
    expect(await task.innerText()).toContain('Salma Bennani');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'call-tasks-fr-1280');

    // "À rappeler" asks when; the call stays, due then.
    await task.getByRole('link', { name: quote.reference }).click();
    await page.waitForURL(`**/user-info/${quote.id}`);
    await page.getByLabel(F.outcome).selectOption('callBack');
    await page.getByRole('button', { name: F.addCall }).click();
    await page.getByText(L.validation.required).first().waitFor();
    const day = addToDate(todayInMorocco(), { days: 2 });
    await page.getByLabel(L.agencyDay.callBackAt).fill(`${day}T10:30`);
    // The call is held on its way until the agent has already picked the next outcome.
    const callsPath = `**/api/agency/quotes/${quote.id}/calls`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(callsPath, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: F.addCall }).click();
    await page.getByLabel(F.outcome).selectOption('reached');
    release();
    await page.getByText(F.callSaved).first().waitFor();
    await page.unroute(callsPath);
    const listed = async () =>
      ((await agent.get('/api/agency/call-tasks')).body as CallTasks).items.find(
        (item) => item.quoteId === quote.id,
      );
    await expect.poll(async () => (await listed())?.dueToday, patiently).toBe(false);

    // The form is ready for the next call, with the outcome picked meanwhile (not the saved
    // one put back) and no time field, since that outcome asks for none.
    await expect.poll(() => page.getByLabel(L.agencyDay.callBackAt).count(), patiently).toBe(0);
    expect(await page.getByLabel(F.outcome).inputValue()).toBe('reached');
    // The driver reached: the call leaves the dashboard.
    await page.getByRole('button', { name: F.addCall }).click();
    await expect.poll(listed, patiently).toBeUndefined();
    await page.goto('/dashboard');
    await panel.getByText(L.agencyDay.calls.empty).waitFor();
    expect(await task.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the calls in Arabic on a phone', async () => {
    const L = catalogues.ar;
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Rabat');
    await priceQuote(agent, quote.id);
    await selectFirstOffer(driver, quote.id, 'basic');
    const { page, errors } = await agentPage('ar', phone);
    await page.goto('/dashboard');
    const task = page.getByTestId('call-task').filter({ hasText: quote.reference });
    await task.waitFor();
    await page.getByRole('heading', { name: L.agencyDay.calls.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'call-tasks-ar-375');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('win/loss and the Performance page', () => {
  it('an agent reads why a quote went to another agency; the manager reads the figures and charts', async () => {
    const L = catalogues.fr;
    const competitor = await signInStaff(server.baseUrl, 'agent2.rabat@moqarana.ma');
    const manager = await signInStaff(server.baseUrl, 'manager.rabat@moqarana.ma');
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Rabat');
    await priceQuote(agent, quote.id, { basic: 3000, intermediate: 4000, premium: 5000 });
    await priceQuote(competitor, quote.id, { basic: 2400, intermediate: 3200, premium: 4000 });
    // The cheapest offer first: the competitor's Intermédiaire at 3 200 DH, against 4 000 (+25 %).
    await selectFirstOffer(driver, quote.id, 'intermediate');

    const { page, errors } = await agentPage('fr', desktop);
    await page.goto(`/user-info/${quote.id}`);
    const note = page.getByTestId('lost-sale');
    await note.waitFor();
    expect(await note.innerText()).toBe(
      L.agencyDay.lostSale.notChosenDearer.replace('{{gap}}', formatPercentIn('fr', 25)),
    );
    // Agents have no Performance page.
    expect(await page.getByRole('link', { name: L.agencyDay.performance.nav }).count()).toBe(0);
    expect(errors).toEqual([]);

    const { page: managerPage, errors: managerErrors } = await signedInPage(
      suite(),
      manager,
      'fr',
      desktop,
    );
    await managerPage.goto('/dashboard');
    await managerPage.getByRole('link', { name: L.agencyDay.performance.nav }).click();
    await managerPage
      .getByRole('heading', { level: 1, name: L.agencyDay.performance.title })
      .waitFor();
    const figures = (await manager.get('/api/agency/performance')).body as Performance;
    expect(figures.total.lost.notChosen).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => managerPage.getByTestId('performance-priced').innerText(), patiently)
      .toBe(String(figures.total.priced));
    // Three charts, and the colleagues' table with the agent who priced.
    await expect.poll(() => managerPage.locator('.recharts-wrapper').count(), patiently).toBe(3);
    const agents = managerPage.getByRole('group', { name: L.agencyDay.performance.agents.title });
    expect(await agents.getByRole('rowheader', { name: 'Agent Rabat' }).count()).toBe(1);
    // The period is in the address: a reload keeps it.
    await managerPage
      .getByRole('combobox', { name: L.agencyDay.performance.period })
      .selectOption('4');
    await managerPage.waitForURL(/semaines=4/);
    await managerPage.reload();
    await managerPage.getByTestId('performance-priced').waitFor();
    await expect.poll(() => managerPage.locator('.recharts-wrapper').count(), patiently).toBe(3);
    expect(
      await managerPage
        .getByRole('combobox', { name: L.agencyDay.performance.period })
        .inputValue(),
    ).toBe('4');
    await screenshot(managerPage, 'performance-fr-1280');
    expect(await seriousViolations(managerPage)).toEqual([]);
    expect(managerErrors).toEqual([]);
  });

  it('shows the Performance page in Arabic on a phone', async () => {
    const L = catalogues.ar;
    const manager = await signInStaff(server.baseUrl, 'manager.rabat@moqarana.ma');
    const { page, errors } = await signedInPage(suite(), manager, 'ar', phone);
    await page.goto('/performance');
    await page.getByRole('heading', { level: 1, name: L.agencyDay.performance.title }).waitFor();
    await page.getByTestId('performance-priced').waitFor();
    await expect.poll(() => page.locator('.recharts-wrapper').count(), patiently).toBe(3);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'performance-ar-375');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a manager sets the opening hours: a wrong time is refused under its field, the saved ones stay over a reload', async () => {
    const L = catalogues.fr;
    const H = L.agencyDay.openingHours;
    const manager = await signInStaff(server.baseUrl, 'manager.rabat@moqarana.ma');
    const hoursNow = async () =>
      (await manager.get('/api/agency/opening-hours')).body as AgencyOpeningHours;
    expect((await hoursNow()).isDefault).toBe(true);
    const { page, errors } = await signedInPage(suite(), manager, 'fr', desktop);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: H.nav, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: H.title }).waitFor();
    await page.getByText(H.isDefault).waitFor();
    const time = (day: string, field: keyof typeof H) => page.getByLabel(`${day} — ${H[field]}`);
    expect(await time('lundi', 'morningStart').inputValue()).toBe('08:30');

    // A morning that closes before it opens: the message under the field, nothing saved.
    await time('lundi', 'morningEnd').fill('08:00');
    await page.getByRole('button', { name: H.save }).click();
    await page.getByText(L.validation.openingEndBeforeStart).waitFor();
    expect((await hoursNow()).isDefault).toBe(true);

    // Mended, copied to the other working days, and Sunday opened 10:00–11:00.
    await time('lundi', 'morningEnd').fill('12:00');
    await page.getByRole('button', { name: H.copyMonday }).click();
    expect(await time('jeudi', 'morningEnd').inputValue()).toBe('12:00');
    await time('dimanche', 'morningStart').fill('10:00');
    await time('dimanche', 'morningEnd').fill('11:00');
    await page.getByRole('button', { name: H.save }).click();
    await page.getByText(H.saved).waitFor();
    const saved = await hoursNow();
    expect(saved.isDefault).toBe(false);
    expect(saved.hours.days[0]).toMatchObject({ morningStart: '10:00', morningEnd: '11:00' });
    expect(saved.hours.days[4]).toMatchObject({ morningStart: '08:30', morningEnd: '12:00' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: H.title }).waitFor();
    await expect.poll(() => time('dimanche', 'morningEnd').inputValue(), patiently).toBe('11:00');
    expect(await page.getByText(H.isDefault).count()).toBe(0);
    await page.getByRole('heading', { name: H.holidaysTitle }).waitFor();
    await screenshot(page, 'opening-hours-fr-1280');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // The agency's usual hours back, for the calls of the other tests.
    const restored = await manager.put(
      '/api/agency/opening-hours',
      inputOfOpeningHours(defaultOpeningHours),
    );
    expect(restored.status).toBe(200);
  });

  it('shows the opening hours and the holidays in Arabic on a phone', async () => {
    const L = catalogues.ar;
    const manager = await signInStaff(server.baseUrl, 'manager.rabat@moqarana.ma');
    const { page, errors } = await signedInPage(suite(), manager, 'ar', phone);
    await page.goto('/horaires');
    await page.getByRole('heading', { level: 1, name: L.agencyDay.openingHours.title }).waitFor();
    await page.getByText('عيد الاستقلال').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'opening-hours-ar-375');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
