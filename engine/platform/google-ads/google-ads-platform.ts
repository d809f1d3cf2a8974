import type { Customer, services } from 'google-ads-api';
import { AppError, errors } from '../../../schema/errors';
import type { GoogleAdsCall } from '../../google-ads/call-policy';
import { describeFailure, QuotaExhausted } from '../../google-ads/google-ads-errors';
import { resourceId, toText } from '../../google-ads/gaql-values';
import type {
  AdRole,
  AdSpec,
  AdsPlatform,
  BidSchedule,
  CampaignSpec,
  CreatedCampaign,
  KeywordBid,
  MetricsQuery,
  MetricsReport,
  ServingStatus,
} from '../ads-platform';
import { adScheduleOperations } from './ad-schedule';
import {
  adStatus,
  criterionStatus,
  launchOperations,
  MAX_ENABLED_ADS_PER_AD_GROUP,
  type Operation,
  responsiveSearchAd,
  servingStatus,
} from './campaign-operations';
import { adHourlyQuery, type GaqlMetricsRow, keywordDailyQuery, reportOf, rowsFromAdReport, rowsFromKeywordReport } from './metrics-query';

/** A failed Google Ads call, for the business's activity log (written outside the caller's transaction). */
export interface PlatformFailure {
  action: string;
  message: string;
}

export interface GoogleAdsPlatformOptions {
  customer: Customer;
  customerId: string;
  call: GoogleAdsCall;
  clock: () => number;
  onFailure?: (failure: PlatformFailure) => void;
}

/** `adGroupId~adId` (ads) or `adGroupId~criterionId` (keywords): the ids this adapter hands the engine. */
function splitCompositeId(id: string): [string, string] {
  const [group, item] = id.split('~');
  if (!group || !item) throw errors.validation(`Not a Google Ads ad or keyword id: ${id}`);
  return [group, item];
}

const idList = (ids: readonly string[]) => ids.map((id) => String(Number(id))).join(', ');

/**
 * AdsPlatform on a real Google Ads account through `google-ads-api`. Every call goes through the
 * call policy (quota, deadline, back-off on RESOURCE_EXHAUSTED); a failure is reported to the
 * activity log and thrown as an AppError whose message says what failed, so nothing stops silently.
 */
export class GoogleAdsPlatform implements AdsPlatform {
  /** One GAQL query per window per sync: campaign and ad levels (day or hour) come from the same rows. */
  private readonly adReports = new Map<string, Promise<GaqlMetricsRow[]>>();

  constructor(private readonly options: GoogleAdsPlatformOptions) {}

  private resource(collection: string, id: string): string {
    return `customers/${this.options.customerId}/${collection}/${id}`;
  }

  private async run<T>(action: string, operations: number, work: () => Promise<T>): Promise<T> {
    try {
      return await this.options.call(action, operations, work);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = error instanceof QuotaExhausted ? error.message : describeFailure(error);
      this.options.onFailure?.({ action, message });
      throw errors.upstream(`Google Ads could not ${action}: ${message}`);
    }
  }

  private mutate(action: string, operations: Operation[]): Promise<services.MutateGoogleAdsResponse> {
    return this.run(action, operations.length, () => this.options.customer.mutateResources(operations));
  }

  private query<Row>(action: string, gaql: string): Promise<Row[]> {
    return this.run(action, 1, () => this.options.customer.query<Row[]>(gaql));
  }

  async createCampaign(spec: CampaignSpec): Promise<CreatedCampaign> {
    const operations = launchOperations(this.options.customerId, spec);
    const response = await this.mutate(`launch campaign "${spec.name}"`, operations);
    const names = (response.mutate_operation_responses ?? []).map((result) =>
      toText(
        result.campaign_result?.resource_name ??
          result.ad_group_result?.resource_name ??
          result.ad_group_ad_result?.resource_name ??
          result.ad_group_criterion_result?.resource_name ??
          result.campaign_budget_result?.resource_name,
      ),
    );
    const created: CreatedCampaign = { campaignId: resourceId(names[1]), adGroups: [] };
    let index = 2;
    for (const group of spec.adGroups) {
      const adGroupId = resourceId(names[index++]);
      const adIds = group.ads.map(() => resourceId(names[index++]));
      const keywordIds = group.keywords.map(() => resourceId(names[index++]));
      created.adGroups.push({ adGroupId, adIds, keywordIds });
    }
    return created;
  }

  /** New challengers: enabled while the ad group has fewer than 3 enabled ads, the rest created paused (queued). */
  async addAds(adGroupId: string, ads: readonly AdSpec[]): Promise<string[]> {
    let free = MAX_ENABLED_ADS_PER_AD_GROUP - (await this.enabledAdIds(adGroupId)).length;
    const adGroup = this.resource('adGroups', adGroupId);
    const operations = ads.map((ad) => responsiveSearchAd(adGroup, ad, free-- > 0 ? 'ENABLED' : 'PAUSED'));
    const response = await this.mutate('add ads', operations);
    return (response.mutate_operation_responses ?? []).map((result) => resourceId(result.ad_group_ad_result?.resource_name));
  }

  async setCampaignDailyBudget(campaignId: string, dailyBudgetMicros: number): Promise<void> {
    const rows = await this.query<{ campaign?: { campaign_budget?: unknown } }>(
      'find the campaign budget',
      `SELECT campaign.id, campaign.campaign_budget FROM campaign WHERE campaign.id = ${Number(campaignId)}`,
    );
    const budget = toText(rows[0]?.campaign?.campaign_budget);
    if (!budget) throw errors.notFound(`Campaign ${campaignId} was not found in Google Ads`);
    await this.mutate('change the daily budget', [
      { entity: 'campaign_budget', operation: 'update', resource: { resource_name: budget, amount_micros: Math.round(dailyBudgetMicros) } },
    ]);
  }

  async setCampaignStatus(campaignId: string, status: ServingStatus): Promise<void> {
    await this.mutate(status === 'ENABLED' ? 'resume the campaign' : 'pause the campaign', [
      { entity: 'campaign', operation: 'update', resource: { resource_name: this.resource('campaigns', campaignId), status: servingStatus(status) } },
    ]);
  }

  async setAdStatus(adId: string, status: ServingStatus): Promise<void> {
    const [adGroupId] = splitCompositeId(adId);
    if (status === 'ENABLED') {
      const enabled = await this.enabledAdIds(adGroupId);
      if (!enabled.includes(adId) && enabled.length >= MAX_ENABLED_ADS_PER_AD_GROUP) {
        throw errors.conflict('Google Ads runs at most 3 ads per ad group: pause another ad of this group first.');
      }
    }
    await this.mutate(status === 'ENABLED' ? 'resume the ad' : 'pause the ad', [
      { entity: 'ad_group_ad', operation: 'update', resource: { resource_name: this.resource('adGroupAds', adId), status: adStatus(status) } },
    ]);
  }

  /**
   * Google cannot weight traffic, so roles become serving states: champion, runner-up and one
   * challenger (or the first three contenders) are enabled and rotate evenly; other challengers
   * are paused and wait for a free slot.
   */
  async setAdRoles(_adGroupId: string, roles: Readonly<Record<string, AdRole>>): Promise<void> {
    const ids = Object.keys(roles);
    const ranked = [
      ...ids.filter((id) => roles[id] === 'champion'),
      ...ids.filter((id) => roles[id] === 'runnerUp'),
      ...ids.filter((id) => roles[id] === 'challenger').slice(0, 1),
      ...ids.filter((id) => roles[id] === 'contender'),
    ];
    const enabled = new Set(ranked.slice(0, MAX_ENABLED_ADS_PER_AD_GROUP));
    await this.mutate(
      'rotate the ads',
      ids.map((id) => ({
        entity: 'ad_group_ad',
        operation: 'update',
        resource: { resource_name: this.resource('adGroupAds', id), status: adStatus(enabled.has(id) ? 'ENABLED' : 'PAUSED') },
      })),
    );
  }

  async setKeywordStatus(keywordId: string, status: ServingStatus): Promise<void> {
    splitCompositeId(keywordId);
    await this.mutate(status === 'ENABLED' ? 'resume the keyword' : 'pause the keyword', [
      { entity: 'ad_group_criterion', operation: 'update', resource: { resource_name: this.resource('adGroupCriteria', keywordId), status: criterionStatus(status) } },
    ]);
  }

  async setKeywordBids(bids: readonly KeywordBid[]): Promise<void> {
    if (bids.length === 0) return;
    await this.mutate(
      'change keyword bids',
      bids.map((bid) => {
        splitCompositeId(bid.keywordId);
        return {
          entity: 'ad_group_criterion',
          operation: 'update',
          resource: { resource_name: this.resource('adGroupCriteria', bid.keywordId), cpc_bid_micros: Math.round(bid.cpcBidMicros) },
        };
      }),
    );
  }

  async setBidSchedule(campaignId: string, schedule: BidSchedule): Promise<void> {
    const rows = await this.query<{ campaign_criterion?: { resource_name?: unknown } }>(
      'read the ad schedule',
      `SELECT campaign_criterion.resource_name FROM campaign_criterion WHERE campaign.id = ${Number(campaignId)} AND campaign_criterion.type = 'AD_SCHEDULE'`,
    );
    const existing = rows.map((row) => toText(row.campaign_criterion?.resource_name)).filter(Boolean);
    await this.mutate('set the ad schedule', adScheduleOperations(this.options.customerId, campaignId, existing, schedule));
  }

  async fetchMetrics(query: MetricsQuery): Promise<MetricsReport> {
    const nowMs = this.options.clock();
    if (query.campaignIds.length === 0) return reportOf([], nowMs);
    if (query.level === 'keyword') {
      const rows = await this.query<GaqlMetricsRow>('read keyword metrics', keywordDailyQuery(query));
      return reportOf(rowsFromKeywordReport(rows), nowMs);
    }
    const key = `${[...query.campaignIds].sort().join(',')}|${query.from}|${query.to}`;
    let rows = this.adReports.get(key);
    if (!rows) {
      rows = this.query<GaqlMetricsRow>('read campaign and ad metrics', adHourlyQuery(query));
      this.adReports.set(key, rows);
      rows.catch(() => this.adReports.delete(key));
    }
    return reportOf(rowsFromAdReport(await rows, query), nowMs);
  }

  private async enabledAdIds(adGroupId: string): Promise<string[]> {
    const rows = await this.query<{ ad_group?: { id?: unknown }; ad_group_ad?: { ad?: { id?: unknown } } }>(
      'count the enabled ads',
      `SELECT ad_group.id, ad_group_ad.ad.id FROM ad_group_ad WHERE ad_group.id IN (${idList([adGroupId])}) AND ad_group_ad.status = 'ENABLED'`,
    );
    return rows.map((row) => `${toText(row.ad_group?.id)}~${toText(row.ad_group_ad?.ad?.id)}`);
  }
}
