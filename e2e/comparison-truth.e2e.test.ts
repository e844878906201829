import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directionOf, languageCookie, type Language } from '../domain/languages.ts';
import { displayPhone } from '../domain/phone.ts';
import type { Pack } from '../domain/reference/guarantees.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import type { QuoteComparison } from '../domain/quotes/comparison.ts';
import {
  confirmPhone,
  priceQuote,
  signInStaff,
  submitQuote,
  uniqueMobile,
} from '../server/test/factories.ts';
import { signUpDriver, type TestClient } from '../server/test/harness.ts';
import { startCloudApiFake, type CloudApiFake } from '../server/test/protocol-peers.ts';
import { siteDefaults } from '../domain/site.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import {
  launchBrowser,
  readsFromItsNumber,
  screenshot,
  seriousViolations,
} from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import {
  answeredSurvey,
  casablancaAgents,
  driverWithQuote,
  money,
  referenceData,
  visible,
} from './support/comparison-data.ts';
import { collectPageErrors, contextFor, desktop, phone, type Viewport } from './support/roles.ts';

/*
 * What the driver's comparison pages and the public pages say must be true (decision 0012):
 * the offers ranked for a pack the driver chooses (by default the one holding the guarantees
 * they asked for), every pack's price, reviews published only with their author's consent,
 * WhatsApp promised only to those who agreed and confirmed their number, a confirmation before contact details leave,
 * honest pages when reached without their state, and public pages whose controls work — or
 * say they cannot yet — before the app has started, even without JavaScript. In French and
 * Arabic; texts come from each language's catalogue.
 */

let server: AppServer;
let whatsapp: CloudApiFake;
let browser: Browser;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;
const contexts: BrowserContext[] = [];

/** expect.poll waits 1 s by default: too little on a busy machine. */
const patiently = { timeout: 20_000 };

const praise = 'Accueil chaleureux & rappel le jour même <merci>.';
const secret = 'Commentaire privé : jamais publié';

beforeAll(async () => {
  whatsapp = await startCloudApiFake();
  server = await startAppServer({
    WHATSAPP_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1098765432',
    WHATSAPP_API_URL: whatsapp.url,
  });
  browser = await launchBrowser();
  reference = await referenceData(server.baseUrl);
  ({ wafa, axa } = await casablancaAgents(server.baseUrl));
  // Wafa Anfa: a published review, then a later unpublished answer; AXA Maârif: one rating its
  // author agreed to show, without a comment.
  const survey = (agent: TestClient, firstName: string, lastName: string, answer: object) =>
    answeredSurvey(
      server.baseUrl,
      reference,
      agent,
      { firstName, lastName },
      {
        rating: 3,
        comment: '',
        publishConsent: false,
        ...answer,
      },
    );
  await survey(wafa, 'Nadia', 'Berrada', { rating: 5, comment: praise, publishConsent: true });
  await survey(wafa, 'Karim', 'Alaoui', { comment: secret });
  await survey(axa, 'Omar', 'Tazi', { rating: 4, publishConsent: true });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  await whatsapp?.close();
});

/** A page in `language` at `viewport`, signed in as `client` when given; errors collected. */
async function pageFor(
  language: Language,
  viewport: Viewport,
  client?: TestClient,
): Promise<{ page: Page; errors: string[] }> {
  // A signed-in person's pages follow their account's language, as the selector saves it.
  if (client) expect((await client.put('/api/me/language', { language })).status).toBe(204);
  const context = await contextFor(browser, server.baseUrl, language, viewport, client);
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page) };
}

/** A browser context with JavaScript turned off, in `language`. */
async function pageWithoutScript(language: Language): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    javaScriptEnabled: false,
    viewport: desktop,
  });
  contexts.push(context);
  const url = new URL(server.baseUrl);
  await context.addCookies([
    { name: languageCookie, value: language, domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
  return context.newPage();
}

/** The catalogue's plural form of `key` for `count` in `language` (Intl.PluralRules). */
const plural = (section: object, key: string, count: number, language: Language) =>
  (section as Record<string, string>)[`${key}_${new Intl.PluralRules(language).select(count)}`] ??
  (section as Record<string, string>)[`${key}_other`] ??
  '';

/** Whether an inline element sits on one line (a wrapped one has several boxes). */
const onOneLine = (page: Page, text: string) =>
  page
    .locator('bdi', { hasText: text })
    .first()
    .evaluate((element) => ({
      whiteSpace: getComputedStyle(element).whiteSpace,
      lines: element.getClientRects().length,
    }));

describe.each(['fr', 'ar'] as const)('the comparison in %s', (language) => {
  const L: Catalogue = catalogues[language];
  const shot = (page: Page, name: string) => screenshot(page, `truth-${language}-${name}`);

  it('ranks by the pack the driver chooses, recommended by default, kept on reload, with every price', async () => {
    // Tierce and glass breakage declined: Intermédiaire holds what the driver asked for.
    const { client, quote } = await driverWithQuote(server.baseUrl, reference, {
      guarantees: { allRisk: 'allRisk.none', glassBreakage: 'glassBreakage.none' },
    });
    await priceQuote(wafa, quote.id, { basic: 2000, intermediate: 5000, premium: 6000 });
    await priceQuote(axa, quote.id, { basic: 2500, intermediate: 4000, premium: 7000 });
    const { page, errors } = await pageFor(language, phone, client);
    await page.goto(`/compagnie-page?devis=${quote.id}`);
    const cards = page.getByRole('list', { name: L.comparison.title }).locator(':scope > li');
    const radio = (pack: Pack) => page.getByRole('radio', { name: L.packs[pack] });
    const firstAgency = async () => visible(await cards.nth(0).textContent());

    await cards.nth(1).waitFor();
    expect(await radio('intermediate').isChecked()).toBe(true);
    await page
      .getByRole('status')
      .getByText(fill(L.comparison.rankedBy, { pack: L.packs.intermediate }))
      .waitFor();
    expect(await firstAgency()).toContain('Agence AXA Maârif');
    for (const [index, prices] of [
      [2500, 4000, 7000],
      [2000, 5000, 6000],
    ].entries()) {
      const text = visible(await cards.nth(index).textContent());
      for (const price of prices) expect(text).toContain(money(price, language));
      // Each offer holds its price 30 days, counted down in the reader's language.
      expect(text).toContain(
        fill(plural(L.comparison, 'validDaysLeft', 30, language), { count: '30' }),
      );
    }
    // No "from" before an exact price.
    expect(await page.locator('main').textContent()).not.toMatch(/dès|ابتداءً من/);
    await shot(page, 'comparison-recommended');
    if (language === 'ar') expect(await seriousViolations(page)).toEqual([]);

    await radio('basic').check();
    await page.waitForURL(/formule=basic/);
    await expect.poll(firstAgency, patiently).toContain('Agence Wafa Anfa');
    await page.reload();
    await cards.nth(1).waitFor();
    expect(await radio('basic').isChecked()).toBe(true);
    expect(await firstAgency()).toContain('Agence Wafa Anfa');
    await page
      .getByRole('status')
      .getByText(fill(L.comparison.rankedBy, { pack: L.packs.basic }))
      .waitFor();

    // The reference never breaks at its hyphens, even on a phone.
    expect(await onOneLine(page, quote.reference)).toEqual({ whiteSpace: 'nowrap', lines: 1 });
    expect(await page.locator('html').getAttribute('dir')).toBe(directionOf(language));

    // Mes devis: the best price of each pack, each from whichever agency offers it.
    await page.goto('/mes-devis');
    const listed = page.getByRole('listitem').filter({ hasText: quote.reference });
    await listed.getByText(L.myQuotes.bestPrices).waitFor();
    // Its status badge stays on one line on a phone, beside the links that wrap instead.
    const twoOffers = `offered_${new Intl.PluralRules(language).select(2)}`;
    const badge = listed.getByText(
      fill((L.myQuotes.status as Record<string, string>)[twoOffers] ?? '', { count: 2 }),
    );
    const lines = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      const text =
        element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(text / parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
    const best = listed.getByRole('definition');
    expect((await best.allTextContents()).map(visible)).toEqual(
      [2000, 4000, 6000].map((price) => visible(money(price, language))),
    );
    await shot(page, 'my-quotes-best-prices');
    expect(errors).toEqual([]);
  });

  it('shows per agency only reviews published with consent, signed with first name and initial, and plural counts', async () => {
    const { client, quote } = await driverWithQuote(server.baseUrl, reference);
    await priceQuote(wafa, quote.id);
    await priceQuote(axa, quote.id, { basic: 3300, intermediate: 4600, premium: 7000 });
    const { page, errors } = await pageFor(language, desktop, client);
    await page.goto(`/compagnie-page?devis=${quote.id}&formule=basic`);
    const card = (agency: string) =>
      page
        .getByRole('list', { name: L.comparison.title })
        .locator(':scope > li')
        .filter({ hasText: agency });
    await card('Agence Wafa Anfa').waitFor();
    const wafaText = visible(await card('Agence Wafa Anfa').textContent());
    expect(wafaText).toContain(fill(L.comparison.review, { author: 'Nadia B.', text: praise }));
    expect(wafaText).not.toContain(secret);
    expect(wafaText).not.toContain('Berrada');
    // Only the answers their authors agreed to show count in the average, as the page says:
    // Karim's 3 is not in Wafa's.
    expect(wafaText).toContain(
      fill(plural(L.comparison, 'rating', 1, language), { average: 5, count: 1 }),
    );
    const axaText = visible(await card('Agence AXA Maârif').textContent());
    expect(axaText).toContain(
      fill(plural(L.comparison, 'rating', 1, language), { average: 4, count: 1 }),
    );
    expect(axaText).not.toContain(praise);
    await page.getByText(L.comparison.ratingNote).waitFor();
    expect(await page.locator('body').textContent()).not.toContain(secret);
    await shot(page, 'comparison-reviews');
    expect(errors).toEqual([]);
  });

  it('shows the offer of a suspended agency last, as unavailable, with no pack to choose', async () => {
    const { client, quote } = await driverWithQuote(server.baseUrl, reference);
    await priceQuote(wafa, quote.id, { basic: 2000, intermediate: 3000, premium: 4000 });
    await priceQuote(axa, quote.id, { basic: 2500, intermediate: 3500, premium: 4500 });
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    const wafaAgency = (await wafa.get('/api/me')).body.agency.id as string;
    const decide = async (action: 'suspend' | 'reactivate') =>
      expect(
        (
          await admin.post(`/api/admin/agencies/${wafaAgency}/decision`, {
            action,
            reason: 'Contrôle ACAPS en cours',
          })
        ).status,
      ).toBe(200);
    await decide('suspend');
    try {
      const { page, errors } = await pageFor(language, phone, client);
      await page.goto(`/compagnie-page?devis=${quote.id}`);
      const cards = page.getByRole('list', { name: L.comparison.title }).locator(':scope > li');
      await cards.nth(1).waitFor();
      // Cheaper on every pack, and still last: it cannot be chosen.
      expect(visible(await cards.nth(0).textContent())).toContain('Agence AXA Maârif');
      const suspended = cards.nth(1);
      expect(visible(await suspended.textContent())).toContain('Agence Wafa Anfa');
      await suspended.getByText(L.comparison.unavailable).waitFor();
      await shot(page, 'comparison-unavailable');
      await suspended.getByRole('link', { name: L.comparison.detail }).click();
      await page.getByRole('status').getByText(L.comparison.unavailable).waitFor();
      const choose = page.getByRole('button', { name: L.packs.select });
      expect(await choose.count()).toBe(3);
      for (const button of await choose.all()) expect(await button.isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await decide('reactivate');
      // Reactivation ends the sessions from before the suspension (decision 0016).
      ({ wafa } = await casablancaAgents(server.baseUrl));
    }
  });

  it('asks for consent on the survey form before publishing a comment', async () => {
    // In Rabat, so that this answer changes no Casablanca agency's reviews of the other tests.
    const rabat = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
    const comment = `Très bon conseil (${language})`;
    const { client, quote } = await driverWithQuote(
      server.baseUrl,
      reference,
      {
        driver: { firstName: 'Yasmine', lastName: 'Idrissi' },
      },
      'Rabat',
    );
    await priceQuote(rabat, quote.id);
    const offerId = ((await client.get(`/api/quotes/${quote.id}`)).body as QuoteComparison)
      .offers[0]?.id;
    await client.post(`/api/quotes/${quote.id}/selection`, { offerId, pack: 'basic' });
    const { page, errors } = await pageFor(language, phone, client);
    await page.goto(`/survey-form?devis=${quote.id}`);
    const consent = page.getByLabel(L.survey.publishConsent);
    await consent.waitFor();
    expect(await consent.isChecked()).toBe(false);
    await page.getByText(L.survey.ratingUse).waitFor();
    // The stars are radios hidden behind their icons: chosen with the keyboard.
    await page
      .getByLabel(fill(plural(L.survey, 'star', 5, language), { count: 5 }), { exact: true })
      .focus();
    await page.keyboard.press('Space');
    await page.getByLabel(L.survey.comment).fill(comment);
    await consent.check();
    await shot(page, 'survey-consent');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/survey')),
      page.getByRole('button', { name: L.survey.send }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ rating: 5, comment, publishConsent: true });
    await page.getByText(L.survey.thanks).waitFor();

    // Another driver now reads it beside the agency, signed "Yasmine I.".
    const other = await driverWithQuote(server.baseUrl, reference, {}, 'Rabat');
    await priceQuote(rabat, other.quote.id);
    const seen = (await other.client.get(`/api/quotes/${other.quote.id}`)).body as QuoteComparison;
    expect(seen.offers[0]?.review).toMatchObject({ text: comment, author: 'Yasmine I.' });
    expect(errors).toEqual([]);
  });

  it('asks before sending the contact details; Annuler sends nothing; phones in national format', async () => {
    const { client, quote } = await driverWithQuote(server.baseUrl, reference);
    await priceQuote(wafa, quote.id);
    const offer = ((await client.get(`/api/quotes/${quote.id}`)).body as QuoteComparison).offers[0];
    if (!offer) throw new Error('no offer');
    const agencyPhone = displayPhone(offer.agency.phone);
    expect(agencyPhone.national).toMatch(/^0\d( \d\d){4}$/);
    const { page, errors } = await pageFor(language, phone, client);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`/offre-page?devis=${quote.id}&offre=${offer.id}`);
    const select = page.getByRole('button', { name: `${L.packs.select} — ${L.packs.basic}` });
    const dialog = page.getByRole('dialog', {
      name: fill(L.offer.confirmTitle, { pack: L.packs.basic, agency: offer.agency.name }),
    });

    await select.click();
    await dialog.waitFor();
    await dialog
      .getByText(
        fill(L.offer.confirmText, { agency: offer.agency.name, insurer: 'Wafa Assurance' }),
      )
      .waitFor();
    const phoneLink = dialog.getByRole('link', { name: agencyPhone.national });
    expect(await phoneLink.getAttribute('href')).toBe(`tel:${offer.agency.phone}`);
    await shot(page, 'offer-confirm');
    if (language === 'ar') expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: L.offer.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Escape cancels too.
    await select.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');
    expect(posts).toEqual([]);
    expect((await client.get(`/api/quotes/${quote.id}`)).body.selection).toBeNull();

    await select.click();
    // The offer is read down to its packs: the confirmation opens at its top all the same.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/selection'),
      ),
      dialog.getByRole('button', { name: L.offer.confirm }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await page.waitForURL('**/confirmation?**');
    const agencyLink = page
      .locator('section[aria-labelledby="agency-title"]')
      .getByRole('link', { name: agencyPhone.national });
    await agencyLink.waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), patiently).toBe(0);
    expect(await agencyLink.getAttribute('href')).toBe(`tel:${offer.agency.phone}`);
    expect(await page.locator('main').textContent()).not.toContain(offer.agency.phone);
    expect(await onOneLine(page, quote.reference)).toEqual({ whiteSpace: 'nowrap', lines: 1 });
    // The agency's address and Moqarana's read in their order, in an Arabic page too.
    expect(await readsFromItsNumber(page, offer.agency.address)).toBe(true);
    expect(await readsFromItsNumber(page, siteDefaults.supportAddress)).toBe(true);
    await shot(page, 'confirmation');
    expect(errors).toEqual([]);
  });

  it('says what is true on pages reached without their state, with a way to Mes devis', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const { page, errors } = await pageFor(language, phone, client);
    const toMyQuotes = () => page.getByRole('link', { name: L.confirmation.myQuotes });
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    const unknown = '8b7f9c2e-1d3a-4e5f-9a6b-7c8d9e0f1a2b';
    for (const [path, title] of [
      ['/pageAttente', L.waiting.noRequestTitle],
      ['/confirmation', L.confirmation.noSelectionTitle],
      ['/offre-page', L.offer.notFoundTitle],
      [`/offre-page?devis=${unknown}&offre=${unknown}`, L.offer.notFoundTitle],
      ['/offre-page?devis=abc&offre=def', L.offer.notFoundTitle],
    ] as const) {
      await page.goto(path);
      await heading(title).waitFor();
      expect(await toMyQuotes().getAttribute('href'), path).toBe('/mes-devis');
      expect(await page.getByText(L.waiting.title).count(), path).toBe(0);
    }
    await shot(page, 'offer-not-found');
    // A quote without a selection has no confirmation either.
    const quote = await submitQuote(client, reference);
    await page.goto(`/confirmation?devis=${quote.id}`);
    await heading(L.confirmation.noSelectionTitle).waitFor();
    await toMyQuotes().click();
    await page.waitForURL('**/mes-devis');
    expect(errors).toEqual([]);
  });

  it.each([
    ['did not agree', false, false],
    ['agreed without confirming the number', true, false],
    ['agreed and confirmed the number', true, true],
  ])(
    'promises WhatsApp only to a driver who agreed and confirmed their number (%s)',
    async (_case, whatsappOptIn, confirmed) => {
      const { client } = await signUpDriver(server.baseUrl);
      const phone = confirmed ? await confirmPhone(client, whatsapp) : uniqueMobile();
      const quote = await submitQuote(client, reference, 'Casablanca', {
        driver: { phone, whatsappOptIn },
      });
      const whatsappPromised = whatsappOptIn && confirmed;
      const { page, errors } = await pageFor(language, desktop, client);
      const [said, unsaid] = whatsappPromised
        ? [L.comparison.waitingTextEmailWhatsapp, L.comparison.waitingTextEmail]
        : [L.comparison.waitingTextEmail, L.comparison.waitingTextEmailWhatsapp];
      await page.goto(`/compagnie-page?devis=${quote.id}`);
      await page.getByText(said).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(unsaid).count()).toBe(0);

      // The waiting page as the quote form leaves it: the new reference in the history state.
      await page.evaluate((ref) => {
        history.replaceState({ usr: { reference: ref }, key: 'e2e', idx: 0 }, '', '/pageAttente');
      }, quote.reference);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: L.waiting.title }).waitFor();
      const [sent, notSent] = whatsappPromised
        ? [L.waiting.textEmailWhatsapp, L.waiting.textEmail]
        : [L.waiting.textEmail, L.waiting.textEmailWhatsapp];
      await page.getByText(sent).waitFor();
      expect(await page.getByText(notSent).count()).toBe(0);
      expect(await onOneLine(page, quote.reference)).toEqual({ whiteSpace: 'nowrap', lines: 1 });
      expect(errors).toEqual([]);
    },
  );

  it('offers "Non souhaitée" on the guarantees form and shows it to the agency', async () => {
    const { client, quote } = await driverWithQuote(server.baseUrl, reference, {
      guarantees: { theft: 'theft.none' },
    });
    const { page } = await pageFor(language, desktop, client);
    await page.goto('/choix-garantie');
    const theft = page.getByLabel(L.guarantees.theft, { exact: true });
    await theft.waitFor();
    expect(await theft.locator('option', { hasText: L.guaranteeLevels.none }).count()).toBe(1);
    const pfcp = page.getByLabel(L.guarantees.pfcp, { exact: true });
    expect(await pfcp.locator('option', { hasText: L.guaranteeLevels.none }).count()).toBe(0);

    const agent = await pageFor(language, desktop, wafa);
    await agent.page.goto(`/user-info/${quote.id}`);
    const row = agent.page.locator('dl div', { hasText: L.guarantees.theft });
    await row.getByText(L.guaranteeLevels.none).waitFor();
    expect(agent.errors).toEqual([]);
  });
});

describe('public pages before the app starts', () => {
  it('switches the language without JavaScript and lands on the same page in Arabic', async () => {
    const page = await pageWithoutScript('fr');
    await page.goto('/services');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByLabel(catalogues.fr.nav.language).selectOption('ar');
    await page.getByRole('button', { name: catalogues.fr.nav.languageApply }).click();
    await page.waitForURL('**/services');
    await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: catalogues.ar.hero.servicesTitle }).waitFor();
    await screenshot(page, 'truth-no-script-services-ar');
  });

  it('tells a visitor without JavaScript that the contact form cannot send, and puts nothing in the URL', async () => {
    const page = await pageWithoutScript('fr');
    const C = catalogues.fr.contact;
    await page.goto('/contact');
    const send = page.getByRole('button', { name: C.send, exact: true });
    expect(await send.isDisabled()).toBe(true);
    // Playwright's text search skips <noscript>; its content shows when scripts are off.
    const note = page.getByRole('alert');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe(C.needsScript);
    await page.getByLabel(C.lastName, { exact: true }).fill('Alaoui');
    await page.getByLabel(C.email).fill('nadia@example.ma');
    await page.getByLabel(C.email).press('Enter');
    expect(page.url()).toBe(`${server.baseUrl}/contact`);
    await screenshot(page, 'truth-no-script-contact');
  });

  it('keeps a language chosen while the app loads, and no control swallows a click', async () => {
    const { page, errors } = await pageFor('fr', phone);
    // The app's entry module never arrives: the page stays as prerendered.
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
    await page.goto('/services');
    const { hero, nav } = catalogues.fr;
    for (const name of [hero.previous, hero.next]) {
      expect(await page.getByRole('button', { name }).isDisabled(), name).toBe(true);
    }
    // The phone menu needs no app: it opens and closes as prerendered.
    const menu = page.getByRole('navigation', { name: nav.mainLabel });
    await page.getByRole('button', { name: nav.openMenu }).click();
    await menu.getByRole('link', { name: nav.contact, exact: true }).waitFor();
    // The Assurance menu closes as in the app: on Escape, the focus returning to its button
    // from the list; when the focus leaves it; and on a press outside it.
    const insurance = menu.getByRole('button', { name: nav.insurance });
    const auto = menu.getByRole('link', { name: nav.auto });
    await insurance.click();
    await auto.focus();
    await page.keyboard.press('Escape');
    await auto.waitFor({ state: 'hidden' });
    expect(await insurance.evaluate((button) => button === document.activeElement)).toBe(true);
    await insurance.click();
    await auto.focus();
    await menu.getByRole('link', { name: nav.services, exact: true }).focus();
    await auto.waitFor({ state: 'hidden' });
    await insurance.click();
    await auto.waitFor();
    // The menu panel's own margin, outside the Assurance menu.
    await page.locator('#main-menu').click({ position: { x: 4, y: 4 } });
    await auto.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: nav.closeMenu }).click();
    await menu.getByRole('link', { name: nav.contact, exact: true }).waitFor({ state: 'hidden' });
    await page.getByLabel(catalogues.fr.nav.language).selectOption('ar');
    await page.waitForURL('**/services');
    await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors).toEqual([]);
  });

  it('loads no app until the visitor acts, and the app keeps the menu opened before it ran', async () => {
    const { page, errors } = await pageFor('ar', phone);
    const { nav } = catalogues.ar;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The app's entry module waits until the menu has been opened without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/accueil', { waitUntil: 'networkidle' });
    expect(scripts).toEqual(['/hydrate.js']);
    await page.getByRole('button', { name: nav.openMenu }).click();
    const menu = page.getByRole('navigation', { name: nav.mainLabel });
    await menu.getByRole('link', { name: nav.contact, exact: true }).waitFor();
    expect(scripts.length).toBeGreaterThan(1);
    release();
    await page.locator('html[data-app]').waitFor({ state: 'attached' });
    await screenshot(page, 'truth-menu-opened-before-app-ar');
    // Open on screen, open for the app: one click closes it.
    await page.getByRole('button', { name: nav.closeMenu }).click();
    await menu.getByRole('link', { name: nav.contact, exact: true }).waitFor({ state: 'hidden' });
    expect(
      await page.getByRole('button', { name: nav.openMenu }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(errors).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)(
    'keeps exactly one h1 on every hero slide, and hydrates without a mismatch (%s)',
    async (language) => {
      const H = catalogues[language].hero;
      const { page, errors } = await pageFor(language, desktop);
      for (const [path, title] of [
        ['/services', H.servicesTitle],
        ['/apropos', H.aboutTitle],
        ['/contact', H.contactTitle],
        ['/accueil', H.homeTitle],
      ] as const) {
        await page.goto(path, { waitUntil: 'networkidle' });
        // The visitor moves the mouse: the app starts (web/public/hydrate.js).
        await page.mouse.move(10, 10);
        const next = page.getByRole('button', { name: H.next });
        await expect.poll(() => next.isEnabled(), patiently).toBe(true);
        expect(await page.locator('h1').count(), path).toBe(1);
        await next.click();
        await page.getByText(H.slide2Title).waitFor();
        expect(await page.locator('h1').count(), `${path} slide 2`).toBe(1);
        if (path !== '/accueil')
          expect(await page.locator('h1').textContent(), `${path} slide 2`).toBe(title);
        await next.click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
      }
      expect(errors).toEqual([]);
    },
  );
});
