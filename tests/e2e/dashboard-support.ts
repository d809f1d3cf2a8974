import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { SeededBusiness } from '../../engine/seed/seed-demo-business';
import { test as productTest, signUpViaApi, SAME_ORIGIN } from './support/product';
import { seedIntoProduct } from './support/seed-product';

export const SEED_DAYS = 16;
export const SEED_PASSWORD = 'demo-password-123';

/**
 * The demo business of engine/seed, made once per worker in the product's own database: a second,
 * inline engine on a virtual clock plays 16 days that end now, then stops; the running product
 * (real clock, real jobs) serves what it wrote.
 */
const seededProductTest = productTest.extend<Record<never, never>, { seeded: SeededBusiness }>({
  seeded: [
    async ({ product }, use, workerInfo) => {
      const seeded = await seedIntoProduct(product, {
        days: SEED_DAYS,
        email: `demo-${process.pid}-${workerInfo.workerIndex}@adpilot.example`,
        password: SEED_PASSWORD,
      });
      await use(seeded);
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

/**
 * Tests signed in as the seeded owner. Sign-in is rate limited (10 a minute), so the session is made
 * once per worker and every test's browser context starts from it.
 */
export const seededTest = seededProductTest.extend<Record<never, never>, { seededStorage: string }>({
  seededStorage: [
    async ({ product, browser, seeded }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: product.url });
      await signInViaApi(await context.newPage(), seeded.email);
      const path = join(tmpdir(), `adpilot-seeded-${process.pid}-${workerInfo.workerIndex}.json`);
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ seededStorage }, use) => use(seededStorage),
});

export { expect } from './support/product';

/** Signs in through the API; the browser context keeps the session cookie. */
export async function signInViaApi(page: Page, email: string, password = SEED_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/signin', { headers: SAME_ORIGIN, data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Opens the dashboard and waits until the socket joined the business room. */
export async function openLiveDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.locator('main[data-realtime="live"]').waitFor();
}

/** Every GET the page makes to the API from now on, to tell polling from pushes. */
export function recordApiGets(page: Page): { urls: () => string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) urls.push(`${url.pathname}${url.search}`);
  };
  page.on('request', listener);
  return { urls: () => [...urls], stop: () => page.off('request', listener) };
}

/**
 * Tests signed in as a fresh owner with no business yet (one sign-up per worker, for the rate
 * limit); a test creates the business it needs.
 */
export const ownerTest = productTest.extend<Record<never, never>, { ownerStorage: string }>({
  ownerStorage: [
    async ({ product, browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: product.url });
      await signUpViaApi(await context.newPage(), { firstName: 'Eve' });
      const path = join(tmpdir(), `adpilot-dashboard-owner-${process.pid}-${workerInfo.workerIndex}.json`);
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ ownerStorage }, use) => use(ownerStorage),
});
