import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (nothing is downloaded). Each worker starts the real product
 * in-process on a free port with a database of its own (see support/product.ts), so workers never
 * share state.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  // Two: three at a time loaded this 2-core machine to 16 and pages stayed on their spinners past the 10 s
  // expectations (four failures in one run); two took 22.8 min for 98 tests with no failure of that kind.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
