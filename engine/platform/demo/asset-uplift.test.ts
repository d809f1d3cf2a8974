import { describe, expect, it } from 'vitest';
import { type CampaignAssets, campaignAssetsSchema, NO_ASSETS } from '../../../schema/assets';
import { simulate } from '../../simulate/simulate';
import { SIMULATED_ASSETS } from '../../simulate/simulated-assets';
import { ASSET_CTR_UPLIFT, assetUplift, demoAssetsOf, SERVED_WITH_ASSETS } from './asset-uplift';
import { DemoPlatform } from './demo-platform';

const AD = { headlines: ['One', 'Two', 'Three'], descriptions: ['First.', 'Second.'], finalUrl: 'https://example.test' };
const DAY = 86_400_000;

/** The same market (same seed) with and without assets, ten days on. */
async function account(assets: CampaignAssets | null) {
  let now = Date.UTC(2025, 2, 3);
  const platform = DemoPlatform.create({ seed: 5, clock: () => now });
  const keywords = ['emergency plumber', 'drain cleaning'].map((text) => ({ text, matchType: 'PHRASE' as const, cpcBidMicros: 6_000_000 }));
  const created = await platform.createCampaign({ name: 'Plumbing', dailyBudgetMicros: 500_000_000, adGroups: [{ name: 'g', ads: [AD, AD], keywords }], assets });
  now += 10 * DAY;
  const report = await platform.fetchMetrics({ campaignIds: [created.campaignId], level: 'campaign', from: '2025-03-01', to: '2025-03-31', segment: 'day' });
  const total = report.rows.reduce((sum, row) => ({ impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks }), { impressions: 0, clicks: 0 });
  return { created, total, truth: platform.assetImpressionTruth(created.campaignId) };
}

describe('assets in the demo simulator', () => {
  it('lifts the CTR of impressions served with assets by the documented amounts, at most +15%', () => {
    expect(assetUplift(undefined)).toBe(0);
    expect(assetUplift(demoAssetsOf(NO_ASSETS))).toBe(0);
    expect(assetUplift({ sitelinks: 1, callouts: 1, snippets: 0, call: false, location: false })).toBe(0);
    expect(assetUplift({ sitelinks: 2, callouts: 0, snippets: 0, call: false, location: false })).toBeCloseTo(ASSET_CTR_UPLIFT.sitelinks);
    expect(assetUplift({ sitelinks: 4, callouts: 4, snippets: 1, call: true, location: true })).toBe(ASSET_CTR_UPLIFT.max);
    expect(campaignAssetsSchema.parse(SIMULATED_ASSETS)).toEqual(SIMULATED_ASSETS);
  });

  it('a campaign with assets gets more clicks from the same market; one without is served as before, with no share served with assets', async () => {
    const withAssets = await account(SIMULATED_ASSETS);
    const without = await account(null);
    expect(withAssets.created.assets).toEqual({ created: 6, skipped: [], failed: null });
    expect(without.created.assets).toBeUndefined();
    expect(withAssets.truth.withAssets / withAssets.truth.impressions).toBeCloseTo(SERVED_WITH_ASSETS);
    expect(without.truth.withAssets).toBe(0);
    // The truth counts every impression delivered, the report only those past Google's reporting lag.
    expect(without.truth.impressions).toBeGreaterThanOrEqual(without.total.impressions);
    expect(without.truth.impressions).toBeLessThan(without.total.impressions * 1.1);
    const ctr = (side: { total: { impressions: number; clicks: number } }) => side.total.clicks / side.total.impressions;
    expect(ctr(withAssets)).toBeGreaterThan(ctr(without));
  });

  it('simulate gives each arm its assets share; --without assets runs the engine without them', async () => {
    const run = (arm: 'engine' | 'none', without: 'assets'[] = []) => simulate({ campaigns: 2, days: 3, seed: 3, arm, without });
    expect((await run('engine')).assets).toBeCloseTo(SERVED_WITH_ASSETS);
    expect((await run('engine', ['assets'])).assets).toBe(0);
    expect((await run('none')).assets).toBe(0);
  }, 60_000);
});
