import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../../schema/constants';

/**
 * The themes screenshots are taken in. The browser tests run in the light theme (the browser's default), so by default
 * the screens are shot in dark only, at both widths: every assertion the screenshot tests make runs, in both themes
 * across the suite, for half the full-page renders. `npm run shots` (SHOTS=all) takes the whole light and dark matrix
 * for people to look at.
 */
export const SHOT_THEMES: readonly ('light' | 'dark')[] = process.env.SHOTS === 'all' ? ['light', 'dark'] : ['dark'];

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Full-page screenshots at 1280 and 390 wide, light and dark: `<dir>/<name>-<theme>-<width>.png`; `ready` runs after each reload. */
export async function shootThemes(page: Page, dir: string, name: string, ready: () => Promise<void>): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [width, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of SHOT_THEMES) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme] as const);
      await page.reload();
      await ready();
      // From the top: a fixed header scrolled with the page would land mid-way in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(dir, `${name}-${theme}-${width}.png`), fullPage: true });
    }
  }
}
