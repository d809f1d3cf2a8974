import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Business, Campaign } from '../../schema/entities';
import { expect, signUpViaApi, test, SAME_ORIGIN } from './support/product';

/**
 * A live business whose Google Ads account bills in pounds (issue 18): every amount the dashboard
 * and Settings write is in pounds, none in dollars. The business is the API's answer with the
 * account's currency, as a live business in a GBP account is served.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/currency';

test('a pound account: the dashboard and the budget setting write pounds, never dollars', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data: { businessName: 'Leith Plumbing', websiteUrl: 'https://leith.example', monthlyBudget: 900, paymentConfirmed: true } });
  await expect.poll(async () => ((await (await page.request.get('/api/campaigns')).json()) as Campaign[]).length, { timeout: 30_000 }).toBeGreaterThan(0);
  // The dashboard refetches the business after its socket joins; a late refetch may still be in flight when the page
  // closes, and its response is then disposed: nothing left to rewrite.
  await page.route('**/api/businesses/me', async (route) => {
    const response = await route.fetch().catch(() => null);
    const business = response ? ((await response.json().catch(() => null)) as Business | null) : null;
    if (!response || !business) return route.abort().catch(() => {});
    await route.fulfill({ response, json: { ...business, demoMode: false, demoClock: undefined, currencyCode: 'GBP', timeZone: 'Europe/London' } }).catch(() => {});
  });
  await page.goto('/dashboard');
  const main = page.locator('main');
  await expect(main).toContainText('£900.00');
  await expect(main).not.toContainText('$');
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, 'dashboard-gbp-light-desktop.png'), fullPage: true });

  await page.goto('/settings');
  await expect(page.getByTestId('card-budget')).toContainText('£');
  await expect(page.getByTestId('card-budget')).not.toContainText('$');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
