import type { BiddingStrategy } from '../../schema/bidding';
import type { LedgerRow } from '../budget/ledger';
import type { PacingProfile } from '../budget/pacing';
import type { AdRole, AdSpec } from '../platform/ads-platform';
import type { Counters } from '../platform/demo/demo-state';
import type { EngineSearchTerm } from '../search-terms/review-in-memory';
import type { ActiveNegative } from '../search-terms/review-search-terms';
import type { RoundResult } from '../stats/evaluate-round';

/** One ad in the engine's books. */
export interface EngineAd {
  adId: string;
  variant: string;
  role: AdRole;
  status: 'active' | 'paused';
  spec: AdSpec;
  /** Tournament and round the ad entered. */
  tournament: number;
  round: number;
}

export interface EngineAdGroup {
  adGroupId: string;
  ads: EngineAd[];
  keywords: { keywordId: string; text: string; cpcBidMicros: number; status: 'active' | 'paused' }[];
}

export interface EngineCampaign {
  businessId: string;
  campaignId: string;
  name: string;
  status: 'active' | 'paused';
  pausedByGuard: boolean;
  dailyBudgetMicros: number;
  /** The campaign's own monthly budget: its base share of the business budget. */
  monthlyBudgetCents: number;
  /** The optimizer's tilt of that share (1 = as planned). */
  weight: number;
  maxBudgetByDate: Record<string, number>;
  ledgerCentsByDate: Record<string, number>;
  platformMicrosByDate: Record<string, number>;
  /** Ledger window (campaign|date) -> cumulative micros recorded. */
  recordedMicros: Record<string, number>;
  adGroups: EngineAdGroup[];
  /** Persisted tournament actor snapshot (machines/tournament.ts). */
  tournament: unknown;
  /** Delivery by hour of day and weekday, learned from final hourly reports. */
  hourOfDay: Counters[];
  dayOfWeek: Counters[];
  learnedThroughHour: number;
  rounds: { tournament: number; round: number; adGroupId: string; result: RoundResult }[];
  /** Pauses and replacements the engine took, for the simulator to judge against the hidden truth. */
  decisions?: EngineDecision[];
  /** Search terms reviewed, by `adGroupId|text` (engine/search-terms). */
  searchTerms?: Record<string, EngineSearchTerm>;
  /** Negative keywords the engine added. */
  negatives?: ActiveNegative[];
  /** The bid strategy and when the engine set it (absent: manual CPC since launch; engine/bidding). */
  bidding?: { strategy: BiddingStrategy; sinceMs: number | null };
}

/** A pause or replacement: `entityId` was paused (or crowned) against `comparedTo` (the others serving, or the old champion). */
export interface EngineDecision {
  atMs: number;
  kind: 'replace' | 'pauseKeyword' | 'pauseAd';
  entityId: string;
  comparedTo: string[];
  metric?: 'ctr' | 'conversionsPerImpression';
}

export interface EngineBusiness {
  businessId: string;
  monthlyBudgetCents: number;
  profile: PacingProfile;
  campaignIds: string[];
  syncedAtMs: number;
  ledger: LedgerRow[];
  /** The Google Ads account's IANA time zone (absent: UTC, as the demo simulator runs). */
  timeZone?: string;
  /** The Google Ads account's ISO currency, which every amount of the business is in (absent: US dollars, as in demo). */
  currencyCode?: string;
  /** The places the business serves, as its site and targeting name them (the search-term review reads them). */
  places?: string[];
}

/** The in-memory engine's state: plain JSON, the same records the persisted engine keeps in tables. */
export interface EngineState {
  businesses: Record<string, EngineBusiness>;
  campaigns: Record<string, EngineCampaign>;
}

/** Books a pause or replacement on the campaign (what the simulator judges afterwards). */
export function recordDecision(campaign: EngineCampaign, decision: EngineDecision): void {
  if (campaign.decisions) campaign.decisions.push(decision);
  else campaign.decisions = [decision];
}
