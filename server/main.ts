import { loadConfig } from './config.ts';
import { bootstrap } from './bootstrap.ts';

/** Starts Moqarana: API, built web app and (later) the job worker in one process. */
const config = loadConfig();
const moqarana = await bootstrap(config);
const { app } = moqarana;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
