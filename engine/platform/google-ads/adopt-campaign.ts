import { enums } from 'google-ads-api/enums';
import { errors } from '../../../schema/errors';
import { enumName, toText } from '../../google-ads/gaql-values';
import type { CampaignSpec, CreatedCampaign } from '../ads-platform';

export interface LaunchedAdRow {
  ad_group?: { id?: unknown; name?: unknown };
  ad_group_ad?: { ad?: { id?: unknown; responsive_search_ad?: { headlines?: { text?: unknown }[] | null } | null } };
}

export interface LaunchedKeywordRow {
  ad_group?: { id?: unknown; name?: unknown };
  ad_group_criterion?: { criterion_id?: unknown; keyword?: { text?: unknown; match_type?: unknown } | null };
}

export const launchedAdsQuery = (campaignId: string) =>
  `SELECT ad_group.id, ad_group.name, ad_group_ad.ad.id, ad_group_ad.ad.responsive_search_ad.headlines FROM ad_group_ad WHERE campaign.id = ${Number(campaignId)} AND ad_group_ad.status != 'REMOVED'`;

export const launchedKeywordsQuery = (campaignId: string) =>
  `SELECT ad_group.id, ad_group.name, ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ad_group_criterion.keyword.match_type FROM ad_group_criterion WHERE campaign.id = ${Number(campaignId)} AND ad_group_criterion.type = 'KEYWORD' AND ad_group_criterion.status != 'REMOVED'`;

const adKey = (headlines: readonly string[]) => headlines.join('\u0000');
const keywordKey = (adGroupId: string, text: string, matchType: string) => `${adGroupId}\u0000${text.toLowerCase()}\u0000${matchType}`;

/**
 * The ids of a campaign Google already holds for `spec` (an earlier attempt whose answer was lost):
 * ad groups by name, ads by their headlines, keywords by text and match type. The launch mutate is
 * atomic, so the campaign is either whole or absent; a campaign that differs from the plan (edited
 * by hand at Google) is refused with a clear message rather than half-adopted.
 */
export function adoptLaunchedCampaign(
  spec: CampaignSpec,
  campaignId: string,
  ads: readonly LaunchedAdRow[],
  keywords: readonly LaunchedKeywordRow[],
): CreatedCampaign {
  const groupIds = new Map<string, string>();
  const adIds = new Map<string, string>();
  for (const row of [...ads, ...keywords]) groupIds.set(toText(row.ad_group?.name), toText(row.ad_group?.id));
  for (const row of ads) {
    const headlines = (row.ad_group_ad?.ad?.responsive_search_ad?.headlines ?? []).map((headline) => toText(headline.text));
    adIds.set(`${toText(row.ad_group?.id)}\u0000${adKey(headlines)}`, `${toText(row.ad_group?.id)}~${toText(row.ad_group_ad?.ad?.id)}`);
  }
  const keywordIds = new Map<string, string>();
  for (const row of keywords) {
    const criterion = row.ad_group_criterion;
    const key = keywordKey(toText(row.ad_group?.id), toText(criterion?.keyword?.text), enumName(enums.KeywordMatchType, criterion?.keyword?.match_type));
    keywordIds.set(key, `${toText(row.ad_group?.id)}~${toText(criterion?.criterion_id)}`);
  }
  const differs = (what: string) =>
    errors.conflict(`Google Ads holds campaign "${spec.name}" from an earlier launch attempt, but it differs from the plan (${what}). Remove it in Google Ads, then retry the launch.`);
  return {
    campaignId,
    adGroups: spec.adGroups.map((group) => {
      const adGroupId = groupIds.get(group.name);
      if (!adGroupId) throw differs(`ad group "${group.name}" is missing`);
      return {
        adGroupId,
        adIds: group.ads.map((ad) => {
          const id = adIds.get(`${adGroupId}\u0000${adKey(ad.headlines)}`);
          if (!id) throw differs(`an ad of "${group.name}" is missing`);
          return id;
        }),
        keywordIds: group.keywords.map((keyword) => {
          const id = keywordIds.get(keywordKey(adGroupId, keyword.text, keyword.matchType));
          if (!id) throw differs(`keyword "${keyword.text}" is missing`);
          return id;
        }),
      };
    }),
  };
}
