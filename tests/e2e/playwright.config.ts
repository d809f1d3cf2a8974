import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's old headless shell (package chromium-headless-shell, which .ci/run installs) when it is there: the full
// browser's new headless mode under Debian's wrapper rasterizes on SwiftShader's software GPU, and took twice the CPU
// (auth.spec alone: 28.8 s of Chromium CPU and 35 s of wall time, against 14.5 s and 25 s with the shell).
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Browser tests in Debian's Chromium, its headless shell when installed (nothing is downloaded). Each worker starts the real product
 * in-process on a free port with a database of its own (see support/product.ts), so workers never
 * share state.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  // Two: three at a time loaded this 2-core machine to 16 and pages stayed on their spinners past the 10 s
  // expectations (four failures in one run); two took 22.8 min for 98 tests with no failure of that kind. Three again
  // with the headless shell (2026-11-28): 33 tests in 6 min at a load of 10, against 89 in 12 min with two.
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
    // The app honours prefers-reduced-motion; without it spinners and pulses kept each page's compositor busy
    // (dashboard.spec alone: 66 s of CPU and 107 s of wall time, against 59 s and 93 s).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
