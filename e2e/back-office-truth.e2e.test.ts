import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyQuoteDetail } from '../domain/offers/agency-quote.ts';
import type { QuoteTableRow } from '../domain/offers/quote-tables.ts';
import { moroccoTimeZone } from '../domain/morocco-time.ts';
import type { Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import {
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from '../server/test/factories.ts';
import { registerAgency, signUpDriver, TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import { collectPageErrors, contextFor, desktop, phone, type Viewport } from './support/roles.ts';

/*
 * What the agency back office tells is true, in Chromium: marking a sale lost works and shows;
 * a quote another agency won reads "Non retenu"; a price typed with a decimal comma is sent as
 * typed; the table and the CSV give the same Morocco time in a browser of another zone; a
 * registration that may duplicate an agency is flagged before approval. Then every page
 * touched, in French and Arabic, on a phone and a desktop, for the screenshots.
 * Casablanca's demo agencies: Agence Wafa Anfa (agent.casablanca) and Agence AXA Maârif
 * (agent2.casablanca).
 */

const fr = catalogues.fr;
const B = fr.backOffice;

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A signed-in page of `client` in `language` at `viewport`, collecting its errors. */
async function pageOf(
  client: TestClient,
  options: { language?: Language; viewport?: Viewport; timezoneId?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await contextFor(
    browser,
    server.baseUrl,
    options.language ?? 'fr',
    options.viewport ?? desktop,
    client,
    options.timezoneId ? { timezoneId: options.timezoneId } : {},
  );
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page) };
}

/** A Casablanca quote both agencies priced, Wafa cheaper; the driver selects Wafa's offer. */
async function wonByWafa() {
  const { client: driver } = await signUpDriver(server.baseUrl);
  const quote = await submitQuote(driver, reference, 'Casablanca');
  await priceQuote(wafa, quote.id, { basic: 3000, intermediate: 4000, premium: 5000 });
  await priceQuote(axa, quote.id, { basic: 3500, intermediate: 4500, premium: 5500 });
  await selectFirstOffer(driver, quote.id, 'intermediate');
  return quote;
}

/** Text as a reader sees it: Intl's no-break and narrow spaces as spaces, no bidi marks. */
const visible = (text: string) =>
  text
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the back office tells the truth', () => {
  it('"Marquer perdu" records the sale lost with its reason, and shows it everywhere', async () => {
    const quote = await wonByWafa();
    const { page, errors } = await pageOf(wafa);
    await page.goto(`/user-info/${quote.id}`);
    const followUp = page.getByTestId('follow-up');
    await followUp.getByRole('radio', { name: B.followUp.markLost }).check();
    // Unhappy first: without a reason the form is refused, and says so.
    await followUp.getByRole('button', { name: B.followUp.markLost }).click();
    await followUp.getByText(fr.validation.required).waitFor();
    await followUp.getByRole('alert').filter({ hasText: fr.errors.validationFailed }).waitFor();
    const reason = 'Le client a trouvé moins cher';
    await followUp.getByLabel(B.followUp.lostReason).fill(reason);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/${quote.id}/contract`)),
      followUp.getByRole('button', { name: B.followUp.markLost }).click(),
    ]);
    expect(answer.status()).toBe(201);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
      decision: 'lost',
      lostReason: reason,
    });
    await followUp.getByText(fill(B.followUp.lost, { reason })).waitFor();
    // The status by the reference, and in the tables.
    await page.locator('h1 + span').filter({ hasText: fr.statuses.lost }).waitFor();
    await screenshot(page, 'truth-follow-up-lost');
    await page.goto('/devis-traite');
    await page
      .getByRole('row', { name: new RegExp(quote.reference) })
      .getByText(fr.statuses.lost, { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('a quote another agency won reads "Non retenu" to the losing agency, with its own price', async () => {
    const quote = await wonByWafa();
    // A quote Wafa priced and AXA has not: still in AXA's pricing queue, not "Offert".
    const { client: driver } = await signUpDriver(server.baseUrl);
    const waiting = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(wafa, waiting.id);
    const { page, errors } = await pageOf(axa);
    await page.goto('/devis-attente');
    await page.getByLabel(B.table.searchLabel).fill(waiting.reference);
    const waitingRow = page.getByRole('row', { name: new RegExp(waiting.reference) });
    await waitingRow.getByRole('link', { name: `${B.open} ${waiting.reference}` }).waitFor();
    expect(await waitingRow.getByText(fr.statuses.offered).count()).toBe(0);

    await page.goto('/tableDevis-Global');
    const row = page.getByRole('row', { name: new RegExp(quote.reference) });
    await row.getByText(fr.statuses.notRetained, { exact: true }).waitFor();
    expect(visible(await row.innerText())).toContain('3 500,00 DH');
    expect(await row.getByText(fr.statuses.selected).count()).toBe(0);
    await page.getByLabel(B.table.statusFilter).selectOption({ label: fr.statuses.notRetained });
    await row.waitFor();
    await page.getByLabel(B.table.statusFilter).selectOption({ label: fr.statuses.selected });
    await page.getByText(fr.tableFilters.empty).waitFor();
    await screenshot(page, 'truth-all-not-retained');

    await page.goto('/dashboard');
    await page
      .getByRole('row', { name: new RegExp(quote.reference) })
      .getByText(fr.statuses.notRetained, { exact: true })
      .waitFor();

    await page.goto(`/user-info/${quote.id}`);
    await page.getByText(B.contactNotRetained).waitFor();
    expect(await page.getByText(B.contactHidden).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a price typed "5600,50" is previewed as 5 600,50 DH and stored as 560050 centimes', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    const { page, errors } = await pageOf(wafa);
    await page.goto(`/prix-info/${quote.id}/x`);
    const typed = { basic: '5600,50', intermediate: '5 600,50', premium: '7000.5' };
    const shown = { basic: '5 600,50 DH', intermediate: '5 600,50 DH', premium: '7 000,50 DH' };
    for (const pack of ['basic', 'intermediate', 'premium'] as const) {
      const packName = fr.packs[pack];
      const field = page.getByLabel(fill(B.priceLabel, { pack: packName }));
      expect(await field.getAttribute('inputmode')).toBe('decimal');
      expect(await field.getAttribute('type')).toBe('text');
      await field.fill(typed[pack]);
      const preview = page
        .getByRole('region', { name: packName, exact: true })
        .getByTestId('price-preview');
      await expect
        .poll(async () => visible(await preview.innerText()))
        .toBe(`${B.pricePreview} ${shown[pack]}`);
    }
    await screenshot(page, 'truth-price-preview');
    await page.getByRole('button', { name: B.send, exact: true }).click();
    await page.waitForURL('**/dashboard');
    const detail = (await wafa.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail;
    expect(detail.ownOffer?.prices).toEqual({
      basic: 560_050,
      intermediate: 560_050,
      premium: 700_050,
    });
    expect(errors).toEqual([]);
  });

  it('a price far from the agency’s usual ones asks for a confirmation, then is sent', async () => {
    const rabat = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
    const { client: driver } = await signUpDriver(server.baseUrl);
    for (const basic of [3000, 3100, 3200, 3300, 3400]) {
      const priced = await submitQuote(driver, reference, 'Rabat');
      await priceQuote(rabat, priced.id, {
        basic,
        intermediate: basic + 1000,
        premium: basic + 2000,
      });
    }
    const quote = await submitQuote(driver, reference, 'Rabat');
    const { page, errors } = await pageOf(rabat);
    await page.goto(`/prix-info/${quote.id}/x`);
    // A digit too many on Basique (ten times the usual 3 200,00 DH).
    const prices = { basic: '32000', intermediate: '42000', premium: '52000' };
    for (const pack of ['basic', 'intermediate', 'premium'] as const)
      await page.getByLabel(fill(B.priceLabel, { pack: fr.packs[pack] })).fill(prices[pack]);
    await page
      .getByRole('region', { name: fr.packs.basic, exact: true })
      .getByText(B.priceUnusual)
      .waitFor();
    await page.getByRole('button', { name: B.send, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: B.unusualTitle }).waitFor();
    await screenshot(page, 'truth-price-unusual');
    // Nothing was sent yet.
    expect(
      ((await rabat.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail).ownOffer,
    ).toBeNull();
    await page.getByRole('button', { name: B.unusualSend }).click();
    await page.waitForURL('**/dashboard');
    expect(
      ((await rabat.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail).ownOffer
        ?.prices.basic,
    ).toBe(3_200_000);
    expect(errors).toEqual([]);
  });

  it('a price page left open while the offer was revised elsewhere does not overwrite it', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(wafa, quote.id, { basic: 3000, intermediate: 4000, premium: 5000 });
    const { page, errors } = await pageOf(wafa);
    await page.goto(`/prix-info/${quote.id}/x`);
    const basic = page.getByLabel(fill(B.priceLabel, { pack: fr.packs.basic }));
    await expect.poll(() => basic.inputValue()).toBe('3000,00');
    // Another tab (or a colleague) revises the offer while this page is open.
    const elsewhere = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: 2900,
      intermediate: 4000,
      premium: 5000,
      basedOnRevision: 1,
    });
    expect(elsewhere.status).toBe(200);
    await basic.fill('3100');
    await page.getByRole('button', { name: B.send, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: fr.errors.offerChanged }).waitFor();
    // The newer price is kept and now shown; what was typed here stays in the field.
    await expect
      .poll(async () => visible(await page.getByTestId('current-offer').innerText()))
      .toContain('2 900,00');
    expect(await basic.inputValue()).toBe('3100');
    const why = page.getByRole('alert').filter({ hasText: fr.errors.offerChanged });
    expect(await why.isVisible()).toBe(true);
    const kept = (await wafa.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail;
    expect(kept.ownOffer?.prices.basic).toBe(290_000);
    await screenshot(page, 'truth-price-changed-elsewhere');
    // Sent again, knowingly, over the price it now shows: it replaces it.
    await page.getByRole('button', { name: B.send, exact: true }).click();
    await page.waitForURL('**/dashboard');
    const replaced = (await wafa.get(`/api/agency/quotes/${quote.id}`)).body as AgencyQuoteDetail;
    expect(replaced.ownOffer?.prices.basic).toBe(310_000);
    expect(errors).toEqual([]);
  });

  it('the table and the CSV show the same Morocco time in a browser set to New York', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(axa, quote.id);
    const [row] = (await axa.get(`/api/agency/tables/processed?search=${quote.reference}`)).body
      .items as QuoteTableRow[];
    const moroccoTime = new Intl.DateTimeFormat('fr-FR', {
      timeZone: moroccoTimeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(row?.at ?? ''));

    const { page, errors } = await pageOf(axa, { timezoneId: 'America/New_York' });
    await page.goto('/devis-traite');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    await page.getByLabel(B.table.searchLabel).fill(quote.reference);
    const cells = page.getByRole('row', { name: new RegExp(quote.reference) }).getByRole('cell');
    await cells.first().waitFor();
    const onScreen = visible(await cells.nth(1).innerText());
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: B.table.export }).click();
    const path = await (await download).path();
    const [, csvRow] = parse(readFileSync(path), { bom: true, delimiter: ';' }) as string[][];
    const inCsv = csvRow?.[1] ?? '';
    // 23/11/2026 20:58 on screen, 2026-11-23 20:58 in the CSV: the same day and time.
    const [day, month, year, time] = onScreen.split(/[/ ,]+/);
    expect(`${year}-${month}-${day} ${time}`).toBe(inCsv);
    expect(time).toBe(moroccoTime);
    expect(errors).toEqual([]);
  });

  it('the platform admin sees a registration that may duplicate an agency, and may still approve it', async () => {
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    const demoAgencies = (await admin.get('/api/admin/agencies?status=active&limit=100')).body
      .items as {
      name: string;
      acapsApprovalNumber: string;
    }[];
    const wafaAcaps = demoAgencies.find(
      (row) => row.name === 'Agence Wafa Anfa',
    )?.acapsApprovalNumber;
    // A new registration with Agence Wafa Anfa's ACAPS approval number, under another name.
    await registerAgency(server.baseUrl, admin, {
      email: `agence-anfa-plus-${Date.now()}@example.ma`,
      password: 'Agence-2026!',
      cityId: reference.cities.find((city) => city.nameFr === 'Casablanca')?.id,
      phone: '0522 12 34 56',
      managerName: 'Karim Tazi',
      managerPhone: '0661 23 45 67',
      agencyName: 'Cabinet Anfa Plus',
      address: '3 boulevard Anfa',
      insurerId: reference.insurers[2]?.id,
      acapsApprovalNumber: wafaAcaps,
    });

    const { page, errors } = await pageOf(admin);
    await page.goto('/agences');
    // Agence Wafa Anfa's row names the newcomer too: look in the registrations to validate.
    const card = page
      .getByRole('region', { name: B.agenciesAdmin.pendingTitle })
      .getByTestId('agency-row')
      .filter({ hasText: 'Cabinet Anfa Plus' });
    const warning = card.getByTestId('duplicate-warning');
    await warning.getByText('Agence Wafa Anfa').waitFor();
    expect(await warning.innerText()).toContain(B.agenciesAdmin.duplicateReasons.acaps);
    await screenshot(page, 'truth-agencies-duplicate');
    await card.getByRole('button', { name: B.agenciesAdmin.approve }).click();
    await card.getByText(B.agenciesAdmin.approveDuplicate).waitFor();
    await card.getByRole('button', { name: B.agenciesAdmin.cancel }).click();
    await card.getByRole('button', { name: B.agenciesAdmin.approve }).click();
    await card.getByRole('button', { name: B.agenciesAdmin.approveAnyway }).click();
    await page
      .getByRole('region', { name: B.agenciesAdmin.activeTitle, exact: true })
      .getByTestId('agency-row')
      .filter({ hasText: 'Cabinet Anfa Plus' })
      .filter({ hasText: B.agenciesAdmin.statuses.active })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['fr', desktop],
  ['fr', phone],
  ['ar', desktop],
  ['ar', phone],
] as const)('the pages touched, in %s at %o', (language, viewport) => {
  const L = catalogues[language];
  const tag = `${language}${viewport.width}`;

  it('show their texts, fit the width and pass axe', async () => {
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    // Staff see the back office in the language saved on their account.
    for (const client of [axa, wafa, admin])
      expect((await client.put('/api/me/language', { language })).status).toBe(204);
    const quote = await wonByWafa();
    const { client: driver } = await signUpDriver(server.baseUrl);
    const open = await submitQuote(driver, reference, 'Casablanca');
    const { page, errors } = await pageOf(axa, { language, viewport });
    const check = async (name: string) => {
      expect(await seriousViolations(page), name).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
      await screenshot(page, `truth-${tag}-${name}`);
    };
    await page.goto('/dashboard');
    await page.getByText(L.statuses.notRetained).filter({ visible: true }).first().waitFor();
    await check('dashboard');
    // Awaiting the agency's price, a client is masked: the pending table's search says what it
    // finds instead of offering a name, CIN, phone or plate it never matches.
    await page.goto('/devis-attente');
    await page.getByText(L.backOffice.table.pendingSearchHelp).waitFor();
    expect(
      await page
        .getByRole('searchbox', { name: L.backOffice.table.searchLabel })
        .getAttribute('placeholder'),
    ).toBe(L.backOffice.table.pendingSearchPlaceholder);
    await page.goto('/tableDevis-Global');
    await page.getByText(L.backOffice.table.searchHelp).waitFor();
    await page.getByText(L.statuses.notRetained).filter({ visible: true }).first().waitFor();
    await check('all');
    await page.goto(`/user-info/${quote.id}`);
    await page.getByText(L.backOffice.contactNotRetained).waitFor();
    await check('quote-not-retained');
    await page.goto(`/prix-info/${open.id}/x`);
    const price = page.getByLabel(fill(L.backOffice.priceLabel, { pack: L.packs.basic }));
    await price.fill('2 345,50');
    // A grouped amount reads in its own order in Arabic too, not `345,50 2`.
    expect(await price.evaluate((field) => getComputedStyle(field).direction)).toBe('ltr');
    await page.getByTestId('price-preview').first().waitFor();
    await check('price');

    const chosen = await pageOf(wafa, { language, viewport });
    await chosen.page.goto(`/user-info/${quote.id}`);
    await chosen.page.getByTestId('follow-up').waitFor();
    await chosen.page.getByRole('radio', { name: L.backOffice.followUp.markLost }).check();
    await chosen.page
      .getByTestId('follow-up')
      .getByRole('button', { name: L.backOffice.followUp.markLost })
      .click();
    await chosen.page.getByRole('alert').first().waitFor();
    expect(await seriousViolations(chosen.page)).toEqual([]);
    await screenshot(chosen.page, `truth-${tag}-follow-up-refused`);

    const platform = await pageOf(admin, { language, viewport });
    await platform.page.goto('/agences');
    await platform.page.getByTestId('agency-row').first().waitFor();
    expect(await seriousViolations(platform.page)).toEqual([]);
    await screenshot(platform.page, `truth-${tag}-agencies`);
    expect([...errors, ...chosen.errors, ...platform.errors]).toEqual([]);
  }, 240_000);
});
