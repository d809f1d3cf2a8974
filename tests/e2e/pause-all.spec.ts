import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import type { Campaign } from '../../schema/entities';
import { PAUSE_ALL_TEXTS } from '../../schema/messages';
import { expect, SAME_ORIGIN, signUpViaApi, test } from './support/product';
import { SHOT_THEMES } from './support/theme-shots';

/** "Pause everything" and resume from the dashboard (issue 21), asked first with what it does. */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/dashboard';

test('an owner pauses everything for a holiday, then resumes', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 1200, paymentConfirmed: true } });
  const campaigns = async () => (await (await page.request.get('/api/campaigns')).json()) as Campaign[];
  await expect.poll(async () => (await campaigns()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.goto('/dashboard');

  await page.getByTestId('button-pause-all').click();
  await expect(page.getByTestId('dialog-pause-all')).toContainText(PAUSE_ALL_TEXTS.confirmBody(false));
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, 'pause-all-dialog-light-desktop.png') });
  await page.getByTestId('button-confirm-pause-all').click();
  await expect(page.getByTestId('toast')).toContainText(PAUSE_ALL_TEXTS.paused.title);
  await expect(page.getByTestId('text-header-tagline')).toHaveText(PAUSE_ALL_TEXTS.headerTagline.paused);
  expect((await campaigns()).every((c) => c.status === 'paused')).toBe(true);

  for (const [width, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    for (const theme of SHOT_THEMES) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme] as const);
      await page.reload();
      await expect(page.getByTestId('button-resume-all')).toBeVisible();
      await page.screenshot({ path: join(SHOTS_DIR, `paused-all-${theme}-${width}.png`) });
    }
  }

  await page.getByTestId('button-resume-all').click();
  await expect(page.getByTestId('toast')).toContainText(PAUSE_ALL_TEXTS.resumed.title);
  await expect(page.getByTestId('text-header-tagline')).toHaveText(PAUSE_ALL_TEXTS.headerTagline.running);
  expect((await campaigns()).every((c) => c.status === 'active')).toBe(true);
});
