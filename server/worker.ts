// First: React's production build, before any module loads React (see the module).
import './lib/production-react.ts';
import pino, { type LoggerOptions } from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggerOptions } from './lib/logger.ts';
import { jobQueueErrorReporter, startJobQueue } from './modules/notifications/job-queue.ts';
import { createNotifier } from './modules/notifications/outbox.ts';
import { startNotificationWorker } from './modules/notifications/worker.ts';
import { startResponsivenessJob } from './modules/agencies/responsiveness.ts';
import { startQuoteExpiry } from './modules/quotes/quote-expiry.ts';
import { startRetentionJob } from './modules/retention/index.ts';
import { startRenewalReminders } from './modules/contracts/index.ts';
import { startWeeklyReports } from './modules/stats/weekly-report.ts';
import { startPerformanceSnapshots } from './modules/stats/performance-snapshots.ts';

/**
 * `npm run worker`: sends notifications in a process of its own (docs/product/design.md §2), beside web
 * processes started with WORKER=off. It needs the PostgreSQL server of DATABASE_URL: the
 * embedded PGlite accepts one process, whose server then runs the worker itself.
 */
const config = loadConfig();
const log = pino(loggerOptions(config.logLevel) as LoggerOptions);
if (!config.databaseUrl) {
  log.fatal(
    'npm run worker needs DATABASE_URL; with the embedded database, npm start sends itself',
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const boss = await startJobQueue(database, config.notifications, {
  supervise: true,
  onError: jobQueueErrorReporter(log),
});
const notifier = createNotifier(boss);
const worker = await startNotificationWorker({
  db: database.db,
  boss,
  notifier,
  config: config.notifications,
  site: { publicUrl: config.publicUrl, support: config.support },
  keepCopies: config.demoMode,
  log,
});
const expiry = await startQuoteExpiry({ db: database.db, boss, notifier, log });
const responsiveness = await startResponsivenessJob({ db: database.db, boss, log });
const retention = await startRetentionJob({ db: database.db, boss, log });
const renewals = await startRenewalReminders({ db: database.db, boss, notifier, log });
const weeklyReports = await startWeeklyReports({ db: database.db, boss, notifier, log });
const performanceSnapshots = await startPerformanceSnapshots({ db: database.db, boss, log });
log.info({ pid: process.pid }, 'notification worker ready');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping');
    Promise.all([
      worker.stop(),
      expiry.stop(),
      responsiveness.stop(),
      retention.stop(),
      renewals.stop(),
      weeklyReports.stop(),
      performanceSnapshots.stop(),
    ])
      .then(() => boss.stop({ graceful: true, wait: true, timeout: 30_000 }))
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'worker stop failed');
          process.exit(1);
        },
      );
  });
}
