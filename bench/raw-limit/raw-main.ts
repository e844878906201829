import { AsyncLocalStorage } from 'node:async_hooks';
import { rawScenarios, startRawServer, type RawCallers } from './raw-server.ts';

/*
 * The raw reference server as a process of its own, so that the benchmark reads its processor
 * time alone: DATABASE_URL, PORT and RAW_CALLERS (JSON of `RawCallers`). Writes `listening`
 * on stdout once it serves; stops on SIGTERM.
 * RAW_ENABLED_STORAGE=1 runs one AsyncLocalStorage once before serving and never again, which
 * leaves Node's async hook on for every promise (server/lib/context-storages.ts): what the hook
 * costs a server that never reads a store.
 */
if (process.env.RAW_ENABLED_STORAGE === '1') new AsyncLocalStorage().run(null, () => undefined);
const databaseUrl = process.env.DATABASE_URL;
const callers = process.env.RAW_CALLERS;
if (!databaseUrl || !callers) throw new Error('DATABASE_URL and RAW_CALLERS are required');
const scenarios = await rawScenarios(databaseUrl, JSON.parse(callers) as RawCallers);
const server = await startRawServer(databaseUrl, scenarios, Number(process.env.PORT ?? 0));
process.stdout.write(`listening ${server.baseUrl}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
