import type { MutateOperation, resources } from 'google-ads-api';
import { enums } from 'google-ads-api/enums';
import type { AdSpec, CampaignSpec, KeywordSpec, ServingStatus } from '../ads-platform';
import { strategyFields } from './bidding-operation';
import { PRESENCE_ONLY, type ResolvedTargeting, targetingOperations } from './targeting-criteria';

/** Google serves at most 3 enabled responsive search ads per ad group (DESIGN.md). */
export const MAX_ENABLED_ADS_PER_AD_GROUP = 3;

export type Operation = MutateOperation<
  | resources.ICampaignBudget
  | resources.ICampaign
  | resources.IAdGroup
  | resources.IAdGroupAd
  | resources.IAdGroupCriterion
  | resources.ICampaignCriterion
  | resources.IAsset
  | resources.ICampaignAsset
  | string
>;

export const servingStatus = (status: ServingStatus) => (status === 'ENABLED' ? enums.CampaignStatus.ENABLED : enums.CampaignStatus.PAUSED);
export const adStatus = (status: ServingStatus) => (status === 'ENABLED' ? enums.AdGroupAdStatus.ENABLED : enums.AdGroupAdStatus.PAUSED);
export const criterionStatus = (status: ServingStatus) => (status === 'ENABLED' ? enums.AdGroupCriterionStatus.ENABLED : enums.AdGroupCriterionStatus.PAUSED);

export function responsiveSearchAd(adGroup: string, ad: AdSpec, status: ServingStatus): Operation {
  return {
    entity: 'ad_group_ad',
    operation: 'create',
    resource: {
      ad_group: adGroup,
      status: adStatus(status),
      ad: {
        final_urls: [ad.finalUrl],
        responsive_search_ad: {
          headlines: ad.headlines.map((text) => ({ text })),
          descriptions: ad.descriptions.map((text) => ({ text })),
          ...(ad.path1 ? { path1: ad.path1 } : {}),
          ...(ad.path1 && ad.path2 ? { path2: ad.path2 } : {}),
        },
      },
    },
  };
}

export function keywordCriterion(adGroup: string, keyword: KeywordSpec): Operation {
  return {
    entity: 'ad_group_criterion',
    operation: 'create',
    resource: {
      ad_group: adGroup,
      status: enums.AdGroupCriterionStatus.ENABLED,
      keyword: { text: keyword.text, match_type: enums.KeywordMatchType[keyword.matchType] },
      cpc_bid_micros: keyword.cpcBidMicros,
    },
  };
}

const LAUNCH_KEY = /^[a-z0-9]{6,40}$/;

/** The name Google holds: the planned name plus the launch key, which adoption looks for. */
export function googleCampaignName(spec: Pick<CampaignSpec, 'name' | 'launchKey'>): string {
  if (!spec.launchKey) return spec.name;
  if (!LAUNCH_KEY.test(spec.launchKey)) throw new Error(`Not a launch key: ${spec.launchKey}`);
  return `${spec.name} (AdPilot ${spec.launchKey})`;
}

/** GAQL for the campaign a launch key names (the key is checked: only [a-z0-9] reaches the query). */
export function launchedCampaignQuery(launchKey: string): string {
  if (!LAUNCH_KEY.test(launchKey)) throw new Error(`Not a launch key: ${launchKey}`);
  return `SELECT campaign.id, campaign.name, campaign.status FROM campaign WHERE campaign.name LIKE '%(AdPilot ${launchKey})' AND campaign.status != 'REMOVED'`;
}

/**
 * A whole campaign as one atomic GoogleAdsService.Mutate: budget, campaign, ad groups, ads and
 * keywords, linked by temporary resource names (negative ids), so Google creates all of it or
 * nothing. Ads past the third of an ad group are created PAUSED (queued challengers); ad groups
 * rotate evenly (ROTATE_FOREVER), since Google cannot weight traffic between ads. The location and
 * language criteria come last (presence only), so the campaign never exists untargeted.
 */
export function launchOperations(customerId: string, spec: CampaignSpec, targeting?: Pick<ResolvedTargeting, 'locations' | 'languageConstants'>): Operation[] {
  let nextTemporaryId = -1;
  const temporary = (collection: string) => `customers/${customerId}/${collection}/${nextTemporaryId--}`;
  const budget = temporary('campaignBudgets');
  const campaign = temporary('campaigns');
  const operations: Operation[] = [
    {
      entity: 'campaign_budget',
      operation: 'create',
      resource: {
        resource_name: budget,
        amount_micros: spec.dailyBudgetMicros,
        delivery_method: enums.BudgetDeliveryMethod.STANDARD,
        explicitly_shared: false,
      },
    },
    {
      entity: 'campaign',
      operation: 'create',
      resource: {
        resource_name: campaign,
        name: googleCampaignName(spec),
        status: servingStatus(spec.status ?? 'ENABLED'),
        advertising_channel_type: enums.AdvertisingChannelType.SEARCH,
        campaign_budget: budget,
        // Created on its launch strategy (Maximize Clicks unless tiny): no day on manual bids first.
        ...strategyFields(spec.bidding ?? { kind: 'manual_cpc', cpcCeilingMicros: null, targetCpaMicros: null }),
        network_settings: {
          target_google_search: true,
          target_search_network: true,
          target_content_network: false,
          target_partner_search_network: false,
        },
        contains_eu_political_advertising: enums.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING,
        geo_target_type_setting: PRESENCE_ONLY,
      },
    },
  ];
  for (const group of spec.adGroups) {
    const adGroup = temporary('adGroups');
    operations.push({
      entity: 'ad_group',
      operation: 'create',
      resource: {
        resource_name: adGroup,
        name: group.name,
        campaign,
        status: enums.AdGroupStatus.ENABLED,
        type: enums.AdGroupType.SEARCH_STANDARD,
        ad_rotation_mode: enums.AdGroupAdRotationMode.ROTATE_FOREVER,
        cpc_bid_micros: Math.max(10_000, ...group.keywords.map((keyword) => keyword.cpcBidMicros)),
      },
    });
    group.ads.forEach((ad, index) => {
      operations.push(responsiveSearchAd(adGroup, ad, index < MAX_ENABLED_ADS_PER_AD_GROUP ? 'ENABLED' : 'PAUSED'));
    });
    for (const keyword of group.keywords) operations.push(keywordCriterion(adGroup, keyword));
  }
  if (targeting) operations.push(...targetingOperations(campaign, targeting));
  return operations;
}
