import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from './harness.ts';
import { takeConsoleErrors, takeServerErrors } from './server-errors.ts';

/* The harness reads what a test server logs at level error (server-errors.setup.ts). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("a test server's errors", () => {
  it('are kept for the test to fail on, and nothing else is', async () => {
    expect((await new TestClient(server.baseUrl).get('/api/health')).status).toBe(200);
    server.moqarana.app.log.warn('a warning is no error');
    server.moqarana.app.log.error({ err: new Error('boom') }, 'something failed');
    const errors = takeServerErrors();
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({ level: 50, msg: 'something failed' });
  });
});

describe('what a test writes to console.error', () => {
  it('is kept for the test to fail on, formatted as printed; console.warn is not', () => {
    console.warn('a warning is no error');
    console.error('something failed: %s', 'boom', { code: 42 });
    expect(takeConsoleErrors()).toEqual(['something failed: boom { code: 42 }']);
    expect(takeConsoleErrors()).toEqual([]);
  });
});
