// First: React's production build, before any module loads React (see the module).
import './lib/production-react.ts';
import { loadConfig } from './config.ts';
import { bootstrap } from './bootstrap.ts';

/** Starts Moqarana: the API, the built web app and, unless WORKER=off, the job worker, in one process. */
const config = loadConfig();
const moqarana = await bootstrap(config);
const { app } = moqarana;

/**
 * A stopping process (a deploy, a scale-down: SIGTERM) stops taking requests, answers those in
 * flight, hands its jobs back to pg-boss and closes the database, within the 10 s an
 * orchestrator waits before it kills. Past 9.5 s it exits with 1 rather than be killed mid-way.
 */
const shutdownLimitMs = 9_500;
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, shutdownLimitMs).unref();
    moqarana.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: moqarana.database.kind, demoMode: config.demoMode },
  `Moqarana is ready at ${config.publicUrl}`,
);
