import type { Business, Campaign } from '../../schema/entities';
import { NO_CONVERSIONS_BANNER } from '../../schema/messages';
import { expect, SAME_ORIGIN, signUpViaApi, test } from './support/product';
import { shootThemes } from './support/theme-shots';

/**
 * Live only: after 14 days without a recorded conversion the dashboard says so, with what to check
 * and what AdPilot does meanwhile (docs/conversion-tracking.md). The business is the API's answer
 * for a live business whose conversion watch found the silence; the campaign cards say their bid
 * strategy (docs/bidding.md).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/no-conversions';

test('14 days without a conversion: the dashboard banner says what to check and leads to Settings', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harbor.example', monthlyBudget: 1500, paymentConfirmed: true } });
  await expect.poll(async () => ((await (await page.request.get('/api/campaigns')).json()) as Campaign[]).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.goto('/dashboard');
  // Demo mode: conversions are simulated, so no banner.
  // Launched on the strategy the bidding lifecycle chose for it: Maximize Clicks with its ceiling, or manual CPC when tiny.
  const campaigns = (await (await page.request.get('/api/campaigns')).json()) as Campaign[];
  for (const campaign of campaigns) {
    const ceiling = campaign.bidding?.cpcCeiling;
    await expect(page.getByTestId(`text-campaign-bidding-${campaign.id}`)).toHaveText(
      campaign.bidding?.kind === 'maximize_clicks' && ceiling ? `Bidding: Maximize clicks, up to $${ceiling.toFixed(2)} a click` : 'Bidding: Manual CPC',
    );
  }
  expect(campaigns.some((campaign) => campaign.bidding?.kind === 'maximize_clicks')).toBe(true);
  await expect(page.getByTestId('banner-no-conversions')).toHaveCount(0);

  await page.route('**/api/businesses/me', async (route) => {
    const response = await route.fetch();
    route.fulfill({
      response,
      json: { ...((await response.json()) as Business), demoMode: false, demoClock: undefined, conversionSilence: { lastConversionDate: '2026-11-08', readAt: '2026-11-25T07:00:00.000Z' } },
    });
  });
  await page.reload();
  const banner = page.getByTestId('banner-no-conversions');
  await expect(banner).toContainText(NO_CONVERSIONS_BANNER.title);
  await expect(banner).toContainText('Google Ads recorded the last one on Nov 8, 2026. Check:');
  for (const check of NO_CONVERSIONS_BANNER.checks) await expect(banner).toContainText(check);
  await expect(banner).toContainText(NO_CONVERSIONS_BANNER.meanwhile);

  await shootThemes(page, SHOTS_DIR, 'dashboard-no-conversions', () => expect(banner).toBeVisible());
  await banner.screenshot({ path: `${SHOTS_DIR}/banner-dark-390.png` });

  await page.getByTestId('button-check-conversion-tracking').click();
  await expect(page).toHaveURL(/\/settings$/);
});
