import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { createScratchDatabase } from '../../test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/protocol-peers.ts';
import { notificationQueue, startJobQueue } from './job-queue.ts';
import { createNotifier, type MessageDraft } from './outbox.ts';

/*
 * Crash test (decision 0010): the worker process is killed (SIGKILL) while sending a batch;
 * after a restart every message reaches the SMTP server exactly once. It needs a second process
 * on the same database, so it runs on the PostgreSQL server (CI's second pass), not on PGlite.
 */

const serverUrl = process.env.DATABASE_URL;
const root = fileURLToPath(new URL('../../../', import.meta.url));
const total = 60;
/**
 * The worker dies while the server receives this mail (the 25th, in the third batch of ten), before
 * it is accepted, with other mails of its batch in flight.
 */
const killAt = 25;
/** Short timeouts so that the crashed batch is retried within seconds, not minutes. */
const queueSettings = {
  NOTIFY_BATCH_SIZE: '10',
  NOTIFY_POLL_SECONDS: '0.5',
  NOTIFY_JOB_TIMEOUT_SECONDS: '2',
  NOTIFY_RETRY_DELAY_SECONDS: '1',
  NOTIFY_MAINTENANCE_SECONDS: '1',
};

describe.skipIf(!serverUrl)('notification worker killed mid-batch', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  let boss: PgBoss;
  let inbox: SmtpInbox;
  let worker: ChildProcess | undefined;
  let received = 0;
  let killed = false;

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: scratch.url,
        SMTP_URL: inbox.url,
        LOG_LEVEL: 'warn',
        ...queueSettings,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    worker = child;
    return child;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    await database.migrate();
    // The jobs take the queue's timeout when they are written: the same settings as the worker.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: scratch.url, ...queueSettings });
    boss = await startJobQueue(database, config.notifications, {
      supervise: false,
      onError: () => undefined,
    });
    let dead: () => void = () => undefined;
    const died = new Promise<void>((resolve) => {
      dead = resolve;
    });
    inbox = await startSmtpInbox({
      beforeAccept: async () => {
        received += 1;
        if (killed || received < killAt || !worker) return true;
        // Mails sent beside the 25th on the pool's other connections wait for the kill and are
        // refused with their connection.
        if (received > killAt) {
          await died;
          return false;
        }
        // Killed once every mail accepted so far is recorded `sent`: a crash between the
        // server's 250 and that record would send the mail again, the window SMTP leaves
        // (decision 0010, "What remains"), which no test can close.
        await expect.poll(sentCount, { timeout: 30_000, interval: 20 }).toBe(killAt - 1);
        const exited = once(worker, 'exit');
        worker.kill('SIGKILL');
        await exited;
        killed = true;
        dead();
        return false;
      },
    });
  });

  /** How many messages the outbox records as sent. */
  const sentCount = async () =>
    (
      await database.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.status, 'sent'))
    ).length;

  /** How many jobs of the notification queue are in each pg-boss state. */
  const jobStates = async () =>
    (
      await database.sql.executeSql(
        'select state, count(*)::int as count from pgboss.job where name = $1 group by state',
        [notificationQueue],
      )
    ).rows;

  afterAll(async () => {
    worker?.kill('SIGKILL');
    await boss?.stop({ graceful: false, wait: true });
    await database?.close();
    await inbox?.close();
    await scratch?.drop();
  });

  it('delivers every message exactly once after a restart', { timeout: 90_000 }, async () => {
    const drafts: MessageDraft[] = Array.from({ length: total }, (_, i) => ({
      event: 'contact.acknowledged',
      recordId: `crash-${i}`,
      channel: 'email',
      recipient: `crash-${i}@example.ma`,
      locale: 'fr',
      payload: { name: `Personne ${i}`, subject: `Message ${i}` },
    }));
    const notifier = createNotifier(boss);
    await database.db.transaction((tx) => notifier.enqueue(tx, drafts));

    const first = startWorker();
    await expect.poll(() => killed, { timeout: 60_000 }).toBe(true);
    expect(first.signalCode).toBe('SIGKILL');
    expect(inbox.mails).toHaveLength(killAt - 1);

    startWorker();
    await inbox.waitFor(() => true, total, 60_000);
    // Every job completed: none is left to be retried and send a duplicate.
    await expect
      .poll(() => jobStates(), { timeout: 30_000, interval: 200 })
      .toEqual([{ state: 'completed', count: total }]);
    worker?.kill('SIGTERM');

    const recipients = inbox.mails.map((mail) => mail.to);
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    expect(new Set(inbox.mails.map((mail) => mail.messageId)).size).toBe(total);
    const rows = await database.db.select().from(messages);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // The mail in flight at the kill was claimed twice: the crash hit mid-send.
    const retried = rows.filter((row) => row.attempts > 1);
    expect(retried.length).toBeGreaterThanOrEqual(1);
    const [inFlight] = await database.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, retried[0]?.recipient ?? ''));
    expect(inFlight?.status).toBe('sent');
  });
});
