import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    // Seeded embedded databases every test server starts from (server/test/database-templates.ts).
    globalSetup: ['server/test/database-templates.ts'],
    // A test fails when a test server logged an error while it ran (server/test/server-errors.ts).
    setupFiles: ['server/test/server-errors.setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
