import type { AdRole, BidSchedule, ServingStatus } from '../ads-platform';
import type { MatchType } from '../../../schema/google-ads-limits';

/**
 * The demo simulator's whole state: plain JSON (numbers, strings, arrays, records), so that the
 * persisted engine can store it per business and resume it exactly, PRNG streams included.
 */
export interface DemoState {
  version: 1;
  seed: number;
  /** Simulated up to this instant (a whole hour), epoch ms. */
  nowMs: number;
  worstCase: boolean;
  nextId: number;
  campaigns: Record<string, DemoCampaign>;
  /** Ad, ad group and keyword id -> campaign id. */
  owners: Record<string, string>;
}

/** Four counters per row, in this order. */
export type Counters = [impressions: number, clicks: number, conversions: number, costMicros: number];

export interface Market {
  industry: string;
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
  /** entity id -> counters delivered in that hour, not yet reported. */
  cells: Record<string, Counters>;
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
  /** Everything actually delivered (the truth, reported or not), for tests and summaries. */
  deliveredMicrosByMonth: Record<string, number>;
  pending: PendingHour[];
  /** entity id -> date -> reported counters. */
  daily: Record<string, Record<string, Counters>>;
  /** entity id -> hour index -> reported counters, kept for `hourlyRetentionHours`. */
  hourly: Record<string, Record<string, Counters>>;
}

export const HOUR_MS = 3_600_000;
export const HOURLY_RETENTION_HOURS = 48;
export const DAILY_RETENTION_DAYS = 70;

export { isoDate as toDate } from '../../budget/month-calendar';
