import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { apiDocsPrefix } from './api-docs.ts';

/*
 * The OpenAPI description and its UI: open to anyone outside production, to the platform admin
 * alone in production (404 to everyone else, as any route they may not use).
 */

/** Every path the UI serves: the page, its redirect, its scripts and styles, JSON and YAML. */
const docPaths = [
  apiDocsPrefix,
  `${apiDocsPrefix}/`,
  `${apiDocsPrefix}/static/index.html`,
  `${apiDocsPrefix}/static/swagger-initializer.js`,
  `${apiDocsPrefix}/static/swagger-ui.css`,
  `${apiDocsPrefix}/json`,
  `${apiDocsPrefix}/yaml`,
];

/** The statuses of every documentation path for `client`, keyed by path. */
async function statusesFor(server: TestServer, client: TestClient) {
  const cookie = client.sessionCookieEntry;
  const entries = await Promise.all(
    docPaths.map(async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        redirect: 'manual',
        headers: cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {},
      });
      await response.arrayBuffer();
      return [path, response.status] as const;
    }),
  );
  return Object.fromEntries(entries);
}

type Operations = Record<
  string,
  { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }
>;

/**
 * The agency's routes (server/modules/offers, quote-tables and contracts), whose answers are not
 * declared yet: every other route declares its success answer.
 */
/**
 * True when an operation declares its success: a 2xx answer with a schema that says something
 * (a route without `response` gets only the generator's bare "200 Default Response"), or an
 * answer without a body (204, a 3xx redirect), declared as such.
 */
function documentsItsAnswer(
  responses: Record<string, { content?: Record<string, { schema?: object }> }>,
): boolean {
  return Object.entries(responses).some(([status, response]) => {
    if (status === '204' || status.startsWith('3')) return true;
    if (!status.startsWith('2')) return false;
    return Object.values(response.content ?? {}).some(
      (media) => media.schema !== undefined && Object.keys(media.schema).length > 0,
    );
  });
}

const served = Object.fromEntries(
  docPaths.map((path) => [path, path.endsWith('index.html') ? 302 : 200]),
);
const hidden = Object.fromEntries(docPaths.map((path) => [path, 404]));

describe('in production', () => {
  let server: TestServer;
  let driver: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
        SMTP_URL: 'smtp://127.0.0.1:9',
        WORKER: 'off',
      },
    });
    driver = (await signUpDriver(server.baseUrl)).client;
    // Production has no demo accounts: the operator makes an account the platform admin.
    const { email, password } = await signUpDriver(server.baseUrl);
    await server.moqarana.database.db
      .update(users)
      .set({ role: 'platform_admin' })
      .where(eq(users.email, email));
    admin = new TestClient(server.baseUrl);
    const signedIn = await admin.post('/api/auth/login', { email, password, portal: 'backoffice' });
    expect(signedIn.status).toBe(200);
  });
  afterAll(() => server.close());

  it('hides the description and its UI from a visitor and a driver (404)', async () => {
    expect(await statusesFor(server, new TestClient(server.baseUrl))).toEqual(hidden);
    expect(await statusesFor(server, driver)).toEqual(hidden);
  });

  it('serves them to the signed-in platform admin', async () => {
    expect(await statusesFor(server, admin)).toEqual(served);
    const document = await admin.get(`${apiDocsPrefix}/json`);
    expect(document.body.paths['/api/quotes']).toBeDefined();
  });

  it('keeps the description in the process, for the tests that read it', () => {
    const document = server.moqarana.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/quotes/{quoteId}');
  });

  it('describes the answer of the paged lists: a page of items and the next cursor', () => {
    const document = server.moqarana.app.swagger() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    for (const path of ['/api/quotes', '/api/admin/agencies']) {
      const answer = JSON.stringify(document.paths[path]?.get?.responses?.['200'] ?? null);
      expect(answer, path).toContain('"items"');
      expect(answer, path).toContain('"nextCursor"');
    }
  });

  it('describes the answer of every route', () => {
    const document = server.moqarana.app.swagger() as { paths: Record<string, Operations> };
    const undocumented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !documentsItsAnswer(operation.responses ?? {}))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('outside production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves the description and its UI to anyone', async () => {
    expect(await statusesFor(server, new TestClient(server.baseUrl))).toEqual(served);
    const { client: driver } = await signUpDriver(server.baseUrl);
    expect(await statusesFor(server, driver)).toEqual(served);
  });
});
