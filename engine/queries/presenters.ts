import type { ConversionStatus } from '../../schema/api/conversion-tracking';
import type { BiddingStrategyKind } from '../../schema/bidding';
import type { FeeTierName } from '../../schema/constants';
import type {
  ActivityDetails,
  ActivityEventType,
  ActivityLevel,
  ActivityLogEntry,
  AdLifecycleStage,
  Business,
  Campaign,
  HierarchyAd,
  HierarchyKeyword,
  SimulationHistory,
  Workflow,
  WorkflowStatus,
} from '../../schema/entities';
import type { AdReasoning, OnOffStatus } from '../../schema/fields';
import type { MatchType } from '../../schema/google-ads-limits';
import { conversionRate, ctr } from '../../schema/metrics';
import type { Targeting } from '../../schema/targeting';
import { campaignTournamentFlags, type TournamentStateName } from '../../schema/tournament-state';
import { type DemoClockState, presentDemoClock } from '../demo-clock/demo-clock';
import { wilsonInterval } from '../stats/credible-interval';

/** Presenters: database rows (snake_case, cents and micros) to the schema DTOs (dollars, ISO). */

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const dollarsFromCents = (cents: number) => Math.round(cents) / 100;
const dollarsFromMicros = (micros: number) => Math.round(micros / 10_000) / 100;

export const BUSINESS_COLUMNS =
  'b.id, b.business_name, b.daily_budget_cents, b.monthly_budget_cents, b.service_fee_percentage, b.current_pricing_tier, b.next_billing_date, b.website_url, b.industry, b.target_audience, b.targeting, b.platform_mode, b.demo_clock, b.owner_pause, b.simulation_history, b.created_at, b.currency_code, b.time_zone, b.conversion_status';

export interface BusinessRow {
  id: string;
  business_name: string;
  daily_budget_cents: number;
  monthly_budget_cents: number;
  service_fee_percentage: number;
  current_pricing_tier: FeeTierName;
  next_billing_date: Date | null;
  website_url: string;
  industry: string | null;
  target_audience: string | null;
  targeting: Targeting | null;
  platform_mode: 'demo' | 'live';
  demo_clock: DemoClockState | null;
  owner_pause: { at: string } | null;
  simulation_history: SimulationHistory | null;
  created_at: Date;
  currency_code: string | null;
  time_zone: string | null;
  conversion_status: (ConversionStatus & { readAt: string }) | null;
}

/** A month of ledger spend: its total, cents per date from the 1st through today, and which date is today. */
export interface MonthSpend {
  today: string;
  monthCents: number;
  byDate: { date: string; cents: number }[];
}

export function presentBusiness(row: BusinessRow, spend: MonthSpend): Business {
  const dailySpend = spend.byDate.map(({ date, cents }) => ({ date, spend: dollarsFromCents(Math.max(0, cents)) }));
  return {
    id: row.id,
    businessName: row.business_name,
    dailyBudget: dollarsFromCents(row.daily_budget_cents),
    monthlyBudget: dollarsFromCents(row.monthly_budget_cents),
    serviceFeePercentage: row.service_fee_percentage,
    currentPricingTier: row.current_pricing_tier,
    currentMonthAdSpend: dollarsFromCents(Math.max(0, spend.monthCents)),
    nextBillingDate: iso(row.next_billing_date),
    websiteUrl: row.website_url,
    industry: row.industry,
    targetAudience: row.target_audience,
    targeting: row.targeting,
    demoMode: row.platform_mode === 'demo',
    ...(row.platform_mode === 'demo' && row.demo_clock ? { demoClock: presentDemoClock(row.demo_clock) } : {}),
    pausedSince: row.owner_pause ? row.owner_pause.at : null,
    ...(row.simulation_history ? { simulationHistory: row.simulation_history } : {}),
    ...(row.currency_code ? { currencyCode: row.currency_code } : {}),
    ...(row.time_zone ? { timeZone: row.time_zone } : {}),
    createdAt: iso(row.created_at) ?? undefined,
    todayAdSpend: dailySpend.find(({ date }) => date === spend.today)?.spend ?? 0,
    dailySpend,
    ...(row.platform_mode === 'live' && row.conversion_status?.silent
      ? { conversionSilence: { lastConversionDate: row.conversion_status.lastConversionDate, readAt: row.conversion_status.readAt } }
      : {}),
  };
}

export const CAMPAIGN_COLUMNS =
  'c.id, c.business_id, c.name, c.theme, c.status, c.monthly_budget_cents, c.impressions, c.clicks, c.conversions, c.cost_micros, c.tournament_state, c.tournament_round, c.tournament_number, c.round_start_date, c.created_at, c.bidding_strategy, c.bidding_cpc_ceiling_micros::float8 as bidding_cpc_ceiling_micros, c.bidding_target_cpa_micros::float8 as bidding_target_cpa_micros, c.bidding_since';

export interface CampaignRow {
  id: string;
  business_id: string;
  name: string;
  theme: string;
  status: OnOffStatus;
  monthly_budget_cents: number;
  impressions: number;
  clicks: number;
  conversions: number;
  cost_micros: number;
  tournament_state: TournamentStateName;
  tournament_round: number;
  tournament_number: number;
  round_start_date: Date | null;
  created_at: Date;
  bidding_strategy: BiddingStrategyKind;
  bidding_cpc_ceiling_micros: number | null;
  bidding_target_cpa_micros: number | null;
  bidding_since: Date | null;
}

export function presentCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    theme: row.theme,
    status: row.status,
    budget: dollarsFromCents(row.monthly_budget_cents),
    spent: dollarsFromMicros(row.cost_micros),
    impressions: row.impressions,
    clicks: row.clicks,
    conversions: row.conversions,
    tournamentRound: row.tournament_round,
    ...campaignTournamentFlags(row.tournament_state),
    roundStartDate: iso(row.round_start_date),
    tournamentState: row.tournament_state,
    tournamentNumber: row.tournament_number,
    businessId: row.business_id,
    createdAt: iso(row.created_at) ?? undefined,
    bidding: {
      kind: row.bidding_strategy,
      cpcCeiling: row.bidding_cpc_ceiling_micros === null ? null : dollarsFromMicros(row.bidding_cpc_ceiling_micros),
      targetCpa: row.bidding_target_cpa_micros === null ? null : dollarsFromMicros(row.bidding_target_cpa_micros),
      since: iso(row.bidding_since),
    },
  };
}

export const AD_COLUMNS =
  'a.id, a.campaign_id, a.ad_group_id, a.variant, a.status, a.lifecycle_stage, a.headlines, a.descriptions, a.ai_reasoning, a.final_url, a.impressions, a.clicks, a.conversions, a.cost_micros, a.quality_score, a.tournament, a.round, a.policy';

export interface AdRow {
  id: string;
  campaign_id: string;
  ad_group_id: string;
  variant: string;
  status: OnOffStatus;
  lifecycle_stage: AdLifecycleStage;
  headlines: string[];
  descriptions: string[];
  ai_reasoning: AdReasoning | null;
  final_url: string;
  impressions: number;
  clicks: number;
  conversions: number;
  cost_micros: number;
  quality_score: number | null;
  tournament: number;
  round: number;
  /** engine/jobs/policy-check-job.ts StoredPolicy; null until read (and always in demo mode). */
  policy: { approval: string; topics: string[] } | null;
}

/** Google's policy topics as words for the owner: "DESTINATION_NOT_WORKING" → "destination not working". */
const policyReasons = (topics: readonly string[]) => topics.map((topic) => topic.toLowerCase().replaceAll('_', ' '));

function presentPolicy(policy: AdRow['policy']): HierarchyAd['policy'] {
  if (policy?.approval === 'DISAPPROVED') return { approval: 'disapproved', reasons: policyReasons(policy.topics) };
  if (policy?.approval === 'APPROVED_LIMITED' || policy?.approval === 'AREA_OF_INTEREST_ONLY') return { approval: 'limited', reasons: policyReasons(policy.topics) };
  return undefined;
}

export function presentAd(row: AdRow): HierarchyAd {
  const interval = wilsonInterval(row.clicks, row.impressions);
  return {
    id: row.id,
    variant: row.variant,
    status: row.status,
    lifecycleStage: row.lifecycle_stage,
    headlines: row.headlines,
    descriptions: row.descriptions,
    aiReasoning: row.ai_reasoning,
    spent: dollarsFromMicros(row.cost_micros),
    clicks: row.clicks,
    ctr: ctr(row.clicks, row.impressions),
    conversionRate: conversionRate(row.conversions, row.clicks),
    qualityScore: row.quality_score,
    impressions: row.impressions,
    conversions: row.conversions,
    ctrInterval: { low: interval.low * 100, high: interval.high * 100 },
    finalUrl: row.final_url,
    ...(presentPolicy(row.policy) ? { policy: presentPolicy(row.policy) } : {}),
  };
}

export interface KeywordRow {
  id: string;
  ad_group_id: string;
  text: string;
  match_type: MatchType;
  cpc_bid_micros: number;
  quality_score: number | null;
}

export function presentKeyword(row: KeywordRow): HierarchyKeyword {
  return {
    id: row.id,
    text: row.text,
    matchType: row.match_type,
    bid: dollarsFromMicros(row.cpc_bid_micros),
    qualityScore: row.quality_score,
  };
}

export interface ActivityRow {
  id: string;
  campaign_id: string | null;
  event_type: ActivityEventType;
  level: ActivityLevel;
  title: string;
  message: string;
  details: ActivityDetails | null;
  created_at: Date;
}

export function presentActivity(row: ActivityRow): ActivityLogEntry {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    level: row.level,
    eventType: row.event_type,
    createdAt: new Date(row.created_at).toISOString(),
    details: row.details,
    campaignId: row.campaign_id,
  };
}

export interface WorkflowRow {
  id: string;
  status: WorkflowStatus;
  step: string;
  progress: number;
  message: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export function presentWorkflow(row: WorkflowRow): Workflow {
  return {
    id: row.id,
    status: row.status,
    step: row.step,
    progress: row.progress,
    message: row.message,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: iso(row.finished_at),
  };
}
