import { storedCounterKey } from '../../lib/rate-limit.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageCopy } from '../../../domain/notifications/outbox.ts';
import { auditLog, messages, rateCounters, users, verifications } from '../../db/schema/index.ts';
import { signInStaff } from '../../test/factories.ts';
import {
  passwordTokenIn,
  signUpDriver,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { staffLinkLimits } from '../accounts/staff.service.ts';
import { storedIdentifier } from './password-links.ts';

/*
 * Password links (OWASP ASVS 2.5): at most one live link per account, a link used ends all,
 * tokens kept as digests, managers' links bounded, and a reset request whose answer takes as
 * long whether or not the address has an account. The server trusts X-Forwarded-For here so
 * that each request can come from its own address, under the per-address limit.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
let address = 0;
/** A client whose requests come from an address of their own. */
const fromNewAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(address / 250)}.${address % 250}` };
};

/** The tokens of every password link e-mailed to `email`, once `expected` of them were. */
async function linksMailedTo(email: string, expected: number): Promise<string[]> {
  return vi.waitFor(
    async () => {
      const rows = await db()
        .select({ rendered: messages.rendered, createdAt: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.event, 'password.reset'), eq(messages.recipient, email)))
        .orderBy(messages.createdAt);
      const copies = rows.filter((row) => row.rendered);
      expect(copies).toHaveLength(expected);
      return copies.map((row) => passwordTokenIn(row.rendered as MessageCopy));
    },
    { timeout: 10_000, interval: 50 },
  );
}

const requestLink = (email: string) =>
  new TestClient(server.baseUrl).post('/api/auth/password-reset', { email }, fromNewAddress());

const useLink = (token: string, newPassword: string) =>
  new TestClient(server.baseUrl).post(
    '/api/auth/password-reset/complete',
    { token, newPassword, confirmPassword: newPassword },
    fromNewAddress(),
  );

describe('password links', () => {
  it('keeps one live link per account: a newer link ends the older, and using one ends all', async () => {
    const { email } = await signUpDriver(server.baseUrl);
    expect((await requestLink(email)).status).toBe(202);
    const [older = ''] = await linksMailedTo(email, 1);
    expect((await requestLink(email)).status).toBe(202);
    const [, newer = ''] = await linksMailedTo(email, 2);
    expect(newer).not.toBe(older);

    expect((await useLink(newer, 'Nouveau-2026!')).status).toBe(204);
    const stale = await useLink(older, 'Pirate-2026!');
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('invalidResetLink');
    const signIn = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: 'Nouveau-2026!',
    });
    expect(signIn.status).toBe(200);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    const [left] = await db()
      .select({ n: count() })
      .from(verifications)
      .where(eq(verifications.value, user?.id ?? ''));
    expect(left?.n).toBe(0);
  });

  it('ends every link of the account when one is used, also one a race left live', async () => {
    // Two requests at the same instant may each store their link before either ends the
    // other's: the one used must still end both.
    const { email } = await signUpDriver(server.baseUrl);
    await requestLink(email);
    const [mailed = ''] = await linksMailedTo(email, 1);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    const raced = randomBytes(18).toString('base64url');
    await db()
      .insert(verifications)
      .values({
        id: randomUUID(),
        identifier: await storedIdentifier(`reset-password:${raced}`),
        value: user?.id ?? '',
        expiresAt: new Date(Date.now() + 10 * 60_000),
      });
    expect((await useLink(mailed, 'Nouveau-2026!')).status).toBe(204);
    const stale = await useLink(raced, 'Pirate-2026!');
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('invalidResetLink');
  });

  it('bounds the links one manager e-mails in an hour, whatever the accounts', async () => {
    const manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
    // The manager's counter, as if this hour had already seen its limit less one.
    await db()
      .insert(rateCounters)
      .values({
        key: storedCounterKey(`password-link:manager:${(await manager.get('/api/me')).body.id}`),
        hits: staffLinkLimits.manager.max - 1,
        windowEndsAt: new Date(Date.now() + 60 * 60_000),
      });
    const staff = await manager.get<{ id: string; role: string }[]>('/api/agency/staff');
    const agent = staff.body.find((account) => account.role === 'agent');
    const issue = () => manager.post(`/api/agency/staff/${agent?.id}/password-link`);
    expect((await issue()).status).toBe(200);
    // The agent's own counter is at 2 of its 3: the manager's refuses it.
    const refused = await issue();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rateLimited');
  });

  it('stores a digest of the token, never the token', async () => {
    const { email } = await signUpDriver(server.baseUrl);
    await requestLink(email);
    const [token = ''] = await linksMailedTo(email, 1);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await db()
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).toMatch(/^reset-password:[A-Za-z0-9_-]{43}$/);
    expect(rows[0]?.identifier).not.toContain(token);
  });

  it("bounds the links a manager has e-mailed to one agent's account", async () => {
    const manager = await signInStaff(server.baseUrl, 'manager.rabat@moqarana.ma');
    const staff = await manager.get<{ id: string; role: string }[]>('/api/agency/staff');
    const agent = staff.body.find((account) => account.role === 'agent');
    const issue = () => manager.post(`/api/agency/staff/${agent?.id}/password-link`);
    for (let i = 0; i < staffLinkLimits.account.max; i += 1) {
      expect((await issue()).status).toBe(200);
    }
    const refused = await issue();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rateLimited');
  });
});

/*
 * Timed on PostgreSQL only: the embedded database runs every statement of the process in one
 * thread, so a time measured there is its queue's (the pg-boss jobs a sent link leaves), not
 * the route's.
 */
describe.skipIf(!process.env.DATABASE_URL)('a reset request and a refused sign-in', () => {
  it('takes as long whether or not the address has an account', async () => {
    const { email } = await signUpDriver(server.baseUrl);
    // Settled: every reset asked was handled, and every e-mail it queued was sent.
    const settled = async (asked: number) => {
      const [done] = await db()
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.action, 'auth.password.resetRequested'));
      const [waiting] = await db()
        .select({ n: count() })
        .from(messages)
        .where(inArray(messages.status, ['queued', 'sending', 'retrying']));
      return done?.n === asked && waiting?.n === 0;
    };
    const [before] = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.password.resetRequested'));
    let asked = before?.n ?? 0;
    const times = { known: [] as number[], unknown: [] as number[] };
    const ask = async (kind: 'known' | 'unknown', i: number) => {
      const started = performance.now();
      const answer = await requestLink(kind === 'known' ? email : `personne-${i}@example.ma`);
      times[kind].push(performance.now() - started);
      expect(answer.status).toBe(202);
      asked += 1;
      // What the request set off (the link, its e-mail) is done before the next is timed.
      await vi.waitFor(async () => expect(await settled(asked)).toBe(true), {
        timeout: 10_000,
        interval: 20,
      });
    };
    for (let i = 0; i < 20; i += 1) {
      await ask(i % 2 ? 'known' : 'unknown', i);
      await ask(i % 2 ? 'unknown' : 'known', i);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const known = median(times.known);
    const unknown = median(times.unknown);
    console.info(`reset answered in ${known.toFixed(1)} ms (account) vs ${unknown.toFixed(1)} ms`);
    // Before the answer left first, an account's reset took twice as long (143 vs 67 ms).
    expect(known / unknown).toBeLessThan(1.5);
    expect(unknown / known).toBeLessThan(1.5);
  });

  it('a wrong password takes as long whether or not the address has an account', async () => {
    // Three accounts, so that none reaches its own limit of failures; each attempt from an
    // address of its own.
    const accounts = await Promise.all([1, 2, 3].map(() => signUpDriver(server.baseUrl)));
    const times = { known: [] as number[], unknown: [] as number[] };
    const attempt = async (kind: 'known' | 'unknown', i: number) => {
      const email = kind === 'known' ? accounts[i % 3]?.email : `inconnu-${i}@example.ma`;
      const started = performance.now();
      const answer = await new TestClient(server.baseUrl).post(
        '/api/auth/login',
        { email, password: 'Pas-le-bon-2026' },
        fromNewAddress(),
      );
      times[kind].push(performance.now() - started);
      expect(answer.status).toBe(401);
    };
    for (let i = 0; i < 12; i += 1) {
      await attempt(i % 2 ? 'known' : 'unknown', i);
      await attempt(i % 2 ? 'unknown' : 'known', i);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const known = median(times.known);
    const unknown = median(times.unknown);
    console.info(`sign-in refused in ${known.toFixed(1)} ms (account) vs ${unknown.toFixed(1)} ms`);
    // Without the stand-in hash an unknown address answered in half the time (88 vs 180 ms).
    expect(known / unknown).toBeLessThan(1.5);
    expect(unknown / known).toBeLessThan(1.5);
  });
});
