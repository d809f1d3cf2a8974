import type { Customer, services } from 'google-ads-api';
import type { BiddingStrategy } from '../../../schema/bidding';
import { AppError, errors } from '../../../schema/errors';
import type { Targeting } from '../../../schema/targeting';
import { accessLevelProblem } from '../../google-ads/access-level';
import type { GoogleAdsCall } from '../../google-ads/call-policy';
import { resourceId, toText } from '../../google-ads/gaql-values';
import { describeFailure } from '../../google-ads/google-ads-errors';
import type {
  AdRole,
  AdSpec,
  AdsPlatform,
  BidSchedule,
  CampaignChange,
  CampaignSpec,
  CreatedCampaign,
  KeywordBid,
  KeywordSpec,
  MetricsQuery,
  MetricsReport,
  NegativeKeywordSpec,
  PolicyReport,
  SearchTermQuery,
  SearchTermRow,
  ServingStatus,
} from '../ads-platform';
import { type AdScheduleRow, adScheduleOperations, adScheduleQuery, existingEntries } from './ad-schedule';
import { adoptLaunchedCampaign, type LaunchedAdRow, type LaunchedKeywordRow, launchedAdsQuery, launchedKeywordsQuery } from './adopt-campaign';
import { assetOperations, campaignAssetsQuery, LOCATION_NOT_CREATED } from './asset-operations';
import { biddingStrategyOperation } from './bidding-operation';
import {
  adStatus,
  criterionStatus,
  launchedCampaignQuery,
  launchOperations,
  MAX_ENABLED_ADS_PER_AD_GROUP,
  type Operation,
  responsiveSearchAd,
  servingStatus,
} from './campaign-operations';
import { adHourlyQuery, type GaqlMetricsRow, keywordDailyQuery, reportOf, rowsFromAdReport, rowsFromKeywordReport } from './metrics-query';
import { type AdPolicyRow, adPolicyQuery, type KeywordPolicyRow, keywordPolicyQuery, policyReportOf } from './policy-query';
import {
  addKeywordOperations,
  negativeIdOf,
  negativeKeywordOperation,
  removeNegativeOperation,
  type SearchTermGaqlRow,
  searchTermRowsOf,
  searchTermsQuery,
} from './search-terms-query';
import { criterionKey, TargetingResolver, targetingOperations } from './targeting-criteria';

/** A failed Google Ads call, for the business's activity log (written outside the caller's transaction). */
export interface PlatformFailure {
  action: string;
  message: string;
  /** Set when the Cloud project's access level refused the call: what the operator must do. */
  forOperator?: string;
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
  /**
   * One GAQL query per sync: campaign and ad levels, by day or by hour, come from the same hourly
   * rows, and a window inside one already read (the delivery profile's two days inside the sync's
   * seven) is cut from it rather than asked again.
   */
  private readonly adReports: { ids: string; from: string; to: string; rows: Promise<GaqlMetricsRow[]> }[] = [];

  private readonly targeting: TargetingResolver;

  constructor(private readonly options: GoogleAdsPlatformOptions) {
    this.targeting = new TargetingResolver(options.customer, (what, operations, run) => this.run(what, operations, run));
  }

  private resource(collection: string, id: string): string {
    return `customers/${this.options.customerId}/${collection}/${id}`;
  }

  private async run<T>(action: string, operations: number, work: () => Promise<T>): Promise<T> {
    try {
      return await this.options.call(action, operations, work);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const access = accessLevelProblem(error);
      const message = access?.forOwner ?? describeFailure(error);
      this.options.onFailure?.({ action, message, ...(access ? { forOperator: access.forOperator } : {}) });
      throw errors.upstream(`Google Ads could not ${action}: ${message}`);
    }
  }

  private mutate(action: string, operations: Operation[]): Promise<services.MutateGoogleAdsResponse> {
    return this.run(action, operations.length, () => this.options.customer.mutateResources(operations));
  }

  private query<Row>(action: string, gaql: string): Promise<Row[]> {
    return this.run(action, 1, () => this.options.customer.query<Row[]>(gaql));
  }

  /**
   * One atomic mutate; with a launch key, Google is first asked for the campaign of an earlier
   * attempt (whose answer a crash or a lost connection swallowed), which is adopted instead.
   */
  async createCampaign(spec: CampaignSpec): Promise<CreatedCampaign> {
    if (spec.launchKey) {
      const adopted = await this.findLaunched(spec, spec.launchKey);
      if (adopted) return { ...adopted, ...(await this.addCampaignAssets(adopted.campaignId, spec, true)) };
    }
    const problem = await this.checkTargeting(spec.targeting ?? null);
    if (problem || !spec.targeting) throw errors.validation(problem ?? 'No targeting');
    const resolved = await this.targeting.resolve(spec.targeting);
    const operations = launchOperations(this.options.customerId, spec, resolved);
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
    return { ...created, ...(await this.addCampaignAssets(created.campaignId, spec, false)) };
  }

  /**
   * The plan's assets, in one mutate after the campaign's: Google refusing them (a policy, a limit)
   * leaves the campaign created, and the outcome says why. An adopted campaign that already holds
   * assets gets none twice.
   */
  private async addCampaignAssets(campaignId: string, spec: CampaignSpec, adopted: boolean): Promise<Pick<CreatedCampaign, 'assets'>> {
    if (!spec.assets) return {};
    const skipped = spec.assets.location ? [LOCATION_NOT_CREATED] : [];
    const { operations, count } = assetOperations(this.options.customerId, this.resource('campaigns', campaignId), spec.assets);
    if (count === 0) return { assets: { created: 0, skipped, failed: null } };
    try {
      if (adopted) {
        const existing = await this.query<unknown>(`read the assets of campaign "${spec.name}"`, campaignAssetsQuery(campaignId));
        if (existing.length > 0) return { assets: { created: existing.length, skipped, failed: null } };
      }
      await this.mutate(`create the assets of campaign "${spec.name}"`, operations);
      return { assets: { created: count, skipped, failed: null } };
    } catch (error) {
      return { assets: { created: 0, skipped, failed: error instanceof Error ? error.message : String(error) } };
    }
  }

  /** A campaign serves worldwide in every language without criteria: never launched so unless the owner chose "everywhere". */
  async checkTargeting(targeting: Targeting | null): Promise<string | null> {
    if (!targeting) return 'Choose where your ads show and in which languages before launching on Google Ads.';
    const { unresolved } = await this.targeting.resolve(targeting);
    if (unresolved.length === 0) return null;
    return `Google Ads could not find ${unresolved.map((label) => `"${label}"`).join(', ')}. Correct ${unresolved.length === 1 ? 'it' : 'them'} in your targeting before launch.`;
  }

  /** Removes the criteria the targeting no longer has and creates the new ones; nothing when they match. */
  async setCampaignTargeting(campaignId: string, targeting: Targeting): Promise<void> {
    const problem = await this.checkTargeting(targeting);
    if (problem) throw errors.validation(problem);
    const resolved = await this.targeting.resolve(targeting);
    const campaign = this.resource('campaigns', campaignId);
    const wanted = targetingOperations(campaign, resolved);
    const rows = await this.query<{ campaign_criterion?: Parameters<typeof criterionKey>[0] & { resource_name?: unknown } }>(
      'read the campaign targeting',
      `SELECT campaign_criterion.resource_name, campaign_criterion.location.geo_target_constant, campaign_criterion.language.language_constant, campaign_criterion.proximity.address.street_address, campaign_criterion.proximity.address.country_code, campaign_criterion.proximity.radius FROM campaign_criterion WHERE campaign.id = ${Number(campaignId)} AND campaign_criterion.type IN ('LOCATION', 'LANGUAGE', 'PROXIMITY') AND campaign_criterion.negative = FALSE`,
    );
    const existing = new Map(rows.map((row) => [criterionKey(row.campaign_criterion ?? {}), toText(row.campaign_criterion?.resource_name)]));
    const wantedKeys = new Set<string>();
    const creates = wanted.filter((operation) => {
      const key = criterionKey(operation.resource as Parameters<typeof criterionKey>[0]);
      wantedKeys.add(key);
      return !existing.has(key);
    });
    const removes: Operation[] = [...existing]
      .filter(([key]) => !wantedKeys.has(key))
      .map(([, resourceName]) => ({ entity: 'campaign_criterion', operation: 'remove', resource: resourceName }));
    if (creates.length + removes.length === 0) return;
    await this.mutate('change the campaign targeting', [...removes, ...creates]);
  }

  /** Two GAQL queries for every ad's and keyword's policy review. */
  async fetchPolicy(campaignIds: readonly string[]): Promise<PolicyReport> {
    if (campaignIds.length === 0) return { ads: [], keywords: [] };
    const ads = await this.query<AdPolicyRow>('read the ads’ policy review', adPolicyQuery(campaignIds));
    const keywords = await this.query<KeywordPolicyRow>('read the keywords’ policy review', keywordPolicyQuery(campaignIds));
    return policyReportOf(ads, keywords);
  }

  /** One GAQL query for every campaign's searches over the dates. */
  async fetchSearchTerms(query: SearchTermQuery): Promise<SearchTermRow[]> {
    if (query.campaignIds.length === 0) return [];
    return searchTermRowsOf(await this.query<SearchTermGaqlRow>('read the search terms', searchTermsQuery(query)));
  }

  /** All the negatives in one atomic mutate (one operation each, counted against the business's budget). */
  async addNegativeKeywords(negatives: readonly NegativeKeywordSpec[]): Promise<string[]> {
    if (negatives.length === 0) return [];
    const response = await this.mutate(
      'add negative keywords',
      negatives.map((negative) => negativeKeywordOperation(this.options.customerId, negative)),
    );
    return (response.mutate_operation_responses ?? []).map((result) => negativeIdOf(result));
  }

  async removeNegativeKeywords(negativeIds: readonly string[]): Promise<void> {
    if (negativeIds.length === 0) return;
    await this.mutate(
      'remove negative keywords',
      negativeIds.map((id) => removeNegativeOperation(this.options.customerId, id)),
    );
  }

  async addKeywords(adGroupId: string, keywords: readonly KeywordSpec[]): Promise<string[]> {
    if (keywords.length === 0) return [];
    const response = await this.mutate('add keywords', addKeywordOperations(this.options.customerId, adGroupId, keywords));
    return (response.mutate_operation_responses ?? []).map((result) => resourceId(result.ad_group_criterion_result?.resource_name));
  }

  private async findLaunched(spec: CampaignSpec, launchKey: string): Promise<CreatedCampaign | null> {
    const found = await this.query<{ campaign?: { id?: unknown } }>(`look for campaign "${spec.name}" of an earlier attempt`, launchedCampaignQuery(launchKey));
    const campaignId = toText(found[0]?.campaign?.id);
    if (!campaignId) return null;
    const ads = await this.query<LaunchedAdRow>(`read the ads of campaign "${spec.name}"`, launchedAdsQuery(campaignId));
    const keywords = await this.query<LaunchedKeywordRow>(`read the keywords of campaign "${spec.name}"`, launchedKeywordsQuery(campaignId));
    return adoptLaunchedCampaign(spec, campaignId, ads, keywords);
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

  /** All budgets in one query and one mutate, then all statuses in one mutate: 3 requests for any number of campaigns. */
  async applyCampaignChanges(changes: readonly CampaignChange[]): Promise<void> {
    const budgets = changes.filter((change) => change.dailyBudgetMicros !== undefined);
    if (budgets.length > 0) {
      const rows = await this.query<{ campaign?: { id?: unknown; campaign_budget?: unknown } }>(
        budgets.length === 1 ? 'find the campaign budget' : 'find the campaign budgets',
        `SELECT campaign.id, campaign.campaign_budget FROM campaign WHERE campaign.id IN (${idList(budgets.map((change) => change.campaignId))})`,
      );
      const budgetOf = new Map(rows.map((row) => [toText(row.campaign?.id), toText(row.campaign?.campaign_budget)]));
      const missing = budgets.find((change) => !budgetOf.get(String(Number(change.campaignId))));
      if (missing) throw errors.notFound(`Campaign ${missing.campaignId} was not found in Google Ads`);
      await this.mutate(
        'change the daily budget',
        budgets.map((change) => ({
          entity: 'campaign_budget',
          operation: 'update',
          resource: { resource_name: budgetOf.get(String(Number(change.campaignId))), amount_micros: Math.round(change.dailyBudgetMicros ?? 0) },
        })),
      );
    }
    const statuses = changes.filter((change) => change.status !== undefined);
    if (statuses.length === 0) return;
    const action = statuses.length > 1 ? 'change the campaigns’ status' : statuses[0].status === 'ENABLED' ? 'resume the campaign' : 'pause the campaign';
    await this.mutate(
      action,
      statuses.map((change) => ({
        entity: 'campaign',
        operation: 'update',
        resource: { resource_name: this.resource('campaigns', change.campaignId), status: servingStatus(change.status ?? 'PAUSED') },
      })),
    );
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

  async setBiddingStrategy(campaignId: string, strategy: BiddingStrategy): Promise<void> {
    await this.mutate('change the bid strategy', [biddingStrategyOperation(this.resource('campaigns', campaignId), strategy)]);
  }

  /** Writes only the blocks whose bid modifier changed (none when the schedule is the same): one query otherwise. */
  async setBidSchedule(campaignId: string, schedule: BidSchedule): Promise<void> {
    const rows = await this.query<AdScheduleRow>('read the ad schedule', adScheduleQuery(campaignId));
    const operations = adScheduleOperations(this.options.customerId, campaignId, existingEntries(rows), schedule);
    if (operations.length > 0) await this.mutate('set the ad schedule', operations);
  }

  async fetchMetrics(query: MetricsQuery): Promise<MetricsReport> {
    const nowMs = this.options.clock();
    if (query.campaignIds.length === 0) return reportOf([], nowMs);
    if (query.level === 'keyword') {
      const rows = await this.query<GaqlMetricsRow>('read keyword metrics', keywordDailyQuery(query));
      return reportOf(rowsFromKeywordReport(rows), nowMs);
    }
    const ids = [...query.campaignIds].sort().join(',');
    let report = this.adReports.find((item) => item.ids === ids && item.from <= query.from && item.to >= query.to);
    if (!report) {
      const read = { ids, from: query.from, to: query.to, rows: this.query<GaqlMetricsRow>('read campaign and ad metrics', adHourlyQuery(query)) };
      this.adReports.push(read);
      read.rows.catch(() => this.adReports.splice(this.adReports.indexOf(read), 1));
      report = read;
    }
    const rows = (await report.rows).filter((row) => {
      const date = toText(row.segments?.date);
      return date >= query.from && date <= query.to;
    });
    return reportOf(rowsFromAdReport(rows, query), nowMs);
  }

  private async enabledAdIds(adGroupId: string): Promise<string[]> {
    const rows = await this.query<{ ad_group?: { id?: unknown }; ad_group_ad?: { ad?: { id?: unknown } } }>(
      'count the enabled ads',
      `SELECT ad_group.id, ad_group_ad.ad.id FROM ad_group_ad WHERE ad_group.id IN (${idList([adGroupId])}) AND ad_group_ad.status = 'ENABLED'`,
    );
    return rows.map((row) => `${toText(row.ad_group?.id)}~${toText(row.ad_group_ad?.ad?.id)}`);
  }
}
