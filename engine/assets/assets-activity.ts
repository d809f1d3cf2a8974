import type { CampaignAssets } from '../../schema/assets';
import type { ActivityEntryDraft } from '../core/activity-entry';
import type { AssetsOutcome } from '../platform/ads-platform';

/**
 * The activity entry a launch writes about its campaign's assets (issue 22): what was created
 * with the campaign, what was left out and why, and a refusal by the platform, which never stops
 * the campaign itself.
 */

function counted(assets: CampaignAssets): string {
  const parts = [
    [assets.sitelinks.length, 'sitelink'],
    [assets.callouts.length, 'callout'],
    [assets.structuredSnippets.length, 'structured snippet'],
    [assets.call ? 1 : 0, 'call button'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, noun]) => `${count} ${noun}${count === 1 ? '' : 's'}`)
    .join(', ');
}

export function assetsActivity(input: { businessId: string; campaignId: string; campaignName: string; assets: CampaignAssets; outcome: AssetsOutcome | undefined; nowMs: number }): ActivityEntryDraft | null {
  const { assets, outcome } = input;
  const what = counted(assets);
  if (!outcome || (!what && outcome.skipped.length === 0)) return null;
  const reasoning = 'Each asset comes from your website: sitelinks to its pages, callouts it states, its list of services and its phone number. Google reports that sitelinks raise click-through rates by roughly 10-15%.';
  const left = outcome.skipped.length > 0 ? ` Not created: ${outcome.skipped.join('; ')}.` : '';
  if (outcome.failed) {
    return {
      businessId: input.businessId,
      campaignId: input.campaignId,
      title: 'Assets not created',
      message: `Campaign "${input.campaignName}" launched without its assets (${what}): ${outcome.failed}.${left}`,
      level: 'warning',
      eventType: 'automation',
      createdAt: input.nowMs,
      details: { analysisReasoning: { strategy: 'Show sitelinks, callouts, services and a call button with the ads.', hypothesis: 'Assets make the ads larger and more useful.', reasoning }, recommendations: [] },
    };
  }
  return {
    businessId: input.businessId,
    campaignId: input.campaignId,
    title: 'Assets added',
    message: `Campaign "${input.campaignName}" shows ${what || 'no assets'} with its ads.${left}`,
    level: 'info',
    eventType: 'automation',
    createdAt: input.nowMs,
    details: { analysisReasoning: { strategy: 'Show sitelinks, callouts, services and a call button with the ads.', hypothesis: 'Assets make the ads larger and more useful.', reasoning }, recommendations: [] },
  };
}
