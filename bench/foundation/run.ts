import { writeFileSync } from 'node:fs';
import { TestClient, startTestServer } from '../../server/test/harness.ts';
import { load, table } from '../support.ts';

/*
 * Foundation benchmark (issue 2): the public reference lists (cold and with a matching ETag)
 * and the session lookup every signed-in request pays, on PGlite by default or on PostgreSQL
 * with DATABASE_URL. Run: `node --import tsx bench/foundation/run.ts`.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startTestServer({ demo: true });
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
    await load('GET /api/me (session lookup)', {
      url: `${server.baseUrl}/api/me`,
      seconds,
      connections: 10,
      headers: { cookie },
    }),
  ];
  const engine = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite';
  const report = `## Foundation — ${engine}, ${seconds} s per scenario, 10 connections, ${new Date().toISOString().slice(0, 10)}\n\n${table(rows)}\n`;
  console.log(report);
  writeFileSync(
    `bench/results/foundation-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.md`,
    report,
  );
} finally {
  // Let the last load connections drain before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await server.close();
}
