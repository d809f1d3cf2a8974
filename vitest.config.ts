import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (*.test.ts); integration tests live in tests/integration.
// Browser tests (tests/e2e) are Playwright's, not vitest's.
export default defineConfig({
  test: {
    include: ['{schema,machines,engine,api,ui}/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default on 2 cores is one worker, and most integration files spend their time waiting
    // on child processes, sockets and PostgreSQL: three workers ran the suite in 334 s instead of
    // 391-839 s, with the same results (each file has its own database and ports).
    maxWorkers: 3,
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
