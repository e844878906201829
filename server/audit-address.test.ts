import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '../domain/mask.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { agencies, auditLog, messages } from './db/schema/index.ts';
import {
  agencyRegistrationForm,
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
} from './test/factories.ts';
import {
  confirmationToken,
  passwordTokenIn,
  readConfirmationLink,
  signUpDriver,
  startTestServer,
  TestClient,
  waitForMessage,
  type TestServer,
} from './test/harness.ts';

/*
 * Every audited action records the address it came from (ASVS 7.1): the changes to a quote
 * (the driver's submission, selection and cancellation, the agency's price, call and
 * contract), and the sign-in and account events (sign-up, confirmation, sign-in, sign-out,
 * passwords, preferences, contact messages), Gestion des Comptes, the agency registrations
 * and the platform admin's decisions on agencies and retries of messages. Callers are told
 * apart by X-Forwarded-For, as behind the production proxy.
 */

let server: TestServer;
let reference: ReferenceData;

beforeAll(async () => {
  server = await startTestServer({ demo: true, env: { TRUST_PROXY: 'true' } });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
});
afterAll(() => server.close());

/** A client whose every request comes from `address`. */
function from(client: TestClient, address: string): TestClient {
  const request = client.request.bind(client);
  client.request = (method, path, body, headers = {}) =>
    request(method, path, body, { ...headers, 'x-forwarded-for': address });
  return client;
}

describe('the audit log', () => {
  it('records the address of every change to a quote', async () => {
    const driver = from((await signUpDriver(server.baseUrl)).client, '198.51.100.7');
    const agent = from(
      await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma'),
      '203.0.113.9',
    );
    const chosen = (await submitQuote(driver, reference)).id;
    await priceQuote(agent, chosen);
    await selectFirstOffer(driver, chosen);
    const call = await agent.post(`/api/agency/quotes/${chosen}/calls`, { outcome: 'reached' });
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    const contract = await agent.post(`/api/agency/quotes/${chosen}/contract`, {
      decision: 'confirmed',
      policyNumber: 'POL-2026-1',
      startDate: new Date().toISOString().slice(0, 10),
    });
    expect(contract.status, JSON.stringify(contract.body)).toBe(201);
    const withdrawn = (await submitQuote(driver, reference)).id;
    expect((await driver.post(`/api/quotes/${withdrawn}/cancel`)).status).toBe(204);

    const entries = await server.moqarana.database.db
      .select({ action: auditLog.action, ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [chosen, withdrawn]));
    const addressOf = Object.fromEntries(entries.map((entry) => [entry.action, entry.ipAddress]));
    expect(addressOf).toEqual({
      'quote.submitted': '198.51.100.7',
      'offer.priced': '203.0.113.9',
      'quote.selected': '198.51.100.7',
      'contract.call': '203.0.113.9',
      'contract.confirmed': '203.0.113.9',
      'quote.cancelled': '198.51.100.7',
    });
  });
});

describe('the audit log of sign-in and account events', () => {
  it('records the address of each, the ones done after the answer included', async () => {
    const address = '198.51.100.23';
    // A domain of its own: the masked address (`q***@…`) is this test's only.
    const email = `q${randomBytes(4).toString('hex')}@${randomBytes(4).toString('hex')}.example.ma`;
    const password = 'Bonjour-2026';
    const driver = from(new TestClient(server.baseUrl), address);
    const signup = { name: 'Salma Bennani', email, password, passwordConfirmation: password };
    expect((await driver.post('/api/auth/signup', signup)).status).toBe(202);
    const token = confirmationToken(await readConfirmationLink(server.baseUrl, email));
    const verified = await driver.post('/api/auth/verify-email', { token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const userId = (verified.body as { user: { id: string } }).user.id;
    expect((await driver.post('/api/auth/verify-email/resend', { email })).status).toBe(202);
    expect((await driver.put('/api/me/notifications', { whatsappOptIn: false })).status).toBe(200);
    const newPassword = 'Nouveau-2026!';
    const changed = await driver.post('/api/me/password', {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    const contact = await driver.post('/api/contact', {
      lastName: 'Bennani',
      firstName: 'Salma',
      phone: '06 12 34 56 78',
      email,
      subject: 'Question',
      message: 'Bonjour, une question sur les formules.',
    });
    expect(contact.status).toBe(201);
    expect((await driver.post('/api/auth/logout')).status).toBe(204);
    const wrong = await driver.post('/api/auth/login', { email, password: 'Faux-mot-2026' });
    expect(wrong.status).toBe(401);
    expect((await driver.post('/api/auth/login', { email, password: newPassword })).status).toBe(
      200,
    );
    expect((await driver.post('/api/auth/password-reset', { email })).status).toBe(202);
    const mail = await waitForMessage(server, { event: 'password.reset', recipient: email });
    const reset = await driver.post('/api/auth/password-reset/complete', {
      token: passwordTokenIn(mail.copy),
      newPassword: 'Encore-2026!',
      confirmPassword: 'Encore-2026!',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(204);

    const addressOf = async () => {
      const entries = await server.moqarana.database.db
        .select({ action: auditLog.action, ipAddress: auditLog.ipAddress })
        .from(auditLog)
        .where(
          or(
            eq(auditLog.actorUserId, userId),
            and(
              isNull(auditLog.actorUserId),
              eq(sql`${auditLog.details}->>'email'`, maskEmail(email)),
            ),
          ),
        );
      return Object.fromEntries(entries.map((entry) => [entry.action, entry.ipAddress]));
    };
    await expect.poll(addressOf).toEqual({
      'auth.signup': address,
      'auth.emailVerified': address,
      'auth.verificationResent': address,
      'consent.whatsapp.withdrawn': address,
      'auth.password.change': address,
      'contact.received': address,
      'auth.logout': address,
      'auth.login.failure': address,
      'auth.login.success': address,
      'auth.password.resetRequested': address,
      'auth.password.reset': address,
    });
  });
});

describe('the audit log of Gestion des Comptes', () => {
  it("records the address of a manager's every change to the agency's staff", async () => {
    const address = '203.0.113.41';
    const manager = from(await signInStaff(server.baseUrl, 'manager.rabat@moqarana.ma'), address);
    const email = `agent-${randomBytes(4).toString('hex')}@example.ma`;
    const created = await manager.post('/api/agency/staff', { name: 'Nadia Tazi', email });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const agentId = (created.body as { account: { id: string } }).account.id;
    expect((await manager.post(`/api/agency/staff/${agentId}/password-link`)).status).toBe(200);
    for (const active of [false, true]) {
      const status = await manager.post(`/api/agency/staff/${agentId}/status`, { active });
      expect(status.status).toBe(200);
    }

    const entries = await server.moqarana.database.db
      .select({ action: auditLog.action, ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(eq(auditLog.entityId, agentId));
    expect(Object.fromEntries(entries.map((entry) => [entry.action, entry.ipAddress]))).toEqual({
      'account.created': address,
      'account.passwordLinkIssued': address,
      'account.deactivated': address,
      'account.reactivated': address,
    });
  });
});

describe("the audit log of the platform admin's decisions", () => {
  it('records the address of a registration, of each decision on an agency and of a retry', async () => {
    const applicant = '198.51.100.61';
    const address = '203.0.113.62';
    const admin = from(await signInStaff(server.baseUrl, 'admin@moqarana.ma'), address);
    const db = server.moqarana.database.db;
    /** Registers an agency from the applicant's address; its id once registered. */
    const register = async (email: string) => {
      const form = agencyRegistrationForm(reference, { email });
      const answer = await from(new TestClient(server.baseUrl), applicant).post(
        '/api/agencies/registrations',
        form,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(202);
      await server.moqarana.app.afterAnswer.settled();
      const [agency] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.acapsApprovalNumber, form.acapsApprovalNumber));
      return agency?.id;
    };
    const decide = async (agencyId: string, action: string, reason?: string) => {
      const decision = await admin.post(`/api/admin/agencies/${agencyId}/decision`, {
        action,
        reason,
      });
      expect(decision.status, JSON.stringify(decision.body)).toBe(200);
    };
    const addressesOf = async (where: SQL | undefined) => {
      const entries = await db
        .select({ action: auditLog.action, ipAddress: auditLog.ipAddress })
        .from(auditLog)
        .where(where);
      return Object.fromEntries(entries.map((entry) => [entry.action, entry.ipAddress]));
    };

    // A domain of its own: the masked address (`a***@…`) is this test's only.
    const email = `a${randomBytes(4).toString('hex')}@${randomBytes(4).toString('hex')}.example.ma`;
    const approved = await register(email);
    const rejected = await register(`agence-${randomBytes(4).toString('hex')}@example.ma`);
    if (!approved || !rejected) throw new Error('the registrations were not stored');
    expect(await register(email)).toBeUndefined();
    await decide(approved, 'approve');
    await decide(approved, 'suspend', 'Agrément ACAPS expiré');
    await decide(approved, 'reactivate');
    await decide(rejected, 'reject', 'Dossier incomplet');

    // The applicant's "inscription reçue" e-mail, failed, is sent again.
    const received = await waitForMessage(server, { event: 'agency.registered', recipient: email });
    await db.update(messages).set({ status: 'failed' }).where(eq(messages.id, received.id));
    expect((await admin.post(`/api/admin/messages/${received.id}/retry`)).status).toBe(202);
    await expect
      .poll(async () => {
        const [row] = await db
          .select({ status: messages.status })
          .from(messages)
          .where(eq(messages.id, received.id));
        return row?.status;
      })
      .toBe('sent');

    expect(await addressesOf(eq(auditLog.entityId, approved))).toEqual({
      'agency.registered': applicant,
      'agency.approve': address,
      'agency.suspend': address,
      'agency.reactivate': address,
    });
    expect(await addressesOf(eq(auditLog.entityId, rejected))).toEqual({
      'agency.registered': applicant,
      'agency.reject': address,
    });
    expect(
      await addressesOf(
        and(
          eq(auditLog.action, 'agency.registration.refused'),
          eq(sql`${auditLog.details}->>'email'`, maskEmail(email)),
        ),
      ),
    ).toEqual({ 'agency.registration.refused': applicant });
    expect(await addressesOf(eq(auditLog.entityId, received.id))).toEqual({
      'message.retried': address,
    });
  });
});
