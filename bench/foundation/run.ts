import { writeFileSync } from 'node:fs';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { createScratchDatabase, TestClient } from '../../server/test/harness.ts';
import { load, table } from '../support.ts';

/*
 * Foundation benchmark (docs/product/design.md §10): the public reference lists (cold and with a matching ETag)
 * and the session lookup every signed-in request pays. The server runs as its own process
 * (`server/main.ts`) on PGlite by default, or on a scratch database of the PostgreSQL server
 * of DATABASE_URL. Run: `npm run bench:foundation`.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL)
  : null;
const server = await startAppServer({
  LOG_LEVEL: 'error',
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
try {
  const client = new TestClient(server.baseUrl);
  const signedIn = await client.post('/api/auth/login', {
    email: 'conducteur@moqarana.ma',
    password: 'Moqarana2026!',
  });
  if (signedIn.status !== 200) throw new Error('demo sign-in failed');
  const cookie = `mq.session_token=${client.sessionCookie}`;
  const etag = (await client.get('/api/reference')).headers.get('etag') ?? '';

  const rows = [
    await load('GET /api/reference', {
      url: `${server.baseUrl}/api/reference`,
      seconds,
      connections: 10,
    }),
    await load('GET /api/reference (If-None-Match → 304)', {
      url: `${server.baseUrl}/api/reference`,
      seconds,
      connections: 10,
      headers: { 'if-none-match': etag },
      expectedStatus: 304,
    }),
    await load('GET /api/me (session lookup, then profile query)', {
      url: `${server.baseUrl}/api/me`,
      seconds,
      connections: 10,
      headers: { cookie },
    }),
  ];
  const engine = scratch ? 'PostgreSQL 15' : 'PGlite';
  const report = `## Foundation — ${engine}, ${seconds} s per scenario, 10 connections, ${new Date().toISOString().slice(0, 10)}\n\nServer in its own process (\`server/main.ts\`), autocannon in another, on this 2-core machine.\n\n${table(rows)}\n`;
  console.log(report);
  writeFileSync(`bench/results/foundation-${scratch ? 'postgres' : 'pglite'}.md`, report);
} finally {
  await server.stop();
  await scratch?.drop();
}
