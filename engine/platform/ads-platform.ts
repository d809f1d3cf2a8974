import type { MatchType } from '../../schema/google-ads-limits';

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
  /** Replaces a campaign's ad schedule bid adjustments. */
  setBidSchedule(campaignId: string, schedule: BidSchedule): Promise<void>;
  /**
   * Metrics for whole UTC dates `from`..`to` (inclusive). Rows of the last `reportingLagHours` may
   * be missing or partial: `completeThrough` says up to when the figures are final.
   */
  fetchMetrics(query: MetricsQuery): Promise<MetricsReport>;
}

export type ServingStatus = 'ENABLED' | 'PAUSED';
/** 'contender': a first-round variant, no champion yet (served evenly). */
export type AdRole = 'champion' | 'runnerUp' | 'challenger' | 'contender';

export interface CampaignSpec {
  name: string;
  dailyBudgetMicros: number;
  adGroups: readonly AdGroupSpec[];
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
