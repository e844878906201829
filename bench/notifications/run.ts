import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { startJobQueue } from '../../server/modules/notifications/job-queue.ts';
import { createNotifier, type MessageDraft } from '../../server/modules/notifications/outbox.ts';
import { buildQuoteInput } from '../../server/test/factories.ts';
import { createScratchDatabase, signUpDriver, TestClient } from '../../server/test/harness.ts';
import { startSmtpInbox } from '../../server/test/protocol-peers.ts';
import { constantRateIsolated } from '../constant-rate.ts';
import { table } from '../support.ts';

/*
 * Notifications benchmark (outbox of docs/product/design.md §6), on a scratch PostgreSQL database:
 * 1. the outbox's cost: the two statements a business transaction gains (message rows and
 *    their pg-boss job), timed against the same transaction without them on the same pool;
 * 2. quote submission at a constant rate through the real server (outbox included), and, when
 *    BASELINE_DIR names a checkout from before the outbox (with node_modules), through that
 *    checkout's server too: the difference is what the outbox adds to a submission;
 * 3. drain: MESSAGES (default 10,000) e-mails enqueued, then sent by `npm run worker` (its own
 *    process) to a real SMTP server (smtp-server on 127.0.0.1, in this process).
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notifications`.
 */

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
const total = Number(process.env.MESSAGES ?? 10_000);
/** Seconds of constant-rate submission per server: a p99 needs a few thousand samples. */
const submitSeconds = Number(process.env.SUBMIT_SECONDS ?? 30);
const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => value.toFixed(2);

const inbox = await startSmtpInbox();
const scratch = await createScratchDatabase(process.env.DATABASE_URL);
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: scratch.url });
const boss = await startJobQueue(database, config.notifications, {
  supervise: false,
  onError: (error) => console.error(error),
});
const notifier = createNotifier(boss);
const draft = (i: number): MessageDraft => ({
  event: 'contact.acknowledged',
  recordId: `bench-${i}`,
  channel: 'email',
  recipient: `bench-${i}@example.ma`,
  locale: (['fr', 'en', 'ar'] as const)[i % 3] ?? 'fr',
  payload: { name: `Personne ${i}`, subject: `Demande ${i}` },
});

try {
  // 1. Outbox cost per business transaction: an acknowledgement (one message, one job). The
  //    baseline writes a row too, as every business transaction does (and so pays the commit's
  //    WAL flush either way).
  const rounds = 2000;
  const empty: number[] = [];
  const withOutbox: number[] = [];
  const businessWrite = (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0]) =>
    tx.insert(auditLog).values({ action: 'bench.write' });
  for (let i = 0; i < rounds; i += 1) {
    let start = performance.now();
    await database.db.transaction(async (tx) => {
      await businessWrite(tx);
    });
    empty.push(performance.now() - start);
    start = performance.now();
    await database.db.transaction(async (tx) => {
      await businessWrite(tx);
      await notifier.enqueue(tx, [draft(1_000_000 + i)]);
    });
    withOutbox.push(performance.now() - start);
  }
  const overhead = {
    p50: percentile(withOutbox, 0.5) - percentile(empty, 0.5),
    p99: percentile(withOutbox, 0.99) - percentile(empty, 0.99),
  };
  await database.db.execute(sql`truncate messages`);
  await database.sql.executeSql(`delete from pgboss.job where name = 'notifications'`);

  // 2. Quote submission through the real server, the outbox included (WORKER=off: the worker
  //    of part 3 is not running yet; submissions only enqueue). Warmed up first.
  //    Each run gets a fresh database; with a baseline the two alternate, twice.
  const baselineDir = process.env.BASELINE_DIR;
  const submissions = [];
  for (const round of baselineDir ? [1, 2] : [1]) {
    for (const cwd of baselineDir ? [baselineDir, undefined] : [undefined]) {
      const fresh = await createScratchDatabase(process.env.DATABASE_URL);
      try {
        submissions.push(await measureSubmission(fresh.url, cwd, round));
      } finally {
        await fresh.drop();
      }
    }
  }
  await database.db.execute(sql`truncate messages`);
  await database.sql.executeSql(`delete from pgboss.job where name = 'notifications'`);

  // 3. Drain: enqueue, then let the worker process send everything.
  const enqueueStarted = performance.now();
  for (let from = 0; from < total; from += 500) {
    const drafts = Array.from({ length: Math.min(500, total - from) }, (_, i) => draft(from + i));
    await database.db.transaction((tx) => notifier.enqueue(tx, drafts));
  }
  const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
  await database.db.execute(sql`vacuum analyze messages`);

  const worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      SMTP_URL: inbox.url,
      LOG_LEVEL: 'error',
      NOTIFY_POLL_SECONDS: '0.5',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let firstAt = 0;
  const deadline = Date.now() + 15 * 60_000;
  while (inbox.mails.length < total && Date.now() < deadline) {
    if (!firstAt && inbox.mails.length > 0) firstAt = performance.now();
    await sleep(20);
  }
  const drainSeconds = (performance.now() - firstAt) / 1000;
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  const unique = new Set(inbox.mails.map((mail) => mail.messageId)).size;
  const [counts] = (
    (await database.db.execute(
      sql`select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total from messages`,
    )) as unknown as { rows: { sent: number; total: number }[] }
  ).rows;

  const report = [
    `## Notifications — PostgreSQL 15, ${total.toLocaleString('en')} e-mails, ${new Date().toISOString().slice(0, 10)}`,
    '',
    'All on this 2-core machine: PostgreSQL, the worker process (`npm run worker`, batches of 20, one SMTP connection at a time), the SMTP server (smtp-server and mailparser, in the benchmark process).',
    '',
    '### Outbox cost in a business transaction',
    '',
    `${rounds} transactions each way on one pool: one business write (an audit row), and the same with one message and its pg-boss job.`,
    '',
    '| transaction | p50 ms | p99 ms |',
    '|---|---|---|',
    `| one business write | ${ms(percentile(empty, 0.5))} | ${ms(percentile(empty, 0.99))} |`,
    `| with the outbox (message + job) | ${ms(percentile(withOutbox, 0.5))} | ${ms(percentile(withOutbox, 0.99))} |`,
    `| **added by the outbox** | **${ms(overhead.p50)}** | **${ms(overhead.p99)}** (goal ≤ 5) |`,
    '',
    '### Quote submission, constant rate',
    '',
    `Each server in its own process on a fresh database, warmed up 5 s at 20 req/s, then ${submitSeconds} s at 50 req/s (open loop).${baselineDir ? ` Baseline: \`${baselineDir}\` (the commit before the outbox); the runs alternate.` : ''}`,
    '',
    table(submissions),
    '',
    '### Drain',
    '',
    `- Enqueued ${total.toLocaleString('en')} messages in ${enqueueSeconds.toFixed(1)} s (transactions of 500): ${Math.round(total / enqueueSeconds).toLocaleString('en')} messages/s.`,
    `- The worker delivered them in ${drainSeconds.toFixed(1)} s from the first to the last: **${Math.round(total / drainSeconds).toLocaleString('en')} messages/s**.`,
    `- SMTP server received ${inbox.mails.length.toLocaleString('en')} mails, ${unique.toLocaleString('en')} distinct Message-IDs; outbox: ${counts?.sent} of ${counts?.total} sent.`,
    '',
  ].join('\n');
  console.log(report);
  writeFileSync('bench/results/notifications-postgres.md', report);
} finally {
  await boss.stop({ graceful: false, wait: true });
  await database.close();
  await scratch.drop();
  await inbox.close();
}

/** POST /api/quotes at a constant 50 req/s against a fresh server of this checkout or `cwd`. */
async function measureSubmission(databaseUrl: string, cwd: string | undefined, round: number) {
  const server = await startAppServer(
    { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', WORKER: 'off' },
    { cwd },
  );
  try {
    const driver = await signUpDriver(server.baseUrl);
    const reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
    // The form's input as the browser sends it (no WhatsApp field: the baseline predates it).
    const body = JSON.stringify(buildQuoteInput(reference));
    const options = {
      url: `${server.baseUrl}/api/quotes`,
      method: 'POST' as const,
      body,
      idempotencyKeys: true,
      expectedStatus: 201,
      headers: { cookie: `mq.session_token=${driver.client.sessionCookie}` },
    };
    await constantRateIsolated('warm-up', { ...options, rate: 20, seconds: 5 });
    return await constantRateIsolated(
      `POST /api/quotes, 50 req/s — ${cwd ? 'baseline, before the outbox' : 'with the outbox'} (run ${round})`,
      { ...options, rate: 50, seconds: submitSeconds },
    );
  } finally {
    await server.stop();
  }
}
