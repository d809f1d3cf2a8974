import { isConversionStrategy } from '../../../schema/bidding';
import type { DemoCampaign, DemoKeyword } from './demo-state';
import { reportedAt } from './report-store';

const DAY_MS = 86_400_000;

/**
 * How the simulator's Google bids under each strategy (docs/bidding.md). The figures are
 * assumptions, fixed before the lifecycle's thresholds were tried on them: what matters is their
 * direction, that smart bidding is better than a person per auction with conversion data and
 * worse without it.
 */
export const DEMO_BIDDING = {
  /**
   * Automated strategies set one bid level a day, as a multiple of each keyword's going CPC: the
   * lowest within this range whose forecast spends the daily budget (Google bids up to spend it).
   * Maximize Clicks starts low (cheap clicks first) and stops at its ceiling; conversion strategies
   * start at the going CPC (they buy the searches they expect to convert).
   */
  clicksBidRange: { min: 0.7, max: 2 },
  conversionBidRange: { min: 1, max: 2 },
  /** Target CPA moves its bid cap by this share a day toward the target. */
  targetStep: 0.07,
  /** Clicks bought for being cheap convert a little less. */
  clicksConversion: 0.95,
  /** Conversions over 30 days at which the bidding model has learned what it can. */
  fullLearningConversions: 25,
  /** Conversion rate per click against manual bids: with no conversion data, then with full data. */
  liftWithoutData: 0.75,
  liftWithFullData: 1.35,
  /** After a switch, the learning period: the lift is lower by up to this much, fading over the days. */
  learningDays: 7,
  learningPenalty: 0.15,
} as const;

/** The campaign's strategy, manual CPC when none was ever set. */
export function strategyOf(campaign: DemoCampaign): NonNullable<DemoCampaign['bidding']> {
  return campaign.bidding ?? { kind: 'manual_cpc', cpcCeilingMicros: null, targetCpaMicros: null, sinceMs: 0 };
}

/** What the campaign bids in an auction for `keyword`, whose going CPC is `marketCpcMicros`. */
export function auctionBid(campaign: DemoCampaign, keyword: DemoKeyword, marketCpcMicros: number, scheduleFactor: number): number {
  const strategy = strategyOf(campaign);
  if (strategy.kind === 'manual_cpc') return keyword.cpcBidMicros * scheduleFactor;
  // Automated strategies ignore keyword bids and ad-schedule adjustments (Google's rules).
  const bid = (strategy.dayBidOverCpc ?? 1) * marketCpcMicros;
  return strategy.kind === 'maximize_clicks' && strategy.cpcCeilingMicros ? Math.min(strategy.cpcCeilingMicros, bid) : bid;
}

/**
 * Once a day, the automated strategy's bid level: the lowest in its range whose forecast
 * (`forecastAt(multiple of the going CPC)`, the day's spend before pacing) reaches the daily
 * budget, or the highest the range allows. Target CPA's range ends at a cap that follows the
 * reported cost per conversion toward the target: a target below what the market gives wins
 * fewer auctions.
 */
export function settleDayBid(campaign: DemoCampaign, hourStart: number, forecastAt: (bidOverCpc: number) => number): void {
  const strategy = campaign.bidding;
  const day = Math.floor(hourStart / DAY_MS);
  if (!strategy || strategy.kind === 'manual_cpc' || strategy.bidDay === day) return;
  const { market } = campaign;
  const range = strategy.kind === 'maximize_clicks' ? DEMO_BIDDING.clicksBidRange : DEMO_BIDDING.conversionBidRange;
  let min: number = range.min;
  let max: number = range.max;
  if (strategy.kind === 'maximize_clicks' && strategy.cpcCeilingMicros) max = Math.max(min, Math.min(max, strategy.cpcCeilingMicros / market.baseCpcMicros));
  if (strategy.kind === 'target_cpa' && strategy.targetCpaMicros) {
    // Google steers to the target from what conversions have cost: a reported 30-day CPA above it
    // lowers the bid cap a step a day, one below it raises the cap again.
    const { conversions, costMicros } = last30Days(campaign, hourStart);
    const cpa = conversions > 0 ? costMicros / conversions : Number.POSITIVE_INFINITY;
    let cap = strategy.targetBidCap ?? max;
    if (cpa > strategy.targetCpaMicros * 1.05) cap *= 1 - DEMO_BIDDING.targetStep;
    else if (cpa < strategy.targetCpaMicros * 0.95) cap *= 1 + DEMO_BIDDING.targetStep;
    cap = Math.min(DEMO_BIDDING.conversionBidRange.max, Math.max(0.5, cap));
    strategy.targetBidCap = cap;
    max = Math.min(max, cap);
    min = Math.min(min, max);
  }
  let chosen = max;
  if (forecastAt(min) >= campaign.dailyBudgetMicros) chosen = min;
  else if (forecastAt(max) > campaign.dailyBudgetMicros) {
    let low = min;
    let high = max;
    for (let step = 0; step < 8; step++) {
      const middle = (low + high) / 2;
      if (forecastAt(middle) >= campaign.dailyBudgetMicros) high = middle;
      else low = middle;
    }
    chosen = high;
  }
  strategy.bidDay = day;
  strategy.dayBidOverCpc = chosen;
}

/** Conversion rate per click against what manual bids would get (1). */
export function conversionLift(campaign: DemoCampaign, hourStart: number): number {
  const strategy = strategyOf(campaign);
  if (strategy.kind === 'manual_cpc') return 1;
  if (!isConversionStrategy(strategy.kind)) return DEMO_BIDDING.clicksConversion;
  const learned = Math.min(1, last30Days(campaign, hourStart).conversions / DEMO_BIDDING.fullLearningConversions);
  const lift = DEMO_BIDDING.liftWithoutData + (DEMO_BIDDING.liftWithFullData - DEMO_BIDDING.liftWithoutData) * learned;
  const daysIn = (hourStart - strategy.sinceMs) / DAY_MS;
  return lift - DEMO_BIDDING.learningPenalty * Math.max(0, 1 - daysIn / DEMO_BIDDING.learningDays);
}

/**
 * What the day's pacing aims at: the daily budget under manual CPC; under automated strategies the
 * budget scaled by the day's demand, up to Google's 2x on a busy day (the month's cap still holds).
 */
export function dayPacingTarget(campaign: DemoCampaign): number {
  if (strategyOf(campaign).kind === 'manual_cpc') return campaign.dailyBudgetMicros;
  return campaign.dailyBudgetMicros * Math.min(2, campaign.day.demand);
}

/** The campaign's reported conversions and cost over the 30 days before `hourStart`'s date (kept per date). */
function last30Days(campaign: DemoCampaign, hourStart: number): { conversions: number; costMicros: number } {
  const strategy = strategyOf(campaign);
  const today = Math.floor(hourStart / DAY_MS);
  if (strategy.learnedOnDay === today) return { conversions: strategy.learnedConversions ?? 0, costMicros: strategy.learnedCostMicros ?? 0 };
  let conversions = 0;
  let costMicros = 0;
  for (let day = today - 30; day < today; day++) {
    const counters = reportedAt(campaign, 'daily', day);
    conversions += counters?.[2] ?? 0;
    costMicros += counters?.[3] ?? 0;
  }
  if (campaign.bidding) {
    campaign.bidding.learnedOnDay = today;
    campaign.bidding.learnedConversions = conversions;
    campaign.bidding.learnedCostMicros = costMicros;
  }
  return { conversions, costMicros };
}
