import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import { intlLocales, type Language } from '../domain/languages.ts';
import type { QuoteComparison } from '../domain/quotes/comparison.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import type { Pack } from '../domain/reference/guarantees.ts';
import type { PriceBreakdown } from '../domain/tariffs/api.ts';
import { signInStaff } from '../server/test/factories.ts';
import { signUpDriver, type TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { artifactsDir, launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import { money, referenceData, visible } from './support/comparison-data.ts';
import { desktop, phone, signedInPage, type Viewport } from './support/roles.ts';

/*
 * Instant prices as the driver meets them (docs/product/tariffs.md): the optional bonus-malus
 * questions of step 2, kept in the draft; the indicative range of the city's tariff grids on
 * the waiting page and above the offers; the offer the second Casablanca agency's grid sends as
 * the request is submitted, marked "Tarif automatique"; and "Pourquoi ce prix ?", a dialog whose
 * lines add up to the price, on the comparison and on the offer page. In French and Arabic at
 * 375 and 1280 px, every text from the language's catalogue.
 */

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

/** The Casablanca agency the demo data sets in automatic mode. */
const axaName = 'Agence AXA Maârif';

beforeAll(async () => {
  // The demo's grids in use: the first agency of each city suggests, the second sends itself.
  server = await startAppServer({ DEMO_TARIFF_MODES: 'true' });
  browser = await launchBrowser();
  reference = await referenceData(server.baseUrl);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A page of `client`'s in `language` at `viewport` (`signedInPage`). */
const pageFor = (language: Language, viewport: Viewport, client: TestClient) =>
  signedInPage({ browser, baseUrl: server.baseUrl, contexts }, client, language, viewport);

const today = todayInMorocco();
const idOf = <T extends { id: number }>(list: T[], pick: (entry: T) => boolean) =>
  String(list.find(pick)?.id ?? '');

/** Stores complete vehicle and driver steps (a Casablanca driver) in the driver's draft. */
async function fillDraft(client: TestClient) {
  const draft = (await client.get('/api/quotes/draft')).body;
  const saved = await client.put('/api/quotes/draft', {
    ...draft,
    vehicle: {
      brandId: idOf(reference.brands, (b) => b.name === 'Dacia'),
      fuelId: idOf(reference.fuels, (f) => f.nameFr === 'Diesel'),
      fiscalPowerId: idOf(reference.fiscalPowers, (p) => p.cv === 6),
      firstRegistrationDate: addToDate(today, { years: -3 }),
      newValue: '150000',
      marketValue: '110000',
      seatCountId: idOf(reference.seatCounts, (s) => s.seats === 5),
      plate: '12345-A-6',
      termsAccepted: true,
    },
    driver: {
      lastName: 'Bennani',
      firstName: 'Salma',
      cityId: idOf(reference.cities, (c) => c.nameFr === 'Casablanca'),
      cin: 'AB123456',
      email: `salma.${Date.now()}@example.ma`,
      phone: '0612345678',
      birthDate: '1990-04-12',
      professionId: String(reference.professions[0]?.id),
      conventionId: String(reference.conventions[0]?.id),
      licenceObtainedOn: '2010-06-01',
      licenceExpiresOn: addToDate(today, { years: 4 }),
      insuranceStartDate: addToDate(today, { days: 7 }),
      termsAccepted: true,
      whatsappOptIn: false,
    },
  });
  expect(saved.status).toBe(204);
}

/** A count as the driver types it: Arabic-Indic digits in the Arabic run. */
const typed = (value: string, language: Language) =>
  language === 'ar'
    ? value.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
    : value;

/** What the app's formatRate shows for a rate in basis points, as `visible` reads it. */
const rate = (rateBp: number, language: Language, signed = false) =>
  visible(
    new Intl.NumberFormat(intlLocales[language], {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
      .format(rateBp / 10_000)
      .replace('-', '\u2212'),
  );

/** `YYYY-MM-DD` or an instant as the app writes it (decision 0008): day first. */
const dayFirst = (instant: string) => {
  const [year, month, day] = todayInMorocco(new Date(instant)).split('-');
  return `${day}/${month}/${year}`;
};

/** The pages of a PDF: its `/Type /Page` objects (the page tree's `/Pages` excluded). */
const pdfPageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** The text of the estimate of `pack` as the page words it. */
function estimateOf(L: Catalogue, language: Language, comparison: QuoteComparison, pack: Pack) {
  const range = comparison.estimate?.packs[pack];
  if (!range) throw new Error(`no estimate for ${pack}`);
  const dh = (centimes: number) => money(centimes / 100, language);
  return visible(
    range.minCentimes === range.maxCentimes
      ? fill(L.instantPrices.estimate.single, { amount: dh(range.minCentimes) })
      : fill(L.instantPrices.estimate.range, {
          from: dh(range.minCentimes),
          to: dh(range.maxCentimes),
        }),
  );
}

/**
 * Opens "Pourquoi ce prix ?" from `trigger` and checks the dialog: focus inside, each line of
 * `pack` with its amount, the bonus the driver's answers earn, the total equal to `price`, the
 * grid's date; closes it with Escape and checks focus returned to the trigger.
 */
async function checkBreakdown(
  page: Page,
  trigger: Locator,
  L: Catalogue,
  language: Language,
  breakdown: PriceBreakdown,
  pack: Pack,
  price: number,
  shot: () => Promise<void>,
) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: L.instantPrices.why });
  await dialog.getByRole('table').waitFor();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const lines = breakdown.packs[pack];
  const sum = lines.reduce((total, line) => total + line.amountCentimes, 0);
  expect(sum).toBe(price);
  const rows = dialog.locator('tbody tr');
  expect(await rows.count()).toBe(lines.length);
  const shown = (await rows.allTextContents()).map(visible);
  for (const [index, line] of lines.entries())
    expect(shown[index]).toContain(money(line.amountCentimes / 100, language));
  const text = visible(await dialog.textContent());
  const T = L.instantPrices;
  for (const expected of [
    T.lines.civilLiability,
    T.lines.policyFees,
    fill(T.lines.contractTax, { rate: rate(1400, language) }),
    fill(T.lines.bonusMalus, { rate: rate(-1000, language, true) }),
    fill(T.gridDate, { date: dayFirst(breakdown.gridVersionCreatedAt) }),
  ])
    expect(text).toContain(visible(expected));
  expect(visible(await dialog.locator('tfoot').textContent())).toContain(
    money(price / 100, language),
  );
  await shot();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe.each(['fr', 'ar'] as const)('instant prices in %s', (language) => {
  const L: Catalogue = catalogues[language];
  const T = L.instantPrices;

  describe.each([phone, desktop])('at %o', (viewport) => {
    const shot = (page: Page, name: string) =>
      screenshot(page, `instant-prices-${language}-${viewport.width}-${name}`);
    // A modal dialog stays in the viewport: a full-page shot would show it anywhere.
    const shotViewport = async (page: Page, name: string) => {
      await page.screenshot({
        path: join(artifactsDir, `instant-prices-${language}-${viewport.width}-${name}.png`),
      });
    };

    it('answers the claim questions, sees the estimate and the automatic offer, and why its price', async () => {
      const { client } = await signUpDriver(server.baseUrl);
      await fillDraft(client);
      const { page, errors } = await pageFor(language, viewport, client);

      // Step 2: the questions are optional; the 12-month ones follow a claim in 24 months.
      await page.goto('/user');
      await page.getByRole('heading', { level: 1, name: L.flow.stepDriver }).waitFor();
      const atFault = page.getByLabel(T.claims.atFaultClaimsLast24Months);
      const material = page.getByLabel(T.claims.materialClaimsLast12Months);
      const bodily = page.getByLabel(T.claims.bodilyClaimsLast12Months);
      const months = page.getByLabel(T.claims.monthsInsuredWithoutInterruption);
      await page.getByText(T.claims.help).waitFor();
      expect(await material.count()).toBe(0);
      await atFault.fill(typed('2', language));
      await material.fill(typed('1', language));
      await bodily.fill(typed('2', language));
      // More claims in 12 months than in 24: said at the first submit.
      await page.getByRole('button', { name: L.flow.next }).click();
      await page.getByText(L.validation.claimsOutOfOrder).waitFor();
      await shot(page, 'claims-out-of-order');
      expect(await seriousViolations(page)).toEqual([]);
      // No claim: the 12-month questions go, their answers with them; 36 months insured.
      await atFault.fill(typed('0', language));
      await material.waitFor({ state: 'detached' });
      expect(await page.getByText(L.validation.claimsOutOfOrder).count()).toBe(0);
      const saved = page.waitForRequest(
        (request) =>
          request.method() === 'PUT' &&
          request.url().endsWith('/api/quotes/draft') &&
          (request.postData() ?? '').includes(
            `"monthsInsuredWithoutInterruption":"${typed('36', language)}"`,
          ),
      );
      await months.fill(typed('36', language));
      await saved;
      // Kept in the draft: a reload shows them as typed.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: L.flow.stepDriver }).waitFor();
      await expect.poll(() => months.inputValue(), patiently).toBe(typed('36', language));
      expect(await atFault.inputValue()).toBe(typed('0', language));
      await shot(page, 'driver');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.getByRole('button', { name: L.flow.next }).click();
      await page.waitForURL('**/choix-garantie');

      // Step 3 and the one submission.
      await page.getByRole('heading', { level: 1, name: L.flow.stepGuarantees }).waitFor();
      for (const guarantee of Object.values(L.guarantees))
        await page.getByLabel(guarantee, { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(L.flow.termsGuarantees).check();
      const submitted = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/api/quotes'),
      );
      await page.getByRole('button', { name: L.flow.submit }).click();
      const quote = (await (await submitted).json()) as { id: string; reference: string };
      const comparison: QuoteComparison = (await client.get(`/api/quotes/${quote.id}`)).body;
      // The answers reached the request: no claim and 36 months earn the bonus.
      const axa = comparison.offers.find((offer) => offer.agency.name === axaName);
      if (!axa?.pricing) throw new Error('no automatic offer from AXA');
      expect(axa.pricing.automatic).toBe(true);
      const breakdown: PriceBreakdown = (
        await client.get(`/api/quotes/${quote.id}/offers/${axa.id}/breakdown`)
      ).body;
      expect(breakdown.packs.basic.map((line) => [line.kind, line.rateBp])).toContainEqual([
        'bonusMalus',
        -1000,
      ]);
      const estimate = comparison.estimate;
      if (!estimate) throw new Error('no estimate');

      // The waiting page: the estimate, and the offer already there; no countdown takes the
      // driver home from them.
      await page.waitForURL('**/pageAttente');
      const estimateRegion = page.getByRole('region', { name: T.estimate.title });
      await estimateRegion.waitFor();
      const category = new Intl.PluralRules(language).select(estimate.gridCount);
      const source = (T.estimate as Record<string, string>)[`source_${category}`] ?? '';
      const waitingText = visible(await estimateRegion.textContent());
      expect(waitingText).toContain(visible(fill(source, { count: estimate.gridCount })));
      expect(waitingText).toContain(estimateOf(L, language, comparison, 'basic'));
      await page.getByText(T.waiting.offersArrived).waitFor();
      expect(await page.getByRole('timer').count()).toBe(0);
      // Taller than a phone's screen, the card keeps a margin above it instead of touching
      // its edge (a desktop's centres it).
      if (viewport === phone) {
        const card = await page.locator('main > section').boundingBox();
        expect(card?.y).toBeGreaterThanOrEqual(16);
      }
      await shot(page, 'waiting');
      await page.getByRole('link', { name: T.waiting.seeOffers }).click();

      // The comparison: the estimate, compact, above the offers; AXA's marked automatic.
      await page.waitForURL('**/compagnie-page**');
      const cards = page.getByRole('list', { name: L.comparison.title }).locator(':scope > li');
      const axaCard = cards.filter({ hasText: axaName });
      await axaCard.getByText(T.automatic).waitFor();
      const compact = page.getByRole('region', { name: T.estimate.title });
      expect(visible(await compact.textContent())).toContain(
        estimateOf(L, language, comparison, comparison.rankedBy),
      );
      // Only an offer its grid priced says why.
      for (const offer of comparison.offers)
        expect(
          await cards
            .filter({ hasText: offer.agency.name })
            .getByRole('button', { name: T.why })
            .count(),
        ).toBe(offer.pricing ? 1 : 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, 'comparison');
      expect(await seriousViolations(page)).toEqual([]);
      const ranked = comparison.rankedBy;
      await checkBreakdown(
        page,
        axaCard.getByRole('button', { name: T.why }),
        L,
        language,
        breakdown,
        ranked,
        axa.prices[ranked],
        () => shotViewport(page, 'comparison-why'),
      );

      // The offer page: the badge, and why each pack costs what it does.
      await axaCard.getByRole('link', { name: new RegExp(`^${L.comparison.detail}`) }).click();
      await page.waitForURL('**/offre-page?**');
      await page.getByText(T.automatic).first().waitFor();
      const premium = page.getByRole('region', { name: L.packs.premium, exact: true });
      await checkBreakdown(
        page,
        premium.getByRole('button', { name: T.why }),
        L,
        language,
        breakdown,
        'premium',
        axa.prices.premium,
        () => shotViewport(page, 'offer-why'),
      );
      expect(await page.getByRole('button', { name: T.why }).count()).toBe(3);
      await shot(page, 'offer');
      // Printed, the sheet still fits one A4 page.
      await page.emulateMedia({ media: 'print' });
      expect(pdfPageCount(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
      expect(errors).toEqual([]);

      // The agency whose grid sent it reads so on its price form.
      const staff = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
      const detail = (await staff.get(`/api/agency/quotes/${quote.id}`)).body as {
        guaranteeChoiceId: string;
      };
      const agency = await pageFor(language, viewport, staff);
      await agency.page.goto(`/prix-info/${quote.id}/${detail.guaranteeChoiceId}`);
      await expect
        .poll(() => agency.page.getByTestId('own-offer-pricing').textContent(), patiently)
        .toBe(
          fill(L.tariffs.ownOffer.automatic, {
            date: dayFirst(axa?.pricing?.gridVersionCreatedAt ?? ''),
          }),
        );
      await shot(agency.page, 'agency-price');
      expect(await seriousViolations(agency.page)).toEqual([]);
      expect(agency.errors).toEqual([]);
    });
  });
});
