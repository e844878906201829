import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { composeEmail } from '../../server/modules/notifications/compose.ts';
import { startJobQueue } from '../../server/modules/notifications/job-queue.ts';
import { createNotifier, type MessageDraft } from '../../server/modules/notifications/outbox.ts';
import { smtpTransportOptions } from '../../server/modules/notifications/providers.ts';
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
 *    process) to a real SMTP server (smtp-server on 127.0.0.1, in this process), alternated
 *    ROUNDS (default 3) times with a plain nodemailer loop to the same server: the ratio of the
 *    medians is how close the worker comes to what nodemailer alone sends.
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notifications`.
 */

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
const total = Number(process.env.MESSAGES ?? 10_000);
/** Drain runs of each sender, alternated. */
const drainRounds = Number(process.env.ROUNDS ?? 3);
const enqueueSeconds: number[] = [];
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
  console.error(`outbox cost measured: ${JSON.stringify(overhead)}`);

  // 2. Quote submission through the real server, the outbox included (WORKER=off: the worker
  //    of part 3 is not running yet; submissions only enqueue). Warmed up first.
  //    Each run gets a fresh database; with a baseline the two alternate, twice.
  //    SUBMIT_SECONDS=0 skips this part.
  const baselineDir = process.env.BASELINE_DIR;
  const submissions = [];
  for (const round of submitSeconds === 0 ? [] : baselineDir ? [1, 2] : [1]) {
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

  // 3. Drain, alternated ROUNDS times with its limit: the worker process sends MESSAGES
  //    enqueued e-mails; then a plain nodemailer loop sends as many to the same SMTP server,
  //    with the provider's transport options and pre-rendered content (no outbox, no render).
  const drains: DrainRound[] = [];
  for (let round = 1; round <= drainRounds; round += 1) {
    for (const drain of [drainThroughWorker, drainThroughNodemailer]) {
      drains.push(await drain(round));
      console.error(`drain ${round}: ${JSON.stringify(drains.at(-1))}`);
    }
  }
  const median = (values: number[]) => percentile(values, 0.5);
  const workerRate = median(drains.filter((d) => d.sender === 'worker').map((d) => d.perSecond));
  const limitRate = median(drains.filter((d) => d.sender === 'nodemailer').map((d) => d.perSecond));
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

  const report = [
    `## Notifications — PostgreSQL 15, ${total.toLocaleString('en')} e-mails, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `All on this 2-core machine: PostgreSQL, the worker process (\`npm run worker\`, batches of 20 sent side by side on ${smtpTransportOptions.maxConnections} pooled SMTP connections, React's production build), the SMTP server (smtp-server and mailparser, in the benchmark process).`,
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
    submissions.length > 0 ? table(submissions) : 'Not measured in this run (`SUBMIT_SECONDS=0`).',
    '',
    '### Drain',
    '',
    `${total.toLocaleString('en')} e-mails per run, counted from the first to the last the SMTP server accepted; the two senders alternate, ${drainRounds} runs each. Load average (1, 5, 15 min) at the end: ${load} on 2 cores.`,
    '',
    '| run | sender | seconds | e-mails/s | distinct Message-IDs | outbox sent |',
    '|---|---|---|---|---|---|',
    ...drains.map(
      (d) =>
        `| ${d.round} | ${d.sender === 'worker' ? '`npm run worker` (outbox)' : 'nodemailer loop (limit)'} | ${d.seconds.toFixed(1)} | ${Math.round(d.perSecond)} | ${d.distinct.toLocaleString('en')} | ${d.outboxSent ?? '—'} |`,
    ),
    '',
    `- Enqueued ${total.toLocaleString('en')} messages in ${median(enqueueSeconds).toFixed(1)} s (median, transactions of 500): ${Math.round(total / median(enqueueSeconds)).toLocaleString('en')} messages/s.`,
    `- Median drain: worker **${Math.round(workerRate)} e-mails/s**, nodemailer loop ${Math.round(limitRate)} e-mails/s: **ratio ${(workerRate / limitRate).toFixed(2)}** (goal ≥ 0.8).`,
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
  // The driver confirms their address through a server whose worker sends the confirmation
  // e-mail (a WORKER=off server sends none), then signs in to the server measured, which only
  // enqueues (each server signs its own cookies).
  const signUp = await startAppServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' }, { cwd });
  const driver = await signUpDriver(signUp.baseUrl).finally(() => signUp.stop());
  const server = await startAppServer(
    { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', WORKER: 'off' },
    { cwd },
  );
  try {
    const client = new TestClient(server.baseUrl);
    const signedIn = await client.post('/api/auth/login', {
      email: driver.email,
      password: driver.password,
    });
    if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status}`);
    const reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
    // The form's input as the browser sends it (no WhatsApp field: the baseline predates it).
    const body = JSON.stringify(buildQuoteInput(reference));
    const options = {
      url: `${server.baseUrl}/api/quotes`,
      method: 'POST' as const,
      body,
      idempotencyKeys: true,
      expectedStatus: 201,
      headers: { cookie: `mq.session_token=${client.sessionCookie}` },
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

/** One drain run: who sent, how long from the first accepted e-mail to the last. */
interface DrainRound {
  round: number;
  sender: 'worker' | 'nodemailer';
  seconds: number;
  perSecond: number;
  distinct: number;
  outboxSent?: string;
}

/** Waits until the inbox holds `count` more mails than `from`; answers the seconds from the first to the last. */
async function drained(from: number, count: number) {
  let firstAt = 0;
  const deadline = Date.now() + 15 * 60_000;
  while (inbox.mails.length < from + count && Date.now() < deadline) {
    if (!firstAt && inbox.mails.length > from) firstAt = performance.now();
    await sleep(20);
  }
  const seconds = (performance.now() - firstAt) / 1000;
  const distinct = new Set(inbox.mails.slice(from).map((mail) => mail.messageId)).size;
  return { seconds, perSecond: count / seconds, distinct };
}

/** MESSAGES e-mails enqueued in the outbox, then sent by `npm run worker` in its own process. */
async function drainThroughWorker(round: number): Promise<DrainRound> {
  await database.db.execute(sql`truncate messages`);
  await database.sql.executeSql(`delete from pgboss.job where name = 'notifications'`);
  const enqueueStarted = performance.now();
  for (let from = 0; from < total; from += 500) {
    const drafts = Array.from({ length: Math.min(500, total - from) }, (_, i) =>
      draft(round * total + from + i),
    );
    await database.db.transaction((tx) => notifier.enqueue(tx, drafts));
  }
  enqueueSeconds.push((performance.now() - enqueueStarted) / 1000);
  await database.db.execute(sql`vacuum analyze messages`);

  const from = inbox.mails.length;
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
  const result = await drained(from, total);
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  const [counts] = (
    (await database.db.execute(
      sql`select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total from messages`,
    )) as unknown as { rows: { sent: number; total: number }[] }
  ).rows;
  return { round, sender: 'worker', ...result, outboxSent: `${counts?.sent} of ${counts?.total}` };
}

/**
 * The limit: a plain nodemailer loop, every e-mail handed at once to a transport with the
 * provider's options (its pool queues them), the content rendered beforehand.
 */
async function drainThroughNodemailer(round: number): Promise<DrainRound> {
  const site = { publicUrl: config.publicUrl, support: config.support };
  const rendered = await Promise.all(
    [0, 1, 2].map((i) => composeEmail({ ...draft(i), event: 'contact.acknowledged' }, site)),
  );
  const transport = nodemailer.createTransport({ url: inbox.url, ...smtpTransportOptions });
  const from = inbox.mails.length;
  const sending = Promise.all(
    Array.from({ length: total }, (_, i) => {
      const email = rendered[i % 3];
      return transport.sendMail({
        from: config.notifications.mailFrom,
        to: `limit-${round}-${i}@example.ma`,
        subject: email?.subject,
        html: email?.html,
        text: email?.text,
        messageId: `<limit-${round}-${i}@moqarana.ma>`,
      });
    }),
  );
  const result = await drained(from, total);
  await sending;
  transport.close();
  return { round, sender: 'nodemailer', ...result };
}
