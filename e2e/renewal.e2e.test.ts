import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, daysUntil, todayInMorocco } from '../domain/dates.ts';
import type { Language } from '../domain/languages.ts';
import {
  addMonths,
  coverEndDate,
  renewalDate,
  type AgencyRenewal,
  type RenewalSummary,
} from '../domain/offers/renewal.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { priceQuote, selectFirstOffer, signInStaff } from '../server/test/factories.ts';
import type { TestClient } from '../server/test/harness.ts';
import { arRenewal } from '../web/i18n/ar/renewal.ts';
import { frRenewal } from '../web/i18n/fr/renewal.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, overflows, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import { driverWithQuote, money, referenceData, visible } from './support/comparison-data.ts';
import { desktop, phone, signedInPage, type Viewport } from './support/roles.ts';

/*
 * The yearly renewal (docs/product/renewal.md): Casablanca's Wafa prices a driver's quote, the
 * driver chooses it, and the agent confirms a 6-month contract through the follow-up, started
 * long enough ago that its renewal falls within 30 days. The agent's Renouvellements list shows
 * it, and the agent sends its renewal offer first from the row; the driver reads that offer and
 * the bonus guardian on the one-click re-compare, opened from "Mes devis", and compares again,
 * landing on the new quote's offers, the agency's among them at once; the agent's row then shows
 * the request to price. In French on a desktop; the driver's page also in Arabic on a phone.
 */

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
let wafa: TestClient;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  reference = await referenceData(server.baseUrl);
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A page of `client`'s in `language` at `viewport` (`signedInPage`). */
const pageFor = (language: Language, viewport: Viewport, client: TestClient) =>
  signedInPage({ browser, baseUrl: server.baseUrl, contexts }, client, language, viewport);

/** `YYYY-MM-DD` as the French interface shows it. */
const frenchDate = (day: string) => day.split('-').reverse().join('/');

describe('the yearly renewal', () => {
  it('from a 6-month contract to the agency’s request to price, in French and in Arabic', async () => {
    const L = catalogues.fr;
    const R = frRenewal;
    const claims = {
      atFaultClaimsLast24Months: 1,
      materialClaimsLast12Months: 1,
      bodilyClaimsLast12Months: 0,
      monthsInsuredWithoutInterruption: 36,
    };
    const { client: driver, quote } = await driverWithQuote(server.baseUrl, reference, {
      driver: claims,
    });
    await priceQuote(wafa, quote.id, { basic: 3200, intermediate: 4500, premium: 6900 });
    await selectFirstOffer(driver, quote.id, 'basic');

    // Started six months ago, less 20 days: the renewal date is about 20 days away.
    const today = todayInMorocco();
    const startDate = addToDate(addMonths(today, -6), { days: 20 });
    const endDate = coverEndDate(startDate, 6);
    const renewsOn = renewalDate(startDate, 6);
    expect(daysUntil(renewsOn, today)).toBeLessThanOrEqual(30);

    // The agent confirms the contract for 6 months through the follow-up.
    const agent = await pageFor('fr', desktop, wafa);
    await agent.page.goto(`/user-info/${quote.id}`);
    const followUp = agent.page.getByTestId('follow-up');
    const policy = `REN-${quote.reference}`;
    await followUp.getByLabel(L.backOffice.followUp.policyNumber).fill(policy);
    await followUp.getByLabel(L.backOffice.followUp.startDate).fill(startDate);
    const twelve = followUp.getByRole('radio', {
      name: fill(R.contractDuration.months_other, { count: 12 }),
      exact: true,
    });
    expect(await twelve.isChecked()).toBe(true);
    await followUp
      .getByRole('radio', {
        name: fill(R.contractDuration.months_other, { count: 6 }),
        exact: true,
      })
      .check();
    const [sent] = await Promise.all([
      agent.page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/contract'),
      ),
      followUp.getByRole('button', { name: L.backOffice.followUp.confirm }).click(),
    ]);
    expect(sent.postDataJSON()).toEqual({
      decision: 'confirmed',
      policyNumber: policy,
      startDate,
      durationMonths: 6,
    });
    const cover = followUp.getByTestId('cover-period');
    await expect
      .poll(async () => visible(await cover.textContent()), patiently)
      .toBe(
        fill(R.contractDuration.coverage, {
          duration: fill(R.contractDuration.months_other, { count: 6 }),
          endDate: frenchDate(endDate),
          renewalDate: frenchDate(renewsOn),
        }),
      );

    // The agency's Renouvellements, reached from the sidebar: the contract, not yet renewed.
    const listed: AgencyRenewal[] = (await wafa.get('/api/agency/renewals?within=30')).body;
    const expected = listed.find((row) => row.quoteId === quote.id);
    expect(expected).toMatchObject({ policyNumber: policy, durationMonths: 6, renewal: null });
    await agent.page
      .getByTestId('sidebar')
      .getByRole('link', { name: R.agencyRenewals.nav })
      .click();
    await agent.page.waitForURL('**/renouvellements');
    await agent.page.getByRole('heading', { level: 1, name: R.agencyRenewals.title }).waitFor();
    expect(
      await agent.page
        .getByRole('button', { name: fill(R.agencyRenewals.withinDays, { days: 30 }) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const row = agent.page.getByTestId('renewal-row').filter({ hasText: quote.reference });
    await row.waitFor();
    const rowText = visible(await row.textContent());
    expect(rowText).toContain(policy);
    expect(rowText).toContain(frenchDate(endDate));
    expect(rowText).toContain(money((expected?.annualPremiumCentimes ?? 0) / 100, 'fr'));
    expect(rowText).toContain(R.agencyRenewals.requestNone);
    expect(rowText).toContain(R.agencyRenewals.offerNone);
    expect(await seriousViolations(agent.page)).toEqual([]);

    // The agent offers the renewal first, from the row: prices out of order are refused and
    // nothing is sent; typed with a decimal comma, they are held and shown on the row.
    await row
      .getByRole('button', { name: `${R.agencyRenewals.offerSend} ${quote.reference}` })
      .click();
    const offerForm = agent.page.getByRole('form', {
      name: fill(R.agencyRenewals.offerFormTitle, { reference: quote.reference }),
    });
    const priceField = (pack: 'basic' | 'intermediate' | 'premium') =>
      offerForm.getByLabel(fill(L.backOffice.priceLabel, { pack: L.packs[pack] }));
    await priceField('basic').fill('3 500');
    await priceField('intermediate').fill('3 000');
    await priceField('premium').fill('5 000');
    let offersSent = 0;
    agent.page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/offer')) offersSent += 1;
    });
    await offerForm.getByRole('button', { name: R.agencyRenewals.offerSubmit }).click();
    await offerForm.getByText(L.validation.pricesOrder).first().waitFor();
    expect(offersSent).toBe(0);
    await priceField('basic').fill('2 950,50');
    await priceField('intermediate').fill('4 100');
    await offerForm.getByRole('button', { name: R.agencyRenewals.offerSubmit }).click();
    await offerForm.waitFor({ state: 'detached' });
    const heldOffer = row.getByTestId('renewal-offer');
    await expect
      .poll(async () => visible(await heldOffer.textContent()), patiently)
      .toBe(
        [
          [L.packs.basic, money(2950.5, 'fr')],
          [L.packs.intermediate, money(4100, 'fr')],
          [L.packs.premium, money(5000, 'fr')],
        ]
          .flat()
          .join(''),
      );
    expect(offersSent).toBe(1);
    // The focus is back on the row's button, now "Modifier l'offre".
    await expect
      .poll(() => agent.page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`${R.agencyRenewals.offerEdit} ${quote.reference}`);
    await screenshot(agent.page, 'renewals-fr-desktop');
    expect(await seriousViolations(agent.page)).toEqual([]);

    // In Arabic on a phone, the driver's page reads right to left and fits the screen.
    const summary: RenewalSummary = (await driver.get(`/api/quotes/${quote.id}/renewal`)).body;
    expect(summary).toMatchObject({
      coverEndDate: endDate,
      renewalDate: renewsOn,
      renewal: null,
      agencyOffer: { basic: 295_050, intermediate: 410_000, premium: 500_000 },
    });
    const arabic = await pageFor('ar', phone, driver);
    await arabic.page.goto(`/renouvellement?devis=${quote.id}`);
    await arabic.page.getByRole('heading', { level: 1, name: arRenewal.renewal.title }).waitFor();
    await arabic.page.getByRole('button', { name: arRenewal.renewal.submit }).waitFor();
    expect(await arabic.page.locator('html').getAttribute('dir')).toBe('rtl');
    const guardianAr = visible(await arabic.page.getByTestId('bonus-guardian').textContent());
    expect(guardianAr).toContain(arRenewal.renewal.guardian.slice(0, 10));
    expect(guardianAr).toContain(String(summary.coverBreakLimitHours));
    const offerAr = visible(await arabic.page.getByTestId('renewal-agency-offer').textContent());
    expect(offerAr).toContain(arRenewal.renewal.agencyOfferTitle);
    expect(offerAr).toContain(money(2950.5, 'ar'));
    expect(await overflows(arabic.page)).toBe(false);
    expect(await seriousViolations(arabic.page)).toEqual([]);
    await screenshot(arabic.page, 'renewal-ar-phone');
    expect(arabic.errors).toEqual([]);

    // In French, from "Mes devis": the bonus guardian, the last answers, "Comparer à nouveau".
    const { page, errors } = await pageFor('fr', desktop, driver);
    await page.goto('/mes-devis');
    await page.getByRole('link', { name: `${R.renewal.myQuotesLink} ${quote.reference}` }).click();
    await page.waitForURL(`**/renouvellement?devis=${quote.id}`);
    const guardian = page.getByTestId('bonus-guardian');
    await expect
      .poll(async () => visible(await guardian.textContent()), patiently)
      .toBe(
        fill(R.renewal.guardian, {
          endDate: frenchDate(endDate),
          renewalDate: frenchDate(renewsOn),
          hours: summary.coverBreakLimitHours,
        }),
      );
    for (const [field, value] of Object.entries(claims))
      expect(
        await page.getByLabel(L.instantPrices.claims[field as keyof typeof claims]).inputValue(),
      ).toBe(String(value));
    // The terms first: without them nothing is sent.
    await page.getByRole('button', { name: R.renewal.submit }).click();
    await page.getByRole('alert').first().waitFor();
    expect(page.url()).toContain('/renouvellement?');
    await page.getByLabel(L.flow.termsGuarantees).check();
    await page.getByRole('button', { name: R.renewal.submit }).click();
    await page.waitForURL((url) => url.pathname === '/compagnie-page');
    const newId = new URL(page.url()).searchParams.get('devis');
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(quote.id);
    // The agency's renewal offer is there at once, the first the driver reads.
    const comparison = (await driver.get(`/api/quotes/${newId}`)).body as {
      offers: { agency: { name: string }; prices: { basic: number } }[];
    };
    expect(comparison.offers.map((offer) => [offer.agency.name, offer.prices.basic])).toEqual([
      ['Agence Wafa Anfa', 295_050],
    ]);
    await page.getByText(money(2950.5, 'fr')).first().waitFor();
    // Back on the page: the request already sent is linked instead of the form.
    await page.goto(`/renouvellement?devis=${quote.id}`);
    await page.getByRole('link', { name: R.renewal.seeRequest }).waitFor();
    expect(await page.getByRole('button', { name: R.renewal.submit }).count()).toBe(0);
    // A quote that is not the driver's contract: the usual not-found panel.
    await page.goto(`/renouvellement?devis=${crypto.randomUUID()}`);
    await page.getByRole('heading', { level: 1, name: L.pages.notFoundTitle }).waitFor();
    expect(errors).toEqual([]);

    // The agent's page, open since before the request: a new offer is refused, and says why.
    await row
      .getByRole('button', { name: `${R.agencyRenewals.offerEdit} ${quote.reference}` })
      .click();
    await priceField('basic').fill('2 000');
    await offerForm.getByRole('button', { name: R.agencyRenewals.offerSubmit }).click();
    await agent.page.getByText(R.agencyRenewals.offerAfterRequest).waitFor();
    await offerForm.waitFor({ state: 'detached' });
    expect(offersSent).toBe(2);

    // The agent's row now holds the request, already priced by its renewal offer, linked to its
    // quote; the offer is no longer to be sent from the row.
    await agent.page.reload();
    const priced = row.getByRole('link', { name: new RegExp(R.agencyRenewals.requestPriced) });
    await priced.waitFor();
    expect(await priced.getAttribute('href')).toBe(`/user-info/${newId}`);
    expect(
      await row.getByRole('button', { name: new RegExp(R.agencyRenewals.offerEdit) }).count(),
    ).toBe(0);
    expect(agent.errors).toEqual([]);
  });
});
