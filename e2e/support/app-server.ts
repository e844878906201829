import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeJwt } from 'jose';
import type { MessagePage } from '../../domain/notifications/outbox.ts';
import { signInStaff } from '../../server/test/factories.ts';
import {
  confirmationLinkIn,
  confirmationLinkPattern,
  inboxAt,
} from '../../server/test/protocol-peers.ts';
import {
  confirmationToken,
  registerConfirmationLinks,
  type ApiResponse,
  type TestClient,
} from '../../server/test/harness.ts';

/** The built app served by the real server process on a fresh embedded database. */
export interface AppServer {
  baseUrl: string;
  /** The server process's id (a benchmark reads its processor time from /proc). */
  pid: number | undefined;
  /**
   * The log lines the server wrote at level error or fatal so far (pino levels 50 and 60). A
   * browser test fails when its server logged one: `stop()` throws with them.
   */
  errors: string[];
  /** Every line the server wrote so far (pino JSON), for tests that read its request log. */
  lines: string[];
  /** Sends SIGTERM and resolves once the process exited, with its code and how long it took. */
  terminate(): Promise<{ code: number | null; milliseconds: number }>;
  stop(): Promise<void>;
}

/** A pino JSON line at level error (50) or fatal (60). */
const errorLine = /"level":(50|60)[,}]/;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts `node --import tsx server/main.ts` (what `npm start` runs after building), of this
 * checkout or of `options.cwd`, with demo
 * data in a temporary folder (or the database of `env.DATABASE_URL`), and waits until it
 * answers. Expects `dist/` to be built for pages; the API works without.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { cwd?: string } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mq-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Another checkout (a benchmark's baseline) runs its own server/main.ts.
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Browser suites sign up and submit many times from 127.0.0.1.
      SIGNUP_LIMIT_PER_HOUR: '100000',
      QUOTE_LIMIT_PER_DAY: '100000',
      QUOTE_LIMIT_PER_HOUR: '100000',
      // The suites price by hand; the instant-prices suite turns the demo's grids on.
      DEMO_TARIFF_MODES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  const written: string[] = [];
  // The output still reaches the test's console; error lines are also kept for `stop()`.
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      sink.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        written.push(line);
        if (errorLine.test(line)) errors.push(line);
      }
    });
  }
  // A busy machine (two shared cores, other suites running) may need minutes to start tsx.
  const startLimitMs = 180_000;
  const deadline = Date.now() + startLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Never leave a half-started server behind a failed test file.
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server did not start within ${startLimitMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Mail sent to a test's SMTP server is read there; in demo mode, from the Messages page.
  const inbox = env.SMTP_URL ? inboxAt(env.SMTP_URL) : undefined;
  registerConfirmationLinks(baseUrl, (email) =>
    inbox ? confirmationLinkIn(inbox, email) : mailedConfirmationLink(baseUrl, email),
  );
  const terminate = async () => {
    const started = performance.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const code = await exited;
    return { code, milliseconds: performance.now() - started };
  };
  return {
    baseUrl,
    pid: child.pid,
    errors,
    lines: written,
    terminate,
    stop: async () => {
      if (child.exitCode === null) await terminate();
      rmSync(dataDir, { recursive: true, force: true });
      if (errors.length > 0) {
        throw new Error(`the server logged ${errors.length} error(s):\n${errors.join('\n')}`);
      }
    },
  };
}

/** The platform admin of each demo server, signed in once (a sign-in costs an argon2 check). */
const admins = new Map<string, Promise<TestClient>>();
function adminOf(baseUrl: string): Promise<TestClient> {
  let admin = admins.get(baseUrl);
  if (!admin) {
    admin = signInStaff(baseUrl, 'admin@moqarana.ma');
    admins.set(baseUrl, admin);
  }
  return admin;
}

/**
 * The confirmation link the server at `baseUrl` mailed to `email`, read as a person of the demo
 * reads it: the platform admin's Messages page keeps the copy of every e-mail in demo mode
 * (recipients masked there, so the link's own token says whose it is).
 * @throws Error when no such e-mail arrives within 30 s.
 */
export async function mailedConfirmationLink(baseUrl: string, email: string): Promise<string> {
  const admin = await adminOf(baseUrl);
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    let cursor: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const found: ApiResponse<MessagePage> = await admin.get(
        `/api/admin/messages?channel=email${query}`,
      );
      for (const message of found.body.items) {
        if (message.event !== 'account.verify' || !message.hasCopy) continue;
        const copy = await admin.get(`/api/admin/messages/${message.id}/copy`);
        const link = confirmationLinkPattern.exec(copy.body.text ?? '')?.[0];
        if (link && decodeJwt(confirmationToken(link)).email === email) return link;
      }
      cursor = found.body.nextCursor;
      if (!cursor) break;
    }
  }
  throw new Error(`no confirmation e-mail reached ${email}`);
}
