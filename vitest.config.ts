import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'domain/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
    ],
    // Seeded embedded databases every test server starts from (server/test/database-templates.ts).
    globalSetup: ['server/test/database-templates.ts'],
    // A test fails when a test server logged an error while it ran (server/test/server-errors.ts).
    setupFiles: ['server/test/server-errors.setup.ts'],
    pool: 'forks',
    // Each worker process runs its files one after another in one module graph: the server's
    // modules and PGlite's WebAssembly are loaded once per worker instead of once per file, which
    // halved the processor time of the API tests. No test file mocks modules; one that stubs a
    // global (web/i18n/index.test.ts) removes it after; each starts and closes its own servers
    // and databases.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
