import type { BiddingStrategy } from '../../../schema/bidding';
import type { MatchType } from '../../../schema/google-ads-limits';
import type { AdRole, BidSchedule, ServingStatus } from '../ads-platform';
import type { DemoAssets } from './asset-uplift';

/**
 * The demo simulator's whole state: plain JSON (numbers, strings, arrays, records), so that the
 * persisted engine can store it per business and resume it exactly, PRNG streams included.
 */
export interface DemoState {
  /** 2 since reports are kept in flat per-slot arrays; `DemoPlatform.fromJSON` still reads version 1. */
  version: 2;
  seed: number;
  /** Simulated up to this instant (a whole hour), epoch ms. */
  nowMs: number;
  worstCase: boolean;
  /** A/A market: every keyword, ad and hour of a campaign truly alike (absent = false). */
  equalTruth?: boolean;
  nextId: number;
  campaigns: Record<string, DemoCampaign>;
  /** Ad, ad group and keyword id -> campaign id. */
  owners: Record<string, string>;
}

/** Four counters per row, in this order. */
export type Counters = [impressions: number, clicks: number, conversions: number, costMicros: number];

export interface Market {
  industry: string;
  /** Drawn as one of the markets where demand, not the budget, is the limit (the simulator's truth). */
  demandLimited?: boolean;
  baseCtr: number;
  baseConversionRate: number;
  baseCpcMicros: number;
  /** Searches per day the campaign could win at full impression share. */
  dailyImpressions: number;
  /** Relative traffic per hour of the day (UTC), mean 1. */
  hourTraffic: number[];
  /** Relative conversion rate per hour of the day, mean 1: why ad scheduling pays. */
  hourConversion: number[];
  /** Relative traffic per day of the week (0 = Sunday), mean 1. */
  dayTraffic: number[];
}

export interface DemoAd {
  id: string;
  status: ServingStatus;
  role: AdRole;
  /** True CTR = market base CTR x this (hidden from the engine). */
  ctrFactor: number;
  conversionFactor: number;
  /** Where this ad's counters sit in the campaign's report arrays (see `DemoCampaign.entityIds`). */
  slot: number;
  headlines: string[];
  descriptions: string[];
}

export interface DemoKeyword {
  id: string;
  text: string;
  matchType: MatchType;
  cpcBidMicros: number;
  status: ServingStatus;
  volumeShare: number;
  ctrFactor: number;
  cpcFactor: number;
  /** True conversion rate = market base x this (hidden); absent in states saved before it existed (1). */
  conversionFactor?: number;
  /** Where this keyword's counters sit in the campaign's report arrays. */
  slot: number;
  /** The searches behind the keyword (./search-terms.ts); absent in states saved before them (drawn on load). */
  terms?: DemoSearchTerm[];
}

/** One search behind a keyword: its share of the keyword's searches and the hidden truth of its relevance. */
export interface DemoSearchTerm {
  id: string;
  text: string;
  /** The market's truth: whether this search wants what the business sells (hidden from the engine). */
  relevant: boolean;
  /** Share of the keyword's searches. */
  weight: number;
  /** A negative keyword excludes it: it no longer serves. */
  excluded: boolean;
  slot: number;
  /** Everything it cost, reported or not (the simulator's judge). */
  deliveredMicros: number;
}

/** A negative keyword in the demo account. */
export interface DemoNegative {
  id: string;
  /** null: the whole campaign. */
  adGroupId: string | null;
  text: string;
  matchType: 'EXACT' | 'PHRASE';
}

export interface DemoAdGroup {
  id: string;
  name: string;
  ads: DemoAd[];
  keywords: DemoKeyword[];
}

export interface PendingHour {
  hourIndex: number;
  reportAtMs: number;
  /**
   * What that hour delivered, not yet reported: for each entity served, in the order it was first
   * served, five numbers: its slot, then its counters.
   */
  cells: number[];
}

export interface DemoCampaign {
  id: string;
  name: string;
  status: ServingStatus;
  dailyBudgetMicros: number;
  /** PRNG state of this campaign's own stream. */
  rng: number;
  market: Market;
  schedule: BidSchedule;
  adGroups: DemoAdGroup[];
  day: { date: string; spentMicros: number; maxBudgetMicros: number; demand: number };
  month: { month: string; spentMicros: number; pastDayBudgetsMicros: number; pastDays: number };
  /**
   * The simulator's truth per UTC date: what the day's searches could have cost at full impression
   * share, what they could cost at the bids set (both before the budget), and the hours nothing could
   * serve (no enabled keyword or ad). Absent in states saved before it existed.
   */
  potentialByDate?: Record<string, [fullMicros: number, atBidsMicros: number, idleHours: number]>;
  /** Negative keywords, campaign and ad group level (absent: none). */
  negatives?: DemoNegative[];
  /** The bid strategy and when it was set (absent: manual CPC since launch; ./bidding-model.ts). */
  bidding?: BiddingStrategy & {
    sinceMs: number;
    /** The simulator's own bookkeeping (./bidding-model.ts): the 30 days' figures of the day, the day's bid level, Target CPA's bid cap. */
    learnedOnDay?: number;
    learnedConversions?: number;
    learnedCostMicros?: number;
    bidDay?: number;
    dayBidOverCpc?: number;
    targetBidCap?: number;
  };
  /** PRNG state of the stream that splits keywords' figures over their searches (absent: not started). */
  termRng?: number;
  /** The town the campaign's local searches name (./search-terms.ts homeTownOf). */
  homeTown?: string;
  /** The campaign's assets (issue 22, ./asset-uplift.ts); absent: none. */
  assets?: DemoAssets;
  /** Impressions served, and of them served with assets (expected, so fractional); absent before any. */
  assetImpressions?: { impressions: number; withAssets: number };
  /** Everything actually delivered (the truth, reported or not), for tests and summaries. */
  deliveredMicrosByMonth: Record<string, number>;
  pending: PendingHour[];
  /**
   * Report slot -> entity id: slot 0 is the campaign, then its keywords and ads in creation order.
   * Reports are flat arrays of 4 counters per slot, so the simulator's hourly bookkeeping is array
   * arithmetic rather than lookups by id.
   */
  entityIds: string[];
  /** Reported counters per UTC date, `daily[i]` for day `dailyFromDay + i` (days since the epoch); [] = none. */
  dailyFromDay: number;
  daily: number[][];
  /** Reported counters per hour, `hourly[i]` for hour `hourlyFromHour + i` (hours since the epoch), kept for `HOURLY_RETENTION_HOURS`. */
  hourlyFromHour: number;
  hourly: number[][];
}

export const HOUR_MS = 3_600_000;
export const HOURLY_RETENTION_HOURS = 48;
export const DAILY_RETENTION_DAYS = 70;

export { isoDate as toDate } from '../../budget/month-calendar';
