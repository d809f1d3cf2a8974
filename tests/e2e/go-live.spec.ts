import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Business, Campaign, SimulationHistory } from '../../schema/entities';
import { buildGoogleAdsConnection } from '../../schema/fixtures';
import { CONNECTED_DEMO_NOTE, GO_LIVE_TEXTS, SIMULATION_HISTORY_TEXTS } from '../../schema/messages';
import { expect, SAME_ORIGIN, signUpViaApi, test } from './support/product';
import { shootThemes } from './support/theme-shots';

/**
 * A demo business whose owner connected Google Ads (issue 20): Settings says it still runs on
 * simulated data and offers to go live, asked first with what it costs; once live, the simulation
 * is kept under its own label. The connection is the API's answer as served (this server has no
 * Google credentials); going live itself runs against the fake Google Ads server in
 * tests/integration/go-live.test.ts.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/go-live';

async function demoBusiness(page: Page) {
  await signUpViaApi(page);
  await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 1200, paymentConfirmed: true } });
  const campaigns = async () => (await (await page.request.get('/api/campaigns')).json()) as Campaign[];
  await expect.poll(async () => (await campaigns()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.route('**/api/google-ads/config-status', (route) => route.fulfill({ json: { configured: true } }));
  await page.route('**/api/google-ads/connection', (route) => route.fulfill({ json: buildGoogleAdsConnection({ customerId: '1234567890' }) }));
}

/** Settings screens at 1280 and 390, light and dark (tests/e2e/support/theme-shots.ts). */
const shoot = (page: Page, name: string, ready: () => Promise<void>) => shootThemes(page, SHOTS_DIR, name, ready);

test('a connected demo business: Settings says it is still simulated and asks before going live', async ({ page }) => {
  await demoBusiness(page);
  let answer: { status: number; json: unknown } = { status: 409, json: { code: 'conflict', message: 'Everything is paused: resume first, then go live.' } };
  const calls: string[] = [];
  await page.route('**/api/businesses/me/go-live', (route) => {
    calls.push(route.request().method());
    return route.fulfill(answer);
  });
  await page.goto('/settings');
  await expect(page.getByTestId('text-current-mode')).toHaveText('Demo Mode (simulated data)');
  await expect(page.getByTestId('text-disconnect-note')).toHaveText(CONNECTED_DEMO_NOTE);
  await expect(page.getByTestId('text-go-live')).toHaveText(GO_LIVE_TEXTS.explain('Google Ads account 123-456-7890', '$1,200.00'));
  await shoot(page, 'settings-go-live', () => expect(page.getByTestId('card-go-live')).toBeVisible());

  // Asked first, with what it costs; cancelling sends nothing.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('button-go-live').click();
  await expect(page.getByTestId('dialog-go-live')).toContainText(GO_LIVE_TEXTS.confirmBody('Google Ads account 123-456-7890', '$1,200.00'));
  await page.screenshot({ path: join(SHOTS_DIR, 'go-live-dialog.png') });
  await page.getByRole('button', { name: GO_LIVE_TEXTS.cancel }).click();
  expect(calls).toEqual([]);

  // Refused: the server's reason, and the business stays as it was.
  await page.getByTestId('button-go-live').click();
  await page.getByTestId('button-confirm-go-live').click();
  await expect(page.getByTestId('toast')).toContainText('Everything is paused: resume first, then go live.');
  await expect(page.getByTestId('text-current-mode')).toHaveText('Demo Mode (simulated data)');

  // Accepted: on to the dashboard, where the launch shows.
  const me = (await (await page.request.get('/api/businesses/me')).json()) as Business;
  answer = { status: 200, json: { ...me, demoMode: false } };
  await page.getByTestId('button-go-live').click();
  await page.getByTestId('button-confirm-go-live').click();
  await expect(page.getByTestId('toast')).toContainText(GO_LIVE_TEXTS.done.title);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(calls).toEqual(['POST', 'POST']);
});

test('after going live: Live Mode, and the simulation kept apart under its label', async ({ page }) => {
  await demoBusiness(page);
  const history: SimulationHistory = {
    from: '2026-11-02T09:00:00.000Z',
    through: '2026-11-20T09:00:00.000Z',
    wentLiveAt: '2026-11-09T09:00:00.000Z',
    spend: 612.4,
    impressions: 18_240,
    clicks: 702,
    conversions: 31,
    campaigns: [
      { name: 'Bike Repair', spend: 402.1, impressions: 11_020, clicks: 455, conversions: 22 },
      { name: 'Brand: Harbor Bikes', spend: 210.3, impressions: 7_220, clicks: 247, conversions: 9 },
    ],
  };
  await page.route('**/api/businesses/me', async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: { ...((await response.json()) as Business), demoMode: false, demoClock: undefined, simulationHistory: history } });
  });
  await page.goto('/settings');
  await expect(page.getByTestId('text-current-mode')).toHaveText('Live Mode (real API)');
  await expect(page.getByTestId('card-go-live')).toHaveCount(0);
  const card = page.getByTestId('card-simulation-history');
  await expect(card).toContainText(SIMULATION_HISTORY_TEXTS.badge);
  await expect(card).toContainText('$612.40 simulated spend · 18,240 impressions · 702 clicks · 31 conversions');
  await expect(card).toContainText('Brand: Harbor Bikes');
  await shoot(page, 'settings-simulation-history', () => expect(page.getByTestId('card-simulation-history')).toBeVisible());
});
