import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { agencyRegistrationSchema } from '../../domain/agencies/registration.ts';
import type { AgencyAdminRow } from '../../domain/agencies/admin.ts';
import type { MessageCopy, NotificationEvent } from '../../domain/notifications/outbox.ts';
import { messages } from '../db/schema/index.ts';
import pg from 'pg';
import { vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { bootstrap, type Moqarana } from '../bootstrap.ts';
import { currentConfirmationLink } from '../modules/auth/email-verification.ts';
import { databaseTemplate } from './database-templates.ts';
import { errorCollectingStream } from './server-errors.ts';

/**
 * The level test servers log at: `TEST_LOG_LEVEL` to read more, but never above `error`, which
 * server-errors.ts always reads.
 */
function logLevelOfTests(): string {
  const asked = process.env.TEST_LOG_LEVEL;
  return asked && ['trace', 'debug', 'info', 'warn'].includes(asked) ? asked : 'error';
}

/** A Moqarana listening on 127.0.0.1 with its own freshly migrated database. */
export interface TestServer {
  baseUrl: string;
  /** The PostgreSQL database it runs on, for a second process on the same data; null on PGlite. */
  databaseUrl: string | null;
  /** Signs its session cookies; a second process on the same data shares it, as in production. */
  authSecret: string;
  moqarana: Moqarana;
  close(): Promise<void>;
}

/**
 * Creates an empty PostgreSQL database on the server of `DATABASE_URL` for one test file and
 * returns its URL and how to drop it. Each file gets its own, as with PGlite in memory.
 */
export async function createScratchDatabase(serverUrl: string) {
  const name = `mq_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the real app over real HTTP (docs/product/design.md §11): PGlite in memory by default, a scratch
 * database on the PostgreSQL server when `DATABASE_URL` is set. `demo` seeds the demo accounts.
 */
export async function startTestServer(
  options: { demo?: boolean; env?: Record<string, string>; sameDatabaseAs?: TestServer } = {},
): Promise<TestServer> {
  // A second server on another's database (two processes of production) does not own it.
  const shared = options.sameDatabaseAs?.databaseUrl ?? null;
  const scratch =
    process.env.DATABASE_URL && !shared
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : null;
  const databaseUrl = shared ?? scratch?.url ?? null;
  const authSecret =
    options.env?.AUTH_SECRET ??
    options.sameDatabaseAs?.authSecret ??
    randomBytes(32).toString('base64url');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    PORT: '0',
    // Errors are always read (server-errors.ts); TEST_LOG_LEVEL prints the log from that level.
    LOG_LEVEL: logLevelOfTests(),
    DEMO_MODE: options.demo ? 'true' : 'false',
    // The demo's grids stay off, as in the embedded template: the suites price by hand.
    DEMO_TARIFF_MODES: 'false',
    // The worker polls often so that tests see their messages within a second.
    NOTIFY_POLL_SECONDS: '0.5',
    AUTH_SECRET: authSecret,
    // Suites sign up and submit many times from 127.0.0.1; the limits' own tests lower these.
    SIGNUP_LIMIT_PER_HOUR: '100000',
    QUOTE_LIMIT_PER_DAY: '100000',
    QUOTE_LIMIT_PER_HOUR: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const moqarana = await bootstrap(config, {
    webDist: '/nonexistent',
    logStream: errorCollectingStream(Boolean(process.env.TEST_LOG_LEVEL)),
    // Shared database only on PostgreSQL; an embedded one starts from the run's seeded dump.
    databaseTemplate: databaseUrl
      ? undefined
      : databaseTemplate(options.demo ? 'demo' : 'reference'),
  });
  await moqarana.app.listen({ host: '127.0.0.1', port: 0 });
  const address = moqarana.app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  // The link of a sign-up's e-mail, made as the server made it (its secret, its rows).
  registerConfirmationLinks(baseUrl, async (email) => {
    await moqarana.app.afterAnswer.settled();
    const deps = { db: moqarana.database.db, secret: authSecret, publicUrl: config.publicUrl };
    return vi.waitFor(
      async () => {
        const link = await currentConfirmationLink(deps, email);
        if (!link) throw new Error(`no confirmation link for ${email}`);
        return link;
      },
      { timeout: 15_000, interval: 20 },
    );
  });
  return {
    baseUrl,
    databaseUrl,
    authSecret,
    moqarana,
    close: async () => {
      await moqarana.close();
      await scratch?.drop();
    },
  };
}

/** An answer of the API: status, headers and parsed JSON body (undefined when empty). */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * An HTTP client that keeps cookies like a browser of one person would, so each test actor
 * (driver, agent, …) has its own session.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : undefined,
    };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }

  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }

  /** Holds a cookie as if the server had set it: a browser's session, to set up data by API. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The session cookie value, to replay it after logout. */
  get sessionCookie(): string | undefined {
    return [...this.cookies].find(([name]) => name.includes('session_token'))?.[1];
  }

  /** The session cookie's name and value, to give a browser this client's session. */
  get sessionCookieEntry(): { name: string; value: string } | undefined {
    const entry = [...this.cookies].find(([name]) => name.includes('session_token'));
    return entry ? { name: entry[0], value: entry[1] } : undefined;
  }
}

/** For each server a test started, how to read the confirmation link mailed to an address. */
const confirmationLinks = new Map<string, (email: string) => Promise<string>>();

/**
 * Tells `signUpDriver` how to read the confirmation link the server at `baseUrl` mails to an
 * address (a server in this process makes it again from its rows; a server in another process
 * is read through its mail).
 */
export function registerConfirmationLinks(
  baseUrl: string,
  read: (email: string) => Promise<string>,
): void {
  confirmationLinks.set(baseUrl, read);
}

/**
 * The confirmation link the server at `baseUrl` mailed to `email` (its latest), waiting for it.
 * @throws Error when the server was not started by a helper that registered how to read it.
 */
export async function readConfirmationLink(baseUrl: string, email: string): Promise<string> {
  const read = confirmationLinks.get(baseUrl);
  if (!read) throw new Error(`no way to read the mail of ${baseUrl}: registerConfirmationLinks`);
  return read(email);
}

/** The token of a confirmation link (in its fragment, as `/confirmer-email` reads it). */
export const confirmationToken = (link: string) =>
  decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));

/**
 * Signs up a new driver through the API, opens the confirmation link their mailbox got, and
 * returns a client holding the session that link opened.
 */
export async function signUpDriver(
  baseUrl: string,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const client = new TestClient(baseUrl);
  const email = overrides.email ?? `driver-${randomBytes(4).toString('hex')}@example.ma`;
  const password = overrides.password ?? 'Bonjour-2026';
  const response = await client.post('/api/auth/signup', {
    name: overrides.name ?? 'Salma Bennani',
    email,
    password,
    passwordConfirmation: password,
  });
  if (response.status !== 202) throw new Error(`signup failed: ${JSON.stringify(response.body)}`);
  const confirmed = await client.post('/api/auth/verify-email', {
    token: confirmationToken(await readConfirmationLink(baseUrl, email)),
  });
  if (confirmed.status !== 200 || !confirmed.body.user)
    throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`);
  return { client, email, password, user: confirmed.body.user };
}

/**
 * Registers an agency through the public form and returns its id, as the platform admin finds
 * it among the pending registrations: the form answers the same whether or not it registered
 * anything (the address may have an account), so the id is read where the admin reads it.
 * `form` must carry a name and ACAPS approval number no other pending registration has both of.
 * @throws Error when the form is refused, or no such registration is pending within 15 s.
 */
export async function registerAgency(
  baseUrl: string,
  admin: TestClient,
  form: Record<string, unknown>,
): Promise<string> {
  const answer = await new TestClient(baseUrl).post('/api/agencies/registrations', form);
  if (answer.status !== 202) throw new Error(`registration: ${JSON.stringify(answer.body)}`);
  // The name and number as the server stored them (trimmed).
  const { agencyName, acapsApprovalNumber } = agencyRegistrationSchema.parse(form);
  const pending = await vi.waitFor(
    async () => {
      // Newest first: a registration just made is on the first page.
      const list = await admin.get('/api/admin/agencies?status=pending');
      if (list.status !== 200) throw new Error(`pending list: ${JSON.stringify(list.body)}`);
      const row = (list.body.items as AgencyAdminRow[]).find(
        (agency) =>
          agency.name === agencyName && agency.acapsApprovalNumber === acapsApprovalNumber,
      );
      if (!row) throw new Error(`no pending registration of ${agencyName}`);
      return row;
    },
    { timeout: 15_000, interval: 50 },
  );
  return pending.id;
}

/**
 * Waits until the worker has handled the `event` message to `recipient` (sent, failed or
 * cancelled) and returns its row; with the `log` provider `rendered` holds what was sent.
 * @throws Error after `timeoutMs` without such a message.
 */
export async function waitForMessage(
  server: TestServer,
  filter: { event: NotificationEvent; recipient: string; channel?: 'email' | 'whatsapp' },
  timeoutMs = 10_000,
) {
  const done = await vi.waitFor(
    async () => {
      const rows = await server.moqarana.database.db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.event, filter.event),
            eq(messages.recipient, filter.recipient),
            eq(messages.channel, filter.channel ?? 'email'),
          ),
        );
      const handled = rows.find((row) => !['queued', 'sending', 'retrying'].includes(row.status));
      if (!handled) throw new Error(`no ${filter.event} message handled for ${filter.recipient}`);
      return handled;
    },
    { timeout: timeoutMs, interval: 100 },
  );
  return { ...done, copy: done.rendered as MessageCopy | null };
}

/** The token of the password link in an e-mail's plain text (`…#token=<token>`). */
export function passwordTokenIn(copy: MessageCopy | null): string {
  return linkTokenIn(copy && copy.channel === 'email' ? copy.text : '');
}

/**
 * The token of the single-use link (`…#token=…`) in an e-mail's text.
 * @throws Error when the text holds no such link.
 */
export function linkTokenIn(text: string): string {
  const match = /#token=([^\s\]]+)/.exec(text);
  if (!match?.[1]) throw new Error('no single-use link in the e-mail');
  return decodeURIComponent(match[1]);
}
