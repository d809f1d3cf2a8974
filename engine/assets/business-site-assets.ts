import { ASSET_LIMITS, type CampaignAssets, campaignAssetsSchema, countAssets } from '../../schema/assets';
import type { Sql } from '../persistence/sql';

/**
 * The assets of the business's own site, for a campaign the owner adds from the dashboard. The site
 * is read once, by the launch after onboarding, whose campaigns keep their grounded assets (each
 * line traced to a page of the site); a sitelink, a callout, a snippet, the phone number and the
 * Business Profile are facts of the business, not of one campaign, so the new campaign carries the
 * same ones rather than assets from a guess (a dashboard campaign's brief has no site to ground
 * new ones in). Newest campaign first; duplicates dropped; Google's per-campaign limits kept.
 * Null when no campaign of the business has any: the new campaign then launches without assets.
 */
export async function loadBusinessSiteAssets(sql: Sql, businessId: string): Promise<CampaignAssets | null> {
  const rows = await sql.query<{ assets: unknown }>('select assets from campaigns where business_id = $1 and assets is not null order by created_at desc', [
    businessId,
  ]);
  const merged: CampaignAssets = { sitelinks: [], callouts: [], structuredSnippets: [], call: null, location: null };
  const seen = new Set<string>();
  const once = (key: string) => !seen.has(key) && Boolean(seen.add(key));
  for (const row of rows) {
    // A row written by an older release that no longer passes the contract is skipped, not repaired.
    const parsed = campaignAssetsSchema.safeParse(row.assets);
    if (!parsed.success) continue;
    const assets = parsed.data;
    for (const link of assets.sitelinks) {
      if (merged.sitelinks.length < ASSET_LIMITS.sitelink.max && once(`sitelink|${link.finalUrl}`) && once(`sitelink-text|${link.linkText.toLowerCase()}`)) merged.sitelinks.push(link);
    }
    for (const callout of assets.callouts) {
      if (merged.callouts.length < ASSET_LIMITS.callout.max && once(`callout|${callout.text.toLowerCase()}`)) merged.callouts.push(callout);
    }
    for (const snippet of assets.structuredSnippets) {
      if (merged.structuredSnippets.length < 2 && once(`snippet|${snippet.header}`)) merged.structuredSnippets.push(snippet);
    }
    merged.call ??= assets.call;
    merged.location ??= assets.location;
  }
  // Google shows these from two: a lone sitelink or callout is not worth an asset of its own.
  if (merged.sitelinks.length < ASSET_LIMITS.sitelink.min) merged.sitelinks = [];
  if (merged.callouts.length < ASSET_LIMITS.callout.min) merged.callouts = [];
  return countAssets(merged) > 0 ? merged : null;
}
