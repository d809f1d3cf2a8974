import type { Page } from '@playwright/test';
import { buildCampaign, buildWorkflow } from '../../schema/fixtures';
import { expect, ownerTest as test } from './dashboard-support';
import { SAME_ORIGIN } from './support/product';

/**
 * A business that has just been created: its own empty and loading states (served by the real
 * server where it can produce them, by fulfilled routes where timing would make them flaky), and
 * the launch workflow filling the dashboard by push.
 */

async function createBusiness(page: Page, businessName: string): Promise<void> {
  const existing = await (await page.request.get('/api/businesses/me')).json();
  if (existing) return;
  const response = await page.request.post('/api/businesses', {
    headers: SAME_ORIGIN,
    data: { businessName, websiteUrl: 'https://corner-bakery.example', monthlyBudget: '600', paymentConfirmed: true, setupIntentId: null },
  });
  if (!response.ok()) throw new Error(`business creation failed: ${response.status()} ${await response.text()}`);
}

/** Answers every dashboard list with nothing, and the launch workflow as still running. */
async function serveEmptyDashboard(page: Page): Promise<void> {
  await page.route('**/api/campaigns', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/ad-testing/hierarchy', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/activity-logs*', (route) => route.fulfill({ json: { logs: [] } }));
  await page.route('**/api/workflows/current', (route) =>
    route.fulfill({ json: buildWorkflow({ step: 'Writing your ads', progress: 0.4 }) }),
  );
}

test('a new business: launch progress above the tabs and every empty state', async ({ page }) => {
  await createBusiness(page, 'Corner Bakery');
  await serveEmptyDashboard(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('text-business-name')).toHaveText('Corner Bakery');
  await expect(page.getByTestId('text-workflow-step')).toHaveText('Writing your ads');
  await expect(page.getByTestId('card-workflow-progress').getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('text-active-campaigns')).toHaveText('0');
  await expect(page.getByTestId('card-summary-active-campaigns')).toContainText('0 total');
  await expect(page.getByTestId('text-avg-ctr')).toHaveText('0.00%');

  await expect(page.getByTestId('text-empty-campaigns')).toContainText('AI is analyzing your website');
  await expect(page.getByTestId('text-empty-campaigns')).toContainText('Your campaigns are being created. This usually takes 2-5 minutes.');
  await page.getByTestId('tab-active').click();
  await expect(page.getByTestId('text-empty-active')).toContainText('No active campaigns');
  await page.getByTestId('tab-ad-testing').click();
  await expect(page.getByTestId('text-empty-ad-testing')).toHaveText('No ad data yet');
  await page.getByTestId('tab-campaign-history').click();
  await expect(page.getByTestId('text-empty-history')).toHaveText('No campaigns yet');
  await page.getByTestId('tab-activity-log').click();
  await expect(page.getByTestId('text-empty-activity')).toHaveText('No activity yet');
});

test('every campaign paused: the Active tab says so', async ({ page }) => {
  await createBusiness(page, 'Corner Bakery');
  await page.route('**/api/campaigns', (route) => route.fulfill({ json: [buildCampaign({ id: 'p1', status: 'paused' })] }));
  await page.goto('/dashboard');
  await page.getByTestId('tab-active').click();
  await expect(page.getByTestId('tab-active')).toContainText('Active (0)');
  await expect(page.getByTestId('text-empty-active')).toContainText('No active campaigns');
  await expect(page.getByTestId('text-empty-active')).toContainText('All campaigns are currently paused');
});

test('a spinner while the campaigns load', async ({ page }) => {
  await createBusiness(page, 'Corner Bakery');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/campaigns', async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: 'Loading campaigns' })).toBeVisible();
  release();
  await expect(page.getByTestId('text-empty-campaigns')).toBeVisible();
});

test('the real launch fills the dashboard without a reload', async ({ page }) => {
  await createBusiness(page, 'Corner Bakery');
  await page.goto('/dashboard');
  await expect(page.locator('[data-testid^="card-campaign-"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('card-workflow-progress')).toHaveCount(0);
  await page.getByTestId('tab-ad-testing').click();
  await expect(page.locator('[data-testid^="card-hierarchy-campaign-"]').first()).toBeVisible();
});
