import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../domain/languages.ts';
import { dirhamsDecimal } from '../domain/money.ts';
import { packs } from '../domain/reference/guarantees.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import type { AgencyTariff, TariffSuggestion } from '../domain/tariffs/api.ts';
import { signInStaff, submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { dirhamsText, percentText } from '../web/features/back-office/lib/tariff-form.ts';
import { arTariffs } from '../web/i18n/ar/tariffs.ts';
import { frInstantPrices } from '../web/i18n/fr/instant-prices.ts';
import { arLevies } from '../web/i18n/ar/levies.ts';
import { frLevies } from '../web/i18n/fr/levies.ts';
import { frTariffs } from '../web/i18n/fr/tariffs.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import {
  accessible,
  answerTo,
  PageOpener,
  readable,
  requestsTo,
  sentBody,
  visit,
} from './support/controls.ts';
import { desktop, phone, type Viewport } from './support/roles.ts';

/*
 * The Barème (docs/product/tariffs.md) in Chromium: Casablanca's demo manager (Agence Wafa Anfa,
 * the city's first agency, seeded in suggestion mode with a grid) changes a band's premium and a
 * guarantee's rate, saves, and finds them after a reload; a band cheaper than the one below is
 * refused under its field and saves nothing. Its agent opens a pending quote's price form
 * pre-filled with the grid's prices, each pack's breakdown or why the grid does not offer it,
 * and the offer sent names the grid's version. French and Arabic, a phone and a desktop, axe
 * and screenshots on each.
 */

const tariffTexts = { fr: frTariffs.tariffs, ar: arTariffs.tariffs };
const managerEmail = 'manager.casablanca@moqarana.ma';
const agentEmail = 'agent.casablanca@moqarana.ma';

let server: AppServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let reference: ReferenceData;
const pages = new PageOpener(
  () => browser,
  () => server.baseUrl,
);

beforeAll(async () => {
  // The demo's grids in use: Wafa Anfa in suggestion mode, AXA Maârif automatic.
  server = await startAppServer({ DEMO_TARIFF_MODES: 'true' });
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  await server?.stop();
});

/** A demo staff account signed in through the API, its account set to `language`. */
async function staffIn(email: string, language: Language): Promise<TestClient> {
  const client = await signInStaff(server.baseUrl, email);
  expect((await client.put('/api/me/language', { language })).status).toBe(204);
  return client;
}

/** The fields of the Barème the test types in. */
function barème(page: Page, language: Exclude<Language, 'en'>) {
  const T = tariffTexts[language];
  const band = (fuel: 'petrol' | 'diesel' | 'electric', number: number) =>
    page
      .getByRole('region', { name: T.fuels[fuel], exact: true })
      .getByRole('group', { name: fill(T.band, { number }), exact: true });
  const level = (code: string) => page.getByTestId(`premium-${code}`);
  /** Unfolds a guarantee's panel unless it is open. */
  const unfold = async (guarantee: string) => {
    const panel = page.getByTestId(`guarantee-${guarantee}`);
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  };
  const save = () => page.getByRole('button', { name: T.save, exact: true });
  return { T, band, level, unfold, save };
}

const tariffOf = async (client: TestClient) =>
  (await client.get('/api/agency/tariff')).body as AgencyTariff;

describe('the Barème', () => {
  it('a manager changes a band premium and a guarantee rate, saves, and sees them after a reload; a decreasing band is refused and changes nothing', async () => {
    const manager = await staffIn(managerEmail, 'fr');
    const before = await tariffOf(manager);
    expect(before.mode).toBe('suggestion');
    const { page, errors } = await pages.open('fr', desktop, manager);
    const { T, band, level, unfold, save } = barème(page, 'fr');
    const L = catalogues.fr;
    await visit(page, '/bareme');
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    await page.getByTestId('sidebar').getByRole('link', { name: T.nav, exact: true }).waitFor();
    await accessible(page);
    await screenshot(page, 'tariff-grid-fr1280');

    // The petrol top band, one hundred dirhams dearer: it stays the dearest.
    const petrol = before.grid.civilLiabilityBands
      .filter((row) => row.fuel === 'petrol')
      .sort((a, b) => a.fromCv - b.fromCv);
    const top = petrol.length;
    const topPremium = (petrol.at(-1)?.premiumCentimes ?? 0) + 10_000;
    await band('petrol', top).getByLabel(T.premium).fill(dirhamsText(topPremium, 'fr'));
    // Glass breakage's first level at 1,75 % of the market value, at least 300 DH.
    await unfold('glassBreakage');
    const glass = level('glassBreakage.1');
    await glass.getByLabel(T.basis).selectOption('marketValue');
    await glass.getByLabel(T.rate).fill('1,75');
    await glass.getByLabel(T.minimum).fill('300');

    const saved = await answerTo(page, 'PUT', /^\/api\/agency\/tariff$/, () => save().click());
    const sent = sentBody(saved) as AgencyTariff;
    expect(sent.grid.civilLiabilityBands).toContainEqual({
      fuel: 'petrol',
      fromCv: petrol.at(-1)?.fromCv,
      toCv: null,
      premiumCentimes: topPremium,
    });
    expect(sent.grid.guaranteePremiums).toContainEqual({
      level: 'glassBreakage.1',
      basis: 'marketValue',
      flatCentimes: null,
      rateBp: 175,
      minimumCentimes: 30_000,
    });
    const after = await tariffOf(manager);
    const number = (before.version?.number ?? 0) + 1;
    expect(after.version?.number).toBe(number);

    await page.reload();
    await page.locator('html[data-app]').waitFor({ state: 'attached' });
    const version = page.getByTestId('tariff-version');
    await expect
      .poll(async () => readable(await version.textContent()))
      .toMatch(new RegExp(`^${fill(T.version, { number, date: '\\d\\d/\\d\\d/\\d{4}' })}$`));
    expect(await band('petrol', top).getByLabel(T.premium).inputValue()).toBe(
      dirhamsText(topPremium, 'fr'),
    );
    await unfold('glassBreakage');
    expect(await glass.getByLabel(T.rate).inputValue()).toBe(percentText(175, 'fr'));
    expect(await glass.getByLabel(T.minimum).inputValue()).toBe('300');

    // A second band cheaper than the first: refused under its premium, nothing sent.
    const saves = requestsTo(page, 'PUT', /^\/api\/agency\/tariff$/);
    await band('petrol', 2).getByLabel(T.premium).fill('1');
    await save().click();
    await band('petrol', 2).getByText(L.validation.bandPremiumDecreasing).waitFor();
    await page.getByText(L.errors.validationFailed).waitFor();
    expect(await band('petrol', 2).getByLabel(T.premium).getAttribute('aria-invalid')).toBe('true');
    await accessible(page);
    await screenshot(page, 'tariff-grid-error-fr1280');
    expect(saves.count).toBe(0);
    expect((await tariffOf(manager)).version?.number).toBe(number);
    await page.reload();
    await page.locator('html[data-app]').waitFor({ state: 'attached' });
    await page.getByTestId('tariff-version').waitFor();
    expect(await band('petrol', 2).getByLabel(T.premium).inputValue()).toBe(
      dirhamsText(petrol[1]?.premiumCentimes ?? 0, 'fr'),
    );

    // No level priced in suggestion mode: the server's refusal shows under the mode.
    for (const select of await page.locator('[data-testid^="premium-"] select').all())
      await select.selectOption('none', { force: true });
    await answerTo(page, 'PUT', /^\/api\/agency\/tariff$/, () => save().click(), 'refused');
    await page
      .getByRole('group', { name: T.modeTitle })
      .getByText(L.validation.tariffNothingPriced)
      .waitFor();
    expect((await tariffOf(manager)).version?.number).toBe(number);
    expect(errors).toEqual([]);
  });

  it.each<[Exclude<Language, 'en'>, Viewport]>([
    ['fr', phone],
    ['ar', phone],
    ['ar', desktop],
  ])('reads in %s at %o, with a field’s message', async (language, viewport) => {
    const manager = await staffIn(managerEmail, language);
    const { page, errors } = await pages.open(language, viewport, manager);
    const { T, band, save } = barème(page, language);
    const L = catalogues[language];
    const tag = `${language}${viewport.width}`;
    await visit(page, '/bareme');
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(
      language === 'ar' ? 'rtl' : 'ltr',
    );
    // Nothing wider than the screen: the tables fit as stacked rows.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await accessible(page);
    await screenshot(page, `tariff-grid-${tag}`);
    // Arabic digits are read as the same number.
    await band('diesel', 2)
      .getByLabel(T.premium)
      .fill(language === 'ar' ? '١' : '1');
    await save().click();
    await band('diesel', 2).getByText(L.validation.bandPremiumDecreasing).waitFor();
    await accessible(page);
    await screenshot(page, `tariff-grid-error-${tag}`);
    expect(errors).toEqual([]);
  });

  it('an agent does not see the Barème, and opens a pending quote with the grid’s prices and breakdown; the offer sent names its version', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const quote = await submitQuote(driver, reference, 'Casablanca');
    const agent = await staffIn(agentEmail, 'fr');
    const suggested = await agent.get(`/api/agency/quotes/${quote.id}/tariff-suggestion`);
    expect(suggested.status).toBe(200);
    const suggestion = suggested.body as TariffSuggestion;
    const { page, errors } = await pages.open('fr', desktop, agent);
    const B = catalogues.fr.backOffice;
    const S = frTariffs.tariffs.suggestion;
    await visit(page, '/dashboard');
    expect(
      await page.getByTestId('sidebar').getByRole('link', { name: frTariffs.tariffs.nav }).count(),
    ).toBe(0);

    await visit(page, `/prix-info/${quote.id}/x`);
    await page.getByText(fill(S.note, { number: suggestion.gridVersion.number })).waitFor();
    for (const pack of packs) {
      const price = suggestion.packs[pack];
      const region = page.getByRole('region', { name: catalogues.fr.packs[pack], exact: true });
      // The grid's breakdown, below the prices with the pack's details and terms.
      const details = page.getByRole('region', {
        name: fill(catalogues.fr.agencyDay.packDetails, { pack: catalogues.fr.packs[pack] }),
      });
      const field = page.getByLabel(fill(B.priceLabel, { pack: catalogues.fr.packs[pack] }));
      if (price.offered) {
        expect(await field.inputValue()).toBe(
          dirhamsDecimal(price.priceCentimes).replace('.', ','),
        );
        await details.getByText(S.breakdown).click();
        // The driver's labels (web/lib/price-lines.ts): a rated line states its rate.
        const lines = frInstantPrices.instantPrices.lines;
        await details.getByText(lines.civilLiability, { exact: true }).waitFor();
        await details.getByText(lines.contractTax.replace(' ({{rate}})', '')).first().waitFor();
      } else {
        expect(await field.inputValue()).toBe('');
        await region.getByTestId('not-offered').waitFor();
      }
    }
    await accessible(page);
    await screenshot(page, 'tariff-suggestion-fr1280');

    // A three-year-old car: the demo grid offers every pack.
    expect(packs.every((pack) => suggestion.packs[pack].offered)).toBe(true);
    {
      const sent = await answerTo(
        page,
        'PUT',
        /^\/api\/agency\/quotes\/[^/]+\/offer$/,
        async () => {
          await page.getByRole('button', { name: B.send, exact: true }).click();
          // A grid price far from the agency's usual ones asks for a confirmation first.
          const confirm = page.getByRole('button', { name: B.unusualSend });
          await Promise.race([
            page.waitForURL('**/dashboard'),
            confirm.waitFor().then(() => confirm.click()),
          ]);
        },
      );
      expect(sentBody(sent)).toMatchObject({
        tariffGridVersion: suggestion.gridVersion.number,
      });
      await page.waitForURL('**/dashboard');
    }

    // In Arabic on a phone, a ten-year-old car: Wafa's grid covers tierce up to 8 years, so
    // Premium is not offered, says why, and its price is left to the agent.
    const other = await submitQuote(driver, reference, 'Casablanca', {
      vehicle: { firstRegistrationDate: `${new Date().getUTCFullYear() - 10}-01-15` },
    });
    await staffIn(agentEmail, 'ar');
    const arabic = await pages.open('ar', phone, agent);
    await visit(arabic.page, `/prix-info/${other.id}/x`);
    await arabic.page
      .getByText(fill(arTariffs.tariffs.suggestion.note, { number: suggestion.gridVersion.number }))
      .waitFor();
    const premium = arabic.page.getByRole('region', {
      name: catalogues.ar.packs.premium,
      exact: true,
    });
    await premium
      .getByText(
        fill(arTariffs.tariffs.suggestion.notOffered.vehicleTooOld, {
          years: 8,
          guarantee: catalogues.ar.guarantees.allRisk,
        }),
      )
      .waitFor();
    expect(
      await arabic.page
        .getByLabel(
          fill(catalogues.ar.backOffice.priceLabel, { pack: catalogues.ar.packs.premium }),
        )
        .inputValue(),
    ).toBe('');
    await arabic.page.getByTestId('price-breakdown').first().locator('summary').click();
    await accessible(arabic.page);
    await screenshot(arabic.page, 'tariff-suggestion-ar375');
    expect(errors).toEqual([]);
    expect(arabic.errors).toEqual([]);
  });
});

describe('the levies', () => {
  it.each([
    ['fr', desktop],
    ['ar', phone],
  ] as const)(
    'the platform admin reads every version and adds one from a date (%s)',
    async (language, viewport) => {
      const admin = await staffIn('admin@moqarana.ma', language);
      const { page, errors } = await pages.open(language, viewport, admin);
      const L = (language === 'fr' ? frLevies : arLevies).levies;
      await visit(page, '/agences');
      const section = page.getByRole('region', { name: L.title, exact: true });
      await section.getByRole('table').waitFor();
      // A rate that is not one is refused under its field and sends nothing.
      const tax = section.getByLabel(`${L.contractTax} (%)`, { exact: true });
      await tax.fill('quatorze');
      const refused = requestsTo(page, 'POST', /\/api\/admin\/tariff-levies$/);
      await section.getByRole('button', { name: L.save, exact: true }).click();
      await expect.poll(() => tax.getAttribute('aria-invalid')).toBe('true');
      expect(refused.count).toBe(0);
      // 15 % from a month ahead: a second row, and the agencies' grids apply it from then.
      const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await section.getByLabel(L.effectiveFrom, { exact: true }).fill(from);
      await tax.fill(language === 'ar' ? '١٥' : '15');
      await section.getByRole('button', { name: L.save, exact: true }).click();
      await expect.poll(async () => (await section.getByRole('row').count()) >= 3).toBe(true);
      const versions = (await admin.get('/api/admin/tariff-levies')).body.versions as {
        effectiveFrom: string;
        contractTaxBp: number;
      }[];
      expect(versions.find((version) => version.effectiveFrom === from)?.contractTaxBp).toBe(1_500);
      await accessible(page);
      await screenshot(page, `levies-${language}${viewport.width}`);
      expect(errors).toEqual([]);
    },
  );
});
