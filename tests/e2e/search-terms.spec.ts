import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SearchTermsResponse } from '../../schema/api/search-terms';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import { expect, openLiveDashboard, ownerTest, seededTest } from './dashboard-support';
import { SAME_ORIGIN } from './support/product';
import { SHOT_THEMES } from './support/theme-shots';

/**
 * The Search Terms tab on the seeded demo business (16 simulated days: the daily review ran and
 * excluded searches), light and dark, desktop and phone; the one-click undo; and the empty state of a
 * new business. Screenshots go to SHOTS_DIR or /tmp/shots/search-terms.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/search-terms';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function prepare(page: Page, theme: 'light' | 'dark', width: keyof typeof VIEWPORTS) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.setViewportSize(VIEWPORTS[width]);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme]);
  return async (name: string) => {
    // From the top: scrolled down, the sticky top bar would be drawn mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${theme}-${width}.png`), fullPage: true });
  };
}

async function openSearchTerms(page: Page) {
  await openLiveDashboard(page);
  await page.getByTestId('tab-search-terms').click();
  const panel = page.locator('[role="tabpanel"][data-state="active"]');
  await expect(panel.getByRole('status')).toHaveCount(0);
  return panel;
}

for (const theme of SHOT_THEMES) {
  for (const width of ['desktop', 'phone'] as const) {
    seededTest(`search terms tab, ${theme}, ${width}`, async ({ page }) => {
      seededTest.setTimeout(120_000);
      const shot = await prepare(page, theme, width);
      const data = (await (await page.request.get('/api/search-terms')).json()) as SearchTermsResponse;
      const excluded = data.terms.filter((term) => term.status === 'excluded');
      expect(excluded.length).toBeGreaterThan(0);
      const panel = await openSearchTerms(page);
      await expect(panel.getByTestId('text-search-terms-summary')).toContainText(`${excluded.length} excluded`);
      const costliest = data.terms[0];
      await expect(panel.getByTestId(`row-search-term-${costliest.id}`)).toContainText(costliest.text);
      await expect(panel.getByTestId('card-search-term-ngrams')).toContainText('Words that waste most');
      await expect(panel.getByTestId(`ngram-${data.ngrams[0].text}`)).toBeVisible();
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[width].width);
      await shot('search-terms');
      await page.getByTestId('tab-search-terms').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS_DIR, `search-terms-top-${theme}-${width}.png`) });
      // Every search, the excluded ones with their reason and an Undo.
      if (data.terms.length > 25) await panel.getByTestId('button-show-all-search-terms').click();
      const first = excluded[0];
      await expect(panel.getByTestId(`status-search-term-${first.id}`)).toHaveText('Excluded');
      await expect(panel.getByTestId(`reason-search-term-${first.id}`)).toContainText(first.reason);
      await expect(panel.getByTestId(`button-undo-search-term-${first.id}`)).toBeVisible();
      await panel.getByTestId(`row-search-term-${first.id}`).screenshot({ path: join(SHOTS_DIR, `search-terms-excluded-row-${theme}-${width}.png`) });
    });
  }
}

seededTest('undo an exclusion in one click: the search is kept and the owner decides from then on', async ({ page }) => {
  const data = (await (await page.request.get('/api/search-terms')).json()) as SearchTermsResponse;
  const term = data.terms.find((candidate) => candidate.status === 'excluded' && candidate.canUndo);
  if (!term) throw new Error('the seed excluded no search that can be undone');
  const panel = await openSearchTerms(page);
  if (!(await panel.getByTestId(`row-search-term-${term.id}`).isVisible())) await panel.getByTestId('button-show-all-search-terms').click();
  await panel.getByTestId(`button-undo-search-term-${term.id}`).click();
  await expect(page.getByTestId('toast').getByText('Exclusion undone')).toBeVisible();
  await expect(panel.getByTestId(`status-search-term-${term.id}`)).toHaveText('Kept');
  await expect(panel.getByTestId(`reason-search-term-${term.id}`)).toContainText('You undid the exclusion');
  await expect(panel.getByTestId(`button-undo-search-term-${term.id}`)).toHaveCount(0);
  const logs = (await (await page.request.get('/api/activity-logs')).json()) as { logs: { title: string }[] };
  expect(logs.logs.map((entry) => entry.title)).toContain(`Exclusion of "${term.text}" undone`);
});

ownerTest('a business whose ads have no clicks yet: the empty state says when the tab fills', async ({ page }) => {
  const existing = await (await page.request.get('/api/businesses/me')).json();
  if (!existing) {
    const response = await page.request.post('/api/businesses', {
      headers: SAME_ORIGIN,
      data: { businessName: 'Corner Bakery', websiteUrl: 'https://corner-bakery.example', monthlyBudget: '600', paymentConfirmed: true, setupIntentId: null },
    });
    expect(response.ok()).toBe(true);
  }
  for (const theme of SHOT_THEMES) {
    for (const width of ['desktop', 'phone'] as const) {
      const shot = await prepare(page, theme, width);
      const panel = await openSearchTerms(page);
      await expect(panel.getByTestId('text-empty-search-terms')).toContainText('No search terms yet');
      await expect(panel.getByTestId('text-empty-search-terms')).toContainText('AdPilot reviews them every day; the next review is');
      await shot('search-terms-empty');
    }
  }
});
