import type { CampaignAssets } from '../../schema/assets';
import type { BiddingStrategy } from '../../schema/bidding';
import type { MatchType } from '../../schema/google-ads-limits';
import type { Targeting } from '../../schema/targeting';

/**
 * The one ads-platform interface the engine talks to, in demo mode (the seeded auction simulator in
 * ./demo) and live (Google Ads) alike. Money is in micros (integer millionths of the account
 * currency) at this boundary, as Google Ads has it; the ledger converts to cents.
 */
export interface AdsPlatform {
  /** Creates a campaign with its ad groups, responsive search ads and keywords, enabled. */
  createCampaign(spec: CampaignSpec): Promise<CreatedCampaign>;
  /** Adds ads (new challengers) to an existing ad group; returns their ids in order. */
  addAds(adGroupId: string, ads: readonly AdSpec[]): Promise<string[]>;
  setCampaignDailyBudget(campaignId: string, dailyBudgetMicros: number): Promise<void>;
  setCampaignStatus(campaignId: string, status: ServingStatus): Promise<void>;
  setAdStatus(adId: string, status: ServingStatus): Promise<void>;
  /**
   * Tells the platform which ad plays which part. The demo serves 70/20/10 by role; Google cannot
   * weight ads, so the live adapter rotates evenly among the enabled ones (DESIGN.md).
   */
  setAdRoles(adGroupId: string, roles: Readonly<Record<string, AdRole>>): Promise<void>;
  setKeywordStatus(keywordId: string, status: ServingStatus): Promise<void>;
  setKeywordBids(bids: readonly KeywordBid[]): Promise<void>;
  /** Switches a campaign's bid strategy (engine/bidding, docs/bidding.md). */
  setBiddingStrategy(campaignId: string, strategy: BiddingStrategy): Promise<void>;
  /** Replaces a campaign's ad schedule bid adjustments. */
  setBidSchedule(campaignId: string, schedule: BidSchedule): Promise<void>;
  /**
   * Metrics for whole UTC dates `from`..`to` (inclusive). Rows of the last `reportingLagHours` may
   * be missing or partial: `completeThrough` says up to when the figures are final.
   */
  fetchMetrics(query: MetricsQuery): Promise<MetricsReport>;
  /**
   * Before a launch: what keeps `targeting` from becoming campaign criteria (a place the platform
   * cannot find, no targeting at all), as a message for the owner; null when it can. The demo
   * simulator takes any targeting and leaves this out.
   */
  checkTargeting?(targeting: Targeting | null): Promise<string | null>;
  /** Makes a campaign's location and language criteria match `targeting`, changing only what differs. */
  setCampaignTargeting?(campaignId: string, targeting: Targeting): Promise<void>;
  /**
   * Several campaigns' budget and status changes at once, budgets first (Google: one query and at
   * most two mutates, however many campaigns). Without it, the campaigns are changed one by one.
   */
  applyCampaignChanges?(changes: readonly CampaignChange[]): Promise<void>;
  /** Google's policy review of every ad and keyword of these campaigns (the demo reviews nothing). */
  fetchPolicy?(campaignIds: readonly string[]): Promise<PolicyReport>;
  /** The searches that triggered the ads, per campaign, ad group and search text, summed over whole dates `from`..`to`. */
  fetchSearchTerms?(query: SearchTermQuery): Promise<SearchTermRow[]>;
  /** Adds negative keywords (campaign level when `adGroupId` is null); returns their ids in order. */
  addNegativeKeywords?(negatives: readonly NegativeKeywordSpec[]): Promise<string[]>;
  /** Removes negative keywords this adapter handed out. */
  removeNegativeKeywords?(negativeIds: readonly string[]): Promise<void>;
  /** Adds keywords to an existing ad group; returns their ids in order. */
  addKeywords?(adGroupId: string, keywords: readonly KeywordSpec[]): Promise<string[]>;
}

export interface SearchTermQuery {
  campaignIds: readonly string[];
  /** YYYY-MM-DD, whole dates, inclusive. */
  from: string;
  to: string;
}

export interface SearchTermRow {
  campaignId: string;
  adGroupId: string;
  /** The search as typed (Google lower-cases it). */
  text: string;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
}

export interface NegativeKeywordSpec {
  campaignId: string;
  /** null: the whole campaign. */
  adGroupId: string | null;
  text: string;
  matchType: 'EXACT' | 'PHRASE';
}

/**
 * Policy review as Google reports it. Ads: APPROVED, APPROVED_LIMITED ("eligible (limited)"),
 * AREA_OF_INTEREST_ONLY, DISAPPROVED, UNKNOWN; review REVIEW_IN_PROGRESS, REVIEWED, UNDER_APPEAL,
 * ELIGIBLE_MAY_SERVE. Keywords: APPROVED, DISAPPROVED, PENDING_REVIEW, UNDER_REVIEW.
 */
export interface PolicyReport {
  ads: { adId: string; approval: string; review: string; topics: string[] }[];
  keywords: { keywordId: string; approval: string; topics: string[] }[];
}

export type ServingStatus = 'ENABLED' | 'PAUSED';

/**
 * A campaign change for the platform. Budget first, then status: resuming at yesterday's budget
 * could briefly allow more than planned.
 */
export interface CampaignChange {
  campaignId: string;
  dailyBudgetMicros?: number;
  status?: ServingStatus;
}
/** 'contender': a first-round variant, no champion yet (served evenly). */
export type AdRole = 'champion' | 'runnerUp' | 'challenger' | 'contender';

export interface CampaignSpec {
  name: string;
  /**
   * The planned campaign's stable identity. The platform keeps it with the campaign (Google: a name
   * suffix) and, asked again with the same key, returns the campaign it already has instead of
   * creating a second one: a launch retried after a crash adopts, never duplicates. (The demo
   * simulator's state commits with the campaign rows, so it never holds an unrecorded campaign.)
   */
  launchKey?: string;
  /** ENABLED unless given: the launch workflow creates PAUSED and enables once the campaign is recorded. */
  status?: ServingStatus;
  /** The business's locations and languages; Google Ads refuses to launch without them. */
  targeting?: Targeting | null;
  dailyBudgetMicros: number;
  /** The bid strategy it starts on (engine/bidding/launch-strategy.ts); manual CPC when absent. */
  bidding?: BiddingStrategy | null;
  adGroups: readonly AdGroupSpec[];
  /**
   * Sitelinks, callouts, snippets, call and location from the plan (issue 22). Created with the
   * campaign; a platform that cannot create them still creates the campaign and says why in
   * `CreatedCampaign.assets`.
   */
  assets?: CampaignAssets | null;
}

export interface AdGroupSpec {
  name: string;
  ads: readonly AdSpec[];
  keywords: readonly KeywordSpec[];
}

/** A responsive search ad (limits in schema/google-ads-limits.ts). */
export interface AdSpec {
  headlines: readonly string[];
  descriptions: readonly string[];
  finalUrl: string;
  path1?: string;
  path2?: string;
}

export interface KeywordSpec {
  text: string;
  matchType: MatchType;
  cpcBidMicros: number;
}

export interface CreatedCampaign {
  campaignId: string;
  adGroups: { adGroupId: string; adIds: string[]; keywordIds: string[] }[];
  /** What became of the spec's assets: how many the platform holds, what it left out and why, a failure that did not stop the campaign. */
  assets?: AssetsOutcome;
}

export interface AssetsOutcome {
  created: number;
  /** Assets this platform does not create, each with the reason ("location: …"). */
  skipped: string[];
  /** The platform refused the assets; the campaign was created without them. */
  failed: string | null;
}

export interface KeywordBid {
  keywordId: string;
  cpcBidMicros: number;
}

/**
 * Bid adjustments as multipliers (1 = no change, 1.2 = +20%), Google's range 0.1..10; 24 hours of
 * the day (UTC) and 7 days of the week (0 = Sunday).
 */
export interface BidSchedule {
  hourOfDay: readonly number[];
  dayOfWeek: readonly number[];
}

export type MetricsLevel = 'campaign' | 'ad' | 'keyword';

export interface MetricsQuery {
  campaignIds: readonly string[];
  level: MetricsLevel;
  /** YYYY-MM-DD, UTC. */
  from: string;
  to: string;
  segment: 'day' | 'hour';
}

export interface MetricsRow {
  campaignId: string;
  adGroupId: string | null;
  /** The campaign, ad or keyword id, by level. */
  entityId: string;
  date: string;
  /** 0-23 with segment 'hour', null with 'day'. */
  hour: number | null;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
  /** 1-10 for ads and keywords once the platform has one; null otherwise. */
  qualityScore: number | null;
}

export interface MetricsReport {
  rows: MetricsRow[];
  /** Epoch ms: every figure for time before this is final; later ones may still grow. */
  completeThrough: number;
}
