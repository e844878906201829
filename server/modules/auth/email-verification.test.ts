import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema/index.ts';
import { confirmationLinkIn, startSmtpInbox, type SmtpInbox } from '../../test/protocol-peers.ts';
import {
  confirmationToken,
  linkTokenIn,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { mailsPerAddress } from './email-verification.ts';

/*
 * Sign-up with a confirmed address (decision 0023): the mailbox of the address gets the link,
 * through the real worker and a real SMTP server; the link signs its driver in once; nothing
 * reaches an address its owner did not ask for, and the answers say nothing of who has an
 * account.
 */

let inbox: SmtpInbox;
let server: TestServer;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ demo: true, env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const password = 'Bonjour-2026';
let serial = 0;
const newAddress = () => `verify-${Date.now()}-${(serial += 1)}@example.ma`;
const signUp = (email: string, name = 'Salma Bennani', secret = password) =>
  new TestClient(server.baseUrl).post('/api/auth/signup', {
    name,
    email,
    password: secret,
    passwordConfirmation: secret,
  });
/** The link of the last confirmation e-mail to `email`, once `count` of them arrived. */
const mailedLink = (email: string, count = 1) => confirmationLinkIn(inbox, email, count);

describe('sign-up with a confirmed address', () => {
  it('mails a link that signs the driver in once; a second click signs no one in', async () => {
    const email = newAddress();
    expect((await signUp(email, 'Zineb El Amrani')).status).toBe(202);
    const link = await mailedLink(email);
    const mail = inbox.mails.find((m) => m.to === email);
    // Nothing the person signing up typed reaches the mailbox: not even their name.
    expect(mail?.text).not.toContain('Zineb');
    expect(mail?.text).toContain('Madame, Monsieur');

    // Before the link, the right password is answered as a wrong one (decision 0025).
    const before = new TestClient(server.baseUrl);
    const refused = await before.post('/api/auth/login', { email, password });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalidCredentials');

    const client = new TestClient(server.baseUrl);
    const confirmed = await client.post('/api/auth/verify-email', {
      token: confirmationToken(link),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email, name: 'Zineb El Amrani', role: 'driver' });
    expect((await client.get('/api/me')).status).toBe(200);

    const again = new TestClient(server.baseUrl);
    const second = await again.post('/api/auth/verify-email', { token: confirmationToken(link) });
    expect(second.status).toBe(200);
    expect(second.body.user).toBeNull();
    expect(second.headers.getSetCookie()).toEqual([]);
    expect((await again.get('/api/me')).status).toBe(401);

    const signIn = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email,
      password,
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a forged, altered or unknown token with a message, and confirms nothing', async () => {
    const email = newAddress();
    await signUp(email);
    const token = confirmationToken(await mailedLink(email));
    const client = new TestClient(server.baseUrl);
    // A signature's first character carries six whole bits: changing it always alters it (its
    // last one carries padding bits too, which a change may leave equal).
    const [header, payload, signature = ''] = token.split('.');
    const altered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [altered, 'not-a-token', token.split('.').reverse().join('.')]) {
      const response = await client.post('/api/auth/verify-email', { token: bad });
      expect(response.status, bad).toBe(400);
      expect(response.body.error.code).toBe('invalidVerificationLink');
    }
    const [row] = await server.moqarana.database.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.verified).toBe(false);
  });

  it('answers a confirmed address exactly as a new one, and tells only its owner', async () => {
    const email = newAddress();
    await signUp(email);
    await new TestClient(server.baseUrl).post('/api/auth/verify-email', {
      token: confirmationToken(await mailedLink(email)),
    });
    const taken = await signUp(email.toUpperCase(), 'Intrus', 'autre-motdepasse');
    const fresh = await signUp(newAddress());
    expect([taken.status, taken.body, taken.headers.get('content-type')]).toEqual([
      fresh.status,
      fresh.body,
      fresh.headers.get('content-type'),
    ]);
    const [note] = await inbox.waitFor((m) => m.to === email && /existe déjà/.test(m.subject));
    expect(note?.text).not.toContain('Intrus');
    // The owner's password still opens the account; the intruder's does not.
    const owner = await new TestClient(server.baseUrl).post('/api/auth/login', { email, password });
    expect(owner.status).toBe(200);
    const intruder = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: 'autre-motdepasse',
    });
    expect(intruder.status).toBe(401);
  });

  it('takes the latest sign-up of an unconfirmed address: older links stop working', async () => {
    const email = newAddress();
    await signUp(email, 'Premier', 'premier-motdepasse');
    const first = await mailedLink(email, 1);
    await signUp(email, 'Second', 'second-motdepasse');
    const second = await mailedLink(email, 2);
    const old = await new TestClient(server.baseUrl).post('/api/auth/verify-email', {
      token: confirmationToken(first),
    });
    expect(old.status).toBe(400);
    expect(old.body.error.code).toBe('invalidVerificationLink');
    const client = new TestClient(server.baseUrl);
    const current = await client.post('/api/auth/verify-email', {
      token: confirmationToken(second),
    });
    expect(current.status).toBe(200);
    expect(current.body.user.name).toBe('Second');
    const login = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: 'premier-motdepasse',
    });
    expect(login.status).toBe(401);
  });

  it('resends a link on request, with the same answer for any address, within limits', async () => {
    const email = newAddress();
    await signUp(email);
    await mailedLink(email, 1);
    const resend = (address: string) =>
      new TestClient(server.baseUrl).post('/api/auth/verify-email/resend', { email: address });
    const known = await resend(email);
    const unknown = await resend(newAddress());
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(202);
    const link = await mailedLink(email, 2);
    // A resend leaves the password as it is: its link is as good as the first.
    const confirmed = await new TestClient(server.baseUrl).post('/api/auth/verify-email', {
      token: confirmationToken(link),
    });
    expect(confirmed.status).toBe(200);

    // However many ask, one address gets at most `mailsPerAddress.max` messages an hour.
    const flooded = newAddress();
    for (let i = 0; i < mailsPerAddress.max + 3; i += 1) {
      expect((await signUp(flooded)).status).toBe(202);
      await server.moqarana.app.afterAnswer.settled();
    }
    const queued = await server.moqarana.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.recipient, flooded));
    expect(queued).toHaveLength(mailsPerAddress.max);
  });

  it('confirms the address of an account whose password is reset by its mailed link', async () => {
    const email = newAddress();
    await signUp(email);
    await mailedLink(email);
    await new TestClient(server.baseUrl).post('/api/auth/password-reset', {
      email,
      portal: 'driver',
    });
    const [reset] = await inbox.waitFor((m) => m.to === email && /mot de passe/i.test(m.subject));
    const token = linkTokenIn(reset?.text ?? '');
    const done = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'Nouveau-2026',
      confirmPassword: 'Nouveau-2026',
    });
    expect(done.status).toBe(204);
    const login = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: 'Nouveau-2026',
    });
    expect(login.status).toBe(200);
  });
});
