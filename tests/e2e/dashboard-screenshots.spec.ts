import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import { expect, openLiveDashboard, seededTest as test } from './dashboard-support';

/**
 * The dashboard's budget cards (4-Layer Budget Protection, Monthly Spend Pacing) on the seeded demo
 * business in light and dark, at desktop and phone width, for people to look at (saved outside the
 * repository, in SHOTS_DIR or /tmp/shots/dashboard).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/dashboard';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

for (const theme of ['light', 'dark'] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`budget and pacing cards, ${theme}, ${width}`, async ({ page }) => {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme]);
      await openLiveDashboard(page);
      const protection = page.getByTestId('card-budget-protection');
      const pacing = page.getByTestId('card-spend-pacing');
      await expect(page.getByTestId('text-budget-daily')).toContainText('/ $');
      await expect(page.getByTestId('chart-spend-pacing')).toBeVisible();
      await protection.screenshot({ path: join(SHOTS_DIR, `budget-protection-${theme}-${width}.png`) });
      await pacing.screenshot({ path: join(SHOTS_DIR, `spend-pacing-${theme}-${width}.png`) });
      // The cards' row as the owner sees it, side by side (desktop) or stacked (phone); cut from the
      // whole page, so that the sticky top bar stays at the top instead of covering a card.
      await page.evaluate(() => window.scrollTo(0, 0));
      const row = await protection.locator('..').boundingBox();
      if (!row) throw new Error('the budget cards are not laid out');
      await page.screenshot({ path: join(SHOTS_DIR, `budget-row-${theme}-${width}.png`), fullPage: true, clip: row });
    });
  }
}
