import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { seedReference } from './db/seed/seed-reference.ts';
import { createAuth } from './modules/auth/better-auth.ts';
import { resolveAuthSecret } from './secret.ts';

/** A running Moqarana: the HTTP app over its open database. */
export interface Moqarana {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Opens the database, applies migrations, seeds reference data (and the demo accounts in demo
 * mode), then builds the app. Used by server/main.ts and by the API tests.
 */
export async function bootstrap(
  config: Config,
  options: { webDist?: string } = {},
): Promise<Moqarana> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedReference(database.db);
    if (config.demoMode) await seedDemo(database.db);
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
    const app = await buildApp({ config, db: database.db, auth, trustedOrigins, ...options });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
