import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import type { Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference.ts';
import { cityNames, fuelNames } from '../server/db/seed/reference-data.ts';
import { priceQuote, signInStaff, submitQuote } from '../server/test/factories.ts';
import { TestClient } from '../server/test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../server/test/protocol-peers.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import {
  collectPageErrors,
  contextFor,
  desktop,
  phone,
  staffClient,
  type Viewport,
} from './support/roles.ts';

/*
 * Every form and every button, used once by the role that owns it, in French and Arabic, on a
 * phone and a desktop — the unhappy ones too (Annuler, a refused form, a second tab, a reload
 * mid-flow). Each action waits for its API answer, requires it to succeed (or to fail as the
 * unhappy path intends), and then for the screen to show the new state. The server's log must
 * stay free of errors (support/app-server.ts), and axe runs on each screen reached.
 */

let server: AppServer;
let inbox: SmtpInbox;
let browser: Browser;
let reference: ReferenceData;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startAppServer({ SMTP_URL: inbox.url, NOTIFY_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  reference = await (await fetch(`${server.baseUrl}/api/reference`)).json();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

/** A fresh page in `language` at `viewport`, signed in as `role` when given. */
async function open(
  language: Language,
  viewport: Viewport,
  role?: 'agent' | 'manager' | 'admin',
): Promise<{ page: Page; errors: string[] }> {
  if (role) {
    const client = await staffClient(server.baseUrl, role);
    expect((await client.put('/api/me/language', { language })).status).toBe(204);
    const context = await contextFor(browser, server.baseUrl, language, viewport, client);
    contexts.push(context);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }
  const context = await contextFor(browser, server.baseUrl, language, viewport);
  contexts.push(context);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page) };
}

/**
 * Runs `action` and returns the API answer to `method path` it caused; the answer must have
 * the `expected` status class (2xx unless told otherwise).
 */
async function answerTo(
  page: Page,
  method: string,
  path: RegExp,
  action: () => Promise<unknown>,
  expected: 'success' | 'refused' = 'success',
): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.request().method() === method && path.test(new URL(candidate.url()).pathname),
    ),
    action(),
  ]);
  if (expected === 'success') expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  else expect(response.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
  return response;
}

/**
 * Opens `path` and waits until the app has loaded its code and data (no request for 500 ms),
 * so what the test does next is done to the live app, not to the prerendered page.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** axe finds nothing serious on the screen as it is now. */
async function accessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The name of a reference entry in the interface language (the seed's French, Arabic names). */
function named(list: readonly (readonly [string, string, string])[], fr: string, l: Language) {
  const entry = list.find(([name]) => name === fr);
  if (!entry) throw new Error(`no ${fr} in the seed lists`);
  return l === 'ar' ? entry[1] : entry[0];
}

/** The catalogue's plural form of `key` for `count` (Intl.PluralRules of the language). */
function plural(section: object, key: string, count: number, language: Language): string {
  const forms = section as Record<string, string>;
  return (
    forms[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? forms[`${key}_other`] ?? ''
  );
}

/** The text of the option a select shows (what the person sees, not only its value). */
const shownOption = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent);

/**
 * Runs `action` and waits until the quote-flow draft autosave has stored `marker` (the value the
 * action typed last), so a reload after it must show everything typed before.
 */
async function autosaved(page: Page, marker: string, action: () => Promise<unknown>) {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === '/api/quotes/draft' &&
        (response.request().postData() ?? '').includes(marker) &&
        response.ok(),
    ),
    action(),
  ]);
}

/** Counts the browser's requests `method path` from now on (to prove a cancel sent nothing). */
function requestsTo(page: Page, method: string, path: RegExp): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

/** An API client holding the browser context's session, to set up data around the screens. */
async function clientOf(context: BrowserContext): Promise<TestClient> {
  const client = new TestClient(server.baseUrl);
  for (const cookie of await context.cookies()) client.setCookie(cookie.name, cookie.value);
  return client;
}

const combos: [Language, Viewport][] = [
  ['fr', desktop],
  ['fr', phone],
  ['ar', desktop],
  ['ar', phone],
];

describe.each(combos)('every control in %s at %o', (language, viewport) => {
  const L: Catalogue = catalogues[language as 'fr' | 'ar'];
  const tag = `${language}${viewport.width}`;
  const agencyName = `Agence Contrôle ${tag}`;

  it('a visitor sends the contact form, registers an agency and asks for a password link', async () => {
    const { page, errors } = await open(language, viewport);
    const C = L.contact;
    await visit(page, '/contact');
    await page.getByRole('button', { name: C.send }).waitFor();
    // Unhappy first: an empty form is refused in the browser, nothing is sent.
    await page.getByRole('button', { name: C.send }).click();
    await page.getByText(L.validation.required).first().waitFor();
    await page.getByLabel(C.lastName, { exact: true }).fill('Alaoui');
    await page.getByLabel(C.firstName).fill('Nadia');
    await page.getByLabel(C.phone).fill('0612345678');
    await page.getByLabel(C.email).fill(`nadia.${tag}@example.ma`);
    await page.getByLabel(C.subject).fill('Question');
    await page.getByLabel(C.message).fill('Bonjour, une question sur mon devis.');
    await answerTo(page, 'POST', /^\/api\/contact$/, () =>
      page.getByRole('button', { name: C.send }).click(),
    );
    await page.getByText(C.sentTitle).waitFor();
    await accessible(page);

    const R = L.access.registration;
    await visit(page, '/registration');
    await page.getByRole('button', { name: R.submit }).click();
    await page.getByText(R.invalid).waitFor();
    await page.getByLabel(R.email).fill(`manager.${tag}@example.ma`);
    await page.getByLabel(R.password, { exact: true }).fill('Bonjour-2026');
    await page.getByLabel(R.city).selectOption({ index: 1 });
    await page.getByLabel(R.phone).fill('0522000000');
    await page.getByLabel(R.managerName).fill('Youssef Alami');
    await page.getByLabel(R.managerPhone).fill('0661000000');
    await page.getByLabel(R.agencyName).fill(agencyName);
    await page.getByLabel(R.address, { exact: true }).fill('1 rue de la Liberté');
    await page.getByLabel(R.insurer).selectOption({ index: 1 });
    await page.getByLabel(R.acaps).fill(`ACAPS-${tag}`);
    await answerTo(page, 'POST', /^\/api\/agencies\/registrations$/, () =>
      page.getByRole('button', { name: R.submit }).click(),
    );
    await page.getByText(R.success).waitFor();
    await accessible(page);

    const F = L.access.forgot;
    await visit(page, '/mot-de-passe-oublie?portal=backoffice');
    await page.getByLabel(F.email).fill('agent2.rabat@moqarana.ma');
    await answerTo(page, 'POST', /^\/api\/auth\/password-reset$/, () =>
      page.getByRole('button', { name: F.submit }).click(),
    );
    await page.getByText(F.sent).waitFor();
    await accessible(page);
    expect(errors).toEqual([]);
  });

  it('a driver signs up, fills the three steps with Précédent, a reload and a second tab, compares, chooses, answers the survey, cancels, edits the profile and signs out', async () => {
    const { page, errors } = await open(language, viewport);
    const context = page.context();
    const F = L.flow.fields;
    const today = todayInMorocco();
    const email = `conducteur.${tag}.${Date.now()}@example.ma`;

    // Sign-up: an empty form, then mismatched passwords, are refused in the browser.
    await visit(page, '/login-page?panel=signup');
    const signup = page.locator('section', {
      has: page.getByRole('heading', { name: L.auth.signupTitle }),
    });
    await signup.getByRole('button', { name: L.auth.signupButton }).click();
    await signup.getByText(L.validation.required).first().waitFor();
    await signup.getByLabel(L.auth.name).fill('Salma Bennani');
    await signup.getByLabel(L.auth.email).fill(email);
    await signup.getByLabel(L.auth.password, { exact: true }).fill('Bonjour-2026');
    await signup.getByLabel(L.auth.passwordConfirmation).fill('Bonjour-2027');
    await signup.getByRole('button', { name: L.auth.signupButton }).click();
    await signup.getByText(L.validation.passwordsMismatch).waitFor();
    await signup.getByLabel(L.auth.passwordConfirmation).fill('Bonjour-2026');
    await answerTo(page, 'POST', /^\/api\/auth\/signup$/, () =>
      signup.getByRole('button', { name: L.auth.signupButton }).click(),
    );
    await page.waitForURL('**/Vehicule');

    // Step 1: refused empty; filled; a reload mid-flow keeps every value as it will be sent.
    await page.getByRole('heading', { level: 1, name: L.flow.stepVehicle }).waitFor();
    await page.getByRole('button', { name: L.flow.next }).click();
    await page.getByText(L.flow.fixErrors).waitFor();
    const fuel = named(fuelNames, 'Diesel', language);
    await page.getByLabel(F.brandId).selectOption({ label: 'Dacia' });
    await page.getByLabel(F.fuelId).selectOption({ label: fuel });
    await page.getByLabel(F.fiscalPowerId).selectOption({ label: fill(L.flow.cv, { cv: 6 }) });
    await page.getByLabel(F.firstRegistrationDate).fill(addToDate(today, { years: -4 }));
    await page.getByLabel(F.newValue).fill('160000');
    await page.getByLabel(F.marketValue).fill('115000');
    await page.getByLabel(F.seatCountId).selectOption({ label: fill(L.flow.seats, { seats: 5 }) });
    await page.getByLabel(F.plate).fill('12345A6');
    await autosaved(page, '"termsAccepted":true', () =>
      page.getByLabel(L.flow.termsVehicle).check(),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: L.flow.stepVehicle }).waitFor();
    expect(await shownOption(page.getByLabel(F.brandId))).toBe('Dacia');
    expect(await shownOption(page.getByLabel(F.fuelId))).toBe(fuel);
    expect(await shownOption(page.getByLabel(F.seatCountId))).toBe(
      fill(L.flow.seats, { seats: 5 }),
    );
    await accessible(page);
    await page.getByRole('button', { name: L.flow.next }).click();
    await page.waitForURL('**/user');

    // Step 2, then Précédent and back: nothing typed is lost.
    await page.getByRole('heading', { level: 1, name: L.flow.stepDriver }).waitFor();
    const city = named(cityNames, 'Rabat', language);
    await page.getByLabel(F.lastName, { exact: true }).fill('Bennani');
    await page.getByLabel(F.firstName, { exact: true }).fill('Salma');
    await page.getByLabel(F.cityId).selectOption({ label: city });
    await page.getByLabel(F.cin, { exact: true }).fill('AB123456');
    await page.getByLabel(F.phone, { exact: true }).fill('0612345678');
    await page.getByLabel(F.birthDate).fill('1990-04-12');
    await page.getByLabel(F.professionId).selectOption({ index: 2 });
    await page.getByLabel(F.licenceObtainedOn).fill('2010-06-01');
    await page.getByLabel(F.licenceExpiresOn).fill(addToDate(today, { years: 4 }));
    await page.getByLabel(F.conventionId).selectOption({ index: 1 });
    await page.getByLabel(L.flow.whatsappOptIn).check();
    await page.getByLabel(L.flow.termsDriver).check();
    const start = addToDate(today, { days: 9 });
    await autosaved(page, start, () => page.getByLabel(F.insuranceStartDate).fill(start));
    await answerTo(page, 'PUT', /^\/api\/quotes\/draft$/, () =>
      page.getByRole('button', { name: L.flow.previous }).click(),
    );
    await page.waitForURL('**/Vehicule');
    expect(await page.getByLabel(F.plate).inputValue()).toBe('12345-A-6');
    await page.getByRole('button', { name: L.flow.next }).click();
    await page.waitForURL('**/user');
    expect(await shownOption(page.getByLabel(F.cityId))).toBe(city);
    await accessible(page);
    await page.getByRole('button', { name: L.flow.next }).click();
    await page.waitForURL('**/choix-garantie');

    // Step 3: a guarantee declined; a second tab holds the same draft; both send it.
    await page.getByRole('heading', { level: 1, name: L.flow.stepGuarantees }).waitFor();
    for (const guarantee of Object.values(L.guarantees))
      await page.getByLabel(guarantee, { exact: true }).selectOption({ index: 1 });
    await page
      .getByLabel(L.guarantees.glassBreakage, { exact: true })
      .selectOption({ label: L.guaranteeLevels.none });
    await autosaved(page, 'glassBreakage.none', () =>
      page.getByLabel(L.flow.termsGuarantees).check(),
    );
    await accessible(page);
    const second = await context.newPage();
    const secondErrors = collectPageErrors(second);
    await visit(second, '/choix-garantie');
    await second.getByRole('button', { name: L.flow.submit }).waitFor();
    const first = await answerTo(page, 'POST', /^\/api\/quotes$/, () =>
      page.getByRole('button', { name: L.flow.submit }).click(),
    );
    expect(first.status()).toBe(201);
    const { reference: quoteReference, id: quoteId } = (await first.json()) as {
      id: string;
      reference: string;
    };
    await page.getByRole('heading', { level: 1, name: L.waiting.title }).waitFor();
    await page.getByText(quoteReference).first().waitFor();
    const again = await answerTo(second, 'POST', /^\/api\/quotes$/, () =>
      second.getByRole('button', { name: L.flow.submit }).click(),
    );
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(quoteReference);
    await second.getByText(quoteReference).first().waitFor();
    await second.close();
    expect(secondErrors).toEqual([]);

    // Two agencies price it; the driver ranks by a pack, opens an offer, cancels, then chooses.
    const [wafa, axa] = await Promise.all([
      signInStaff(server.baseUrl, 'agent.rabat@moqarana.ma'),
      signInStaff(server.baseUrl, 'agent2.rabat@moqarana.ma'),
    ]);
    await priceQuote(wafa, quoteId, { basic: 3100, intermediate: 4700, premium: 6500 });
    await priceQuote(axa, quoteId, { basic: 3300, intermediate: 4400, premium: 6800 });
    await visit(page, '/mes-devis');
    const row = page.getByRole('listitem').filter({ hasText: quoteReference });
    await row.getByRole('link', { name: L.myQuotes.open }).click();
    await page.waitForURL('**/compagnie-page**');
    // Ranked first by the recommended pack (checked); the driver ranks by another one.
    const packRadio = (pack: 'basic' | 'premium') =>
      page.getByRole('radio', { name: L.packs[pack] });
    await packRadio('premium').waitFor();
    const other = (await packRadio('premium').isChecked()) ? 'basic' : 'premium';
    const ranked = await answerTo(page, 'GET', new RegExp(`^/api/quotes/${quoteId}$`), () =>
      packRadio(other).check(),
    );
    expect(new URL(ranked.url()).searchParams.get('pack')).toBe(other);
    await page.getByText(fill(L.comparison.rankedBy, { pack: L.packs[other] })).waitFor();
    await accessible(page);
    await page
      .getByRole('link', { name: new RegExp(`^${L.comparison.detail}`) })
      .first()
      .click();
    await page.waitForURL('**/offre-page**');
    const selections = requestsTo(page, 'POST', /\/selection$/);
    const choose = page.getByRole('button', { name: `${L.packs.select} — ${L.packs.basic}` });
    await choose.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await accessible(page);
    await dialog.getByRole('button', { name: L.offer.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(selections.count).toBe(0);
    await choose.click();
    await answerTo(page, 'POST', /\/selection$/, () =>
      dialog.getByRole('button', { name: L.offer.confirm }).click(),
    );
    await page.waitForURL('**/confirmation**');
    await page.getByRole('heading', { level: 1, name: L.confirmation.title }).waitFor();
    await accessible(page);

    // The survey: refused without a rating, then sent with the consent to publish.
    await page.getByRole('link', { name: L.confirmation.survey }).click();
    await page.waitForURL('**/survey-form**');
    await page.getByRole('button', { name: L.survey.send }).click();
    await page.getByText(L.validation.invalidRating).waitFor();
    // The radios are visually hidden behind their stars: the driver clicks the fifth star.
    const fiveStars = page.getByLabel(fill(plural(L.survey, 'star', 5, language), { count: 5 }), {
      exact: true,
    });
    await page.locator('label', { has: fiveStars }).click();
    expect(await fiveStars.isChecked()).toBe(true);
    await page.getByLabel(L.survey.comment).fill('Rappel rapide, offre claire.');
    await page.getByLabel(L.survey.publishConsent).check();
    await answerTo(page, 'POST', /\/survey$/, () =>
      page.getByRole('button', { name: L.survey.send }).click(),
    );
    await page.getByText(L.survey.thanks).waitFor();
    await accessible(page);

    // Mes devis: Annuler asks first; Garder sends nothing; Confirmer cancels.
    const api = await clientOf(context);
    const open2 = await submitQuote(api, reference, 'Rabat');
    await visit(page, '/mes-devis');
    const openRow = page.getByRole('listitem').filter({ hasText: open2.reference });
    const cancels = requestsTo(page, 'POST', /\/cancel$/);
    await openRow.getByRole('button', { name: L.myQuotes.cancel }).click();
    await openRow.getByRole('button', { name: L.myQuotes.cancelKeep }).click();
    expect(cancels.count).toBe(0);
    await openRow.getByRole('button', { name: L.myQuotes.cancel }).click();
    await answerTo(page, 'POST', /\/cancel$/, () =>
      openRow.getByRole('button', { name: L.myQuotes.cancelConfirm }).click(),
    );
    await openRow.getByText(L.myQuotes.status.cancelled, { exact: true }).waitFor();
    await accessible(page);

    // The profile holds what the first quote said; a bad phone is refused, a good one saved.
    await visit(page, '/user-profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await shownOption(page.getByLabel(L.profile.city))).toBe(city);
    const phoneField = page.getByLabel(L.profile.phone);
    await phoneField.fill('12');
    await page.getByRole('button', { name: L.common.save }).click();
    await page.getByText(L.validation.invalidPhone).waitFor();
    await phoneField.fill('0661234567');
    await answerTo(page, 'PATCH', /^\/api\/me$/, () =>
      page.getByRole('button', { name: L.common.save }).click(),
    );
    await page.getByText(L.common.saved).first().waitFor();
    await page.getByRole('tab', { name: L.profile.passwordTab }).click();
    await page.getByLabel(L.profile.currentPassword).fill('Mauvais-2026');
    await page.getByLabel(L.profile.newPassword, { exact: true }).fill('Nouveau-2026');
    await page.getByLabel(L.profile.confirmPassword).fill('Nouveau-2026');
    await answerTo(
      page,
      'POST',
      /^\/api\/me\/password$/,
      () => page.getByRole('button', { name: L.profile.changePassword }).click(),
      'refused',
    );
    await page.getByText(L.validation.wrongCurrentPassword).waitFor();
    await page.getByLabel(L.profile.currentPassword).fill('Bonjour-2026');
    await answerTo(page, 'POST', /^\/api\/me\/password$/, () =>
      page.getByRole('button', { name: L.profile.changePassword }).click(),
    );
    await page.getByText(L.profile.passwordChanged).first().waitFor();
    const N = L.backOffice.notificationSettings;
    await page.getByRole('tab', { name: N.title }).click();
    await answerTo(page, 'PUT', /^\/api\/me\/notifications$/, () =>
      page.getByRole('button', { name: N.withdraw }).click(),
    );
    await page.getByText(N.withdrawn).first().waitFor();
    await accessible(page);

    // The account menu of the navigation bar (behind the menu button on a phone) leads to
    // Mes devis; Déconnexion beside it signs out.
    const menu = page.getByRole('button', { name: L.nav.openMenu });
    const openNavigation = async () => {
      if (await menu.isVisible()) await menu.click();
    };
    await visit(page, '/accueil');
    await openNavigation();
    await page.getByRole('button', { name: L.nav.account }).click();
    await page.getByRole('menuitem', { name: L.nav.myQuotes }).click();
    await page.waitForURL('**/mes-devis');
    await page.getByRole('listitem').filter({ hasText: quoteReference }).waitFor();
    // The session as the browser holds it just before: the server must end it, not only the
    // browser forget it.
    const session = await clientOf(context);
    expect((await session.get('/api/me')).status).toBe(200);
    await openNavigation();
    await answerTo(page, 'POST', /^\/api\/auth\/logout$/, () =>
      page.getByRole('button', { name: L.nav.logout }).click(),
    );
    await page.waitForURL('**/accueil');
    await openNavigation();
    await page.getByRole('link', { name: L.nav.login }).waitFor();
    expect((await session.get('/api/me')).status).toBe(401);
    await screenshot(page, `every-control-driver-${tag}`);
    expect(errors).toEqual([]);
  });

  it('a manager creates an agent, e-mails a password link, deactivates and reactivates', async () => {
    const { page, errors } = await open(language, viewport, 'manager');
    const S = L.backOffice.staff;
    await visit(page, '/gestion-comptes');
    await page.getByRole('heading', { level: 1, name: S.title }).waitFor();
    // Unhappy first: the form refuses an empty name and a bad e-mail without sending.
    await page.getByRole('button', { name: S.create }).click();
    await page.getByText(L.validation.required).first().waitFor();
    const email = `agent.${tag}@example.ma`;
    await page.getByLabel(S.name).fill(`Agent ${tag}`);
    await page.getByLabel(S.email).fill(email);
    await answerTo(page, 'POST', /^\/api\/agency\/staff$/, () =>
      page.getByRole('button', { name: S.create }).click(),
    );
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await row.waitFor();
    await page.getByText(fill(S.linkSentTitle, { email })).waitFor();
    await answerTo(page, 'POST', /^\/api\/agency\/staff\/[^/]+\/password-link$/, () =>
      row.getByRole('button', { name: S.resetLink }).click(),
    );
    await answerTo(page, 'POST', /^\/api\/agency\/staff\/[^/]+\/status$/, () =>
      row.getByRole('button', { name: S.deactivate }).click(),
    );
    await row.getByText(S.inactive).waitFor();
    await answerTo(page, 'POST', /^\/api\/agency\/staff\/[^/]+\/status$/, () =>
      row.getByRole('button', { name: S.reactivate }).click(),
    );
    await row.getByText(S.active, { exact: true }).waitFor();
    await accessible(page);
    await screenshot(page, `every-control-staff-${tag}`);
    expect(errors).toEqual([]);
  });

  it('the platform admin approves the registration, suspends and reactivates it, reads the messages', async () => {
    const { page, errors } = await open(language, viewport, 'admin');
    const G = L.backOffice.agenciesAdmin;
    await visit(page, '/agences');
    await page.getByRole('heading', { level: 1, name: G.title }).waitFor();
    const row = () => page.getByTestId('agency-row').filter({ hasText: agencyName });
    await answerTo(page, 'POST', /^\/api\/admin\/agencies\/[^/]+\/decision$/, () =>
      row().getByRole('button', { name: G.approve }).click(),
    );
    // Suspend asks for a reason; Annuler first changes nothing, an empty reason is refused.
    await row().getByRole('button', { name: G.suspend }).click();
    await row().getByRole('button', { name: G.cancel }).click();
    await row().getByRole('button', { name: G.suspend }).click();
    await row().getByRole('button', { name: G.confirmAction }).click();
    await row().getByText(L.validation.required).waitFor();
    await row().getByLabel(G.reason).fill('Agrément en cours de vérification');
    await answerTo(page, 'POST', /^\/api\/admin\/agencies\/[^/]+\/decision$/, () =>
      row().getByRole('button', { name: G.confirmAction }).click(),
    );
    await answerTo(page, 'POST', /^\/api\/admin\/agencies\/[^/]+\/decision$/, () =>
      row().getByRole('button', { name: G.reactivate }).click(),
    );
    await row().getByRole('button', { name: G.suspend }).waitFor();
    await accessible(page);

    const M = L.backOffice.messages;
    await visit(page, '/messages');
    await page.getByRole('heading', { level: 1, name: M.title }).waitFor();
    await answerTo(page, 'GET', /^\/api\/admin\/messages$/, () =>
      page.getByLabel(M.statusFilter).selectOption('sent'),
    );
    await accessible(page);
    expect(errors).toEqual([]);
  });
});
