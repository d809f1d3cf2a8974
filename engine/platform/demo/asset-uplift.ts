import type { CampaignAssets } from '../../../schema/assets';
import type { DemoCampaign } from './demo-state';

/**
 * What assets are worth in the demo simulator (issue 22), as assumptions, not measurements:
 * Google reports that sitelinks raise CTR by roughly 10-15% and that assets in general lift it;
 * the simulator gives an impression served with assets a CTR higher by +10% for sitelinks, +3% for
 * callouts, +2% for a structured snippet, +1% each for a call button and a location, at most +15%
 * together. Google shows assets only with ads that rank high enough (mostly the top positions):
 * 70% of a campaign's impressions are served with them. So a campaign with every kind of asset
 * gets about +10% CTR over all its impressions; one with sitelinks alone +7%. No other figure of
 * the simulator moves, and a campaign without assets is served exactly as before (no extra draws).
 */
export const ASSET_CTR_UPLIFT = { sitelinks: 0.1, callouts: 0.03, snippets: 0.02, call: 0.01, location: 0.01, max: 0.15 } as const;
export const SERVED_WITH_ASSETS = 0.7;

/** What the simulator keeps of a campaign's assets: how many of each kind (Google shows a sitelink pair, two callouts, one snippet). */
export interface DemoAssets {
  sitelinks: number;
  callouts: number;
  snippets: number;
  call: boolean;
  location: boolean;
}

export function demoAssetsOf(assets: CampaignAssets | null | undefined): DemoAssets | undefined {
  if (!assets) return undefined;
  const kept = { sitelinks: assets.sitelinks.length, callouts: assets.callouts.length, snippets: assets.structuredSnippets.length, call: Boolean(assets.call), location: Boolean(assets.location) };
  return kept.sitelinks + kept.callouts + kept.snippets > 0 || kept.call || kept.location ? kept : undefined;
}

/** The CTR lift of an impression served with these assets (Google shows sitelinks and callouts only in twos). */
export function assetUplift(assets: DemoAssets | undefined): number {
  if (!assets) return 0;
  const up = ASSET_CTR_UPLIFT;
  const lift = (assets.sitelinks >= 2 ? up.sitelinks : 0) + (assets.callouts >= 2 ? up.callouts : 0) + (assets.snippets > 0 ? up.snippets : 0) + (assets.call ? up.call : 0) + (assets.location ? up.location : 0);
  return Math.min(up.max, lift);
}

/** The factor on a campaign's CTR over all its impressions: exactly 1 without assets. */
export function assetCtrFactor(campaign: DemoCampaign): number {
  const lift = assetUplift(campaign.assets);
  return lift > 0 ? 1 + SERVED_WITH_ASSETS * lift : 1;
}

/** Counts served impressions, and those served with assets, for the simulator's `assets` share. */
export function countAssetImpressions(campaign: DemoCampaign, impressions: number): void {
  campaign.assetImpressions ??= { impressions: 0, withAssets: 0 };
  const tally = campaign.assetImpressions;
  tally.impressions += impressions;
  if (assetUplift(campaign.assets) > 0) tally.withAssets += impressions * SERVED_WITH_ASSETS;
}
