import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodeLimits } from '../../../domain/limits.ts';
import { frMessages } from '../../../domain/messages/fr.ts';
import { toMoroccanE164 } from '../../../domain/phone.ts';
import { auditLog, messages, phoneCodes, users } from '../../db/schema/index.ts';
import { confirmPhone, signInStaff, uniqueMobile, whatsappCodeFor } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { startCloudApiFake, templateName, type CloudApiFake } from '../../test/protocol-peers.ts';
import { phoneCodeSendLimits } from './phone-confirmation.service.ts';

/*
 * Confirming a driver's phone number (decision 0019) through the real flow: the code goes to a
 * local server speaking the WhatsApp Cloud API, is read there and typed back.
 */

let server: TestServer;
let whatsapp: CloudApiFake;
beforeAll(async () => {
  whatsapp = await startCloudApiFake();
  server = await startTestServer({
    demo: true,
    env: {
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_API_URL: whatsapp.url,
    },
  });
});
afterAll(async () => {
  await server.close();
  await whatsapp.close();
});

const db = () => server.moqarana.database.db;
const V = frMessages.validation;

/** A driver who asked for a code for a fresh number, and the code the peer received. */
async function driverWithCode() {
  const driver = await signUpDriver(server.baseUrl);
  const phone = uniqueMobile();
  const e164 = toMoroccanE164(phone) ?? '';
  const from = whatsapp.requests.length;
  const sent = await driver.client.post('/api/me/phone/code', { phone });
  expect(sent.status).toBe(202);
  const code = await whatsappCodeFor(whatsapp, e164, from);
  return { ...driver, phone, e164, code, sent };
}

/** A code of the same length that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the confirmation code', () => {
  it('goes by the fixed authentication template, with nothing but the code, and confirms the number once', async () => {
    const { client, user, phone, e164, code, sent } = await driverWithCode();
    expect(sent.body.phone).toBe(e164);
    const expiresIn = new Date(sent.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((phoneCodeLimits.lifetimeMinutes - 1) * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(phoneCodeLimits.lifetimeMinutes * 60_000);
    const request = whatsapp.requests.find(
      (r) => r.body.to === e164 && templateName(r) === 'moqarana_phone_code',
    );
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: e164,
      type: 'template',
      template: {
        name: 'moqarana_phone_code',
        language: { code: 'fr' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: code }],
          },
        ],
      },
    });
    expect(code).toMatch(/^\d{6}$/);

    // Only the code's HMAC is stored; the outbox forgets the code once the provider has it.
    const [stored] = await db().select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    await expect
      .poll(async () => {
        const rows = await db()
          .select()
          .from(messages)
          .where(and(eq(messages.recordId, user.id), eq(messages.event, 'phone.code')));
        return rows.map((row) => ({ status: row.status, payload: row.payload }));
      })
      .toEqual([{ status: 'sent', payload: {} }]);

    const before = (await client.get('/api/me')).body;
    expect(before).toMatchObject({ phone: null, phoneConfirmed: false });
    const confirmed = await client.post('/api/me/phone/confirm', { phone, code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ phone: e164, phoneConfirmed: true });
    // Single use: the same code again finds nothing.
    const again = await client.post('/api/me/phone/confirm', { phone, code });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ code: V.codeExpired });
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.userId, user.id))).toEqual([]);
    // Both steps are audited with the address they came from (ASVS 7.1): here, this machine.
    const audited = await db()
      .select({ action: auditLog.action, ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, user.id),
          inArray(auditLog.action, ['phone.code.sent', 'phone.confirmed']),
        ),
      );
    expect(audited.map((entry) => entry.action).sort()).toEqual([
      'phone.code.sent',
      'phone.confirmed',
    ]);
    for (const entry of audited) expect(entry.ipAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it('accepts the code typed with Arabic-Indic digits and spaces', async () => {
    const { client, phone, code } = await driverWithCode();
    const arabic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const typed = `${arabic.slice(0, 3)} ${arabic.slice(3)}`;
    const confirmed = await client.post('/api/me/phone/confirm', { phone, code: typed });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.phoneConfirmed).toBe(true);
  });

  it('is refused once expired, and then deleted', async () => {
    const { client, user, phone, code } = await driverWithCode();
    // Ten minutes pass: the row's expiry is moved to the past rather than waited for.
    await db()
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, user.id));
    const late = await client.post('/api/me/phone/confirm', { phone, code });
    expect(late.status).toBe(400);
    expect(late.body.error.fields).toEqual({ code: V.codeExpired });
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.userId, user.id))).toEqual([]);
    expect((await client.get('/api/me')).body.phoneConfirmed).toBe(false);
  });

  it(`allows ${phoneCodeLimits.attempts} tries: the right code after them is refused`, async () => {
    const { client, phone, code } = await driverWithCode();
    const wrong = otherThan(code);
    for (let attempt = 1; attempt < phoneCodeLimits.attempts; attempt += 1) {
      const refused = await client.post('/api/me/phone/confirm', { phone, code: wrong });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ code: V.wrongCode });
    }
    const last = await client.post('/api/me/phone/confirm', { phone, code: wrong });
    expect(last.body.error.fields).toEqual({ code: V.codeAttemptsExceeded });
    const right = await client.post('/api/me/phone/confirm', { phone, code });
    expect(right.status).toBe(400);
    expect((await client.get('/api/me')).body.phoneConfirmed).toBe(false);
  });

  it('counts parallel guesses before comparing them: 30 at once, then the right code, are all refused', async () => {
    const { client, phone, code } = await driverWithCode();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        client.post('/api/me/phone/confirm', {
          phone,
          code: String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
        }),
      ),
    );
    expect(guesses.every((answer) => answer.status === 400)).toBe(true);
    const right = await client.post('/api/me/phone/confirm', { phone, code });
    expect(right.status).toBe(400);
    expect((await client.get('/api/me')).body.phoneConfirmed).toBe(false);
  });

  it('confirms only the number it was sent to', async () => {
    const { client, code } = await driverWithCode();
    const other = await client.post('/api/me/phone/confirm', { phone: uniqueMobile(), code });
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toEqual({ code: V.wrongCode });
  });

  it('is replaced by a new code: the old one no longer works', async () => {
    const { client, phone, e164, code: first } = await driverWithCode();
    const from = whatsapp.requests.length;
    expect((await client.post('/api/me/phone/code', { phone })).status).toBe(202);
    const second = await whatsappCodeFor(whatsapp, e164, from);
    if (first !== second) {
      const old = await client.post('/api/me/phone/confirm', { phone, code: first });
      expect(old.body.error.fields).toEqual({ code: V.wrongCode });
    }
    expect((await client.post('/api/me/phone/confirm', { phone, code: second })).status).toBe(200);
  });
});

describe('sending limits (counted in PostgreSQL)', () => {
  it(`sends ${phoneCodeSendLimits.perAccount} codes per account per hour, then 429 with Retry-After`, async () => {
    const { client } = await signUpDriver(server.baseUrl);
    for (let sent = 0; sent < phoneCodeSendLimits.perAccount; sent += 1) {
      const answer = await client.post('/api/me/phone/code', { phone: uniqueMobile() });
      expect(answer.status).toBe(202);
    }
    const before = await db().select({ id: messages.id }).from(messages);
    const refused = await client.post('/api/me/phone/code', { phone: uniqueMobile() });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rateLimited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await db().select({ id: messages.id }).from(messages)).toHaveLength(before.length);
  });

  it(`sends ${phoneCodeSendLimits.perNumber} codes per number per hour, whichever accounts ask`, async () => {
    const phone = uniqueMobile();
    for (let sent = 0; sent < phoneCodeSendLimits.perNumber; sent += 1) {
      const { client } = await signUpDriver(server.baseUrl);
      expect((await client.post('/api/me/phone/code', { phone })).status).toBe(202);
    }
    const { client } = await signUpDriver(server.baseUrl);
    const refused = await client.post('/api/me/phone/code', { phone });
    expect(refused.status).toBe(429);
    // The counter's key does not hold the number (law 09-08).
    const keys = await server.moqarana.database.sql.executeSql(`select key from rate_counters`);
    const digits = (toMoroccanE164(phone) ?? '').slice(1);
    expect(JSON.stringify(keys.rows)).not.toContain(digits);
  });
});

describe('the confirmed number', () => {
  it('is un-confirmed when the profile’s number changes, and kept when it is saved unchanged', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const e164 = await confirmPhone(client, whatsapp);
    const same = await client.patch('/api/me', { phone: e164, firstName: 'Salma' });
    expect(same.body).toMatchObject({ phone: e164, phoneConfirmed: true });
    const changed = await client.patch('/api/me', { phone: uniqueMobile() });
    expect(changed.body.phoneConfirmed).toBe(false);
    const back = await client.patch('/api/me', { phone: e164 });
    expect(back.body).toMatchObject({ phone: e164, phoneConfirmed: false });
    // Confirmed again, then cleared: no number, nothing confirmed.
    await confirmPhone(client, whatsapp, e164);
    const cleared = await client.patch('/api/me', { phone: '' });
    expect(cleared.body).toMatchObject({ phone: null, phoneConfirmed: false });
    const [row] = await db()
      .select({ phone: users.phone, at: users.phoneConfirmedAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ phone: null, at: null });
  });
});

describe('requests that are refused', () => {
  it('answers 400 with field messages, sending nothing', async () => {
    const { client } = await signUpDriver(server.baseUrl);
    const from = whatsapp.requests.length;
    const badPhone = await client.post('/api/me/phone/code', { phone: '0012' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.fields).toEqual({ phone: V.invalidPhone });
    const badCode = await client.post('/api/me/phone/confirm', {
      phone: uniqueMobile(),
      code: '12ab56',
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.fields).toEqual({ code: V.invalidCode });
    const extra = await client.post('/api/me/phone/code', { phone: uniqueMobile(), name: 'x' });
    expect(extra.status).toBe(400);
    const none = await client.post('/api/me/phone/confirm', {
      phone: uniqueMobile(),
      code: '123456',
    });
    expect(none.body.error.fields).toEqual({ code: V.codeExpired });
    expect(whatsapp.requests.length).toBe(from);
  });

  it('is for drivers only: 401 for a visitor, 404 for staff', async () => {
    const visitor = new TestClient(server.baseUrl);
    const phone = uniqueMobile();
    expect((await visitor.post('/api/me/phone/code', { phone })).status).toBe(401);
    const staff = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    expect((await staff.post('/api/me/phone/code', { phone })).status).toBe(404);
    expect((await staff.post('/api/me/phone/confirm', { phone, code: '123456' })).status).toBe(404);
  });
});
