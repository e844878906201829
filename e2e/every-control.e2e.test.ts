import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import { languageCookie } from '../domain/languages.ts';
import { maskEmail } from '../domain/mask.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { siteDefaults } from '../domain/site.ts';
import { cityNames, fuelNames } from '../server/db/seed/reference-data.ts';
import { priceQuote, signInStaff, submitQuote, whatsappCodeFor } from '../server/test/factories.ts';
import { readConfirmationLink, signUpDriver } from '../server/test/harness.ts';
import {
  startCloudApiFake,
  startSmtpInbox,
  type CloudApiFake,
  type SmtpInbox,
} from '../server/test/protocol-peers.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { collectPageErrors } from './support/roles.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import {
  accessible,
  answerTo,
  autosaved,
  clientOf,
  controlSettings,
  named,
  PageOpener,
  plural,
  requestsTo,
  sentBody,
  shownOption,
  visit,
} from './support/controls.ts';

/*
 * Every form, button, link and menu of the public site and of the driver's journey, used once
 * by a visitor or a driver, in French on a desktop and Arabic on a phone (support/controls.ts
 * says why these two) — the unhappy ones too (Annuler, a refused form, a second tab, a reload
 * mid-flow). Each action waits for its API answer, requires it to succeed (or to fail as the
 * unhappy path intends), checks what was sent or saved, then waits for the screen to show the
 * new state. The server's log must stay free of errors (support/app-server.ts), and axe runs on
 * each screen reached. The back office's controls: every-control-back-office.e2e.test.ts.
 */

let server: AppServer;
let inbox: SmtpInbox;
let whatsapp: CloudApiFake;
let browser: Browser;
let reference: ReferenceData;
const pages = new PageOpener(
  () => browser,
  () => server.baseUrl,
);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  whatsapp = await startCloudApiFake();
  server = await startAppServer({
    SMTP_URL: inbox.url,
    NOTIFY_POLL_SECONDS: '0.5',
    WHATSAPP_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1098765432',
    WHATSAPP_API_URL: whatsapp.url,
  });
  browser = await launchBrowser();
  reference = await (await fetch(`${server.baseUrl}/api/reference`)).json();
});
afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  await server?.stop();
  await inbox?.close();
  await whatsapp?.close();
});

/** The link of the password e-mail last sent to `email`, once `count` such e-mails arrived. */
async function passwordLink(email: string, count: number): Promise<string> {
  const mails = await inbox.waitFor(
    (mail) => mail.to === email && /\/nouveau-mot-de-passe#token=/.test(mail.text),
    count,
  );
  const link = /https?:\/\/\S+#token=[^\s\]]+/.exec(mails.at(-1)?.text ?? '')?.[0];
  if (!link) throw new Error(`no password link for ${email}`);
  return link;
}

const mailsTo = (email: string) => inbox.mails.filter((mail) => mail.to === email).length;

describe.each(controlSettings)('every control in %s at %o', (language, viewport) => {
  const L: Catalogue = catalogues[language];
  const tag = `${language}${viewport.width}`;

  it('a visitor sends the contact form, registers an agency and asks for a password link', async () => {
    const { page, errors } = await pages.open(language, viewport);
    const C = L.contact;
    await visit(page, '/contact');
    await page.getByRole('button', { name: C.send }).waitFor();
    // Unhappy first: an empty form is refused in the browser, nothing is sent.
    const contacts = requestsTo(page, 'POST', /^\/api\/contact$/);
    await page.getByRole('button', { name: C.send }).click();
    await page.getByText(L.validation.required).first().waitFor();
    expect(contacts.count).toBe(0);
    const visitorEmail = `nadia.${tag}@example.ma`;
    await page.getByLabel(C.lastName, { exact: true }).fill('Alaoui');
    await page.getByLabel(C.firstName).fill('Nadia');
    await page.getByLabel(C.phone).fill('0612345678');
    await page.getByLabel(C.email).fill(visitorEmail);
    await page.getByLabel(C.subject).fill('Question');
    await page.getByLabel(C.message).fill('Bonjour, une question sur mon devis.');
    const contact = await answerTo(page, 'POST', /^\/api\/contact$/, () =>
      page.getByRole('button', { name: C.send }).click(),
    );
    expect(sentBody(contact)).toMatchObject({
      lastName: 'Alaoui',
      firstName: 'Nadia',
      email: visitorEmail,
      subject: 'Question',
    });
    await page.getByText(C.sentTitle).waitFor();
    // The visitor is told by e-mail that the message arrived.
    await inbox.waitFor((mail) => mail.to === visitorEmail);
    await accessible(page);

    const R = L.access.registration;
    const agencyName = `Agence Contrôle ${tag}`;
    const managerEmail = `manager.${tag}@example.ma`;
    // The agency portal's "Inscrire une agence" leads to the registration form.
    await visit(page, '/adminLogin');
    await page.getByRole('link', { name: L.auth.registerAgency }).click();
    await page.waitForURL('**/registration');
    await page.getByRole('heading', { level: 1, name: R.title }).waitFor();
    const registrations = requestsTo(page, 'POST', /^\/api\/agencies\/registrations$/);
    await page.getByRole('button', { name: R.submit }).click();
    await page.getByText(R.invalid).waitFor();
    expect(registrations.count).toBe(0);
    await page.getByLabel(R.email).fill(managerEmail);
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
    // Saved as a registration awaiting the platform admin, with nothing it may duplicate.
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    const waiting = (await admin.get('/api/admin/agencies?status=pending&limit=100')).body
      .items as {
      name: string;
      managerName: string;
      managerEmail: string;
      acapsApprovalNumber: string;
      possibleDuplicates: unknown[];
    }[];
    expect(waiting.find((row) => row.name === agencyName)).toMatchObject({
      managerName: 'Youssef Alami',
      managerEmail: maskEmail(managerEmail),
      acapsApprovalNumber: `ACAPS-${tag}`,
      possibleDuplicates: [],
    });

    const F = L.access.forgot;
    const staffEmail = 'agent2.rabat@moqarana.ma';
    const before = mailsTo(staffEmail);
    await visit(page, '/adminLogin');
    await page.getByRole('link', { name: L.auth.forgot }).click();
    await page.waitForURL('**/mot-de-passe-oublie?portal=backoffice');
    await page.getByRole('heading', { level: 1, name: F.title }).waitFor();
    await page.getByLabel(F.email).fill(staffEmail);
    const asked = await answerTo(page, 'POST', /^\/api\/auth\/password-reset$/, () =>
      page.getByRole('button', { name: F.submit }).click(),
    );
    expect(sentBody(asked)).toEqual({ email: staffEmail, portal: 'backoffice' });
    await page.getByText(F.sent).waitFor();
    expect(await passwordLink(staffEmail, before + 1)).toContain('/nouveau-mot-de-passe#token=');
    await accessible(page);
    // "Retour à la connexion" leads to the portal the link was asked for.
    await page.getByRole('link', { name: F.back }).click();
    await page.waitForURL('**/adminLogin');
    expect(errors).toEqual([]);
  });

  it('a visitor follows the hero, resets a password (a bad link first), signs in after a refusal, is sent away from /adminLogin with the reason, switches language, and uses every menu', async () => {
    const {
      email,
      password: firstPassword,
      client,
    } = await signUpDriver(server.baseUrl, {
      name: 'Karim Idrissi',
    });
    // The account's language is the one this setting shows once signed in.
    expect((await client.put('/api/me/language', { language })).status).toBe(204);
    const { page, errors } = await pages.open(language, viewport);
    const other = language === 'fr' ? 'ar' : 'fr';

    // The hero's slides, then its call to action: sign in first, then the quote.
    await visit(page, '/accueil');
    await page.getByRole('heading', { level: 1, name: L.hero.homeTitle }).waitFor();
    await page.getByRole('button', { name: L.hero.next }).click();
    await page.getByRole('heading', { level: 1, name: L.hero.slide2Title }).waitFor();
    await page.getByRole('button', { name: L.hero.previous }).click();
    await page.getByRole('heading', { level: 1, name: L.hero.homeTitle }).waitFor();
    const hero = page.getByRole('region', { name: L.hero.homeTitle });
    await hero.getByRole('link', { name: L.hero.cta }).click();
    await page.waitForURL((url) => url.pathname === '/login-page');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/Vehicule');

    // The sign-in page: its two panels turn over by the tabs and by the links under each form;
    // the one turned away is out of reach (inert). RETOUR leads home.
    // (Found by their titles' ids: a panel turned away is inert, out of the accessibility tree.)
    const login = page.locator('section[aria-labelledby="login-title"]');
    const signup = page.locator('section[aria-labelledby="signup-title"]');
    const shows = async (shown: typeof login, hidden: typeof login) => {
      await expect.poll(() => hidden.getAttribute('inert')).not.toBeNull();
      expect(await shown.getAttribute('inert')).toBeNull();
    };
    await page.getByRole('button', { name: L.auth.signupTab, exact: true }).click();
    await shows(signup, login);
    await signup.getByRole('button', { name: L.auth.toLogin }).click();
    await shows(login, signup);
    await login.getByRole('button', { name: L.auth.toSignup }).click();
    await shows(signup, login);
    await page.getByRole('button', { name: L.auth.loginTab, exact: true }).click();
    await shows(login, signup);
    await page.getByRole('link', { name: L.common.back, exact: true }).click();
    await page.waitForURL('**/accueil');
    await hero.getByRole('link', { name: L.hero.cta }).click();
    await page.waitForURL((url) => url.pathname === '/login-page');

    // "Mot de passe oublié ?": the link arrives by e-mail.
    await login.getByRole('link', { name: L.auth.forgot }).click();
    await page.waitForURL('**/mot-de-passe-oublie');
    const F = L.access.forgot;
    await page.getByRole('heading', { level: 1, name: F.title }).waitFor();
    await page.getByLabel(F.email).fill(email);
    const asked = await answerTo(page, 'POST', /^\/api\/auth\/password-reset$/, () =>
      page.getByRole('button', { name: F.submit }).click(),
    );
    expect(sentBody(asked)).toEqual({ email, portal: 'driver' });
    await page.getByText(F.sent).waitFor();
    const link = await passwordLink(email, 1);

    // A link whose token is not the one sent: refused, with a clear message and a way on.
    const P = L.access.reset;
    const resetForm = page.locator('form');
    const token = new URL(link).hash.slice('#token='.length);
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    await visit(page, `/nouveau-mot-de-passe#token=${forged}`);
    await resetForm.getByLabel(P.newPassword, { exact: true }).fill('Nouveau-2026');
    await resetForm.getByLabel(P.confirmPassword).fill('Nouveau-2026');
    const bad = await answerTo(
      page,
      'POST',
      /^\/api\/auth\/password-reset\/complete$/,
      () => page.getByRole('button', { name: P.submit }).click(),
      'refused',
    );
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalidResetLink');
    await page.getByRole('alert').getByText(L.errors.invalidResetLink).waitFor();
    await page.getByRole('link', { name: P.askNew }).waitFor();
    await accessible(page);

    // The real link sets the new password, then leaves the address bar.
    await page.goto(link);
    await page.waitForLoadState('networkidle');
    await resetForm.getByLabel(P.newPassword, { exact: true }).fill('Nouveau-2026');
    await resetForm.getByLabel(P.confirmPassword).fill('Nouveau-2026');
    await answerTo(page, 'POST', /^\/api\/auth\/password-reset\/complete$/, () =>
      page.getByRole('button', { name: P.submit }).click(),
    );
    await page.getByText(P.done).waitFor();
    expect(page.url()).not.toContain('token');
    await page.getByRole('link', { name: P.signInDriver }).click();
    await page.waitForURL('**/login-page');

    // Sign-in: the old password is refused and says so (the e-mail stays typed); the password
    // can be shown and hidden; the new one signs in and starts a quote.
    await login.getByLabel(L.auth.email).fill(email);
    const secret = login.getByLabel(L.auth.password, { exact: true });
    await secret.fill(firstPassword);
    await login.getByRole('button', { name: L.common.showPassword }).click();
    expect(await secret.getAttribute('type')).toBe('text');
    await login.getByRole('button', { name: L.common.hidePassword }).click();
    expect(await secret.getAttribute('type')).toBe('password');
    const signIn = login.getByRole('button', { name: L.auth.loginButton, exact: true });
    const refused = await answerTo(
      page,
      'POST',
      /^\/api\/auth\/login$/,
      () => signIn.click(),
      'refused',
    );
    expect(refused.status()).toBe(401);
    await login.getByRole('alert').getByText(L.errors.invalidCredentials).waitFor();
    expect(await login.getByLabel(L.auth.email).inputValue()).toBe(email);
    await secret.fill('Nouveau-2026');
    await answerTo(page, 'POST', /^\/api\/auth\/login$/, () => signIn.click());
    await page.waitForURL('**/Vehicule');
    await accessible(page);

    // Signed in, the home page's calls to action (the hero's, and the one closing the page)
    // go straight to the quote.
    for (const cta of ['first', 'last'] as const) {
      await visit(page, '/accueil');
      await page.getByRole('link', { name: L.hero.cta })[cta]().click();
      await page.waitForURL('**/Vehicule');
    }

    // The language selector: the page turns to the other language and direction at once, and
    // the choice is kept in the browser and on the account; then back.
    await visit(page, '/accueil');
    const api = await clientOf(server.baseUrl, page.context());
    for (const [to, from] of [
      [other, language],
      [language, other],
    ] as const) {
      const saved = await answerTo(page, 'PUT', /^\/api\/me\/language$/, () =>
        page.getByRole('combobox', { name: catalogues[from].nav.language }).selectOption(to),
      );
      expect(sentBody(saved)).toEqual({ language: to });
      await page.getByRole('heading', { level: 1, name: catalogues[to].hero.homeTitle }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(to === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('html').getAttribute('lang')).toBe(to);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === languageCookie)?.value).toBe(to);
      expect((await api.get('/api/me')).body.locale).toBe(to);
    }

    // The header's menus (behind the menu button on a phone, which closes as a page opens).
    const navigation = page.getByRole('navigation', { name: L.nav.mainLabel });
    const menuButton = navigation.getByRole('button', { name: L.nav.openMenu });
    const openMenu = async () => {
      if (!(await menuButton.isVisible())) return;
      await menuButton.click();
      await navigation.getByRole('button', { name: L.nav.closeMenu }).waitFor();
    };
    for (const [name, path] of [
      [L.nav.services, '/services'],
      [L.nav.contact, '/contact'],
      [L.nav.about, '/apropos'],
      [L.nav.home, '/accueil'],
    ] as const) {
      await openMenu();
      await navigation.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      // The page's link is marked current (in the closed menu too, on a phone).
      const current = navigation.getByRole('link', { name, exact: true, includeHidden: true });
      await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
      if (await menuButton.isVisible())
        expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    }
    await openMenu();
    const insurance = navigation.getByRole('button', { name: L.nav.insurance });
    await insurance.click();
    expect(await insurance.getAttribute('aria-expanded')).toBe('true');
    await navigation.getByRole('link', { name: L.nav.auto, exact: true }).click();
    await page.waitForURL('**/Vehicule');

    // The footer's links, each to its page; its contact links and social accounts.
    await visit(page, '/accueil');
    const footer = page.getByRole('contentinfo');
    let heading = '';
    for (const [name, path] of [
      [L.footer.legal, '/mentions-legales'],
      [L.footer.privacy, '/confidentialite'],
      [L.footer.ranking, '/classement'],
      [L.footer.terms, '/cgu'],
      [L.nav.services, '/services'],
      [L.nav.about, '/apropos'],
      [L.nav.contact, '/contact'],
      [L.nav.home, '/accueil'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect
        .poll(async () => await page.getByRole('heading', { level: 1 }).first().textContent())
        .not.toBe(heading);
      heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    }
    expect(
      await footer.getByRole('link', { name: siteDefaults.supportEmail }).getAttribute('href'),
    ).toBe(`mailto:${siteDefaults.supportEmail}`);
    expect(
      await footer.getByRole('link', { name: siteDefaults.supportPhone }).getAttribute('href'),
    ).toBe(`tel:${siteDefaults.supportPhone.replace(/\s/g, '')}`);
    const facebook = footer.getByRole('link', {
      name: fill(L.footer.socialLink, { name: 'Facebook' }),
    });
    expect(await facebook.getAttribute('target')).toBe('_blank');
    expect(await facebook.getAttribute('rel')).toContain('noopener');

    // "Aller au contenu" is the first stop of the keyboard and moves it to the page's content.
    await visit(page, '/accueil');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: L.common.skipToContent });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/accueil#main');

    // At the agency portal the driver's right password is refused with the reason.
    await visit(page, '/adminLogin');
    await page.getByLabel(L.auth.email).fill(email);
    await page.getByLabel(L.auth.password, { exact: true }).fill('Nouveau-2026');
    const portal = await answerTo(
      page,
      'POST',
      /^\/api\/auth\/login$/,
      () => page.getByRole('button', { name: L.auth.adminButton }).click(),
      'refused',
    );
    expect(((await portal.json()) as { error: { code: string } }).error.code).toBe('driverAccount');
    await page.getByRole('alert').getByText(L.errors.driverAccount).waitFor();
    expect(new URL(page.url()).pathname).toBe('/adminLogin');
    await accessible(page);
    await screenshot(page, `every-control-visitor-${tag}`);
    expect(errors).toEqual([]);
  });

  it('a driver signs up, fills the three steps with Précédent, a reload and a second tab, compares, chooses, answers the survey, cancels, edits the profile and signs out', async () => {
    const { page, errors } = await pages.open(language, viewport);
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
    // The account opens from the link mailed to the address (decision 0023); a new one may
    // be asked for.
    await signup.getByText(L.access.confirm.checkInboxTitle).waitFor();
    await answerTo(page, 'POST', /^\/api\/auth\/verify-email\/resend$/, () =>
      signup.getByRole('button', { name: L.access.confirm.resend }).click(),
    );
    await signup.getByText(L.access.confirm.resent).waitFor();
    await page.goto(await readConfirmationLink(server.baseUrl, email));
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
    // WhatsApp only to a confirmed number: the box shows how to confirm the one typed; a code
    // goes to it by WhatsApp (read at the Cloud API's peer); a wrong code is refused, the right
    // one shows the badge.
    const P = L.phoneConfirmation;
    const confirmation = page.getByTestId('phone-confirmation');
    expect(await confirmation.count()).toBe(0);
    await page.getByLabel(L.flow.whatsappOptIn).check();
    await confirmation.getByText(P.notConfirmed).waitFor();
    const from = whatsapp.requests.length;
    const codeSent = await answerTo(page, 'POST', /^\/api\/me\/phone\/code$/, () =>
      confirmation.getByRole('button', { name: P.send }).click(),
    );
    expect(sentBody(codeSent)).toEqual({ phone: '+212612345678' });
    const code = await whatsappCodeFor(whatsapp, '+212612345678', from);
    await confirmation.getByText(/06 12 34 56 78/).waitFor();
    const codeField = confirmation.getByLabel(P.codeLabel);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await answerTo(
      page,
      'POST',
      /^\/api\/me\/phone\/confirm$/,
      () => confirmation.getByRole('button', { name: P.confirm }).click(),
      'refused',
    );
    await confirmation.getByText(L.validation.wrongCode).waitFor();
    await accessible(page);
    await screenshot(page, `phone-code-${tag}`);
    await codeField.fill(code);
    // Enter in the code field confirms the code; it does not submit the step's form.
    const confirmed = await answerTo(page, 'POST', /^\/api\/me\/phone\/confirm$/, () =>
      codeField.press('Enter'),
    );
    expect(sentBody(confirmed)).toEqual({ phone: '+212612345678', code });
    await page.getByTestId('phone-confirmed').getByText(P.confirmed).waitFor();
    expect(page.url()).toContain('/user');
    await accessible(page);
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
    // "Imprimer l'offre" opens the browser's print dialog (stood in for: headless has none).
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
    const api = await clientOf(server.baseUrl, context);
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
    // The number confirmed in the quote form shows confirmed; another one is not, and saving
    // it leaves the account without a confirmed number.
    await page.getByTestId('phone-confirmed').waitFor();
    await phoneField.fill('12');
    await page.getByRole('button', { name: L.common.save }).click();
    await page.getByText(L.validation.invalidPhone).waitFor();
    await page.getByText(L.phoneConfirmation.enterValidPhone).waitFor();
    // A number of each setting's own: a number gets 3 codes an hour.
    const newPhone = language === 'fr' ? '0661234567' : '0661234568';
    const newE164 = `+212${newPhone.slice(1)}`;
    await phoneField.fill(newPhone);
    const box = page.getByTestId('phone-confirmation');
    await box.getByText(L.phoneConfirmation.notConfirmed).waitFor();
    await answerTo(page, 'PATCH', /^\/api\/me$/, () =>
      page.getByRole('button', { name: L.common.save }).click(),
    );
    await page.getByText(L.common.saved).first().waitFor();
    const account = await clientOf(server.baseUrl, context);
    expect((await account.get('/api/me')).body).toMatchObject({
      phone: newE164,
      phoneConfirmed: false,
    });
    // The new number is confirmed from the profile: a code, a second one, the second typed.
    const firstSend = whatsapp.requests.length;
    await answerTo(page, 'POST', /^\/api\/me\/phone\/code$/, () =>
      box.getByRole('button', { name: L.phoneConfirmation.send }).click(),
    );
    await whatsappCodeFor(whatsapp, newE164, firstSend);
    const secondSend = whatsapp.requests.length;
    await answerTo(page, 'POST', /^\/api\/me\/phone\/code$/, () =>
      box.getByRole('button', { name: L.phoneConfirmation.resend }).click(),
    );
    const newCode = await whatsappCodeFor(whatsapp, newE164, secondSend);
    await box.getByLabel(L.phoneConfirmation.codeLabel).fill(newCode);
    await answerTo(page, 'POST', /^\/api\/me\/phone\/confirm$/, () =>
      box.getByRole('button', { name: L.phoneConfirmation.confirm }).click(),
    );
    await page.getByTestId('phone-confirmed').waitFor();
    await screenshot(page, `phone-confirmed-${tag}`);
    expect((await account.get('/api/me')).body).toMatchObject({
      phone: newE164,
      phoneConfirmed: true,
    });
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
    const session = await clientOf(server.baseUrl, context);
    expect((await session.get('/api/me')).status).toBe(200);
    await openNavigation();
    await answerTo(page, 'POST', /^\/api\/auth\/logout$/, () =>
      page.getByRole('button', { name: L.nav.logout }).click(),
    );
    await page.waitForURL('**/accueil');
    // The home page shown (the phone menu opened before would close on arriving), signed out.
    await page.getByRole('heading', { level: 1, name: L.hero.homeTitle }).waitFor();
    await openNavigation();
    await page.getByRole('link', { name: L.nav.login }).waitFor();
    expect((await session.get('/api/me')).status).toBe(401);
    await screenshot(page, `every-control-driver-${tag}`);
    expect(errors).toEqual([]);
  });
});
