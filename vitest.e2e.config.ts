import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    // Generous: a test walks several pages, and must pass on a busy two-core machine.
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
