import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../domain/languages.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { oneValueColumns, type QuoteTable } from '../domain/offers/quote-tables.ts';
import { submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../server/test/protocol-peers.ts';
import { en } from '../web/i18n/en.ts';
import { enAccess } from '../web/i18n/en/access.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { fillAgencyTables } from './support/agency-rows.ts';
import { launchBrowser, screenshot, seriousViolations } from './support/browser.ts';
import { catalogues, fill } from './support/catalogues.ts';
import {
  collectPageErrors,
  contextFor,
  desktop,
  phone,
  staffClient,
  type Viewport,
} from './support/roles.ts';

/*
 * The back office's frame and access in Chromium: a session revoked while its page is open
 * returns to /adminLogin with the reason; the tables fit 1280 and 1366 px screens; Arabic
 * mirrors the vehicle tab and keeps dates whole; a skip link, a closed drawer out of the
 * keyboard's way, focusable scrolling lists and translated sign-in pages with a language
 * selector; the notifications menu and page read events one by one.
 */

const fr = catalogues.fr;
const languages = ['fr', 'ar'] as const;

let server: AppServer;
let inbox: SmtpInbox;
let browser: Browser;
let reference: ReferenceData;
let agent: TestClient;
let rows: Awaited<ReturnType<typeof fillAgencyTables>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startAppServer({ SMTP_URL: inbox.url, NOTIFY_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  agent = await staffClient(server.baseUrl, 'agent');
  rows = await fillAgencyTables(server.baseUrl, agent);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

/** A page in `language` at `viewport`, signed in as `client` (whose account takes the language). */
async function open(language: Language, viewport: Viewport, client?: TestClient) {
  if (client) await client.put('/api/me/language', { language });
  const context = await contextFor(browser, server.baseUrl, language, viewport, client);
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page) };
}

/** Polls until the value matches, for as long as a busy machine may need. */
const eventually = <T>(value: () => Promise<T> | T) => expect.poll(value, { timeout: 30_000 });

async function expectNoSeriousViolation(page: Page, what: string) {
  expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] });
}

/** The rectangle of the characters `from`..`to` of an element's first text node. */
const textBox = (element: Locator, from: number, to: number) =>
  element.evaluate(
    (node, [start, end]) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode();
      if (!text) throw new Error('no text');
      const range = document.createRange();
      range.setStart(text, start as number);
      range.setEnd(text, end as number);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    },
    [from, to],
  );

describe('a revoked session', () => {
  it('an agent deactivated while the page is open lands on /adminLogin with "compte désactivé", and signing in says it again', async () => {
    const manager = await staffClient(server.baseUrl, 'manager');
    const email = `agent-frame-${Date.now()}@example.ma`;
    const created = await manager.post('/api/agency/staff', { name: 'Youssef Agent', email });
    expect(created.status).toBe(201);
    const [mail] = await inbox.waitFor((m) => m.to === email);
    const token = decodeURIComponent(/#token=([^\s\]]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const secret = 'Agent-Youssef-2026';
    const reset = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token,
      newPassword: secret,
      confirmPassword: secret,
    });
    expect(reset.status).toBeLessThan(300);

    const { page, errors } = await open('fr', desktop);
    await page.goto('/adminLogin');
    await page.getByLabel(fr.auth.email).fill(email);
    await page.getByLabel(fr.auth.password, { exact: true }).fill(secret);
    await page.getByRole('button', { name: fr.auth.adminButton }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: fr.backOffice.pending, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: fr.backOffice.pending }).waitFor();

    const deactivated = await manager.post(`/api/agency/staff/${created.body.account.id}/status`, {
      active: false,
    });
    expect(deactivated.status).toBe(200);
    // The agent's next action, or the messages badge's own poll (every 10 s) if it comes first,
    // takes the page to the sign-in: it never stays on "Impossible de charger la liste". Which
    // of the two discovers the revocation decides the page the agent returns to.
    await Promise.race([
      page.waitForURL('**/adminLogin?**'),
      page
        .getByRole('link', { name: fr.backOffice.processed, exact: true })
        .click()
        .catch(() => undefined),
    ]);
    await page.waitForURL('**/adminLogin?**');
    const url = new URL(page.url());
    const next = url.searchParams.get('next');
    expect(['/devis-traite', '/devis-attente']).toContain(next);
    expect(url.searchParams.get('reason')).toBe('accountDeactivated');
    await page.getByRole('status').getByText(fr.errors.accountDeactivated).waitFor();
    expect(fr.errors.accountDeactivated).toMatch(/^Compte désactivé/);
    await screenshot(page, 'back-office-frame-revoked');

    // A wrong password gets the neutral answer; the right one, the reason.
    await page.getByLabel(fr.auth.email).fill(email);
    await page.getByLabel(fr.auth.password, { exact: true }).fill('pas-le-bon-1');
    await page.getByRole('button', { name: fr.auth.adminButton }).click();
    await page.getByRole('alert').getByText(fr.errors.invalidCredentials).waitFor();
    await page.getByLabel(fr.auth.password, { exact: true }).fill(secret);
    await page.getByRole('button', { name: fr.auth.adminButton }).click();
    await page.getByRole('alert').getByText(fr.errors.accountDeactivated).waitFor();

    // Reactivated, the agent signs in and returns to the page they asked for.
    await manager.post(`/api/agency/staff/${created.body.account.id}/status`, { active: true });
    await page.getByRole('button', { name: fr.auth.adminButton }).click();
    await page.waitForURL(`**${next}`);
    expect(errors).toEqual([]);
  });
});

/** The table each page shows. */
const tableOf = {
  '/devis-attente': 'pending',
  '/devis-traite': 'processed',
  '/tableDevis-Global': 'all',
  '/contrats-confirmes': 'contracts',
} as const satisfies Record<string, QuoteTable>;

describe('the quote tables at 1280 and 1366 px', () => {
  it('show every column, "Ouvrir" included, without scrolling sideways, in French and Arabic', async () => {
    for (const language of languages) {
      const L = catalogues[language];
      for (const width of [1280, 1366]) {
        const { page, errors } = await open(language, { width, height: 900 }, agent);
        for (const [path, title] of [
          ['/devis-attente', L.backOffice.pending],
          ['/devis-traite', L.backOffice.processed],
          ['/tableDevis-Global', L.backOffice.allQuotes],
          ['/contrats-confirmes', L.backOffice.contracts],
        ] as const) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          const table = page.locator('table');
          await table.locator('tbody tr').first().waitFor();
          expect(await page.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('false');
          // A column with one value on every row offers no sort (oneValueColumns).
          const oneValue = oneValueColumns[tableOf[path]];
          for (const [key, name] of [
            ['city', L.backOffice.columns.city],
            ['amount', L.backOffice.table.amount],
            ['status', L.backOffice.columns.status],
          ] as const) {
            const sortButton = table.locator('thead').getByRole('button', { name });
            expect(await sortButton.count(), `${path} ${key}`).toBe(oneValue.includes(key) ? 0 : 1);
          }
          const opens = table.getByRole('link', { name: L.backOffice.open });
          expect(await opens.count()).toBeGreaterThan(0);
          for (const link of await opens.all()) {
            const box = await link.boundingBox();
            expect(box, `${language} ${width} ${path}`).not.toBeNull();
            expect(box?.x).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
          }
          // The box that scrolls the table sideways: its nearest ancestor with overflow-x.
          const { scrollWidth, clientWidth } = await table.evaluate((element) => {
            let box = element.parentElement;
            while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) {
              box = box.parentElement;
            }
            if (!box) throw new Error('no scroll container');
            return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
          });
          expect({ language, width, path, scrollWidth }).toEqual({
            language,
            width,
            path,
            scrollWidth: clientWidth,
          });
        }
        await screenshot(page, `back-office-frame-contracts-${language}-${width}`);
        expect(errors).toEqual([]);
      }
    }
  });
});

describe('Arabic', () => {
  it('on a phone, the messages and the activity log are cards that fit, not tables scrolled sideways', async () => {
    const admin = await staffClient(server.baseUrl, 'admin');
    const { page, errors } = await open('ar', phone, admin);
    const A = catalogues.ar.backOffice;
    for (const [path, title, card] of [
      ['/messages', A.messages.title, 'message-row'],
      ['/votre-travail', A.audit.mineTitle, 'audit-card'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const cards = page.getByTestId(card).filter({ visible: true });
      await cards.first().waitFor();
      expect(await page.locator('table').isVisible()).toBe(false);
      // The list's box (ListFrame, the one that would scroll sideways) is as wide as its content.
      const fit = await cards.first().evaluate((element) => {
        let box = element.parentElement;
        while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) {
          box = box.parentElement;
        }
        return box ? box.scrollWidth <= box.clientWidth : false;
      });
      expect({ path, fit }).toEqual({ path, fit: true });
      await screenshot(page, `back-office-frame-cards-ar-375${path.replace('/', '-')}`);
    }
    expect(errors).toEqual([]);
  });

  it('mirrors the vehicle tab: first tab at the right, the grid from the right, dates whole', async () => {
    const detail = (await agent.get(`/api/agency/quotes/${rows.priced.id}`)).body;
    for (const viewport of [desktop, phone]) {
      const { page, errors } = await open('ar', viewport, agent);
      const A = catalogues.ar.backOffice;
      await page.goto(`/user-info/${rows.priced.id}`);
      const vehicleTab = page.getByRole('tab', { name: A.vehicleTab });
      const priceTab = page.getByRole('tab', { name: A.priceTab });
      await vehicleTab.waitFor();
      const [first, second] = [await vehicleTab.boundingBox(), await priceTab.boundingBox()];
      expect(first?.x ?? 0).toBeGreaterThan(second?.x ?? 0);

      const facts = page.getByTestId('vehicle-fact');
      if (viewport === desktop) {
        const [brand, fuel] = [await facts.nth(0).boundingBox(), await facts.nth(1).boundingBox()];
        expect(brand?.x ?? 0).toBeGreaterThan(fuel?.x ?? 0);
      }
      const date = facts.filter({ hasText: A.vehicle.firstRegistrationDate }).locator('dd bdi');
      const [y, m, d] = (detail.vehicle.firstRegistrationDate as string).split('-');
      expect(await date.textContent()).toBe(`${d}/${m}/${y}`);
      // Read as decision 0008 writes it, day first from the left: the day is at the left of the
      // year in Arabic too (Intl's right-to-left marks would put the year first).
      const [day, yearBox] = [await textBox(date, 0, 2), await textBox(date, 6, 10)];
      expect(day.right).toBeLessThan(yearBox.left);
      await screenshot(page, `back-office-frame-user-info-ar-${viewport.width}`);
      expect(errors).toEqual([]);
    }
  });

  it('a long name in the top bar on a phone ends with an ellipsis at its end, its start whole', async () => {
    const manager = await staffClient(server.baseUrl, 'manager');
    const long = 'Abdelkrim Ben Abdelouahab El Idrissi Alaoui';
    const { name } = (await manager.get('/api/me')).body as { name: string };
    expect((await manager.patch('/api/me', { name: long })).status).toBe(200);
    try {
      const { page, errors } = await open('ar', phone, manager);
      await page.goto('/dashboard');
      const shown = page.getByTestId('user-name');
      await shown.waitFor();
      expect(await shown.textContent()).toBe(long);
      const bar = page.locator('header').filter({ has: shown });
      const fit = await bar.evaluate((header) => header.scrollWidth <= header.clientWidth);
      expect(fit).toBe(true);
      // Cut, with its ellipsis on the right, the end of a name written left to right.
      expect(await shown.evaluate((bdi) => bdi.scrollWidth > bdi.clientWidth)).toBe(true);
      expect(await shown.evaluate((bdi) => getComputedStyle(bdi).direction)).toBe('ltr');
      expect(await shown.evaluate((bdi) => getComputedStyle(bdi).textOverflow)).toBe('ellipsis');
      const [start, box] = [await textBox(shown, 0, 1), await shown.boundingBox()];
      expect(start.left).toBeGreaterThanOrEqual(Math.floor(box?.x ?? 0));
      await screenshot(page, 'back-office-frame-long-name-ar-375');
      expect(errors).toEqual([]);
    } finally {
      await manager.patch('/api/me', { name });
    }
  });

  it('the 30-day chart reads whole days and months: 24/10 in French and in Arabic', async () => {
    for (const language of languages) {
      const { page, errors } = await open(language, desktop, agent);
      await page.goto('/dashboard');
      const ticks = page.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
      await ticks.first().waitFor();
      const texts = await ticks.allTextContents();
      const days = await page.evaluate(
        (locale) => {
          const format = new Intl.DateTimeFormat(locale, {
            day: '2-digit',
            month: '2-digit',
            timeZone: 'Africa/Casablanca',
          });
          // From tomorrow: between 23:00 and midnight UTC the server's Moroccan day (UTC+1,
          // scripts/morocco-offsets.ts) is already the next one where Chromium's time-zone
          // data may still read the previous day.
          return Array.from({ length: 33 }, (_, i) =>
            format.format(Date.now() - (i - 1) * 86_400_000),
          );
        },
        language === 'ar' ? 'ar-MA' : 'fr-FR',
      );
      expect(texts.length).toBeGreaterThan(2);
      // Intl's days, without Arabic's right-to-left marks (decision 0008: day/month as written).
      const visible = days.map((day) => day.replace(/[\u200e\u200f]/g, ''));
      for (const text of texts) expect(visible, `${language}: ${text}`).toContain(text);
      for (const text of texts) expect(text).toMatch(/^\d{2}\/\d{2}$/);
      await screenshot(page, `back-office-frame-chart-${language}`);
      expect(errors).toEqual([]);
    }
  });
});

describe('keyboard and screen readers', () => {
  it('"Aller au contenu" is the first thing Tab reaches and moves to the main landmark', async () => {
    for (const language of languages) {
      const { page } = await open(language, desktop, agent);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      expect(await focused.textContent()).toBe(catalogues[language].common.skipToContent);
      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    }
  });

  it('the closed drawer’s links are out of Tab’s reach on a phone; opened, they are reached', async () => {
    const { page } = await open('fr', phone, agent);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sidebar = page.getByTestId('sidebar');
    const inDrawer = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="sidebar"]')));
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inDrawer()).toBe(false);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
    }
    expect(seen.size).toBeGreaterThan(3);
    // Opened from the keyboard too: after 40 Tabs the focus may have come round to the skip
    // link, which then shows over the menu button and would take a click.
    await page.getByRole('button', { name: fr.backOffice.openMenu }).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => (await sidebar.boundingBox())?.x).toBe(0);
    await eventually(inDrawer).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inDrawer()).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => ((await sidebar.boundingBox())?.x ?? 0) + 260)
      .toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    expect(await inDrawer()).toBe(false);
  });

  const settings = languages.flatMap((language) =>
    [phone, desktop].map((viewport) => [language, viewport] as const),
  );
  it.each(settings)(
    'the frame’s pages have no serious axe finding (%s, %o)',
    async (language, viewport) => {
      const L = catalogues[language];
      const { page, errors } = await open(language, viewport, agent);
      for (const [path, heading] of [
        ['/votre-travail', L.backOffice.audit.mineTitle],
        ['/notifications', L.backOffice.notifications.title],
        ['/devis-traite', L.backOffice.processed],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.locator('main tbody tr:visible, main li:visible').first().waitFor();
        await expectNoSeriousViolation(page, `${language} ${viewport.width} ${path}`);
      }
      const visitor = await open(language, viewport);
      for (const [path, heading] of [
        ['/adminLogin', L.auth.adminTitle],
        ['/registration', L.access.registration.title],
        ['/login-page', L.auth.loginTitle],
        ['/mot-de-passe-oublie', L.access.forgot.title],
      ] as const) {
        await visitor.page.goto(path);
        await visitor.page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectNoSeriousViolation(visitor.page, `${language} ${viewport.width} ${path}`);
      }
      await screenshot(visitor.page, `back-office-frame-forgot-${language}-${viewport.width}`);
      expect([...errors, ...visitor.errors]).toEqual([]);
    },
    180_000,
  );
});

describe('the sign-in pages', () => {
  /** Every text of a catalogue part, lower-cased. */
  const texts = (part: unknown): string[] =>
    typeof part === 'string'
      ? [part.toLowerCase()]
      : typeof part === 'object' && part
        ? Object.values(part).flatMap(texts)
        : [];
  /** Texts of the English sign-in catalogue that no French or Arabic one shares. */
  const englishOnly = new Set([...texts(en.auth), ...texts(enAccess.access)]);
  for (const language of languages) {
    for (const text of [...texts(catalogues[language].auth), ...texts(catalogues[language].access)])
      englishOnly.delete(text);
  }

  it('name their buttons from the catalogue and offer the language selector', async () => {
    for (const language of languages) {
      const L = catalogues[language];
      const { page, errors } = await open(language, phone);
      await page.goto('/adminLogin');
      await page.getByRole('button', { name: L.auth.adminButton, exact: true }).waitFor();
      if (language === 'fr') expect(L.auth.adminButton).toBe('Se connecter');
      for (const path of [
        '/adminLogin',
        '/registration',
        '/login-page',
        '/mot-de-passe-oublie',
        '/nouveau-mot-de-passe#token=un-jeton',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const names = await page
          .locator('button:visible, a:visible')
          .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
        for (const name of names) {
          expect(englishOnly.has(name.toLowerCase()), `${language} ${path}: ${name}`).toBe(false);
        }
        if (path === '/adminLogin' || path === '/registration') {
          const select = page.getByRole('combobox', { name: L.nav.language });
          expect(await select.inputValue()).toBe(language);
        }
      }
      expect(errors).toEqual([]);
    }
  });

  it('the language selector on /adminLogin switches the page to Arabic at once', async () => {
    const { page, errors } = await open('fr', desktop);
    await page.goto('/adminLogin');
    await page.getByRole('combobox', { name: fr.nav.language }).selectOption('ar');
    await page.getByRole('heading', { level: 1, name: catalogues.ar.auth.adminTitle }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(errors).toEqual([]);
  });
});

describe('notifications', () => {
  it('opening the menu reads nothing; an event opened is read alone; "Voir tout" lists every event; all can be marked read', async () => {
    const manager = await staffClient(server.baseUrl, 'manager');
    expect((await manager.post('/api/notifications/seen')).status).toBe(204);
    const { client: driver } = await signUpDriver(server.baseUrl);
    const fresh: { id: string; reference: string }[] = [];
    for (let i = 0; i < 12; i += 1) fresh.push(await submitQuote(driver, reference));
    const B = fr.backOffice.notifications;
    const plural = new Intl.PluralRules('fr');
    const bellName = (count: number) =>
      fill(plural.select(count) === 'one' ? B.button_one : B.button_other, { count });
    const unreadText = (count: number) =>
      fill(plural.select(count) === 'one' ? B.unreadCount_one : B.unreadCount_other, { count });

    const { page, errors } = await open('fr', desktop, manager);
    await page.goto('/dashboard');
    const bell = page.getByTestId('notifications');
    await eventually(() => bell.getAttribute('aria-label')).toBe(bellName(12));
    await bell.click();
    const menu = page.getByRole('menu');
    await eventually(() => menu.getByRole('menuitem').count()).toBe(11);
    await page.keyboard.press('Escape');
    await page.reload();
    await eventually(() => bell.getAttribute('aria-label')).toBe(bellName(12));

    await bell.click();
    const latest = fresh.at(-1);
    await menu
      .getByRole('menuitem', { name: fill(B.newPendingQuote, { label: latest?.reference ?? '' }) })
      .click();
    await page.waitForURL(`**/user-info/${latest?.id}`);
    await eventually(() => bell.getAttribute('aria-label')).toBe(bellName(11));

    await bell.click();
    await menu.getByRole('menuitem', { name: B.seeAll }).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { level: 1, name: B.title }).waitFor();
    await page.getByText(unreadText(11)).waitFor();
    const items = page.getByTestId('notification');
    await eventually(() => items.count()).toBeGreaterThanOrEqual(12);
    await expectNoSeriousViolation(page, '/notifications');
    await screenshot(page, 'back-office-frame-notifications');
    await page.getByRole('button', { name: B.markAllRead }).click();
    await page.getByText(unreadText(0)).waitFor();
    await eventually(() => bell.getAttribute('aria-label')).toBe(bellName(0));
    expect(errors).toEqual([]);
  });
});
