import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../domain/languages.ts';
import type { Pack } from '../domain/reference/guarantees.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import type { QuoteComparison } from '../domain/quotes/comparison.ts';
import { priceQuote, submitQuote } from '../server/test/factories.ts';
import type { TestClient } from '../server/test/harness.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import {
  casablancaAgents,
  driverWithQuote,
  referenceData,
  visible,
} from './support/comparison-data.ts';
import { cutDownloads } from './support/network-cut.ts';
import {
  collectPageErrors,
  contextFor,
  desktop,
  outsideOutage,
  phone,
  type Viewport,
} from './support/roles.ts';

/*
 * The driver's comparison when the network fails or a second tab races: a choice is sent only
 * when the driver presses while online, and otherwise the dialog says nothing was sent; a
 * ranking switch offline leaves the page as it was and says why; "Détail" offline leads to a
 * page that says so and retries; a tab left open after a choice made in another says that a
 * choice was already made and shows it. In French and Arabic, on a phone and a desktop.
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

/** A context in `language` at `viewport`, signed in as `client`. */
async function contextOf(language: Language, viewport: Viewport, client: TestClient) {
  expect((await client.put('/api/me/language', { language })).status).toBe(204);
  const context = await contextFor(browser, server.baseUrl, language, viewport, client);
  contexts.push(context);
  return context;
}

/** A page of `context`, with the errors it throws or logs. */
async function tab(context: BrowserContext) {
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page) };
}

/**
 * A quote priced by Wafa and AXA, Wafa cheaper in Premium (the pack holding the guarantees the
 * quote asks for by default) and AXA cheaper in Intermédiaire, so the order differs between
 * those packs.
 */
async function quoteWithTwoOffers() {
  const { client, quote } = await driverWithQuote(server.baseUrl, reference);
  await priceQuote(wafa, quote.id, { basic: 2000, intermediate: 5000, premium: 6000 });
  await priceQuote(axa, quote.id, { basic: 2500, intermediate: 4000, premium: 7000 });
  const comparison: QuoteComparison = (await client.get(`/api/quotes/${quote.id}`)).body;
  const offerOf = (agency: string) => {
    const offer = comparison.offers.find((each) => each.agency.name === agency);
    if (!offer) throw new Error(`no offer from ${agency}`);
    return offer;
  };
  return { client, quote, wafaOffer: offerOf(wafaName), axaOffer: offerOf(axaName) };
}

/** The selection dialog for `pack` of `agency`'s offer, and the button that opens it. */
function selectionOf(page: Page, L: Catalogue, pack: Pack, agency: string) {
  return {
    select: page.getByRole('button', { name: `${L.packs.select} — ${L.packs[pack]}` }),
    dialog: page.getByRole('dialog', {
      name: fill(L.offer.confirmTitle, { pack: L.packs[pack], agency }),
    }),
  };
}

/** The "Détail" link of Wafa's offer in the comparison. */
const wafaDetail = (page: Page, L: Catalogue) =>
  page
    .getByRole('list', { name: L.comparison.title })
    .locator(':scope > li')
    .filter({ hasText: wafaName })
    .getByRole('link', { name: L.comparison.detail });

/** The POST requests of a selection that reached the server. */
function answeredSelections(page: Page) {
  const answered: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/selection'))
      answered.push(response.status());
  });
  return answered;
}

describe('choosing an offer without a network', () => {
  it.each([
    ['fr', phone],
    ['ar', desktop],
  ] as const)(
    'in %s at %o, says in the dialog that nothing was sent, sends nothing on reconnecting, and retries',
    async (language, viewport) => {
      const L = catalogues[language];
      const { client, quote, wafaOffer } = await quoteWithTwoOffers();
      const context = await contextOf(language, viewport, client);
      const { page, errors } = await tab(context);
      const answered = answeredSelections(page);
      await page.goto(`/offre-page?devis=${quote.id}&offre=${wafaOffer.id}`);
      const { select, dialog } = selectionOf(page, L, 'basic', wafaName);
      await select.click();
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await dialog.getByRole('button', { name: L.offer.confirm }).click();
      const alert = dialog.getByRole('alert');
      await expect
        .poll(async () => visible(await alert.textContent()), patiently)
        .toBe(visible(L.offer.selectOffline));
      // The dialog stays usable: both buttons work, nothing waits.
      expect(await dialog.getByRole('button', { name: L.offer.confirm }).isEnabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: L.offer.cancel }).isEnabled()).toBe(true);
      await screenshot(page, `comparison-offline-${language}-${viewport.width}-dialog`);
      expect(await seriousViolations(page)).toEqual([]);

      // Back online, nothing is sent until the driver presses again, and then once.
      errors.length = 0;
      await context.setOffline(false);
      expect((await client.get(`/api/quotes/${quote.id}`)).body.selection).toBeNull();
      expect(answered).toEqual([]);
      await dialog.getByRole('button', { name: L.offer.confirm }).click();
      await page.waitForURL('**/confirmation?**');
      expect(answered).toEqual([201]);
      expect((await client.get(`/api/quotes/${quote.id}`)).body.selection).toMatchObject({
        offerId: wafaOffer.id,
        pack: 'basic',
      });
      expect(outsideOutage(errors), errors.join('\n')).toEqual([]);
    },
  );
});

describe('switching the ranking without a network', () => {
  it.each([
    ['ar', desktop],
    ['fr', phone],
  ] as const)(
    'in %s at %o, keeps the ranking and its control as they were and says why',
    async (language, viewport) => {
      const L = catalogues[language];
      const { client, quote } = await quoteWithTwoOffers();
      const context = await contextOf(language, viewport, client);
      const { page, errors } = await tab(context);
      await page.goto(`/compagnie-page?devis=${quote.id}`);
      const cards = page.getByRole('list', { name: L.comparison.title }).locator(':scope > li');
      const order = async () =>
        (await cards.allTextContents()).map((text) =>
          visible(text).includes(wafaName) ? wafaName : axaName,
        );
      const radio = (pack: Pack) => page.getByRole('radio', { name: L.packs[pack] });
      const ranked = (pack: Pack) =>
        page.getByRole('status').getByText(fill(L.comparison.rankedBy, { pack: L.packs[pack] }));
      await ranked('premium').waitFor();
      await expect.poll(order, patiently).toEqual([wafaName, axaName]);
      // The driver has had the comparison open a while: what it loads once shown (the toaster,
      // the error panel) has come.
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await radio('intermediate').click();
      const notice = page.getByRole('alert').filter({ hasText: L.comparison.rankOffline });
      await notice.waitFor();
      // Nothing moved: the control, the ranking, its sentence, the address.
      expect(await radio('premium').isChecked()).toBe(true);
      expect(await radio('intermediate').isChecked()).toBe(false);
      await ranked('premium').waitFor();
      expect(await order()).toEqual([wafaName, axaName]);
      expect(new URL(page.url()).searchParams.get('formule')).toBeNull();
      await screenshot(page, `comparison-offline-${language}-${viewport.width}-ranking`);
      expect(await seriousViolations(page)).toEqual([]);

      // Online again, the switch works and the notice goes.
      await context.setOffline(false);
      await radio('intermediate').click();
      await ranked('intermediate').waitFor();
      await expect.poll(order, patiently).toEqual([axaName, wafaName]);
      expect(await radio('intermediate').isChecked()).toBe(true);
      expect(new URL(page.url()).searchParams.get('formule')).toBe('intermediate');
      expect(await notice.count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

describe('following "Détail" without a network', () => {
  it.each([
    ['ar', phone],
    ['fr', desktop],
  ] as const)(
    'in %s at %o, says the page could not load, in the language, and retries',
    async (language, viewport) => {
      const L = catalogues[language];
      const { client, quote, wafaOffer } = await quoteWithTwoOffers();
      const context = await contextOf(language, viewport, client);
      const { page, errors } = await tab(context);
      await page.goto(`/compagnie-page?devis=${quote.id}`);
      const detail = wafaDetail(page, L);
      await detail.waitFor();
      // The driver has had the comparison open a while: everything it loads has come.
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await detail.click();
      const alert = page.getByRole('alert').filter({ hasText: L.areaError.titles.quoteJourney });
      await alert.getByText(L.areaError.offline).waitFor();
      await alert.getByRole('link', { name: L.pages.backHome }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      await screenshot(page, `comparison-offline-${language}-${viewport.width}-detail`);
      expect(await seriousViolations(page)).toEqual([]);

      // Back, still offline: the comparison as it was; "Détail" again says the same.
      await page.goBack();
      await detail.waitFor();
      expect(await alert.count()).toBe(0);
      await detail.click();
      await alert.getByText(L.areaError.offline).waitFor();

      // Nothing may go wrong from here but the browser's late reports of the outage.
      errors.length = 0;
      await context.setOffline(false);
      await alert.getByRole('button', { name: L.areaError.retry }).click();
      await page.getByRole('heading', { level: 2, name: new RegExp(wafaName) }).waitFor();
      expect(new URL(page.url()).searchParams.get('offre')).toBe(wafaOffer.id);
      expect(outsideOutage(errors), errors.join('\n')).toEqual([]);
    },
  );
});

describe('a second tab after a choice made in the first', () => {
  it.each([
    ['fr', desktop],
    ['ar', phone],
  ] as const)(
    'in %s at %o, says a choice was already made and shows it',
    async (language, viewport) => {
      const L = catalogues[language];
      const { client, quote, wafaOffer, axaOffer } = await quoteWithTwoOffers();
      const context = await contextOf(language, viewport, client);
      const a = await tab(context);
      const b = await tab(context);
      await a.page.goto(`/offre-page?devis=${quote.id}&offre=${wafaOffer.id}`);
      await b.page.goto(`/offre-page?devis=${quote.id}&offre=${axaOffer.id}`);
      const inA = selectionOf(a.page, L, 'basic', wafaName);
      const inB = selectionOf(b.page, L, 'premium', axaName);
      await inB.select.waitFor();

      await inA.select.click();
      await inA.dialog.getByRole('button', { name: L.offer.confirm }).click();
      await a.page.waitForURL('**/confirmation?**');

      await b.page.bringToFront();
      await inB.select.click();
      await inB.dialog.getByRole('button', { name: L.offer.confirm }).click();
      const told = b.page.getByRole('alert').filter({ hasText: L.offer.alreadyChosen });
      await told.waitFor();
      // The current state: the choice made elsewhere stands, and no pack can be chosen here.
      await b.page.getByText(L.offer.alreadySelected).waitFor();
      await expect.poll(() => inB.select.isDisabled(), patiently).toBe(true);
      expect(new URL(b.page.url()).pathname).toBe('/offre-page');
      expect((await client.get(`/api/quotes/${quote.id}`)).body.selection).toMatchObject({
        offerId: wafaOffer.id,
        pack: 'basic',
      });
      await screenshot(b.page, `comparison-offline-${language}-${viewport.width}-second-tab`);
      expect(await seriousViolations(b.page)).toEqual([]);
      expect([...a.errors, ...b.errors]).toEqual([]);
    },
  );
});

describe('a network cut while the page loads the error panel ahead', () => {
  it('loads the panel once back online, so "Détail" offline later still says why', async () => {
    const L = catalogues.fr;
    const { client, quote } = await quoteWithTwoOffers();
    const context = await contextOf('fr', phone, client);
    const { page, errors } = await tab(context);
    // The panel's scripts the page asks for ahead (its texts, the panel) are cut, as by a
    // network that drops for a moment.
    const { cut, loaded, reconnect } = await cutDownloads(context, page, /\/assets\/area-error/);
    await page.goto(`/compagnie-page?devis=${quote.id}`);
    const detail = wafaDetail(page, L);
    await detail.waitFor();
    await cut;

    // The network is back (the browser says so); the panel and its French texts load.
    await reconnect();
    await expect.poll(() => loaded.size, patiently).toBe(2);
    // Gone again as "Détail" is followed: the panel says why.
    await context.setOffline(true);
    await detail.click();
    const alert = page.getByRole('alert').filter({ hasText: L.areaError.titles.quoteJourney });
    await alert.getByText(L.areaError.offline).waitFor();
    errors.length = 0;
    await context.setOffline(false);
    await alert.getByRole('button', { name: L.areaError.retry }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(wafaName) }).waitFor();
    expect(outsideOutage(errors), errors.join('\n')).toEqual([]);
  });
});

describe('following "Voir les offres" from Mes devis without a network', () => {
  it.each([
    ['fr', phone],
    ['ar', desktop],
  ] as const)(
    'in %s at %o, says the page waits for the network, and shows it once back',
    async (language, viewport) => {
      const L = catalogues[language];
      const { client, quote } = await quoteWithTwoOffers();
      const other = await submitQuote(client, reference, 'Casablanca');
      const context = await contextOf(language, viewport, client);
      const { page, errors } = await tab(context);
      const openOffers = (quoteReference: string) =>
        page
          .getByRole('listitem')
          .filter({ hasText: quoteReference })
          .getByRole('link', { name: L.myQuotes.open });
      // The comparison's code came earlier in the visit, with another quote's offers, not
      // this one's.
      await page.goto('/mes-devis');
      await openOffers(other.reference).click();
      await page.waitForURL(`**/compagnie-page?devis=${other.id}`);
      await page.waitForLoadState('networkidle');
      await page.goBack();
      const open = openOffers(quote.reference);
      await open.waitFor();
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await open.click();
      const waiting = page.getByRole('status').filter({ hasText: L.flow.waitingForNetwork });
      await waiting.waitFor();
      await screenshot(page, `comparison-offline-${language}-${viewport.width}-waiting`);
      expect(await seriousViolations(page)).toEqual([]);

      await context.setOffline(false);
      await wafaDetail(page, L).waitFor();
      expect(await waiting.count()).toBe(0);
      expect(outsideOutage(errors), errors.join('\n')).toEqual([]);
    },
  );
});
