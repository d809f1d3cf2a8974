import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { readConfig } from '../../../api/config';
import { createLogger } from '../../../api/logger';
import { type RunningProduct, startProduct } from '../../../api/start-product';
import { createThrowawayDatabaseUrl, type ThrowawayDatabaseUrl } from '../../../engine/db/throwaway-database';

export interface ProductOptions {
  /** Extra environment for the product (OPENAI_BASE_URL, STRIPE_*, ...). */
  productEnv: Record<string, string>;
  /** Keep this worker on the embedded database even when TEST_DATABASE_URL is set. */
  forceEmbedded: boolean;
}

export interface ProductFixture {
  product: RunningProduct & { databaseKind: 'postgres' | 'embedded' };
}

/**
 * A throwaway PostgreSQL database on TEST_DATABASE_URL's server, or undefined (then the product
 * runs on the embedded database in a temporary folder).
 */
function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabaseUrl> {
  return createThrowawayDatabaseUrl(serverUrl, 'adpilot_e2e');
}

/** Starts the real product for one worker, exactly as `npm start` composes it. */
export const test = base.extend<Record<never, never>, ProductOptions & ProductFixture>({
  productEnv: [{}, { scope: 'worker', option: true }],
  forceEmbedded: [false, { scope: 'worker', option: true }],
  product: [
    async ({ productEnv, forceEmbedded }, use) => {
      const serverUrl = forceEmbedded ? undefined : process.env.TEST_DATABASE_URL;
      const database = serverUrl ? await createThrowawayDatabase(serverUrl) : undefined;
      const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-e2e-'));
      const config = readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every test signs up from 127.0.0.1: a worker's tests would share one address's minute.
        SIGN_IN_ATTEMPTS_PER_MINUTE: '600',
        // Tests that try wrong passwords on purpose must not make a later sign-in wait.
        SIGN_IN_FREE_FAILURES: '100',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...productEnv,
      });
      const product = await startProduct(config, { log: createLogger('warn') });
      const url = `http://127.0.0.1:${product.port}`;
      await use({ ...product, url, databaseKind: database ? 'postgres' : 'embedded' });
      await product.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ product }, use) => {
    await use(product.url);
  },
});

export { expect } from '@playwright/test';

/**
 * What a page's own fetch says about itself: `page.request` shares the page's cookies but, unlike
 * the browser's fetch, sends neither Origin nor Sec-Fetch-Site, which state-changing calls need.
 */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

let accountCounter = 0;

/** A fresh e-mail per call, so tests never collide on the unique e-mail. */
export function uniqueEmail(prefix = 'owner'): string {
  accountCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${accountCounter}@example.com`;
}

/**
 * Signs up through the real sign-in page (the way an owner does), landing on `returnTo`.
 * Returns the account's e-mail and password.
 */
export async function signUp(
  page: Page,
  options: { email?: string; password?: string; firstName?: string; returnTo?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  await page.goto(`/api/login?returnTo=${encodeURIComponent(options.returnTo ?? '/')}`);
  await page.getByTestId('tab-sign-up').click();
  if (options.firstName) await page.getByTestId('input-first-name').fill(options.firstName);
  await page.getByTestId('input-email').fill(email);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('button-sign-up').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  return { email, password };
}

/** Signs up through the API (fast path for tests that are not about sign-in). */
export async function signUpViaApi(page: Page, options: { email?: string; firstName?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const response = await page.request.post('/api/auth/signup', {
    headers: SAME_ORIGIN,
    data: { email, password: 'correct horse battery', firstName: options.firstName ?? 'Ana' },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email, password: 'correct horse battery' };
}

/** Where screenshots go; the folder is git-ignored. */
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');
