import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyPageSize } from '../domain/agencies/admin.ts';
import { myQuotePageSize } from '../domain/quotes/my-quotes.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { submitQuote } from '../server/test/factories.ts';
import { signUpDriver, TestClient } from '../server/test/harness.ts';
import { frBackOffice } from '../web/i18n/fr/back-office.ts';
import { frQuotes } from '../web/i18n/fr/quotes.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, seriousViolations } from './support/browser.ts';
import { collectPageErrors, contextFor, desktop, staffClient } from './support/roles.ts';

/*
 * The lists that come a page at a time in Chromium: Mes devis and the platform admin's Agences
 * show their first page, then every older row with "Voir plus", each row once.
 */

const Q = frQuotes.myQuotes;
const G = frBackOffice.backOffice.agenciesAdmin;

let server: AppServer;
let browser: Browser;
let reference: ReferenceData;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Registrations are limited per address: each one below comes from an address of its own.
  server = await startAppServer({ TRUST_PROXY: 'true' });
  browser = await launchBrowser();
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function pageOf(client: TestClient): Promise<Page> {
  const context = await contextFor(browser, server.baseUrl, 'fr', desktop, client);
  contexts.push(context);
  return context.newPage();
}

describe('lists a page at a time', () => {
  it('Mes devis shows the newest quotes, then the older ones with Voir plus', async () => {
    const { client: driver } = await signUpDriver(server.baseUrl);
    const made: string[] = [];
    for (let n = 0; n <= myQuotePageSize; n += 1)
      made.push((await submitQuote(driver, reference, 'Rabat')).reference);
    const page = await pageOf(driver);
    const errors = collectPageErrors(page);
    await page.goto('/mes-devis');
    const rows = page.getByRole('listitem').filter({ hasText: /MQ-\d{4}-\d{6}/ });
    await rows.nth(myQuotePageSize - 1).waitFor();
    expect(await rows.count()).toBe(myQuotePageSize);
    const oldest = made[0] ?? '';
    expect(await page.getByText(oldest).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: Q.loadMore }).click();
    await page.getByText(oldest).waitFor();
    expect(await rows.count()).toBe(made.length);
    expect(await page.getByRole('button', { name: Q.loadMore }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('Agences shows the newest registrations, then the older ones with Voir plus', async () => {
    const admin = await staffClient(server.baseUrl, 'admin');
    const waiting = async () =>
      (await admin.get('/api/admin/agencies?status=pending&limit=100')).body.items.length as number;
    const target = agencyPageSize + 1;
    const before = await waiting();
    for (let n = before; n < target; n += 1) {
      const answer = await new TestClient(server.baseUrl).post(
        '/api/agencies/registrations',
        {
          email: `agence-page-${n}-${Date.now()}@example.ma`,
          password: 'Agence-Page-2026',
          cityId: reference.cities[0]?.id,
          phone: '0522 12 34 56',
          managerName: 'Karim Tazi',
          managerPhone: '0661 23 45 67',
          agencyName: `Agence Page ${n}`,
          address: '3 avenue Hassan II',
          insurerId: reference.insurers[0]?.id,
          acapsApprovalNumber: `ACAPS-PAGE-${n}-${Date.now()}`,
        },
        { 'x-forwarded-for': `10.0.0.${n + 1}` },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    }
    await expect.poll(waiting, { timeout: 15_000 }).toBeGreaterThanOrEqual(target);
    const all = await waiting();

    const page = await pageOf(admin);
    const errors = collectPageErrors(page);
    await page.goto('/agences');
    const pending = page.getByRole('region', { name: G.pendingTitle });
    const rows = pending.getByTestId('agency-row');
    await rows.nth(agencyPageSize - 1).waitFor();
    expect(await rows.count()).toBe(agencyPageSize);
    await pending.getByRole('button', { name: G.loadMore }).click();
    await rows.nth(all - 1).waitFor();
    expect(await rows.count()).toBe(all);
    expect(await pending.getByRole('button', { name: G.loadMore }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
