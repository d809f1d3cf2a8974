import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ActivityLogsResponse } from '../../schema/api/activity-logs';
import type { HierarchyResponse } from '../../schema/api/hierarchy';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import type { Campaign } from '../../schema/entities';
import { buildWorkflow } from '../../schema/fixtures';
import { expect, openLiveDashboard, ownerTest, seededTest } from './dashboard-support';
import { SAME_ORIGIN } from './support/product';
import { SHOT_THEMES } from './support/theme-shots';

/**
 * Every dashboard screen and the settings page on the seeded demo business, in light and dark, at
 * desktop and phone width, for people to look at (saved outside the repository, in SHOTS_DIR or
 * /tmp/shots/dashboard); plus a business without campaigns for the empty states. Each shot is taken
 * once the screen it is named after is showing. Pages are shot whole; dialogs as the viewport shows
 * them (a fixed dialog centred on a page thousands of pixels tall would say nothing).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/dashboard';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof VIEWPORTS;
type Theme = 'light' | 'dark';

/** Sets the width and the stored theme before the app loads; answers how to save a named shot. */
async function prepare(page: Page, theme: Theme, width: Width) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.setViewportSize(VIEWPORTS[width]);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme]);
  const path = (name: string) => join(SHOTS_DIR, `${name}-${theme}-${width}.png`);
  return {
    /** The whole page, from the top: scrolled down, the sticky top bar would be drawn mid-page. */
    page: async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path(name), fullPage: true });
    },
    viewport: (name: string) => page.screenshot({ path: path(name) }),
    path,
  };
}

/** Opens a tab with a click (no keyboard focus ring) and waits until its panel has loaded (no spinner left). */
async function openTab(page: Page, tab: string) {
  const trigger = page.getByTestId(`tab-${tab}`);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
  await expect(trigger).toBeFocused();
  expect(await trigger.evaluate((element) => element.matches(':focus-visible'))).toBe(false);
  const panel = page.locator('[role="tabpanel"][data-state="active"]');
  await expect(panel.getByRole('status')).toHaveCount(0);
  return panel;
}

for (const theme of SHOT_THEMES) {
  for (const width of Object.keys(VIEWPORTS) as Width[]) {
    seededTest(`dashboard tabs, dialogs and settings, ${theme}, ${width}`, async ({ page }) => {
      seededTest.setTimeout(180_000);
      const shot = await prepare(page, theme, width);
      await openLiveDashboard(page);
      const campaigns = (await (await page.request.get('/api/campaigns')).json()) as Campaign[];

      // The top: header, summary cards, fee / budget / pacing cards (cut from the whole page, so the
      // sticky top bar stays at the top instead of covering a card).
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByTestId('card-summary-total-spend')).toBeVisible();
      await expect(page.getByTestId('text-service-fee')).toBeVisible();
      await expect(page.getByTestId('text-budget-daily')).toContainText('/ $');
      await expect(page.getByTestId('chart-spend-pacing')).toBeVisible();
      const protection = page.getByTestId('card-budget-protection');
      await protection.screenshot({ path: shot.path('budget-protection') });
      await page.getByTestId('card-spend-pacing').screenshot({ path: shot.path('spend-pacing') });
      await page.evaluate(() => window.scrollTo(0, 0));
      const row = await protection.locator('..').boundingBox();
      if (!row) throw new Error('the budget cards are not laid out');
      await page.screenshot({ path: shot.path('budget-row'), fullPage: true, clip: row });
      await page.screenshot({ path: shot.path('top'), fullPage: true, clip: { x: 0, y: 0, width: VIEWPORTS[width].width, height: row.y + row.height } });

      const all = await openTab(page, 'all-campaigns');
      await expect(all.locator('[data-testid^="card-campaign-"]')).toHaveCount(campaigns.length);
      await shot.page('tab-all-campaigns');

      const active = await openTab(page, 'active');
      await expect(active.locator('[data-testid^="card-campaign-"]')).toHaveCount(campaigns.filter((c) => c.status === 'active').length);
      await shot.page('tab-active');

      // The first campaign and its first ad group open by default.
      const hierarchy = (await (await page.request.get('/api/ad-testing/hierarchy')).json()) as HierarchyResponse;
      const adTesting = await openTab(page, 'ad-testing');
      await expect(adTesting.getByTestId(`card-hierarchy-campaign-${hierarchy[0].id}`)).toHaveAttribute('open');
      const group = adTesting.getByTestId(`card-ad-group-${hierarchy[0].adGroups[0].id}`);
      await expect(group).toHaveAttribute('open');
      await expect(group.locator('[data-testid^="card-ad-"]').first()).toBeVisible();
      await shot.page('tab-ad-testing');

      const history = await openTab(page, 'campaign-history');
      await expect(history.locator('[data-testid^="button-history-"]')).toHaveCount(campaigns.length);
      await shot.page('tab-campaign-history');
      await history.getByTestId(`button-history-${campaigns[0].id}`).click();
      await expect(page.getByTestId('text-round-count')).toHaveText(/^\d+ rounds?$/);
      await shot.page('tab-campaign-history-rounds');

      // The engine's own decisions carry the analysis; filtered to them, because the hourly syncs and
      // audits of the other tests sharing this seeded business can push them past the newest 100.
      const { logs } = (await (await page.request.get('/api/activity-logs?eventType=automation')).json()) as ActivityLogsResponse;
      const analysed = logs.find((log) => log.details?.analysisReasoning);
      if (!analysed) throw new Error('the seed wrote no activity with an AI analysis');
      await openTab(page, 'activity-log');
      await page.getByTestId('input-event-type').click();
      await page.getByTestId('option-event-type-automation').click();
      await expect(page.locator('[data-testid^="card-log-"]:not([data-event-type="automation"])')).toHaveCount(0);
      await page.getByTestId(`button-expand-log-${analysed.id}`).click();
      await expect(page.getByTestId(`text-log-analysis-${analysed.id}`)).toContainText('AI Expert Analysis');
      await shot.page('tab-activity-log');

      // New Round Preview: the seed has a campaign awaiting round approval.
      await openTab(page, 'all-campaigns');
      await page.locator('[data-testid^="button-run-new-round-"]').first().click();
      const newRound = page.getByTestId('card-new-round-dialog');
      await expect(newRound.getByRole('heading', { name: 'New Round Preview' })).toBeVisible();
      await expect(newRound.locator('[data-testid^="card-preview-group-"]').first()).toBeVisible();
      await shot.viewport('dialog-new-round');
      await page.getByTestId('button-cancel-new-round').click();
      await expect(newRound).toHaveCount(0);

      await page.getByTestId('button-create-campaign').click();
      const create = page.getByTestId('card-create-campaign-dialog');
      await expect(create.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();
      await expect(page.getByTestId('input-campaign-name')).toBeVisible();
      await shot.viewport('dialog-create-campaign');
      await page.getByTestId('button-cancel-create').click();
      await expect(create).toHaveCount(0);

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByTestId('text-connection-status')).toBeVisible();
      await expect(page.getByTestId('text-current-mode')).toBeVisible();
      await shot.page('settings');
    });
  }
}

/**
 * A business whose launch is still running: every list answered empty and the workflow in progress,
 * so that the picture does not depend on how far the real launch got.
 */
for (const theme of SHOT_THEMES) {
  ownerTest(`empty business: All Campaigns and Ad Testing empty states, ${theme}, phone`, async ({ page }) => {
    const shot = await prepare(page, theme, 'phone');
    if (!(await (await page.request.get('/api/businesses/me')).json())) {
      const data = { businessName: 'Corner Bakery', websiteUrl: 'https://corner-bakery.example', monthlyBudget: '600', paymentConfirmed: true, setupIntentId: null };
      expect((await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data })).ok()).toBe(true);
    }
    await page.route('**/api/campaigns', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/ad-testing/hierarchy', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/workflows/current', (route) => route.fulfill({ json: buildWorkflow({ step: 'Writing your ads', progress: 0.4 }) }));
    await page.goto('/dashboard');

    const all = await openTab(page, 'all-campaigns');
    await expect(all.getByTestId('text-empty-campaigns')).toContainText('AI is analyzing your website');
    await expect(page.getByTestId('card-workflow-progress')).toBeVisible();
    await shot.page('empty-all-campaigns');

    const adTesting = await openTab(page, 'ad-testing');
    await expect(adTesting.getByTestId('text-empty-ad-testing')).toHaveText('No ad data yet');
    await shot.page('empty-ad-testing');
  });
}
