import type { LedgerRow } from '../budget/ledger';
import type { PacingProfile } from '../budget/pacing';
import type { Counters } from '../platform/demo/demo-state';
import type { AdRole, AdSpec } from '../platform/ads-platform';
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
}

export interface EngineBusiness {
  businessId: string;
  monthlyBudgetCents: number;
  profile: PacingProfile;
  campaignIds: string[];
  syncedAtMs: number;
  ledger: LedgerRow[];
}

/** The in-memory engine's state: plain JSON, the same records the persisted engine keeps in tables. */
export interface EngineState {
  businesses: Record<string, EngineBusiness>;
  campaigns: Record<string, EngineCampaign>;
}
