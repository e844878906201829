import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../domain/languages.ts';
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
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startAppServer({ SMTP_URL: inbox.url, NOTIFY_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
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
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }
  const context = await contextFor(browser, server.baseUrl, language, viewport);
  contexts.push(context);
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
