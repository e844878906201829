import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInMorocco } from '../domain/dates.ts';
import type { Language } from '../domain/languages.ts';
import type { AgencyQuoteDetail } from '../domain/offers/agency-quote.ts';
import { conditionsMaxLength, defaultOfferTerms, offerableLevels } from '../domain/offers/terms.ts';
import { offerTermsInput, type OfferTermsInput } from '../domain/offers/terms-input.ts';
import type { QuoteComparison } from '../domain/quotes/comparison.ts';
import { guaranteeOption, type Pack } from '../domain/reference/guarantees.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import type { TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import {
  casablancaAgents,
  driverWithQuote,
  money,
  referenceData,
  visible,
} from './support/comparison-data.ts';
import { desktop, phone, signedInPage, type Viewport } from './support/roles.ts';

/*
 * What the driver reads of the offers' terms (docs/product/offer-terms.md): the comparison
 * ranked by the pack they choose, with that pack's guarantees side by side (columns on a
 * desktop, cards on a phone) and each departure from their request said in words for the one
 * agency that made it; the offer page with every pack's terms and the offer's revisions; and
 * its printed sheet, one A4 page holding what ACAPS asks an online offer to state. In French
 * and Arabic at 375 and 1280 px; texts come from each language's catalogue.
 */

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

const wafaName = 'Agence Wafa Anfa';
const axaName = 'Agence AXA Maârif';
const conditions = 'Franchise doublée si le conducteur a moins de deux ans de permis.';
/** Conditions as long as an agency may write them, `start` first. */
const longest = (start: string) =>
  `${start} ${'Véhicule garé la nuit dans un lieu clos. '.repeat(20)}`
    .slice(0, conditionsMaxLength)
    .trim();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  reference = await referenceData(server.baseUrl);
  ({ wafa, axa } = await casablancaAgents(server.baseUrl));
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A page of `client`'s in `language` at `viewport` (`signedInPage`). */
const pageFor = (language: Language, viewport: Viewport, client: TestClient) =>
  signedInPage({ browser, baseUrl: server.baseUrl, contexts }, client, language, viewport);

/** A theft formula as the choice form labels it in `L` (`F3: 30000/30000/4000`). */
const theftLabel = (L: Catalogue, code: string) =>
  fill(L.flow.optionValues.formula, { formula: guaranteeOption(code)?.label ?? code });

/**
 * A quote asking for theft formula F3 and declining tierce and glass breakage (so Intermédiaire
 * holds what was asked), priced by AXA as asked and by Wafa with theft one formula lower in the
 * packs that hold it, and conditions on Intermédiaire. Prices in DH, chosen so the order of the
 * two agencies differs between packs.
 */
async function quoteWithDeparture() {
  const { client, quote } = await driverWithQuote(server.baseUrl, reference, {
    guarantees: { theft: 'theft.F3', allRisk: 'allRisk.none', glassBreakage: 'glassBreakage.none' },
  });
  const detail: AgencyQuoteDetail = (await wafa.get(`/api/agency/quotes/${quote.id}`)).body;
  const asked = detail.guarantees.theft;
  const formulas = offerableLevels('theft');
  const lower = formulas[formulas.indexOf(asked) - 1];
  if (!lower) throw new Error(`no formula below ${asked}`);
  const terms: OfferTermsInput = offerTermsInput(defaultOfferTerms(detail.guarantees));
  for (const pack of ['intermediate', 'premium'] as const) {
    const line = terms[pack].guarantees.theft;
    if (!line) throw new Error(`no theft line in ${pack}`);
    line.level = lower;
  }
  terms.intermediate.conditions = conditions;
  const sent = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, {
    basic: 2000,
    intermediate: 5000,
    premium: 6000,
    terms,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const plain = await axa.put(`/api/agency/quotes/${quote.id}/offer`, {
    basic: 2500,
    intermediate: 4000,
    premium: 7000,
  });
  expect(plain.status, JSON.stringify(plain.body)).toBe(201);
  return { client, quote, asked, lower, terms };
}

/** `YYYY-MM-DD` or an instant as the app writes it in every language (decision 0008). */
const dayFirst = (value: string) => {
  const [year, month, day] = (value.length === 10 ? value : todayInMorocco(new Date(value))).split(
    '-',
  );
  return `${day}/${month}/${year}`;
};

/** The pages of a PDF: its `/Type /Page` objects (the page tree's `/Pages` excluded). */
const pdfPageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** The top-left corner of an element, in CSS pixels. */
const cornerOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { x: Math.round(box.x), y: Math.round(box.y) };
};

describe.each(['fr', 'ar'] as const)('offer terms in %s', (language) => {
  const L: Catalogue = catalogues[language];

  describe.each([phone, desktop])('at %o', (viewport) => {
    const shot = (page: Page, name: string) =>
      screenshot(page, `offer-terms-${language}-${viewport.width}-${name}`);

    it('ranks by the pack the driver picks and says a departure from the request for the one agency that made it', async () => {
      const { client, quote, asked, lower } = await quoteWithDeparture();
      const { page, errors } = await pageFor(language, viewport, client);
      await page.goto(`/compagnie-page?devis=${quote.id}`);
      const cards = page.getByRole('list', { name: L.comparison.title }).locator(':scope > li');
      const card = (agency: string) => cards.filter({ hasText: agency });
      const radio = (pack: Pack) => page.getByRole('radio', { name: L.packs[pack] });
      const order = async () =>
        (await cards.allTextContents()).map((text) =>
          visible(text).includes(wafaName) ? wafaName : axaName,
        );
      const ranked = (pack: Pack) =>
        page.getByRole('status').getByText(fill(L.comparison.rankedBy, { pack: L.packs[pack] }));

      // Intermédiaire holds what was asked: ranked by it, AXA is cheaper.
      await ranked('intermediate').waitFor();
      expect(await radio('intermediate').isChecked()).toBe(true);
      await expect.poll(order, patiently).toEqual([axaName, wafaName]);
      const departure = visible(
        fill(L.offerTerms.differs, {
          requested: theftLabel(L, asked),
          offered: theftLabel(L, lower),
        }),
      );
      const wafaText = visible(await card(wafaName).textContent());
      expect(wafaText).toContain(departure);
      expect(wafaText).toContain(fill(L.offerTerms.guaranteesOf, { pack: L.packs.intermediate }));
      expect(visible(await card(axaName).textContent())).not.toContain(departure);
      // Highlighted in colour too: the departing line alone is framed and tinted.
      const flagged = card(wafaName).locator('[data-differs]');
      expect(await flagged.count()).toBe(1);
      expect(await card(axaName).locator('[data-differs]').count()).toBe(0);
      expect(await flagged.evaluate((line) => getComputedStyle(line).backgroundColor)).not.toBe(
        await card(axaName).evaluate((line) => getComputedStyle(line).backgroundColor),
      );
      // AXA offers the level asked, with its label.
      expect(visible(await card(axaName).textContent())).toContain(visible(theftLabel(L, asked)));
      // Wafa's conditions for the pack open from their summary; AXA states none.
      await card(wafaName).getByText(L.offerTerms.conditions, { exact: true }).click();
      await card(wafaName).getByText(conditions).waitFor();
      await card(axaName).getByText(L.offerTerms.noConditions).waitFor();

      // One column per agency on a desktop, each guarantee one line across them; cards one
      // after the other on a phone. The page itself never scrolls sideways.
      const theftOf = (agency: string) =>
        cornerOf(
          card(agency)
            .getByRole('definition')
            .filter({ hasText: theftLabel(L, agency === wafaName ? lower : asked) })
            .first(),
        );
      const [axaCard, wafaCard] = [await cornerOf(card(axaName)), await cornerOf(card(wafaName))];
      if (viewport === desktop) {
        expect(wafaCard.y).toBe(axaCard.y);
        expect(wafaCard.x).not.toBe(axaCard.x);
        expect((await theftOf(wafaName)).y).toBe((await theftOf(axaName)).y);
      } else {
        expect(wafaCard.y).toBeGreaterThan(axaCard.y);
        expect(wafaCard.x).toBe(axaCard.x);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, 'comparison');
      expect(await seriousViolations(page)).toEqual([]);

      // Ranked by Basique, Wafa is cheaper; theft, asked for, is not in that pack.
      await radio('basic').check();
      await page.waitForURL(/formule=basic/);
      await ranked('basic').waitFor();
      await expect.poll(order, patiently).toEqual([wafaName, axaName]);
      for (const agency of [wafaName, axaName]) {
        const text = visible(await card(agency).textContent());
        expect(text).toContain(L.offerTerms.notIncluded);
        expect(text).not.toContain(departure);
      }
      // Premium: Wafa is cheaper again and departs again; collision damage is paid by tierce.
      await radio('premium').check();
      await ranked('premium').waitFor();
      await expect.poll(order, patiently).toEqual([wafaName, axaName]);
      expect(visible(await card(wafaName).textContent())).toContain(departure);
      expect(visible(await card(axaName).textContent())).toContain(L.offerTerms.coveredByAllRisk);
      await shot(page, 'comparison-premium');
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('shows every pack’s terms, the revision history, and prints one A4 sheet', async () => {
      const { client, quote, asked, lower, terms } = await quoteWithDeparture();
      // Wafa revises its offer: Basique cheaper, Premium back to the formula asked for, and
      // every pack's conditions as long as they may be (the printed sheet must still fit).
      const revisedTerms: OfferTermsInput = structuredClone(terms);
      const premiumTheft = revisedTerms.premium.guarantees.theft;
      if (!premiumTheft) throw new Error('no theft line in premium');
      premiumTheft.level = asked;
      const rewritten = `${conditions} Paiement en trois fois possible.`;
      revisedTerms.basic.conditions = longest('Conducteur unique désigné au contrat.');
      revisedTerms.intermediate.conditions = longest(rewritten);
      revisedTerms.premium.conditions = longest('Expertise préalable du véhicule.');
      const revised = await wafa.put(`/api/agency/quotes/${quote.id}/offer`, {
        basic: 1800,
        intermediate: 5000,
        premium: 6000,
        basedOnRevision: 1,
        terms: revisedTerms,
      });
      expect(revised.status, JSON.stringify(revised.body)).toBe(200);
      const comparison: QuoteComparison = (await client.get(`/api/quotes/${quote.id}`)).body;
      const offer = comparison.offers.find((each) => each.agency.name === wafaName);
      const revision = offer?.history[0];
      if (!offer || !revision) throw new Error('no revised offer');

      const { page, errors } = await pageFor(language, viewport, client);
      await page.goto(`/offre-page?devis=${quote.id}&offre=${offer.id}`);
      const history = page.getByRole('region', { name: L.offerTerms.history });
      await history.waitFor();
      const historyText = visible(await history.textContent());
      expect(historyText).toContain(
        fill(L.offerTerms.revisedOn, { date: dayFirst(revision.revisedAt) }),
      );
      expect(historyText).toContain(
        visible(
          fill(L.offerTerms.priceChange, {
            pack: L.packs.basic,
            from: money(2000, language),
            to: money(1800, language),
          }),
        ),
      );
      expect(historyText).toContain(
        visible(
          fill(L.offerTerms.levelChange, {
            pack: L.packs.premium,
            guarantee: L.guarantees.theft,
            from: theftLabel(L, lower),
            to: theftLabel(L, asked),
          }),
        ),
      );
      expect(historyText).toContain(
        fill(L.offerTerms.conditionsChange, { pack: L.packs.intermediate }),
      );
      // Each pack: its guarantees, the departure only where it remains (Intermédiaire).
      const pack = (name: Pack) => page.getByRole('region', { name: L.packs[name], exact: true });
      const departure = visible(
        fill(L.offerTerms.differs, {
          requested: theftLabel(L, asked),
          offered: theftLabel(L, lower),
        }),
      );
      expect(visible(await pack('intermediate').textContent())).toContain(departure);
      expect(visible(await pack('premium').textContent())).not.toContain(departure);
      expect(visible(await pack('basic').textContent())).toContain(L.offerTerms.notIncluded);
      await pack('intermediate')
        .getByText(`${conditions} Paiement en trois fois possible.`)
        .waitFor();
      await shot(page, 'offer');
      expect(await seriousViolations(page)).toEqual([]);

      // "Imprimer l'offre" opens the browser's print dialog.
      await page.evaluate(() => {
        const printed = window as unknown as { printCalls: number };
        printed.printCalls = 0;
        window.print = () => {
          printed.printCalls += 1;
        };
      });
      await page.getByRole('button', { name: L.offerTerms.print }).click();
      expect(
        await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls),
      ).toBe(1);

      // Printed: the sheet alone, with what ACAPS asks an online offer to state.
      await page.emulateMedia({ media: 'print' });
      const sheet = page.locator('section', {
        has: page.getByRole('heading', { name: L.offerTerms.sheetTitle }),
      });
      await sheet.waitFor();
      for (const hidden of [
        page.getByRole('button', { name: L.offerTerms.print }),
        page.getByRole('link', { name: L.offer.back }),
        page.locator('footer'),
        page.getByRole('heading', { level: 1 }),
        page.getByRole('region', { name: L.offerTerms.history }),
      ])
        expect(await hidden.isVisible()).toBe(false);
      const sheetText = visible(await sheet.textContent());
      for (const expected of [
        fill(L.offerTerms.insurer, { name: offer.insurer.name }),
        fill(L.offerTerms.agency, { name: offer.agency.name }),
        visible(fill(L.comparison.acaps, { number: offer.agency.acapsApprovalNumber })),
        fill(L.comparison.validUntil, { date: dayFirst(offer.validUntil) }),
        money(1800, language),
        money(5000, language),
        money(6000, language),
        departure,
        visible(L.offerTerms.withdrawal),
        L.offerTerms.costs,
        comparison.reference,
      ])
        expect(sheetText).toContain(expected);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdfPageCount(pdf)).toBe(1);
      // The print as an A4 page shows it (794 × 1123 CSS pixels), for a person to look at.
      await page.setViewportSize({ width: 794, height: 1123 });
      await shot(page, 'print');
      expect(errors).toEqual([]);
    });
  });

  it('says so when an agency did not state its terms, instead of guessing', async () => {
    const { client, quote } = await quoteWithDeparture();
    const { page, errors } = await pageFor(language, desktop, client);
    // An offer sent before agencies stated terms (none can be made so any more): AXA's, as the
    // API would answer it.
    await page.route(new RegExp(`/api/quotes/${quote.id}(\\?|$)`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as QuoteComparison;
      await route.fulfill({
        response,
        json: {
          ...body,
          offers: body.offers.map((offer) =>
            offer.agency.name === axaName ? { ...offer, terms: null } : offer,
          ),
        },
      });
    });
    await page.goto(`/compagnie-page?devis=${quote.id}`);
    const cards = page.getByRole('list', { name: L.comparison.title }).locator(':scope > li');
    const axaCard = cards.filter({ hasText: axaName });
    await axaCard.getByText(L.offerTerms.notStated).waitFor();
    expect(
      await cards.filter({ hasText: wafaName }).getByText(L.offerTerms.notStated).count(),
    ).toBe(0);
    await screenshot(page, `offer-terms-${language}-not-stated`);
    expect(await seriousViolations(page)).toEqual([]);
    await axaCard.getByRole('link', { name: new RegExp(`^${L.comparison.detail}`) }).click();
    await page.waitForURL('**/offre-page?**');
    // One per pack on screen (the printed sheet's own is hidden there).
    await expect
      .poll(
        () => page.getByText(L.offerTerms.notStated).filter({ visible: true }).count(),
        patiently,
      )
      .toBe(3);
    await page.emulateMedia({ media: 'print' });
    await page
      .locator('section', { has: page.getByRole('heading', { name: L.offerTerms.sheetTitle }) })
      .getByText(L.offerTerms.notStated)
      .waitFor();
    expect(pdfPageCount(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
    expect(errors).toEqual([]);
  });
});
