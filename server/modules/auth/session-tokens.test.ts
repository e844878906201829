import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { createAuth, sessionLifetimeSeconds } from './better-auth.ts';
import { storedSessionToken } from './session-tokens.ts';

/*
 * Session tokens are stored as digests (decision 0022): the `sessions` table never holds a
 * token that signs anyone in, and every session path (sign-in, lookup, refresh, sign-out,
 * revocation, the migration of the sessions open before) still works with the cookie.
 */
let server: TestServer;
let auth: ReturnType<typeof createAuth>;
beforeAll(async () => {
  server = await startTestServer();
  // A second better-auth on the same database and secret, for `auth.api.getSession` directly.
  auth = createAuth({
    db: server.moqarana.database.db,
    secret: server.authSecret,
    baseURL: server.baseUrl,
  });
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
const cookieName = 'mq.session_token';

/**
 * The session cookie's value for `token` as better-auth writes it (better-call's
 * `signCookieValue`): the token, a dot, base64 HMAC-SHA256 of the token under the secret,
 * URI-encoded.
 */
const signedCookie = (token: string) =>
  encodeURIComponent(
    `${token}.${createHmac('sha256', server.authSecret).update(token).digest('base64')}`,
  );

/** The token inside a signed session cookie value. */
function tokenOf(cookie: string | undefined): string {
  const value = decodeURIComponent(cookie ?? '');
  return value.slice(0, value.lastIndexOf('.'));
}

const sessionRows = (userId: string) =>
  db().select().from(sessions).where(eq(sessions.userId, userId));

/** GET /api/me with only `cookie`, resolved afresh (not from the process's actor cache). */
async function meWith(cookie: string) {
  server.moqarana.app.actors.clear();
  return new TestClient(server.baseUrl).get('/api/me', { cookie: `${cookieName}=${cookie}` });
}

describe('the sessions table', () => {
  it('holds the SHA-256 digest of the cookie’s token, never the token', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const token = tokenOf(client.sessionCookie);
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const [row, ...others] = await sessionRows(user.id);
    expect(others).toHaveLength(0);
    expect(row?.token).toBe(storedSessionToken(token));
    expect(row?.token).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('the stored digest, signed as a cookie, signs nobody in (HTTP and auth.api)', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const cookie = client.sessionCookie ?? '';
    const token = tokenOf(cookie);
    // The forging is right: signing the real token gives the cookie the server set.
    expect(signedCookie(token)).toBe(cookie);
    const [row] = await sessionRows(user.id);
    const forged = signedCookie(row?.token ?? '');

    expect((await meWith(cookie)).status).toBe(200);
    expect((await meWith(forged)).status).toBe(401);
    const direct = (value: string) =>
      auth.api.getSession({ headers: new Headers({ cookie: `${cookieName}=${value}` }) });
    expect((await direct(cookie))?.user.id).toBe(user.id);
    expect(await direct(forged)).toBeNull();
    // Nor does the digest of the digest, nor a cookie not signed with the secret.
    expect(await direct(signedCookie(storedSessionToken(row?.token ?? '')))).toBeNull();
    expect((await meWith(encodeURIComponent(`${row?.token}.${'A'.repeat(43)}=`))).status).toBe(401);
    // The attempts ended nothing: the real cookie still works.
    expect(await sessionRows(user.id)).toHaveLength(1);
    expect((await meWith(cookie)).status).toBe(200);
  });
});

describe('the session’s life with a digest', () => {
  it('a session past its refresh age is extended, and the cookie sent back holds the token', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const token = tokenOf(client.sessionCookie);
    // better-auth refreshes when expiresAt - expiresIn + updateAge <= now: make it one minute
    // past that, as if the session were last extended a day and a minute ago.
    const updateAge = auth.options.session?.updateAge ?? 0;
    expect(updateAge).toBe(24 * 60 * 60);
    const lastExtended = Date.now() - updateAge * 1000 - 60_000;
    const staleExpiry = new Date(lastExtended + sessionLifetimeSeconds * 1000);
    await db()
      .update(sessions)
      .set({ expiresAt: staleExpiry, updatedAt: new Date(lastExtended) })
      .where(eq(sessions.userId, user.id));
    server.moqarana.app.actors.clear();

    const refreshed = await client.get('/api/me');
    expect(refreshed.status).toBe(200);
    const setCookie = refreshed.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
    expect(setCookie).toMatch(new RegExp(`Max-Age=${sessionLifetimeSeconds}`, 'i'));
    const sent = setCookie?.split(';')[0]?.slice(cookieName.length + 1);
    expect(tokenOf(sent)).toBe(token);
    expect(sent).toBe(signedCookie(token));
    const [row] = await sessionRows(user.id);
    expect(row?.token).toBe(storedSessionToken(token));
    // Extended by the day it had lost (within the test's own duration).
    expect((row?.expiresAt.getTime() ?? 0) - staleExpiry.getTime()).toBeGreaterThan(
      (updateAge - 60) * 1000,
    );
    expect((await meWith(sent ?? '')).status).toBe(200);
  });

  it('an expired session is refused and its row deleted', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user.id));
    expect((await meWith(client.sessionCookie ?? '')).status).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it('logout ends the session and deletes its row', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    const cookie = client.sessionCookie ?? '';
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect(await sessionRows(user.id)).toHaveLength(0);
    const replay = await new TestClient(server.baseUrl).get('/api/me', {
      cookie: `${cookieName}=${cookie}`,
    });
    expect(replay.status).toBe(401);
  });

  it('a password change ends the other devices (revokeSessions by account); the new cookie works', async () => {
    const { client, email, password, user } = await signUpDriver(server.baseUrl);
    const other = new TestClient(server.baseUrl);
    expect((await other.post('/api/auth/login', { email, password })).status).toBe(200);
    // Both resolved a moment ago: cached by this process.
    expect((await other.get('/api/me')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(2);
    const changed = await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: 'Nouveau-2026',
      confirmPassword: 'Nouveau-2026',
    });
    expect(changed.status).toBe(204);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(200);
    const rows = await sessionRows(user.id);
    expect(rows.map((row) => row.token)).toEqual([
      storedSessionToken(tokenOf(client.sessionCookie)),
    ]);
  });

  it('app.revokeSessions by session id ends a session deleted by id', async () => {
    const { client, user } = await signUpDriver(server.baseUrl);
    expect((await client.get('/api/me')).status).toBe(200);
    const [row] = await sessionRows(user.id);
    await db()
      .delete(sessions)
      .where(eq(sessions.id, row?.id ?? ''));
    await server.moqarana.app.revokeSessions({ sessionId: row?.id ?? '' });
    expect((await client.get('/api/me')).status).toBe(401);
  });
});

describe('migration 0008', () => {
  /** Runs the migration's statements as the migrator does, one by one. */
  async function runMigration() {
    const file = new URL('../../db/migrations/0008_session_token_digests.sql', import.meta.url);
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await server.moqarana.database.sql.executeSql(statement);
    }
  }

  it('is applied by the migrator', async () => {
    const journal = JSON.parse(
      await readFile(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    const entry = journal.entries.find((e) => e.tag === '0008_session_token_digests');
    expect(entry).toBeDefined();
    const applied = await server.moqarana.database.sql.executeSql(
      'select created_at from drizzle.__drizzle_migrations where created_at = $1',
      [entry?.when],
    );
    expect(applied.rows).toHaveLength(1);
  });

  it('turns raw tokens into the digest the app computes: open sessions stay signed in', async () => {
    const { client, email, password, user } = await signUpDriver(server.baseUrl);
    const second = new TestClient(server.baseUrl);
    expect((await second.post('/api/auth/login', { email, password })).status).toBe(200);
    const cookie = client.sessionCookie ?? '';
    const token = tokenOf(cookie);
    // Sessions as they were stored before: the first with its cookie's token, the second with
    // a token beyond ASCII, so that the bytes hashed in SQL are seen to be UTF-8 as in Node.js.
    const unusual = `jeton-é-✓-${randomBytes(8).toString('hex')}`;
    const rows = await sessionRows(user.id);
    const first = rows.find((row) => row.token === storedSessionToken(token));
    const other = rows.find((row) => row !== first);
    await db()
      .update(sessions)
      .set({ token })
      .where(eq(sessions.id, first?.id ?? ''));
    await db()
      .update(sessions)
      .set({ token: unusual })
      .where(eq(sessions.id, other?.id ?? ''));
    expect((await meWith(cookie)).status).toBe(401);

    await runMigration();

    const after = new Map((await sessionRows(user.id)).map((row) => [row.id, row.token]));
    expect(after.get(first?.id ?? '')).toBe(storedSessionToken(token));
    expect(after.get(other?.id ?? '')).toBe(storedSessionToken(unusual));
    expect((await meWith(cookie)).status).toBe(200);
    // Run again, it changes nothing: digests are left as they are.
    await runMigration();
    expect((await sessionRows(user.id)).find((row) => row.id === first?.id)?.token).toBe(
      storedSessionToken(token),
    );
  });
});
