import type { SeededRandom } from '../../stats/seeded-random';
import type { Market } from './demo-state';

/** Search baselines by industry: CTR 3-6%, conversion rate 2-5%, CPC $1-$6. */
const INDUSTRIES = [
  { industry: 'legal', ctr: 0.032, conversionRate: 0.045, cpc: 6.0, pattern: 'office' },
  { industry: 'home services', ctr: 0.045, conversionRate: 0.042, cpc: 4.5, pattern: 'office' },
  { industry: 'retail', ctr: 0.055, conversionRate: 0.028, cpc: 1.2, pattern: 'consumer' },
  { industry: 'restaurants', ctr: 0.06, conversionRate: 0.035, cpc: 1.0, pattern: 'consumer' },
  { industry: 'health', ctr: 0.04, conversionRate: 0.03, cpc: 3.0, pattern: 'office' },
  { industry: 'education', ctr: 0.038, conversionRate: 0.025, cpc: 2.4, pattern: 'consumer' },
] as const;

/**
 * The hidden spreads of a market (docs/demo-market.md says where they come from): within a
 * campaign, keywords' conversion rates differ by a lognormal sd of 0.4 and ads' CTRs by 0.15; about
 * one market in ten has less demand, at any sensible bid, than the budget could buy.
 */
export const MARKET_SPREADS = {
  keywordConversionSd: 0.4,
  keywordCtrSd: 0.2,
  adCtrSd: 0.15,
  adConversionSd: 0.1,
  demandLimitedShare: 0.1,
  /** Searches at full impression share over what the even daily budget buys: budget-limited markets ... */
  budgetLimitedDemand: { min: 1.5, max: 4 },
  /** ... and demand-limited ones. */
  demandLimitedDemand: { min: 0.3, max: 0.8 },
} as const;

/** Options of a market draw: `equal` makes every keyword, ad and hour of a campaign truly alike (A/A). */
export interface MarketOptions {
  equal?: boolean;
  /** The targeted area's demand relative to a 10 km radius around a town (schema/targeting.ts targetedAreaScale); default 1. */
  areaScale?: number;
}

/**
 * Draws a campaign's hidden market around an industry baseline. Demand is set relative to the
 * launch budget (half the even daily share: launchCampaign starts conservatively) so that most
 * campaigns are budget-limited, as small advertisers usually are, and one in ten is not.
 */
export function drawMarket(random: SeededRandom, launchDailyBudgetMicros: number, options: MarketOptions = {}): Market {
  const base = INDUSTRIES[Math.floor(random.uniform() * INDUSTRIES.length)];
  const jitter = () => Math.exp(0.15 * random.normal());
  const baseCtr = clamp(base.ctr * jitter(), 0.03, 0.06);
  const baseConversionRate = clamp(base.conversionRate * jitter(), 0.02, 0.05);
  const baseCpcMicros = Math.round(clamp(base.cpc * jitter(), 1, 6) * 1e6);
  const demandLimited = random.uniform() < MARKET_SPREADS.demandLimitedShare;
  const range = demandLimited ? MARKET_SPREADS.demandLimitedDemand : MARKET_SPREADS.budgetLimitedDemand;
  const demandRatio = range.min + (range.max - range.min) * random.uniform();
  // Spend at full impression share is about searches x CTR x 1.4 x the going CPC (see paidCpc).
  const dailyImpressions = ((options.areaScale ?? 1) * demandRatio * 2 * launchDailyBudgetMicros) / (baseCtr * 1.4 * baseCpcMicros);
  const office = base.pattern === 'office';
  const conversionByHour = Array.from({ length: 24 }, (_, hour) => conversionCurve(hour, office) * jitter());
  return {
    industry: base.industry,
    demandLimited,
    baseCtr,
    baseConversionRate,
    baseCpcMicros,
    dailyImpressions,
    hourTraffic: normalise(Array.from({ length: 24 }, (_, hour) => hourCurve(hour, office) * jitter())),
    hourConversion: options.equal ? new Array(24).fill(1) : normalise(conversionByHour),
    dayTraffic: normalise(Array.from({ length: 7 }, (_, day) => (office ? (day === 0 || day === 6 ? 0.45 : 1.15) : day === 0 || day === 6 ? 1.3 : 0.9) * jitter())),
  };
}

/** Quality Score 1-10 from expected CTR: about 6 at 3%, 8 at 4%, 9 at 5%. */
export function qualityScoreFromCtr(expectedCtr: number): number {
  const score = 1 + 9 / (1 + Math.exp(-(expectedCtr - 0.03) / 0.008));
  return Math.min(10, Math.max(1, Math.round(score)));
}

function hourCurve(hour: number, office: boolean): number {
  if (hour < 6) return 0.15;
  if (office) return hour >= 9 && hour <= 17 ? 1.8 : hour < 9 ? 0.8 : 0.6;
  return hour >= 18 && hour <= 22 ? 2 : hour >= 11 && hour <= 14 ? 1.4 : 0.7;
}

function conversionCurve(hour: number, office: boolean): number {
  if (hour < 6) return 0.5;
  if (office) return hour >= 9 && hour <= 16 ? 1.4 : 0.7;
  return hour >= 19 && hour <= 22 ? 1.6 : 0.9;
}

function normalise(values: number[]): number[] {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.map((value) => value / mean);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
