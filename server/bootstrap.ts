import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { seedReference } from './db/seed/seed-reference.ts';
import { createAuth } from './modules/auth/better-auth.ts';
import { jobQueueErrorReporter, startJobQueue } from './modules/notifications/job-queue.ts';
import { startResponsivenessJob } from './modules/agencies/responsiveness.ts';
import { startQuoteExpiry } from './modules/quotes/quote-expiry.ts';
import { startRetentionJob } from './modules/retention/index.ts';
import { startRenewalReminders } from './modules/contracts/index.ts';
import { startWeeklyReports } from './modules/stats/weekly-report.ts';
import { startPerformanceSnapshots } from './modules/stats/performance-snapshots.ts';
import { createNotifier, type Notifier } from './modules/notifications/outbox.ts';
import type { NotificationWorker, Providers } from './modules/notifications/worker.ts';
import { resolveAuthSecret } from './secret.ts';

/** A running Moqarana: the HTTP app over its open database. */
export interface Moqarana {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The job queue; `worker` works it in this process unless WORKER=off. */
  boss: PgBoss;
  notifier: Notifier;
  worker: NotificationWorker | null;
  close(): Promise<void>;
}

/**
 * Opens the database, applies migrations, seeds reference data (and the demo accounts in demo
 * mode), then builds the app. Used by server/main.ts and by the API tests.
 */
export async function bootstrap(
  config: Config,
  options: {
    webDist?: string;
    providers?: Providers;
    /** An embedded database to start from (openDatabase's `template`); tests only. */
    databaseTemplate?: Blob;
    /** Where the log's lines go instead of stdout; tests only. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<Moqarana> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: options.databaseTemplate,
  });
  let boss: PgBoss | undefined;
  try {
    await database.migrate();
    await seedReference(database.db);
    if (config.demoMode) await seedDemo(database.db, { tariffModes: config.demoTariffModes });
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(config),
      baseURL: config.publicUrl,
    });
    const trustedOrigins = [config.publicUrl];
    if (config.env !== 'production') {
      trustedOrigins.push(
        `http://localhost:${config.port}`,
        `http://127.0.0.1:${config.port}`,
        'http://localhost:5173',
      );
    }
    const inline = config.notifications.worker === 'inline';
    let reportJobQueueError: ((error: Error) => void) | undefined;
    const jobs = await startJobQueue(database, config.notifications, {
      supervise: inline,
      // The app, whose log reports the errors, is built below, before any job runs.
      onError: (error) => (reportJobQueueError ??= jobQueueErrorReporter(app.log))(error),
    });
    boss = jobs;
    const notifier = createNotifier(jobs);
    const app = await buildApp({
      config,
      db: database.db,
      listen: (channel, handlers) => database.listen(channel, handlers),
      auth,
      notifier,
      trustedOrigins,
      webDist: options.webDist,
      logStream: options.logStream,
    });
    // Loaded only where it runs: rendering (react-email, html-to-text) stays out of web
    // processes started with WORKER=off.
    const worker = inline
      ? await (
          await import('./modules/notifications/worker.ts')
        ).startNotificationWorker({
          db: database.db,
          boss: jobs,
          notifier,
          config: config.notifications,
          site: { publicUrl: config.publicUrl, support: config.support },
          keepCopies: config.demoMode,
          log: app.log,
          providers: options.providers,
        })
      : null;
    const expiry = inline
      ? await startQuoteExpiry({ db: database.db, boss: jobs, notifier, log: app.log })
      : null;
    const responsiveness = inline
      ? await startResponsivenessJob({ db: database.db, boss: jobs, log: app.log })
      : null;
    const retention = inline
      ? await startRetentionJob({ db: database.db, boss: jobs, log: app.log })
      : null;
    const renewals = inline
      ? await startRenewalReminders({ db: database.db, boss: jobs, notifier, log: app.log })
      : null;
    const weeklyReports = inline
      ? await startWeeklyReports({ db: database.db, boss: jobs, notifier, log: app.log })
      : null;
    const performanceSnapshots = inline
      ? await startPerformanceSnapshots({ db: database.db, boss: jobs, log: app.log })
      : null;
    return {
      app,
      database,
      boss: jobs,
      notifier,
      worker,
      close: async () => {
        await app.close();
        await worker?.stop();
        await expiry?.stop();
        await responsiveness?.stop();
        await retention?.stop();
        await renewals?.stop();
        await weeklyReports?.stop();
        await performanceSnapshots?.stop();
        // Jobs still running after 5 s go back to the queue and are retried (the worker's claim
        // makes that harmless): the whole shutdown stays under 10 s (server/main.ts).
        await jobs.stop({ graceful: true, wait: true, timeout: 5_000 });
        await database.close();
      },
    };
  } catch (error) {
    await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
    await database.close();
    throw error;
  }
}
