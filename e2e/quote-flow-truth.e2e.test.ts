import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import { intlLocales } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { brandNames, cityNames, fuelNames } from '../server/db/seed/reference-data.ts';
import { signInStaff } from '../server/test/factories.ts';
import { signUpDriver, type TestClient } from '../server/test/harness.ts';
import { arArticles } from '../web/i18n/ar/articles.ts';
import { frArticles } from '../web/i18n/fr/articles.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import {
  collectPageErrors,
  contextFor,
  desktop,
  outsideOutage,
  phone,
  type Viewport,
} from './support/roles.ts';

/*
 * Each test walks several pages on a machine shared with other runs: its time limit is 3
 * minutes (the suite's 60 s is for one page's work).
 *
 * The quote flow and the profile tell the truth: a select shows the value that will be sent
 * (after a reload, Précédent, a new session, a pre-filled request, on the profile); one draft
 * gives one quote whichever tab sends it; the first quote fills the profile; the terms boxes
 * link their texts; cross-field messages show at the first submit; Latin runs stay readable in
 * Arabic. In French and Arabic, finding every control by its translated name.
 */

type Language = 'fr' | 'ar';

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  reference = await (await fetch(`${server.baseUrl}/api/reference`)).json();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A new browser context in `language` holding `client`'s session, and a page in it. */
async function openAs(client: TestClient, language: Language, viewport: Viewport = desktop) {
  // A signed-in person's pages follow their account's language.
  expect((await client.put('/api/me/language', { language })).status).toBe(204);
  const context = await contextFor(browser, server.baseUrl, language, viewport, client);
  contexts.push(context);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** The text of the option a select shows as selected, once its options have arrived. */
async function shown(select: Locator): Promise<string> {
  await select.locator('option').nth(1).waitFor({ state: 'attached' });
  return select.evaluate((element) => {
    const option = (element as HTMLSelectElement).selectedOptions[0];
    return option?.textContent ?? '';
  });
}

/** Selects the last option of a select (never its first) and returns its text. */
async function chooseLast(select: Locator): Promise<string> {
  await select.locator('option').nth(2).waitFor({ state: 'attached' });
  const label = (await select.locator('option').last().textContent()) ?? '';
  await select.selectOption({ label });
  return label;
}

const named = (list: readonly (readonly [string, string, string])[], fr: string, l: Language) => {
  const entry = list.find(([name]) => name === fr);
  if (!entry) throw new Error(`no ${fr} in the seed lists`);
  return l === 'ar' ? entry[1] : entry[0];
};

const today = todayInMorocco();
const idOf = <T extends { id: number }>(list: T[], pick: (entry: T) => boolean) =>
  String(list.find(pick)?.id ?? '');

/** Complete vehicle and driver steps as the forms hold them (strings as typed). */
function completeSteps(overrides: { vehicle?: object; driver?: object } = {}) {
  return {
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
      ...overrides.vehicle,
    },
    driver: {
      lastName: 'Bennani',
      firstName: 'Salma',
      cityId: idOf(reference.cities, (c) => c.nameFr === 'Casablanca'),
      cin: 'AB123456',
      email: `salma.${Date.now()}@example.ma`,
      phone: '0612345678',
      birthDate: '1990-04-12',
      professionId: String(reference.professions[3]?.id),
      conventionId: String(reference.conventions[2]?.id),
      licenceObtainedOn: '2010-06-01',
      licenceExpiresOn: addToDate(today, { years: 4 }),
      insuranceStartDate: addToDate(today, { days: 7 }),
      termsAccepted: true,
      whatsappOptIn: false,
      ...overrides.driver,
    },
  };
}

/** Stores complete vehicle and driver steps in the driver's draft, through the draft API. */
async function fillDraft(client: TestClient, overrides: Parameters<typeof completeSteps>[0] = {}) {
  const draft = (await client.get('/api/quotes/draft')).body;
  const saved = await client.put('/api/quotes/draft', { ...draft, ...completeSteps(overrides) });
  expect(saved.status).toBe(204);
}

/** Picks the first option of each guarantee and accepts the terms on /choix-garantie. */
async function chooseGuarantees(page: Page, L: Catalogue) {
  await page.getByRole('heading', { level: 1, name: L.flow.stepGuarantees }).waitFor();
  for (const guarantee of Object.values(L.guarantees))
    await page.getByLabel(guarantee, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(L.flow.termsGuarantees).check();
}

const quoteReference = async (page: Page) =>
  /MQ-\d{4}-\d{6}/.exec((await page.getByText(/MQ-\d{4}-\d{6}/).textContent()) ?? '')?.[0];

describe.each(['fr', 'ar'] as const)(
  'reference selects show what will be sent, in %s',
  (language) => {
    const L = catalogues[language];
    const F = L.flow.fields;

    it(
      'after Précédent, a reload, a new session, on the profile and on the next request',
      { timeout: 180_000 },
      async () => {
        const { client } = await signUpDriver(server.baseUrl);
        const { page, errors } = await openAs(client, language);
        const select = (label: string) => page.getByLabel(label, { exact: true });

        await page.goto('/Vehicule');
        await page.getByRole('heading', { level: 1, name: L.flow.stepVehicle }).waitFor();
        const vehicle: Record<string, string> = {
          [F.brandId]: 'Dacia',
          [F.fuelId]: named(fuelNames, 'Diesel', language),
          [F.fiscalPowerId]: fill(L.flow.cv, { cv: 6 }),
          [F.seatCountId]: fill(L.flow.seats, { seats: 5 }),
        };
        for (const [label, option] of Object.entries(vehicle))
          await select(label).selectOption({ label: option });
        await page.getByLabel(F.firstRegistrationDate).fill('2021-03-15');
        // A decimal comma is kept as typed and refused with its reason, never read as more.
        await page.getByLabel(F.newValue).fill('150000,50');
        expect(await page.getByLabel(F.newValue).inputValue()).toBe('150000,50');
        await page.getByLabel(F.marketValue).fill('110000');
        await page.getByLabel(F.plate).fill('12345-A-6');
        await page.getByLabel(L.flow.termsVehicle).check();
        await page.getByRole('button', { name: L.flow.next }).click();
        await page.getByText(L.validation.wholeDirhams).waitFor();
        await page.getByLabel(F.newValue).fill('150 000');
        await page.getByRole('button', { name: L.flow.next }).click();
        await page.waitForURL('**/user');

        await page.getByRole('heading', { level: 1, name: L.flow.stepDriver }).waitFor();
        const driver: Record<string, string> = {
          [F.cityId]: named(cityNames, 'Rabat', language),
          [F.professionId]: await chooseLast(select(F.professionId)),
          [F.conventionId]: await chooseLast(select(F.conventionId)),
        };
        await select(F.cityId).selectOption({ label: driver[F.cityId] ?? '' });
        await page.getByLabel(F.lastName, { exact: true }).fill('Bennani');
        await page.getByLabel(F.firstName, { exact: true }).fill('Salma');
        await page.getByLabel(F.cin).fill('AB123456');
        await page.getByLabel(F.email).fill(`salma.${language}.${Date.now()}@example.ma`);
        await page.getByLabel(F.phone).fill('06 12 34 56 78');
        await page.getByLabel(F.birthDate).fill('1990-04-12');
        await page.getByLabel(F.licenceObtainedOn).fill('2010-06-01');
        await page.getByLabel(F.licenceExpiresOn).fill(addToDate(today, { years: 4 }));
        await page.getByLabel(F.insuranceStartDate).fill(addToDate(today, { days: 7 }));
        await page.getByLabel(L.flow.termsDriver).check();
        await page.getByRole('button', { name: L.flow.next }).click();
        await page.waitForURL('**/choix-garantie');

        const expectShown = async (expected: Record<string, string>, where: string) => {
          for (const [label, option] of Object.entries(expected))
            expect(await shown(select(label)), `${label} ${where}`).toBe(option);
        };

        // Précédent from /choix-garantie, then from /user.
        await page.getByRole('heading', { level: 1, name: L.flow.stepGuarantees }).waitFor();
        await page.getByRole('button', { name: L.flow.previous }).click();
        await page.waitForURL('**/user');
        await expectShown(driver, 'after Précédent');
        await page.getByRole('button', { name: L.flow.previous }).click();
        await page.waitForURL('**/Vehicule');
        await expectShown(vehicle, 'after Précédent');

        // A reload of each step.
        await page.reload();
        await expectShown(vehicle, 'after a reload');
        await page.goto('/user');
        await page.reload();
        await expectShown(driver, 'after a reload');

        // Coming back in a new browser session.
        const later = await openAs(client, language);
        await later.page.goto('/Vehicule');
        for (const [label, option] of Object.entries(vehicle))
          expect(await shown(later.page.getByLabel(label, { exact: true }))).toBe(option);
        await later.page.goto('/user');
        for (const [label, option] of Object.entries(driver))
          expect(await shown(later.page.getByLabel(label, { exact: true }))).toBe(option);
        expect(later.errors).toEqual([]);

        // The request is sent; the profile now holds the driver's details and shows them.
        await page.goto('/choix-garantie');
        await chooseGuarantees(page, L);
        await page.getByRole('button', { name: L.flow.submit }).click();
        await page.waitForURL('**/pageAttente');
        await page.goto('/user-profile');
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Salma Bennani' }).waitFor();
        const P = L.profile;
        const profileSelects = {
          [P.city]: driver[F.cityId],
          [P.profession]: driver[F.professionId],
          [P.convention]: driver[F.conventionId],
        };
        for (const [label, option] of Object.entries(profileSelects))
          expect(await shown(page.getByLabel(label, { exact: true })), label).toBe(option);
        expect(await page.getByLabel(P.firstName, { exact: true }).inputValue()).toBe('Salma');
        expect(await page.getByLabel(P.lastName, { exact: true }).inputValue()).toBe('Bennani');
        const facts = page.locator('header dl');
        for (const option of Object.values(profileSelects))
          await facts.getByText(option ?? '', { exact: true }).waitFor();
        expect(await facts.getByText(P.notProvided).count()).toBe(0);
        await screenshot(page, `flow-truth-${language}-profile-after-quote`);

        // The next request is pre-filled from the profile.
        await page.goto('/user');
        await expectShown(driver, 'on a pre-filled new request');
        expect(errors).toEqual([]);
      },
    );

    it('on a Rabat agent’s profile after a reload', { timeout: 180_000 }, async () => {
      const agent = await signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma');
      const { page, errors } = await openAs(agent, language);
      await page.goto('/user-profile');
      await page.reload();
      const city = page.getByLabel(catalogues[language].profile.city, { exact: true });
      expect(await shown(city)).toBe(named(cityNames, 'Rabat', language));
      expect(errors).toEqual([]);
    });
  },
);

describe('two tabs, one draft', () => {
  it(
    'gives one quote, and takes the tab that sends second to it',
    { timeout: 180_000 },
    async () => {
      const L = catalogues.fr;
      const { client } = await signUpDriver(server.baseUrl);
      await fillDraft(client);
      const { context, page: first, errors } = await openAs(client, 'fr');
      const second = await context.newPage();
      const secondErrors = collectPageErrors(second);
      await first.goto('/choix-garantie');
      await second.goto('/choix-garantie');
      await chooseGuarantees(first, L);
      await chooseGuarantees(second, L);

      await first.getByRole('button', { name: L.flow.submit }).click();
      await first.waitForURL('**/pageAttente');
      const sent = await quoteReference(first);
      expect(sent).toMatch(/^MQ-/);

      await second.getByRole('button', { name: L.flow.submit }).click();
      await second.waitForURL('**/pageAttente');
      expect(await quoteReference(second)).toBe(sent);
      const mine = (await client.get('/api/quotes')).body;
      expect(mine.items).toHaveLength(1);
      expect([...errors, ...secondErrors]).toEqual([]);
    },
  );
});

describe.each(['fr', 'ar'] as const)('terms and validation, in %s', (language) => {
  const L = catalogues[language];
  const F = L.flow.fields;
  const { legal } = { fr: frArticles, ar: arArticles }[language];
  const legalLinks = [
    [fill(L.common.newWindow, { name: L.footer.terms }), '/cgu', legal.cgu.title],
    [
      fill(L.common.newWindow, { name: L.footer.privacy }),
      '/confidentialite',
      legal.confidentialite.title,
    ],
  ] as const;

  it(
    'links the texts next to every terms box and at sign-up, opening them in a new tab',
    { timeout: 180_000 },
    async () => {
      const { client } = await signUpDriver(server.baseUrl);
      await fillDraft(client);
      const { context, page, errors } = await openAs(client, language);
      for (const path of ['/Vehicule', '/user', '/choix-garantie']) {
        await page.goto(path);
        for (const [name, href] of legalLinks) {
          const link = page.getByRole('link', { name, exact: true });
          expect(await link.getAttribute('href'), `${path} ${name}`).toBe(href);
          expect(await link.getAttribute('target')).toBe('_blank');
        }
      }
      // Each text opens in its own tab; the form stays as it was.
      for (const [name, , title] of legalLinks) {
        const [legal] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('link', { name, exact: true }).click(),
        ]);
        await legal.getByRole('heading', { level: 1, name: title }).waitFor();
        await legal.close();
      }
      expect(page.url()).toMatch(/\/choix-garantie$/);

      const visitor = await contextFor(browser, server.baseUrl, language, phone);
      contexts.push(visitor);
      const signup = await visitor.newPage();
      await signup.goto('/login-page?panel=signup');
      const form = signup.locator('section[aria-labelledby="signup-title"]');
      for (const [name, href] of legalLinks)
        expect(await form.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      expect(errors).toEqual([]);
    },
  );

  it(
    'shows cross-field messages at the first submit, normalises the plate, refuses a short CIN',
    { timeout: 180_000 },
    async () => {
      const { client } = await signUpDriver(server.baseUrl);
      const { page, errors } = await openAs(client, language, phone);

      await page.goto('/Vehicule');
      await page.getByLabel(F.firstRegistrationDate).fill('1949-06-01');
      await page.getByLabel(F.newValue).fill('100000');
      await page.getByLabel(F.marketValue).fill('120000');
      const plate = page.getByLabel(F.plate);
      await plate.fill('12345a6');
      await plate.blur();
      await expect.poll(() => plate.inputValue(), { timeout: 10_000 }).toBe('12345-A-6');
      await page.getByRole('button', { name: L.flow.next }).click();
      await page.getByText(L.validation.marketValueAboveNew).waitFor();
      await page.getByText(L.validation.registrationTooOld).waitFor();
      expect(await page.getByText(L.validation.required).count()).toBe(4);
      // The first wrong field in the page's order has the focus (the brand, a select, registers
      // after the inputs, which react-hook-form's own focus followed: the plate had it).
      const focused = (label: string) =>
        page.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement);
      await expect.poll(() => focused(F.brandId)).toBe(true);
      await screenshot(page, `flow-truth-${language}-vehicle-first-submit`);

      await page.goto('/user');
      await page.getByLabel(F.birthDate).fill('2000-05-10');
      await page.getByLabel(F.licenceObtainedOn).fill('2015-01-01');
      await page.getByLabel(F.cin).fill('A1');
      await page.getByRole('button', { name: L.flow.next }).click();
      await page.getByText(L.validation.licenceBeforeAdult).waitFor();
      await page.getByText(L.validation.invalidCin).waitFor();
      expect(await page.getByText(L.validation.required).count()).toBeGreaterThan(4);
      await expect.poll(() => focused(F.lastName)).toBe(true);
      await screenshot(page, `flow-truth-${language}-driver-first-submit`);
      expect(errors).toEqual([]);
    },
  );

  it(
    'refuses a car registered before its driver was born, at the final submit, and leads to the step',
    { timeout: 180_000 },
    async () => {
      const { client } = await signUpDriver(server.baseUrl);
      await fillDraft(client, { vehicle: { firstRegistrationDate: '1985-01-01' } });
      const { page, errors } = await openAs(client, language);
      await page.goto('/choix-garantie');
      await chooseGuarantees(page, L);
      await page.getByRole('button', { name: L.flow.submit }).click();
      const alert = page.getByRole('alert').filter({ hasText: L.flow.stepIncomplete });
      await alert
        .getByText(
          fill(L.flow.issue, {
            field: F.firstRegistrationDate,
            message: L.validation.registrationBeforeBirth,
          }),
        )
        .waitFor();
      expect((await client.get('/api/quotes')).body.items).toHaveLength(0);
      // Above the form, off the screen of a phone whose driver pressed the button at its foot:
      // the page goes to it, the focus on it.
      await expect.poll(() => alert.evaluate((el) => el === document.activeElement)).toBe(true);
      await alert.getByRole('link', { name: L.flow.stepVehicle }).click();
      await page.waitForURL('**/Vehicule');
      expect(await page.getByLabel(F.firstRegistrationDate).inputValue()).toBe('1985-01-01');
      expect(errors).toEqual([]);
    },
  );

  it(
    'stays on a step it could not save (offline), and moves on with it saved once back online',
    { timeout: 180_000 },
    async () => {
      const { client } = await signUpDriver(server.baseUrl);
      await fillDraft(client);
      const { context, page, errors } = await openAs(client, language, phone);
      await page.goto('/Vehicule');
      const plate = page.getByLabel(F.plate);
      await expect.poll(() => plate.inputValue()).toBe('12345-A-6');
      await plate.fill('54321-B-7');
      await context.setOffline(true);
      await page.getByRole('button', { name: L.flow.next }).click();
      // The step was not saved: leaving it for a page that may need a reload would lose it.
      await page.getByRole('alert').filter({ hasText: L.flow.stepNotSaved }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/Vehicule');
      // The step is valid: nothing asks for a field to be fixed.
      expect(await page.getByText(L.flow.fixErrors).count()).toBe(0);
      expect(await plate.inputValue()).toBe('54321-B-7');
      await screenshot(page, `flow-truth-${language}-vehicle-not-saved-offline`);

      await context.setOffline(false);
      // Typed again online, the step is saved after the pause: the alert goes.
      await plate.fill('54321-B-8');
      await expect
        .poll(() => page.getByText(L.flow.stepNotSaved).count(), { timeout: 20_000 })
        .toBe(0);
      expect((await client.get('/api/quotes/draft')).body.vehicle.plate).toBe('54321-B-8');
      await page.getByRole('button', { name: L.flow.next }).click();
      await page.waitForURL('**/user');
      await page.goto('/Vehicule');
      await expect.poll(() => plate.inputValue()).toBe('54321-B-8');
      expect(outsideOutage(errors)).toEqual([]);
    },
  );

  it('keeps what was typed just before a reload', { timeout: 180_000 }, async () => {
    const { client } = await signUpDriver(server.baseUrl);
    await fillDraft(client);
    const { page, errors } = await openAs(client, language, phone);
    await page.goto('/user');
    const lastName = page.getByLabel(F.lastName, { exact: true });
    await expect.poll(() => lastName.inputValue()).toBe('Bennani');
    // Reloaded within the autosave's pause: the page sends the step as it goes.
    await lastName.fill('Benjelloun');
    await page.reload();
    await expect
      .poll(async () => (await client.get('/api/quotes/draft')).body.driver.lastName)
      .toBe('Benjelloun');
    await page.reload();
    await expect.poll(() => lastName.inputValue()).toBe('Benjelloun');
    expect(errors).toEqual([]);
  });

  it('answers a taken sign-up address as any other', { timeout: 180_000 }, async () => {
    const { email } = await signUpDriver(server.baseUrl);
    const context = await contextFor(browser, server.baseUrl, language, desktop);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/login-page?panel=signup');
    const form = page.locator('section[aria-labelledby="signup-title"]');
    await form.getByLabel(L.auth.name).fill('Salma Bennani');
    await form.getByLabel(L.auth.email).fill(email);
    await form.getByLabel(L.auth.password, { exact: true }).fill('Bonjour-2026');
    await form.getByLabel(L.auth.passwordConfirmation).fill('Bonjour-2026');
    await form.getByRole('button', { name: L.auth.signupButton }).click();
    // Only the address's owner learns, by e-mail, that it has an account (decision 0023).
    await form.getByText(L.access.confirm.checkInboxTitle).waitFor();
    expect(await form.getByText(L.errors.emailTaken).count()).toBe(0);
    expect(await form.getByText(L.validation.invalidValue).count()).toBe(0);
  });
});

describe('brands and right-to-left text', () => {
  it(
    'lists the brands in the language’s collation order (Dacia before DFSK)',
    { timeout: 180_000 },
    async () => {
      const { client } = await signUpDriver(server.baseUrl);
      const { page } = await openAs(client, 'fr');
      await page.goto('/Vehicule');
      const brands = page.getByLabel(catalogues.fr.flow.fields.brandId, { exact: true });
      await brands.locator('option').nth(brandNames.length).waitFor({ state: 'attached' });
      const shownBrands = (await brands.locator('option').allTextContents()).slice(1);
      const collator = new Intl.Collator(intlLocales.fr);
      expect(shownBrands).toEqual([...brandNames].sort(collator.compare));
      expect(shownBrands.indexOf('Dacia')).toBeLessThan(shownBrands.indexOf('DFSK'));
    },
  );

  it(
    'isolates the Latin runs of guarantee values and hints, with their words in Arabic',
    { timeout: 180_000 },
    async () => {
      const L = catalogues.ar;
      const { client } = await signUpDriver(server.baseUrl);
      const { page, errors } = await openAs(client, 'ar');
      await page.goto('/Vehicule');
      const hint =
        (await page.getByLabel(L.flow.fields.plate).getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${hint}"]`).textContent()).toBe(
        'أمثلة: \u206612345-A-6\u2069، \u206612345-أ\u200e-6\u2069، \u2066WW-123456\u2069',
      );
      expect(await page.getByLabel(L.flow.fields.plate).getAttribute('dir')).toBe('ltr');

      await page.goto('/choix-garantie');
      const options = async (guarantee: string) => {
        const select = page.getByLabel(guarantee, { exact: true });
        await select.locator('option').nth(1).waitFor({ state: 'attached' });
        return select.locator('option').allTextContents();
      };
      expect((await options(L.guarantees.collisionDamage)).slice(1, 3)).toEqual([
        '\u20665%\u2069 الحد الأدنى \u20661000\u2069 درهم',
        '\u206610 000&5%\u2069 الحد الأدنى \u20661000\u2069 درهم',
      ]);
      expect((await options(L.guarantees.pfcp))[1]).toBe('\u20665000\u2069 درهم');
      expect((await options(L.guarantees.theft))[1]).toBe('\u2066F0: 5000/5000/1000\u2069');
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        await page
          .getByLabel(L.guarantees.collisionDamage, { exact: true })
          .selectOption({ index: 2 });
        await screenshot(page, `flow-truth-ar-guarantees-${viewport.width}`);
      }

      // In French too, the Arabic-letter plate example reads left to right.
      const fr = await openAs(client, 'fr');
      await fr.page.goto('/Vehicule');
      await fr.page.getByText(catalogues.fr.flow.hints.plate).waitFor();
      expect(catalogues.fr.flow.hints.plate).toContain('\u206612345-أ\u200e-6\u2069');
      expect([...errors, ...fr.errors]).toEqual([]);
    },
  );
});

describe.each(['fr', 'ar'] as const)(
  'the pages at a phone’s and a desktop’s width, in %s',
  (language) => {
    it.each([phone, desktop])('fit and read well at %o', { timeout: 120_000 }, async (viewport) => {
      const L = catalogues[language];
      const { client } = await signUpDriver(server.baseUrl);
      await fillDraft(client);
      const { page, errors } = await openAs(client, language, viewport);
      for (const [path, heading] of [
        ['/Vehicule', L.flow.stepVehicle],
        ['/user', L.flow.stepDriver],
        ['/choix-garantie', L.flow.stepGuarantees],
        ['/user-profile', 'Salma Bennani'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // A step's heading is already in its prerendered frame: the page is there with its form.
        if (path !== '/user-profile') await page.locator('main form').waitFor();
        // The step's name is said once, by the page's heading.
        expect(await page.getByRole('heading', { name: heading, exact: true }).count(), path).toBe(
          1,
        );
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          path,
        ).toBe(true);
        await screenshot(page, `flow-truth-${language}-${viewport.width}${path.replace('/', '-')}`);
      }
      expect(errors).toEqual([]);
    });
  },
);
