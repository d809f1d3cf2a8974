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
  // Three at a time: a full run used about one of the two cores with two workers (each test mostly waits on its
  // product's server, the database and the browser), 22.8 min for 98 tests.
  workers: 3,
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
