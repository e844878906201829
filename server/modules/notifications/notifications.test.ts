import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import { coverBreakLimitHours, renewalDate } from '../../../domain/offers/renewal.ts';
import { remindRenewals } from '../contracts/renewals.ts';
import { contracts, messageReceipts, messages, quotes, users } from '../../db/schema/index.ts';
import { remindExpiringQuotes } from '../quotes/quote-expiry.ts';
import { enqueueQuotesDigests } from './digests.ts';
import { notificationQueue } from './job-queue.ts';
import { maskPhone } from '../../../domain/mask.ts';
import {
  confirmPhone,
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
  uniqueMobile,
} from '../../test/factories.ts';
import {
  signUpDriver,
  startTestServer,
  TestClient,
  waitForMessage,
  type TestServer,
} from '../../test/harness.ts';
import {
  errorAnswer,
  templateName,
  templateTexts,
  startCloudApiFake,
  startSmtpInbox,
  type CloudApiFake,
  type SmtpInbox,
} from '../../test/protocol-peers.ts';

/*
 * Against real local peers (docs/product/design.md §11): the acknowledgement reaches a real SMTP server;
 * WhatsApp template requests reach a local server speaking the Cloud API's shape, with its
 * rate-limit and invalid-number answers; the webhook's signature and duplicates; the admin's
 * Messages page.
 */

const appSecret = 'test-app-secret';
let server: TestServer;
let inbox: SmtpInbox;
let cloudApi: CloudApiFake;
let reference: ReferenceData;
let admin: TestClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  cloudApi = await startCloudApiFake();
  server = await startTestServer({
    demo: true,
    env: {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Moqarana <no-reply@moqarana.ma>',
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_API_URL: cloudApi.url,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      // Retries 1–2 s apart instead of minutes, to watch one happen.
      NOTIFY_RETRY_DELAY_SECONDS: '1',
    },
  });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
});
afterAll(async () => {
  await server.close();
  await inbox.close();
  await cloudApi.close();
});
beforeEach(() => {
  cloudApi.answers.length = 0;
});

const db = () => server.moqarana.database.db;

/**
 * A driver with a submitted quote. `whatsapp`: they tick the WhatsApp box, having confirmed the
 * quote's number through the real flow first (decision 0019) unless `confirmed` is false.
 */
async function driverWithQuote(options: {
  language?: 'fr' | 'ar' | 'en';
  whatsapp?: boolean;
  confirmed?: boolean;
}) {
  const email = `salma.${Math.random().toString(36).slice(2, 10)}@example.ma`;
  const driver = await signUpDriver(server.baseUrl, { email });
  if (options.language) await driver.client.put('/api/me/language', { language: options.language });
  const mobile = uniqueMobile();
  const phone =
    options.whatsapp && options.confirmed !== false
      ? await confirmPhone(driver.client, cloudApi, mobile)
      : `+212${mobile.slice(1)}`;
  const quote = await submitQuote(driver.client, reference, 'Casablanca', {
    driver: { email, phone: mobile, whatsappOptIn: options.whatsapp ?? false },
  });
  return { ...driver, email, phone, quote };
}

/** The first request to the Cloud API from index `from` on that is not a confirmation code. */
const driverMessage = (from: number, phone: string) =>
  cloudApi.waitFor(
    (r) => r.body.to === phone && templateName(r) !== 'moqarana_phone_code',
    from,
    20_000,
  );

/** The e-mail of the sign-up that confirmed the driver's address, before any quote. */
const isConfirmation = (mail: { text: string }) => mail.text.includes('/confirmer-email#');

describe('e-mail through a real SMTP server', () => {
  it('delivers the acknowledgement in the driver’s language, with the reference, as HTML and text', async () => {
    const { email, quote } = await driverWithQuote({ language: 'ar' });
    const [mail] = await inbox.waitFor((m) => m.to === email && !isConfirmation(m));
    // The reference is its own direction run inside the Arabic sentence (compose.ts).
    expect(mail?.subject).toBe(`تم استلام طلب عرض السعر \u2068${quote.reference}\u2069`);
    expect(mail?.html).toContain('lang="ar"');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.html).toContain(quote.reference);
    expect(mail?.text).toContain(quote.reference);
    expect(mail?.text).toContain('Moqarana');
    expect(mail?.text).toContain('/mes-devis');
    expect(mail?.headers.get('x-moqarana-key')).toMatch(
      new RegExp(`^quote\\.submitted/${quote.id}/email/[0-9a-f]{16}$`),
    );
    // The Message-ID is the outbox row's: the same on every attempt.
    const row = await waitForMessage(server, { event: 'quote.submitted', recipient: email });
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', attempts: 1, rendered: null });
    expect(mail?.messageId).toBe(`<${row.id}@moqarana.ma>`);
  });

  it('tells the driver once when the first offer arrives, and the chosen agency when they choose', async () => {
    const { client, email, quote } = await driverWithQuote({ language: 'fr' });
    const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    await priceQuote(agent, quote.id);
    const [ready] = await inbox.waitFor((m) => m.to === email && m.subject.includes('offres'));
    expect(ready?.subject).toBe(`Vos offres sont prêtes — devis ${quote.reference}`);
    expect(ready?.text).toContain(`/compagnie-page?devis=${quote.id}`);
    await selectFirstOffer(client, quote.id);
    const [confirmation] = await inbox.waitFor(
      (m) => m.to === email && m.subject.startsWith('Votre choix est confirmé'),
    );
    expect(confirmation?.text).toContain(quote.reference);
    // Both staff of the chosen agency keep selection e-mails on (the default).
    const staffMail = await inbox.waitFor(
      (m) => m.subject.startsWith(`Nouveau client à appeler — devis ${quote.reference}`),
      2,
    );
    expect(staffMail.map((m) => m.to).sort()).toEqual([
      'agent.casablanca@moqarana.ma',
      'manager.casablanca@moqarana.ma',
    ]);
    expect(staffMail[0]?.text).toContain(`/user-info/${quote.id}`);
  });

  it('gathers later offers in one hourly digest whose count stays current', async () => {
    const { email, quote } = await driverWithQuote({});
    await priceQuote(await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma'), quote.id);
    await inbox.waitFor((m) => m.to === email && m.subject.startsWith('Vos offres sont prêtes'));
    // The second agency of the city prices within the hour: a digest waits, not a second e-mail.
    await priceQuote(await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma'), quote.id);
    const [digest] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.event, 'offers.digest'), eq(messages.recordId, quote.id)));
    expect(digest).toMatchObject({ status: 'queued', payload: { count: '2' } });
    const [ready] = await db()
      .select({ at: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.event, 'offers.ready'), eq(messages.recordId, quote.id)));
    const jobs = (await server.moqarana.database.sql.executeSql(
      `select start_after from pgboss.job where name = 'notifications' and data->>'messageId' = $1`,
      [digest?.id],
    )) as { rows: { start_after: Date }[] };
    const startAfter = new Date(jobs.rows[0]?.start_after ?? 0).getTime();
    expect(startAfter - (ready?.at.getTime() ?? 0)).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000);
    // The acknowledgement is sent by the same queue and may arrive after the offers e-mail:
    // wait for it, then count — the driver has exactly those two, and no second offers e-mail.
    await inbox.waitFor(
      (m) =>
        m.to === email && m.subject === `Votre demande de devis ${quote.reference} est bien reçue`,
    );
    expect(inbox.mails.filter((m) => m.to === email && !isConfirmation(m))).toHaveLength(2);
  });

  it('sends opted-in staff one digest of the hour’s new requests of their city', async () => {
    const staff = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
    const optIn = await staff.put('/api/me/notifications', { notifyNewQuotes: true });
    expect(optIn.body).toMatchObject({ notifyNewQuotes: true, notifySelections: true });
    // Drivers have no staff settings; staff have no WhatsApp consent to withdraw.
    const { client: driver } = await signUpDriver(server.baseUrl);
    expect((await driver.put('/api/me/notifications', { notifyNewQuotes: true })).status).toBe(400);
    expect((await staff.put('/api/me/notifications', { whatsappOptIn: false })).status).toBe(400);

    await driverWithQuote({});
    // The cron run of the next hour counts the hour in which the quote arrived.
    const nextHour = new Date(Date.now() + 60 * 60 * 1000);
    const { db: database } = server.moqarana.database;
    expect(await enqueueQuotesDigests(database, server.moqarana.notifier, nextHour)).toBe(1);
    expect(await enqueueQuotesDigests(database, server.moqarana.notifier, nextHour)).toBe(0);
    const [digest] = await inbox.waitFor((m) => m.to === 'agent2.casablanca@moqarana.ma');
    expect(digest?.subject).toMatch(/^\d+ nouvelles demandes à Casablanca$/);
    expect(digest?.text).toContain('/devis-attente');
    // No one else asked for it.
    expect(inbox.mails.filter((m) => m.subject.includes('nouvelles demandes'))).toHaveLength(1);
  });

  it('e-mails the operator the contact message and acknowledges it to the sender', async () => {
    const sender = `karim.${Date.now()}@example.ma`;
    const response = await new TestClient(server.baseUrl).post(
      '/api/contact',
      {
        lastName: 'Tazi',
        firstName: 'Karim',
        phone: '0612345678',
        email: sender,
        subject: 'Question sur les garanties',
        message: 'Bonjour, la garantie vol couvre-t-elle les rétroviseurs ?',
      },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(201);
    const [operator] = await inbox.waitFor(
      (m) => m.subject === 'Contact : Question sur les garanties',
    );
    expect(operator?.to).toBe('contact@moqarana.ma');
    expect(operator?.text).toContain(sender);
    expect(operator?.text).toContain('rétroviseurs');
    const [ack] = await inbox.waitFor((m) => m.to === sender);
    expect(ack?.subject).toBe('We have received your message');
  });
});

describe('the expiry reminder', () => {
  it('reaches an opted-in driver once, by e-mail and on WhatsApp, with the last day to choose', async () => {
    const before = cloudApi.requests.length;
    const { email, phone, quote } = await driverWithQuote({ language: 'fr', whatsapp: true });
    await priceQuote(await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma'), quote.id);
    const [ending] = await db()
      .update(quotes)
      .set({ expiresAt: sql`now() + interval '2 days'` })
      .where(eq(quotes.id, quote.id))
      .returning({ expiresAt: quotes.expiresAt });
    const [year, month, day] = todayInMorocco(
      new Date((ending?.expiresAt.getTime() ?? 0) - 1),
    ).split('-');
    const lastDay = `${day}/${month}/${year}`;
    // Two worker processes at once: one reminder per channel all the same.
    const notifier = server.moqarana.notifier;
    await Promise.all([remindExpiringQuotes(db(), notifier), remindExpiringQuotes(db(), notifier)]);

    const request = await cloudApi.waitFor(
      (r) => r.body.to === phone && templateName(r) === 'moqarana_offers_expiring',
      before,
      20_000,
    );
    expect(templateTexts(request)).toEqual(['Salma', quote.reference, lastDay]);
    const [mail] = await inbox.waitFor(
      (m) => m.to === email && m.subject.startsWith('Vos offres expirent bientôt'),
    );
    expect(mail?.subject).toBe(`Vos offres expirent bientôt — devis ${quote.reference}`);
    expect(mail?.text).toContain(`jusqu’au ${lastDay} inclus`);
    expect(mail?.text).toContain(`/compagnie-page?devis=${quote.id}`);
    const sent = await db()
      .select({ channel: messages.channel })
      .from(messages)
      .where(and(eq(messages.event, 'quote.expiring'), eq(messages.recordId, quote.id)));
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
  });
});

describe('the renewal reminder', () => {
  it('tells an opted-in driver when the contract ends and when the new cover must start, by e-mail and on WhatsApp', async () => {
    const before = cloudApi.requests.length;
    const { client, email, phone, quote } = await driverWithQuote({
      language: 'fr',
      whatsapp: true,
    });
    const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    await priceQuote(agent, quote.id);
    await selectFirstOffer(client, quote.id);
    // Started 11 months and 10 days ago for 12 months: its renewal date is 20 to 21 days away.
    const start = addToDate(todayInMorocco(), { months: -11, days: -10 });
    const decided = await agent.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'confirmed',
      policyNumber: 'WAF-RENEW-1',
      startDate: todayInMorocco(),
    });
    expect(decided.status).toBe(201);
    await db().update(contracts).set({ startDate: start }).where(eq(contracts.quoteId, quote.id));
    const dayFirst = (date: string) => date.split('-').reverse().join('/');
    const renewsOn = renewalDate(start, 12);
    const endDate = dayFirst(addToDate(renewsOn, { days: -1 }));

    expect(await remindRenewals(db(), server.moqarana.notifier)).toBeGreaterThanOrEqual(1);
    const request = await cloudApi.waitFor(
      (r) => r.body.to === phone && templateName(r) === 'moqarana_renewal_due',
      before,
      20_000,
    );
    expect(templateTexts(request)).toEqual(['Salma', quote.reference, endDate, dayFirst(renewsOn)]);
    const [mail] = await inbox.waitFor(
      (m) => m.to === email && m.subject.startsWith('Votre contrat arrive à échéance'),
    );
    expect(mail?.text).toContain(`doit commencer le ${dayFirst(renewsOn)} au plus tard`);
    expect(mail?.text).toContain(`plus de ${coverBreakLimitHours} heures`);
    expect(mail?.text).toContain(`/renouvellement?devis=${quote.id}`);
  });
});

describe('WhatsApp through a server speaking the Cloud API', () => {
  it('sends the approved template exactly as the Cloud API expects, to opted-in drivers', async () => {
    const before = cloudApi.requests.length;
    const { quote, user, phone } = await driverWithQuote({ language: 'fr', whatsapp: true });
    const request = await driverMessage(before, phone);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v21.0/1098765432/messages');
    expect(request?.headers.authorization).toBe('Bearer test-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: phone,
      type: 'template',
      template: {
        name: 'moqarana_quote_received',
        language: { code: 'fr' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Salma' },
              { type: 'text', text: quote.reference },
            ],
          },
        ],
      },
    });
    const [consent] = await db()
      .select({ at: users.whatsappOptInAt, version: users.whatsappOptInVersion })
      .from(users)
      .where(eq(users.id, user.id));
    expect(consent?.at).toBeInstanceOf(Date);
    expect(consent?.version).toBe('whatsapp-2026-11');
  });

  it('sends nothing on WhatsApp to a driver who did not opt in', async () => {
    const before = cloudApi.requests.length;
    const { email, quote, phone } = await driverWithQuote({ whatsapp: false });
    await waitForMessage(server, { event: 'quote.submitted', recipient: email });
    const rows = await db().select().from(messages).where(eq(messages.recordId, quote.id));
    // The worker sends only what was written: no WhatsApp row, no WhatsApp message.
    expect(rows.map((r) => r.channel)).toEqual(['email']);
    expect(cloudApi.requests.slice(before).some((r) => r.body.to === phone)).toBe(false);
  });

  it('sends nothing on WhatsApp to a number the driver has not confirmed: e-mail only', async () => {
    const before = cloudApi.requests.length;
    // Opted in, the number typed in the quote never confirmed: the open relay this closes.
    const unconfirmed = await driverWithQuote({ whatsapp: true, confirmed: false });
    await waitForMessage(server, { event: 'quote.submitted', recipient: unconfirmed.email });
    const rows = await db()
      .select()
      .from(messages)
      .where(eq(messages.recordId, unconfirmed.quote.id));
    expect(rows.map((r) => r.channel)).toEqual(['email']);

    // Opted in with a confirmed number, but the quote names another one: e-mail only too.
    const email = `salma.${Math.random().toString(36).slice(2, 10)}@example.ma`;
    const driver = await signUpDriver(server.baseUrl, { email });
    const confirmed = await confirmPhone(driver.client, cloudApi);
    const other = uniqueMobile();
    const quote = await submitQuote(driver.client, reference, 'Casablanca', {
      driver: { email, phone: other, whatsappOptIn: true },
    });
    await waitForMessage(server, { event: 'quote.submitted', recipient: email });
    const otherRows = await db().select().from(messages).where(eq(messages.recordId, quote.id));
    expect(otherRows.map((r) => r.channel)).toEqual(['email']);
    const sentTo = cloudApi.requests.slice(before).map((r) => r.body.to);
    expect(sentTo).not.toContain(unconfirmed.phone);
    expect(sentTo).not.toContain(`+212${other.slice(1)}`);
    expect(sentTo.filter((to) => to === confirmed)).toHaveLength(1);
  });

  it('retries later after a 429 / 130429 answer, then records the message id', async () => {
    const driver = await signUpDriver(server.baseUrl);
    const phone = await confirmPhone(driver.client, cloudApi);
    cloudApi.answers.push(errorAnswer(429, 130429, 'Rate limit hit'));
    const before = cloudApi.requests.length;
    const quote = await submitQuote(driver.client, reference, 'Casablanca', {
      driver: { phone, whatsappOptIn: true },
    });
    await cloudApi.waitForRequests(before + 2, 20_000);
    const sent = await waitForSentWhatsapp(quote.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent.providerMessageId).toMatch(/^wamid\./);
  });

  it('marks a 400 invalid-number answer failed without retrying it', async () => {
    const driver = await signUpDriver(server.baseUrl);
    const phone = await confirmPhone(driver.client, cloudApi);
    cloudApi.answers.push(errorAnswer(400, 131026, 'Message undeliverable'));
    const before = cloudApi.requests.length;
    const quote = await submitQuote(driver.client, reference, 'Casablanca', {
      driver: { phone, whatsappOptIn: true },
    });
    await cloudApi.waitForRequests(before + 1);
    const failed = await waitForWhatsapp(quote.id, ['failed']);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('131026');
    // Its job is completed, not set to retry: no second request can follow.
    await expect.poll(() => notificationJobStates(failed.id)).toEqual(['completed']);
    expect(cloudApi.requests.length).toBe(before + 1);

    // The platform admin sees it masked and sends it again.
    const page = await admin.get('/api/admin/messages?status=failed&channel=whatsapp');
    const row = page.body.items.find((m: { id: string }) => m.id === failed.id);
    expect(row).toMatchObject({
      recipient: maskPhone(phone),
      event: 'quote.submitted',
      attempts: 1,
    });
    expect(JSON.stringify(page.body)).not.toContain(phone.slice(4));
    const retry = await admin.post(`/api/admin/messages/${failed.id}/retry`);
    expect(retry.status).toBe(202);
    expect((await admin.post(`/api/admin/messages/${failed.id}/retry`)).status).toBe(409);
    const resent = await waitForSentWhatsapp(quote.id);
    expect(resent.attempts).toBe(2);
  });

  it('cancels a queued WhatsApp message whose driver withdrew the consent meanwhile', async () => {
    const { client, user, quote, phone } = await driverWithQuote({ whatsapp: true });
    await waitForSentWhatsapp(quote.id);
    const withdrawn = await client.put('/api/me/notifications', { whatsappOptIn: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ whatsappOptIn: false });
    // A message queued before the withdrawal (here: queued now for the same driver).
    await expectWhatsappCancelled(user.id, quote, phone, 'WhatsApp opt-in withdrawn');
  });

  it('cancels a queued WhatsApp message whose driver changed their number meanwhile', async () => {
    const { client, user, quote, phone } = await driverWithQuote({ whatsapp: true });
    await waitForSentWhatsapp(quote.id);
    const changed = await client.patch('/api/me', { phone: uniqueMobile() });
    expect(changed.body.phoneConfirmed).toBe(false);
    await expectWhatsappCancelled(user.id, quote, phone, 'WhatsApp number not confirmed');
  });
});

/**
 * Queues an `offers.ready` WhatsApp message to `phone` as a later event would, and expects the
 * worker to cancel it for `reason` without calling the Cloud API.
 */
async function expectWhatsappCancelled(
  userId: string,
  quote: { id: string; reference: string },
  phone: string,
  reason: string,
) {
  const before = cloudApi.requests.length;
  await db().transaction((tx) =>
    server.moqarana.notifier.enqueue(tx, [
      {
        event: 'offers.ready',
        recordId: quote.id,
        channel: 'whatsapp',
        recipient: phone,
        recipientUserId: userId,
        locale: 'fr',
        payload: { name: 'Salma', reference: quote.reference },
      },
    ]),
  );
  const row = await waitForMessage(server, {
    event: 'offers.ready',
    recipient: phone,
    channel: 'whatsapp',
  });
  expect(row).toMatchObject({ status: 'cancelled', lastError: reason });
  expect(cloudApi.requests.length).toBe(before);
}

function waitForWhatsapp(quoteId: string, statuses: string[], timeoutMs = 20_000) {
  return vi.waitFor(
    async () => {
      const [row] = await db()
        .select()
        .from(messages)
        .where(and(eq(messages.recordId, quoteId), eq(messages.channel, 'whatsapp')));
      if (!row || !statuses.includes(row.status))
        throw new Error(`whatsapp message of ${quoteId}: ${row?.status}`);
      return row;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** The pg-boss states of the send jobs of message `messageId` (job-queue.ts), oldest first. */
async function notificationJobStates(messageId: string): Promise<string[]> {
  const { rows } = await server.moqarana.database.sql.executeSql(
    `select state from pgboss.job where name = $1 and data->>'messageId' = $2 order by created_on`,
    [notificationQueue, messageId],
  );
  return (rows as { state: string }[]).map((row) => row.state);
}
const waitForSentWhatsapp = (quoteId: string) => waitForWhatsapp(quoteId, ['sent']);

describe('WhatsApp delivery webhook', () => {
  const statusBody = (id: string, status: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '212500000000', phone_number_id: '1098765432' },
                statuses: [
                  {
                    id,
                    status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: '212612345678',
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  const sign = (body: string, secret = appSecret) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const post = (body: string, signature?: string) =>
    fetch(`${server.baseUrl}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      body,
    });
  const receipts = (id: string) =>
    db().select().from(messageReceipts).where(eq(messageReceipts.providerMessageId, id));

  it('answers any signed body with 200 or 400, never a server error (property)', async () => {
    const before = (await db().select().from(messageReceipts)).length;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.string(),
          fc
            .record({
              object: fc.constant('whatsapp_business_account'),
              entry: fc.array(
                fc.record({
                  changes: fc.array(
                    fc.record({
                      value: fc.record({ statuses: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
                    }),
                    { maxLength: 2 },
                  ),
                }),
                { maxLength: 2 },
              ),
            })
            .map((value) => JSON.stringify(value)),
        ),
        async (body) => {
          const response = await post(body, sign(body));
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: 60 },
    );
    // Nothing well-formed was about a message of ours: nothing recorded.
    expect((await db().select().from(messageReceipts)).length).toBe(before);
  });

  it('answers the verification challenge only with the verify token', async () => {
    const ok = await fetch(
      `${server.baseUrl}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(
      `${server.baseUrl}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);
  });

  it('records a signed status once, and refuses a wrong or missing signature', async () => {
    const { quote } = await driverWithQuote({ whatsapp: true });
    const sent = await waitForSentWhatsapp(quote.id);
    const id = sent.providerMessageId ?? '';

    const delivered = statusBody(id, 'delivered');
    expect((await post(delivered, sign(delivered, 'another-secret'))).status).toBe(401);
    expect((await post(delivered)).status).toBe(401);
    expect(await receipts(id)).toHaveLength(0);

    expect((await post(delivered, sign(delivered))).status).toBe(200);
    expect((await post(delivered, sign(delivered))).status).toBe(200);
    expect(await receipts(id)).toHaveLength(1);
    const [row] = await db().select().from(messages).where(eq(messages.id, sent.id));
    expect(row?.status).toBe('delivered');

    const read = statusBody(id, 'read');
    await post(read, sign(read));
    // A late "delivered" never moves a read message back.
    await post(delivered, sign(delivered));
    const [after] = await db().select().from(messages).where(eq(messages.id, sent.id));
    expect(after?.status).toBe('read');
    expect(await receipts(id)).toHaveLength(2);
  });
});

describe('Messages page permissions', () => {
  it('is the platform admin’s only', async () => {
    const agent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    const manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
    const { client: driver } = await signUpDriver(server.baseUrl);
    for (const client of [agent, manager, driver]) {
      expect((await client.get('/api/admin/messages')).status).toBe(404);
    }
    expect((await new TestClient(server.baseUrl).get('/api/admin/messages')).status).toBe(401);
    const [any] = await db().select({ id: messages.id }).from(messages).limit(1);
    expect((await agent.post(`/api/admin/messages/${any?.id}/retry`)).status).toBe(404);
    // Real providers keep no copy to open.
    expect((await admin.get(`/api/admin/messages/${any?.id}/copy`)).status).toBe(404);
  });
});
