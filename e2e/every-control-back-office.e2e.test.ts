import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteTableRow } from '../domain/offers/quote-tables.ts';
import type { Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { demoPassword } from '../server/db/seed/seed-demo.ts';
import {
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from '../server/test/factories.ts';
import { registerAgency, signUpDriver, TestClient } from '../server/test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../server/test/protocol-peers.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { catalogues, fill, type Catalogue } from './support/catalogues.ts';
import { money } from './support/comparison-data.ts';
import {
  accessible,
  answerTo,
  clientOf,
  controlSettings,
  PageOpener,
  plural,
  readable,
  requestsTo,
  sentBody,
  visit,
} from './support/controls.ts';
import type { Viewport } from './support/roles.ts';

/*
 * Every control of the back office, used once by the role that owns it — agent, agency manager,
 * platform admin — in French on a desktop and Arabic on a phone (support/controls.ts says why
 * these two): each action waits for its API answer, checks what was sent or saved, then waits
 * for the screen to show it. Each test makes its own data through the API. The server's log
 * must stay free of errors (support/app-server.ts), and axe runs on the screens reached.
 */

let server: AppServer;
let inbox: SmtpInbox;
let browser: Browser;
let reference: ReferenceData;
const pages = new PageOpener(
  () => browser,
  () => server.baseUrl,
);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startAppServer({ SMTP_URL: inbox.url, NOTIFY_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

/** A demo staff account signed in through the API, its account set to `language`. */
async function staffIn(email: string, language: Language): Promise<TestClient> {
  const client = await signInStaff(server.baseUrl, email);
  expect((await client.put('/api/me/language', { language })).status).toBe(204);
  return client;
}

/** The back office's controls that depend on the screen: the sidebar, the tables' rows. */
function backOffice(page: Page, language: Exclude<Language, 'en'>, viewport: Viewport) {
  const B = catalogues[language].backOffice;
  const sidebar = page.getByTestId('sidebar');
  const menu = page.getByRole('button', { name: B.openMenu });
  /** On a phone the sidebar is a drawer, opened by the top bar's menu button. */
  const openDrawer = async () => {
    if (!(await menu.isVisible())) return;
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
  };
  return {
    sidebar,
    menu,
    openDrawer,
    /** Opens a page from the sidebar; the drawer closes once a page is chosen. */
    async sidebarTo(name: string, path: string) {
      await openDrawer();
      await sidebar.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      if (await menu.isVisible()) expect(await menu.getAttribute('aria-expanded')).toBe('false');
    },
    /** A quote's row: a table row on a desktop, a card on a phone (no table fits there). */
    rowOf: (quoteReference: string) =>
      page
        .locator('tr, li')
        .filter({ has: page.getByRole('link', { name: `${B.open} ${quoteReference}` }) }),
    /** The unread count the bell says. */
    /** The unread count on the bell's badge (none at 0), which its name says too. */
    unread: async () => {
      const bell = page.getByTestId('notifications');
      const count = Number((await bell.textContent()) || 0);
      expect(await bell.getAttribute('aria-label')).toBe(
        fill(plural(B.notifications, 'button', count, language), { count }),
      );
      return count;
    },
    wide: viewport.width >= 768,
  };
}

/** The audit log's entries shown: a table's rows on a desktop, cards on a phone. */
const auditEntries = (page: Page) =>
  page.locator('tbody tr, [data-testid="audit-card"]').filter({ visible: true });

/** The references a table shows, in order (a desktop's table rows). */
const shownReferences = (page: Page) =>
  page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));

/** A Marrakech quote the agency of `agent` priced and the driver chose. */
async function chosenQuote(agent: TestClient, driver: TestClient, pack: 'basic' | 'premium') {
  const quote = await submitQuote(driver, reference, 'Marrakech');
  await priceQuote(agent, quote.id, { basic: 3000, intermediate: 4100, premium: 6500 });
  await selectFirstOffer(driver, quote.id, pack);
  return quote;
}

describe.each(controlSettings)('every back-office control in %s at %o', (language, viewport) => {
  const L: Catalogue = catalogues[language];
  const B = L.backOffice;
  const tag = `${language}${viewport.width}`;
  const agentEmail = 'agent.marrakech@moqarana.ma';

  it('an agent signs in, reads a new quote from the bell, opens another from the pending list, prices it (a refused amount, an unusual one corrected, then "1 234,50"), and searches, pages, sorts, filters and exports the tables', async () => {
    const agent = await staffIn(agentEmail, language);
    const { client: driver } = await signUpDriver(server.baseUrl);
    // More priced quotes than a page holds (25), so Devis Traités has "Afficher plus"; their
    // prices for 6 CV cars (3 200 / 4 500 / 6 900 DH) are the agency's usual ones.
    const processed = (await agent.get('/api/agency/tables/processed')).body as {
      items: unknown[];
      nextCursor: string | null;
    };
    const missing = processed.nextCursor ? 0 : 26 - processed.items.length;
    for (let index = 0; index < missing; index += 1)
      await priceQuote(agent, (await submitQuote(driver, reference, 'Marrakech')).id);
    const chosen = await chosenQuote(agent, driver, 'basic');
    const toPrice = await submitQuote(driver, reference, 'Marrakech');
    // The agency's newest event: first in the bell's menu.
    const newest = await submitQuote(driver, reference, 'Marrakech');
    const { page, errors } = await pages.open(language, viewport);
    const ui = backOffice(page, language, viewport);

    // Sign-in at the agency portal.
    await visit(page, '/adminLogin');
    await page.getByLabel(L.auth.email).fill(agentEmail);
    await page.getByLabel(L.auth.password, { exact: true }).fill(demoPassword);
    await answerTo(page, 'POST', /^\/api\/auth\/login$/, () =>
      page.getByRole('button', { name: L.auth.adminButton }).click(),
    );
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: B.welcome }).waitFor();
    await accessible(page);

    // The bell: opening the newest quote's event reads that one only, and opens the quote.
    await expect.poll(ui.unread).toBeGreaterThan(0);
    const unreadBefore = await ui.unread();
    await page.getByTestId('notifications').click();
    const event = page.getByRole('menuitem').first();
    expect(await event.textContent()).toContain(
      fill(B.notifications.newPendingQuote, { label: newest.reference }),
    );
    const read = await answerTo(page, 'POST', /^\/api\/notifications\/read$/, () => event.click());
    expect(sentBody(read)).toEqual({ kind: 'newPendingQuote', id: newest.id });
    await page.waitForURL(`**/user-info/${newest.id}`);
    await page.getByRole('heading', { level: 1, name: newest.reference }).waitFor();
    await expect.poll(ui.unread).toBe(unreadBefore - 1);

    // The dashboard's counter of received quotes leads to them; the search finds one, opened.
    await ui.sidebarTo(B.dashboard, '/dashboard');
    await page.getByRole('link', { name: new RegExp(B.counters.pending) }).click();
    await page.waitForURL('**/devis-attente');
    await page.getByRole('heading', { level: 1, name: B.pending }).waitFor();
    await page.waitForLoadState('networkidle');
    const pendingFound = await answerTo(
      page,
      'GET',
      (url) =>
        url.pathname === '/api/agency/tables/pending' &&
        url.searchParams.get('search') === toPrice.reference,
      () => page.getByLabel(B.table.searchLabel).fill(toPrice.reference),
    );
    expect(
      ((await pendingFound.json()).items as QuoteTableRow[]).map((row) => row.reference),
    ).toEqual([toPrice.reference]);
    // In the pricing queue (whose rows are all `pending`: the status shows on phone cards only).
    await ui.rowOf(toPrice.reference).waitFor();
    await expect.poll(() => ui.rowOf(newest.reference).count()).toBe(0);
    await accessible(page);
    await page.getByRole('link', { name: `${B.open} ${toPrice.reference}` }).click();
    await page.waitForURL(`**/user-info/${toPrice.id}`);

    // The quote: its tab "Prix à envoyer", "Retour au devis", then Suivant lead to the prices.
    await page.getByRole('heading', { level: 1, name: toPrice.reference }).waitFor();
    await page.getByText(B.contactHidden).waitFor();
    await page.getByRole('tab', { name: B.priceTab }).click();
    await page.waitForURL(`**/prix-info/${toPrice.id}/**`);
    await page.getByRole('link', { name: B.backToQuote }).click();
    await page.waitForURL(`**/user-info/${toPrice.id}`);
    await page.getByRole('link', { name: B.next }).click();
    await page.waitForURL(`**/prix-info/${toPrice.id}/**`);

    const field = (pack: 'basic' | 'intermediate' | 'premium') =>
      page.getByLabel(fill(B.priceLabel, { pack: L.packs[pack] }));
    const packCard = (pack: 'basic' | 'intermediate' | 'premium') =>
      page.getByRole('region', { name: L.packs[pack], exact: true });
    const send = page.getByRole('button', { name: B.send, exact: true });
    const offers = requestsTo(page, 'PUT', /\/offer$/);
    // An amount that reads two ways is refused as typed, and Envoyer sends nothing.
    await field('basic').fill('1.234,50');
    const basicFormat = packCard('basic').getByText(L.validation.priceFormat);
    await basicFormat.waitFor();
    await field('intermediate').fill('2 345,50');
    await field('premium').fill('34 567,50');
    await send.click();
    await page.getByRole('alert').filter({ hasText: L.errors.validationFailed }).waitFor();
    // A letter typed in a checked field: its message once, under the field, not twice.
    await field('basic').fill('1 234,5O');
    await expect.poll(() => field('basic').getAttribute('aria-invalid')).toBe('true');
    expect(await basicFormat.count()).toBe(1);
    await screenshot(page, `back-office-price-error-${tag}`);
    // Premium ten times the usual: Envoyer asks first, "Corriger les prix" sends nothing.
    await field('basic').fill('1 234,50');
    await packCard('premium').getByText(B.priceUnusual).waitFor();
    await send.click();
    const unusual = page.getByRole('alert').filter({ hasText: B.unusualTitle });
    await unusual.getByRole('button', { name: B.unusualFix }).click();
    await unusual.waitFor({ state: 'detached' });
    expect(offers.count).toBe(0);
    await field('premium').fill('3 456,75');
    for (const [pack, dh] of [
      ['basic', 1234.5],
      ['intermediate', 2345.5],
      ['premium', 3456.75],
    ] as const) {
      const preview = packCard(pack).getByTestId('price-preview');
      await expect
        .poll(async () => readable(await preview.textContent()))
        .toBe(readable(`${B.pricePreview} ${money(dh, language)}`));
    }
    // Intermédiaire's guarantees, folded below the prices: theft offered at another formula
    // than the F0 asked for, said at once; choosing it fills that formula's amounts (none for
    // theft), then a ceiling and the pack's conditions are typed.
    const intermediate = page.getByRole('region', {
      name: fill(L.agencyDay.packDetails, { pack: L.packs.intermediate }),
    });
    await intermediate.getByText(B.terms.summary).click();
    const theft = intermediate.getByRole('group', { name: L.guarantees.theft });
    expect(await theft.getByText(B.terms.departs).count()).toBe(0);
    await theft.getByLabel(B.terms.level).selectOption('theft.F1');
    await theft.getByText(B.terms.departs).waitFor();
    await intermediate
      .getByText(fill(plural(B.terms, 'departures', 1, language), { count: 1 }))
      .waitFor();
    await theft.getByLabel(B.terms.ceiling).fill('15 000');
    await intermediate.getByLabel(B.terms.conditions).fill('Garage fermé la nuit');
    await accessible(page);
    await screenshot(page, `back-office-price-terms-${tag}`);
    const sentOffer = await answerTo(
      page,
      'PUT',
      new RegExp(`^/api/agency/quotes/${toPrice.id}/offer$`),
      () => send.click(),
    );
    expect(sentOffer.status()).toBe(201);
    await page.waitForURL('**/dashboard');
    await page.getByText(fill(B.sent, { reference: toPrice.reference })).waitFor();
    const own = (await agent.get(`/api/agency/quotes/${toPrice.id}`)).body.ownOffer;
    expect(own.prices).toEqual({
      basic: 123_450,
      intermediate: 234_550,
      premium: 345_675,
    });
    expect(
      own.terms.intermediate.guarantees.find(
        (line: { guarantee: string }) => line.guarantee === 'theft',
      ),
    ).toEqual({
      guarantee: 'theft',
      level: 'theft.F1',
      requestedLevel: 'theft.F0',
      differsFromRequest: true,
      franchise: null,
      ceilingCentimes: 1_500_000,
    });
    expect(own.terms.intermediate.conditions).toBe('Garage fermé la nuit');
    // The packs left folded keep the driver's levels.
    expect(
      own.terms.premium.guarantees.every(
        (line: { differsFromRequest: boolean }) => !line.differsFromRequest,
      ),
    ).toBe(true);

    // Devis Traités: 25 rows, "Afficher plus" asks the server for the next ones.
    await ui.sidebarTo(B.processed, '/devis-traite');
    const processedTable = (url: URL) => url.pathname === '/api/agency/tables/processed';
    const shownCount = (count: number) =>
      fill(plural(B.table, 'count', count, language), { count });
    await page
      .getByRole('status')
      .filter({ hasText: shownCount(25) })
      .waitFor();
    const next = await answerTo(
      page,
      'GET',
      (url) => processedTable(url) && url.searchParams.has('cursor'),
      () => page.getByRole('button', { name: B.loadMore }).click(),
    );
    const more = ((await next.json()).items as QuoteTableRow[]).length;
    expect(more).toBeGreaterThan(0);
    await page
      .getByRole('status')
      .filter({ hasText: shownCount(25 + more) })
      .waitFor();
    // The search finds the quote priced, with its Basique price and its status.
    const search = page.getByLabel(B.table.searchLabel);
    const found = await answerTo(
      page,
      'GET',
      (url) => processedTable(url) && url.searchParams.get('search') === toPrice.reference,
      () => search.fill(toPrice.reference),
    );
    expect(((await found.json()).items as QuoteTableRow[]).map((row) => row.reference)).toEqual([
      toPrice.reference,
    ]);
    const row = ui.rowOf(toPrice.reference);
    await row.getByText(L.statuses.offered, { exact: true }).waitFor();
    expect(readable(await row.innerText())).toContain(readable(money(1234.5, language)));
    await answerTo(
      page,
      'GET',
      (url) => processedTable(url) && !url.searchParams.has('search'),
      () => search.fill(''),
    );
    // Sorting by a column: the server's order, ascending then descending. A phone shows
    // cards, without column headers to sort by.
    if (ui.wide) {
      const amount = page.getByRole('button', { name: new RegExp(B.table.amount) });
      for (const [direction, ariaSort] of [
        ['asc', 'ascending'],
        ['desc', 'descending'],
      ] as const) {
        const sorted = await answerTo(
          page,
          'GET',
          (url) =>
            processedTable(url) &&
            url.searchParams.get('sort') === 'amount' &&
            url.searchParams.get('direction') === direction,
          () => amount.click(),
        );
        const items = (await sorted.json()).items as QuoteTableRow[];
        const amounts = items.map((item) => item.amountCentimes ?? 0);
        const inOrder = [...amounts].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(amounts).toEqual(inOrder);
        await expect.poll(() => shownReferences(page)).toEqual(items.map((item) => item.reference));
        expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe(ariaSort);
      }
    }

    // Tous les devis: the status filter keeps the chosen quotes; the CSV holds what it shows.
    await ui.sidebarTo(B.allQuotes, '/tableDevis-Global');
    // On phones the filters are folded under one button (docs/product/agency-day.md).
    const filtersButton = page.getByRole('button', { name: L.tableFilters.toggle, exact: true });
    if (await filtersButton.isVisible()) await filtersButton.click();
    const filtered = await answerTo(
      page,
      'GET',
      (url) =>
        url.pathname === '/api/agency/tables/all' && url.searchParams.get('status') === 'selected',
      () => page.getByLabel(B.table.statusFilter).selectOption('selected'),
    );
    const selected = ((await filtered.json()).items as QuoteTableRow[]).map(
      (item) => item.reference,
    );
    expect(selected).toContain(chosen.reference);
    expect(selected).not.toContain(toPrice.reference);
    await ui.rowOf(chosen.reference).getByText(L.statuses.selected, { exact: true }).waitFor();
    await expect.poll(() => ui.rowOf(toPrice.reference).count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: B.table.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('moqarana-all.csv');
    const [header, ...lines] = parse(readFileSync(await file.path()), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(header?.[0]).toBe(L.csv.reference);
    expect(lines.map((line) => line[0])).toEqual(selected);
    expect(lines.every((line) => line[7] === L.statuses.selected)).toBe(true);
    await accessible(page);
    await screenshot(page, `every-control-agent-tables-${tag}`);
    expect(errors).toEqual([]);
  });

  it('an agent follows up a chosen quote (a call, then the contract), marks another lost, reads the notifications, the activity log and every sidebar page, and signs out', async () => {
    const agent = await staffIn(agentEmail, language);
    const { client: driver } = await signUpDriver(server.baseUrl);
    const followed = await chosenQuote(agent, driver, 'premium');
    const lost = await chosenQuote(agent, driver, 'basic');
    const { page, errors } = await pages.open(language, viewport, agent);
    const ui = backOffice(page, language, viewport);
    const N = B.notifications;

    // "Voir tout" from the bell; on /notifications, opening one event reads it and opens it.
    await visit(page, '/dashboard');
    await page.getByTestId('notifications').click();
    await page.getByRole('menuitem').filter({ hasText: lost.reference }).waitFor();
    await page.getByRole('menuitem', { name: N.seeAll }).click();
    await page.waitForURL('**/notifications');
    const entry = page.getByTestId('notification').filter({ hasText: followed.reference });
    expect(await entry.textContent()).toContain(
      fill(N.offerSelected, { label: followed.reference }),
    );
    await accessible(page);
    const read = await answerTo(page, 'POST', /^\/api\/notifications\/read$/, () => entry.click());
    expect(sentBody(read)).toEqual({ kind: 'offerSelected', id: followed.id });
    await page.waitForURL(`**/user-info/${followed.id}`);

    // The chosen agency sees the driver's contact, notes a call, then confirms the contract.
    const followUp = page.getByTestId('follow-up');
    await page.getByTestId('driver-contact').waitFor();
    const note = 'Messagerie, rappeler demain';
    await followUp.getByLabel(B.followUp.outcome).selectOption('noAnswer');
    await followUp.getByLabel(B.followUp.note).fill(note);
    const call = await answerTo(page, 'POST', /\/calls$/, () =>
      followUp.getByRole('button', { name: B.followUp.addCall }).click(),
    );
    expect(sentBody(call)).toEqual({ outcome: 'noAnswer', note });
    await followUp
      .getByRole('listitem')
      .filter({ hasText: B.followUp.outcomes.noAnswer })
      .filter({ hasText: note })
      .waitFor();
    const policy = `MRK-2026/${tag}`;
    await followUp.getByLabel(B.followUp.policyNumber).fill(policy);
    const startDate = await followUp.getByLabel(B.followUp.startDate).inputValue();
    const confirmed = await answerTo(page, 'POST', /\/contract$/, () =>
      followUp.getByRole('button', { name: B.followUp.confirm }).click(),
    );
    expect(sentBody(confirmed)).toEqual({
      decision: 'confirmed',
      policyNumber: policy,
      startDate,
      durationMonths: 12,
    });
    await followUp.getByRole('status').filter({ hasText: policy }).waitFor();
    await page.locator('h1 + span').filter({ hasText: L.statuses.confirmed }).waitFor();
    await accessible(page);

    // "Marquer perdu" on the other, with its reason.
    await visit(page, `/user-info/${lost.id}`);
    const reason = 'Le client garde son assureur';
    await followUp.getByRole('radio', { name: B.followUp.markLost }).check();
    await followUp.getByLabel(B.followUp.lostReason).fill(reason);
    const marked = await answerTo(page, 'POST', /\/contract$/, () =>
      followUp.getByRole('button', { name: B.followUp.markLost }).click(),
    );
    expect(sentBody(marked)).toEqual({ decision: 'lost', lostReason: reason });
    await followUp.getByText(fill(B.followUp.lost, { reason })).waitFor();
    await page.locator('h1 + span').filter({ hasText: L.statuses.lost }).waitFor();

    // "Tout marquer comme lu" reads every event: none is left unread, here and on the bell.
    await page.getByTestId('notifications').click();
    await page.getByRole('menuitem', { name: N.seeAll }).click();
    await page.waitForURL('**/notifications');
    const markAll = page.getByRole('button', { name: N.markAllRead });
    await answerTo(page, 'POST', /^\/api\/notifications\/seen$/, () => markAll.click());
    await page
      .getByRole('status')
      .filter({ hasText: fill(plural(N, 'unreadCount', 0, language), { count: 0 }) })
      .waitFor();
    await expect.poll(() => markAll.isDisabled()).toBe(true);
    await expect.poll(ui.unread).toBe(0);
    expect((await agent.get('/api/notifications?limit=1')).body.unreadCount).toBe(0);

    // Every page of the sidebar, each with its title; the contract among the confirmed ones.
    for (const [name, path, title] of [
      [B.pending, '/devis-attente', B.pending],
      [B.processed, '/devis-traite', B.processed],
      [B.contracts, '/contrats-confirmes', B.contracts],
      [B.allQuotes, '/tableDevis-Global', B.allQuotes],
      [B.account, '/user-profile', 'Agent Marrakech'],
      [B.dashboard, '/dashboard', B.welcome],
      [B.activity, '/votre-travail', B.audit.mineTitle],
    ] as const) {
      await ui.sidebarTo(name, path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      if (path === '/contrats-confirmes') {
        const contract = ui.rowOf(followed.reference);
        await contract.getByText(L.statuses.confirmed, { exact: true }).waitFor();
        // The policy number has its column in the table; a phone's card leaves it out.
        if (ui.wide) expect(await contract.innerText()).toContain(policy);
      }
    }
    // Votre travail: the agent's own actions on these quotes.
    const A = B.audit.actions;
    for (const [quoteId, action] of [
      [followed.id, A.offer.priced],
      [followed.id, A.contract.call],
      [followed.id, A.contract.confirmed],
      [lost.id, A.contract.lost],
    ] as const)
      await auditEntries(page)
        .filter({ hasText: `${B.audit.records.quote} ${quoteId.slice(0, 8)}` })
        .filter({ hasText: action })
        .first()
        .waitFor();
    await accessible(page);

    // The sidebar collapses to icons (remembered in the browser) on a desktop; on a phone the
    // drawer closes with its own button.
    if (ui.wide) {
      await page.getByRole('button', { name: B.collapse }).click();
      await expect.poll(() => ui.sidebar.getAttribute('data-collapsed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('mq.sidebar'))).toBe('collapsed');
      await ui.sidebarTo(B.pending, '/devis-attente');
      await page.getByRole('button', { name: B.expand }).click();
      await expect.poll(() => ui.sidebar.getAttribute('data-collapsed')).toBe('false');
    } else {
      await ui.openDrawer();
      await ui.sidebar.getByRole('button', { name: B.closeMenu }).click();
      await expect.poll(() => ui.menu.getAttribute('aria-expanded')).toBe('false');
    }

    // Déconnexion ends the session on the server, and leads to the agency portal.
    const session = await clientOf(server.baseUrl, page.context());
    await ui.openDrawer();
    await answerTo(page, 'POST', /^\/api\/auth\/logout$/, () =>
      ui.sidebar.getByRole('button', { name: B.logout }).click(),
    );
    await page.waitForURL('**/adminLogin');
    expect((await session.get('/api/me')).status).toBe(401);
    expect(errors).toEqual([]);
  });

  it('a manager creates an agent, e-mails a password link, deactivates and reactivates', async () => {
    const manager = await staffIn('manager.casablanca@moqarana.ma', language);
    const { page, errors } = await pages.open(language, viewport, manager);
    const S = B.staff;
    await visit(page, '/gestion-comptes');
    await page.getByRole('heading', { level: 1, name: S.title }).waitFor();
    // Unhappy first: the form refuses an empty name and a bad e-mail without sending.
    const creations = requestsTo(page, 'POST', /^\/api\/agency\/staff$/);
    await page.getByRole('button', { name: S.create }).click();
    await page.getByText(L.validation.required).first().waitFor();
    expect(creations.count).toBe(0);
    const email = `agent.${tag}@example.ma`;
    // A person's name: letters only (personNameSchema), unlike the e-mail's tag.
    const agentName = `Agent ${language.toUpperCase()}`;
    await page.getByLabel(S.name).fill(agentName);
    await page.getByLabel(S.email).fill(email);
    const created = await answerTo(page, 'POST', /^\/api\/agency\/staff$/, () =>
      page.getByRole('button', { name: S.create }).click(),
    );
    expect(sentBody(created)).toEqual({ name: agentName, email });
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await row.waitFor();
    await page.getByText(fill(S.linkSentTitle, { email })).waitFor();
    await inbox.waitFor((mail) => mail.to === email);
    await answerTo(page, 'POST', /^\/api\/agency\/staff\/[^/]+\/password-link$/, () =>
      row.getByRole('button', { name: S.resetLink }).click(),
    );
    await inbox.waitFor((mail) => mail.to === email, 2);
    await answerTo(page, 'POST', /^\/api\/agency\/staff\/[^/]+\/status$/, () =>
      row.getByRole('button', { name: S.deactivate }).click(),
    );
    await row.getByText(S.inactive).waitFor();
    const staffOf = async () =>
      ((await manager.get('/api/agency/staff')).body as { email: string; active: boolean }[]).find(
        (account) => account.email === email,
      );
    expect((await staffOf())?.active).toBe(false);
    await answerTo(page, 'POST', /^\/api\/agency\/staff\/[^/]+\/status$/, () =>
      row.getByRole('button', { name: S.reactivate }).click(),
    );
    await row.getByText(S.active, { exact: true }).waitFor();
    expect((await staffOf())?.active).toBe(true);
    await accessible(page);
    await screenshot(page, `every-control-staff-${tag}`);
    expect(errors).toEqual([]);
  });

  it('a manager widens the activity log to the agency, saves notification settings that hold after a reload, and switches the language of the back office', async () => {
    const wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    const { client: driver } = await signUpDriver(server.baseUrl);
    const priced = await submitQuote(driver, reference, 'Casablanca');
    await priceQuote(wafa, priced.id);
    const manager = await staffIn('manager.casablanca@moqarana.ma', language);
    const { page, errors } = await pages.open(language, viewport, manager);
    const A = B.audit;

    // Votre travail: the manager's own actions, then the whole agency's (the agent's price).
    await visit(page, '/votre-travail');
    await page.getByRole('heading', { level: 1, name: A.mineTitle }).waitFor();
    await auditEntries(page).first().waitFor();
    const agentRow = auditEntries(page)
      // The record as its kind in the reader's language and its short id, never "quote 1d4a…".
      .filter({ hasText: `${A.records.quote} ${priced.id.slice(0, 8)}` })
      .filter({ hasText: A.actions.offer.priced });
    expect(await agentRow.count()).toBe(0);
    const scope = page.getByLabel(A.scopeLabel);
    const audit = (value: string) => (url: URL) =>
      url.pathname === '/api/audit' && url.searchParams.get('scope') === value;
    await answerTo(page, 'GET', audit('agency'), () => scope.selectOption('agency'));
    await page.getByRole('heading', { level: 1, name: A.agencyTitle }).waitFor();
    expect(new URL(page.url()).searchParams.get('scope')).toBe('agency');
    await agentRow.filter({ hasText: 'Agent Casablanca' }).waitFor();
    await accessible(page);
    await answerTo(page, 'GET', audit('mine'), () => scope.selectOption('mine'));
    await page.getByRole('heading', { level: 1, name: A.mineTitle }).waitFor();
    await expect.poll(() => agentRow.count()).toBe(0);

    // Notifications settings: the three choices a manager has (the weekly report is a
    // manager's) flipped and saved, still there after a reload.
    const N = B.notificationSettings;
    await visit(page, '/user-profile');
    const settings = page.getByRole('tabpanel');
    const openSettings = async () => {
      await page.getByRole('tab', { name: N.title }).click();
      await settings.getByRole('button', { name: N.save }).waitFor();
    };
    await openSettings();
    const selections = settings.getByLabel(N.notifySelections);
    const newQuotes = settings.getByLabel(N.notifyNewQuotes);
    const weeklyReport = settings.getByLabel(N.notifyWeeklyReport);
    const wanted = {
      notifySelections: !(await selections.isChecked()),
      notifyNewQuotes: !(await newQuotes.isChecked()),
      notifyWeeklyReport: !(await weeklyReport.isChecked()),
    };
    await selections.setChecked(wanted.notifySelections);
    await newQuotes.setChecked(wanted.notifyNewQuotes);
    await weeklyReport.setChecked(wanted.notifyWeeklyReport);
    const saved = await answerTo(page, 'PUT', /^\/api\/me\/notifications$/, () =>
      settings.getByRole('button', { name: N.save }).click(),
    );
    expect(sentBody(saved)).toEqual(wanted);
    await page.getByText(N.saved).first().waitFor();
    await page.reload();
    await openSettings();
    expect(await selections.isChecked()).toBe(wanted.notifySelections);
    expect(await newQuotes.isChecked()).toBe(wanted.notifyNewQuotes);
    expect(await weeklyReport.isChecked()).toBe(wanted.notifyWeeklyReport);
    expect((await manager.get('/api/me')).body.notifications).toMatchObject(wanted);
    await accessible(page);

    // The top bar's language selector turns the back office to the other language and
    // direction, saved on the account; then back.
    const other = language === 'fr' ? 'ar' : 'fr';
    for (const [to, from] of [
      [other, language],
      [language, other],
    ] as const) {
      const chosen = await answerTo(page, 'PUT', /^\/api\/me\/language$/, () =>
        page.getByRole('combobox', { name: catalogues[from].nav.language }).selectOption(to),
      );
      expect(sentBody(chosen)).toEqual({ language: to });
      await page
        .getByRole('tab', { name: catalogues[to].backOffice.notificationSettings.title })
        .waitFor();
      await page
        .getByRole('link', { name: catalogues[to].backOffice.account, exact: true })
        .waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(to === 'ar' ? 'rtl' : 'ltr');
      expect((await manager.get('/api/me')).body.locale).toBe(to);
    }
    expect(errors).toEqual([]);
  });

  it('the platform admin reads the dashboard, approves, refuses, approves a possible duplicate anyway, suspends and reactivates agencies, and filters the messages and the platform log', async () => {
    const admin = await staffIn('admin@moqarana.ma', language);
    const G = B.agenciesAdmin;
    const active = (await admin.get('/api/admin/agencies?status=active&limit=100')).body.items as {
      name: string;
      acapsApprovalNumber: string;
    }[];
    const known = active.find((agency) => agency.name === 'Agence Wafa Anfa');
    if (!known) throw new Error('no Agence Wafa Anfa in the demo data');
    const register = async (name: string, acapsApprovalNumber: string) => {
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.ma`;
      const id = await registerAgency(server.baseUrl, admin, {
        email,
        password: 'Agence-2026!',
        cityId: reference.cities.find((city) => city.nameFr === 'Fès')?.id,
        phone: '0535 65 12 34',
        managerName: 'Karim Tazi',
        managerPhone: '0661 23 45 67',
        agencyName: name,
        address: '3 avenue Hassan II, Fès',
        insurerId: reference.insurers[1]?.id,
        acapsApprovalNumber,
      });
      return { name, email, id };
    };
    const approved = await register(`Agence Atlas ${tag}`, `ACAPS-ATLAS-${tag}`);
    const refused = await register(`Agence Saïss ${tag}`, `ACAPS-SAISS-${tag}`);
    // Agence Wafa Anfa's approval number under another name: a possible duplicate.
    const twin = await register(`Cabinet Anfa ${tag}`, known.acapsApprovalNumber);
    const managerLogin = (email: string) =>
      new TestClient(server.baseUrl).post('/api/auth/login', {
        email,
        password: 'Agence-2026!',
        portal: 'backoffice',
      });
    const { page, errors } = await pages.open(language, viewport, admin);
    const ui = backOffice(page, language, viewport);

    // The platform's dashboard counts what the database holds.
    await visit(page, '/dashboard');
    await page.getByText(B.counters.driversPlatform).waitFor();
    const stats = (await admin.get('/api/dashboard')).body as {
      counters: Record<string, { today: number }>;
    };
    for (const key of ['pending', 'processed', 'confirmed', 'drivers'])
      expect(Number(await page.getByTestId(`counter-${key}`).textContent()), key).toBe(
        stats.counters[key]?.today,
      );
    await accessible(page);

    // The bell names a registration to validate and leads to Agences.
    await page.getByTestId('notifications').click();
    const event = page.getByRole('menuitem').filter({ hasText: twin.name });
    const read = await answerTo(page, 'POST', /^\/api\/notifications\/read$/, () => event.click());
    expect(sentBody(read)).toEqual({ kind: 'agencyRegistered', id: twin.id });
    await page.waitForURL('**/agences');
    await page.getByRole('heading', { level: 1, name: G.title }).waitFor();

    const section = (title: string) => page.getByRole('region', { name: title, exact: true });
    // An agency's card by its name, not a card naming it as a possible duplicate.
    const card = (title: string, name: string) =>
      section(title)
        .getByTestId('agency-row')
        .filter({ hasText: name })
        .filter({ hasNot: page.getByTestId('duplicate-warning').filter({ hasText: name }) });
    const decision = /^\/api\/admin\/agencies\/[^/]+\/decision$/;

    // Approuver: the agency is active, its manager signs in.
    const approval = await answerTo(page, 'POST', decision, () =>
      card(G.pendingTitle, approved.name).getByRole('button', { name: G.approve }).click(),
    );
    expect(sentBody(approval)).toEqual({ action: 'approve', reason: '' });
    await card(G.activeTitle, approved.name)
      .getByText(G.statuses.active, { exact: true })
      .waitFor();
    expect((await managerLogin(approved.email)).status).toBe(200);

    // Suspendre asks for a reason: Annuler changes nothing, an empty reason is refused.
    const decisions = requestsTo(page, 'POST', decision);
    const atlas = card(G.activeTitle, approved.name);
    await atlas.getByRole('button', { name: G.suspend }).click();
    await atlas.getByRole('button', { name: G.cancel }).click();
    await atlas.getByRole('button', { name: G.suspend }).click();
    await atlas.getByRole('button', { name: G.confirmAction }).click();
    await atlas.getByText(L.validation.required).waitFor();
    expect(decisions.count).toBe(0);
    const why = 'Agrément en cours de vérification';
    await atlas.getByLabel(G.reason).fill(why);
    const suspension = await answerTo(page, 'POST', decision, () =>
      atlas.getByRole('button', { name: G.confirmAction }).click(),
    );
    expect(sentBody(suspension)).toEqual({ action: 'suspend', reason: why });
    const suspended = card(G.statuses.suspended, approved.name);
    await suspended.getByText(why).waitFor();
    expect((await managerLogin(approved.email)).body.error.code).toBe('agencySuspended');
    // Réactiver asks first: Annuler sends nothing, "Oui, réactiver" sends.
    await suspended.getByRole('button', { name: G.reactivate }).click();
    await suspended.getByText(fill(G.reactivateConfirm, { name: approved.name })).waitFor();
    await suspended.getByRole('button', { name: G.cancel }).click();
    await suspended.getByRole('button', { name: G.reactivate }).click();
    const reactivation = await answerTo(page, 'POST', decision, () =>
      suspended.getByRole('button', { name: G.reactivateConfirmButton }).click(),
    );
    expect(sentBody(reactivation)).toMatchObject({ action: 'reactivate' });
    expect(decisions.count).toBe(2);
    await card(G.activeTitle, approved.name).getByRole('button', { name: G.suspend }).waitFor();
    expect((await managerLogin(approved.email)).status).toBe(200);

    // Refuser, with its reason: the registration leaves the lists, its manager is told why.
    const saiss = card(G.pendingTitle, refused.name);
    await saiss.getByRole('button', { name: G.reject }).click();
    const refusal = 'Agrément ACAPS introuvable';
    await saiss.getByLabel(G.reason).fill(refusal);
    const rejection = await answerTo(page, 'POST', decision, () =>
      saiss.getByRole('button', { name: G.confirmAction }).click(),
    );
    expect(sentBody(rejection)).toEqual({ action: 'reject', reason: refusal });
    await expect
      .poll(() => page.getByTestId('agency-row').filter({ hasText: refused.name }).count())
      .toBe(0);
    // The reason goes by e-mail; the sign-in of a manager who never proved the address says
    // no more than a wrong password would (decision 0025).
    expect((await managerLogin(refused.email)).body.error.code).toBe('invalidCredentials');

    // The possible duplicate names Agence Wafa Anfa; its approval takes a second click.
    const anfa = card(G.pendingTitle, twin.name);
    const warning = anfa.getByTestId('duplicate-warning');
    await warning.getByText(known.name).waitFor();
    expect(await warning.innerText()).toContain(G.duplicateReasons.acaps);
    await accessible(page);
    await anfa.getByRole('button', { name: G.approve }).click();
    await anfa.getByText(G.approveDuplicate).waitFor();
    await anfa.getByRole('button', { name: G.cancel }).click();
    expect(decisions.count).toBe(3);
    await anfa.getByRole('button', { name: G.approve }).click();
    const anyway = await answerTo(page, 'POST', decision, () =>
      anfa.getByRole('button', { name: G.approveAnyway }).click(),
    );
    expect(sentBody(anyway)).toEqual({ action: 'approve', reason: '' });
    await card(G.activeTitle, twin.name).getByText(G.statuses.active, { exact: true }).waitFor();
    await screenshot(page, `every-control-agencies-${tag}`);

    // Messages: each filter asks the server, and every row shown matches it.
    const M = B.messages;
    await ui.sidebarTo(B.messagesNav, '/messages');
    await page.getByRole('heading', { level: 1, name: M.title }).waitFor();
    const rows = page.getByTestId('message-row').filter({ visible: true });
    for (const [label, param, value, shown] of [
      [M.statusFilter, 'status', 'sent', M.statuses.sent],
      [M.channelFilter, 'channel', 'email', M.channels.email],
    ] as const) {
      await answerTo(
        page,
        'GET',
        (url) => url.pathname === '/api/admin/messages' && url.searchParams.get(param) === value,
        () => page.getByLabel(label).selectOption(value),
      );
      await expect
        .poll(async () => {
          const texts = await rows.allTextContents();
          return texts.length > 0 && texts.every((text) => text.includes(shown));
        })
        .toBe(true);
    }
    await accessible(page);

    // The platform's log: the suspension, by this admin, on this agency.
    await ui.sidebarTo(B.activity, '/votre-travail');
    await answerTo(
      page,
      'GET',
      (url) => url.pathname === '/api/audit' && url.searchParams.get('scope') === 'all',
      () => page.getByLabel(B.audit.scopeLabel).selectOption('all'),
    );
    await page.getByRole('heading', { level: 1, name: B.audit.allTitle }).waitFor();
    await auditEntries(page)
      .filter({ hasText: `${B.audit.records.agency} ${approved.id.slice(0, 8)}` })
      .filter({ hasText: B.audit.actions.agency.suspend })
      .waitFor();
    expect(errors).toEqual([]);
  });
});
