import { CONFIDENCE_TO_REPLACE } from '../../schema/constants';
import { conversionRate, costPerClick, ctr, performanceScore } from '../../schema/metrics';
import { type RateInterval, wilsonInterval } from './credible-interval';
import { probabilityBest } from './probability-best';
import { labelVariant, type VariantLabel } from './variant-label';

export interface ArmDay {
  /** YYYY-MM-DD */
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
}

export interface RoundArm {
  adId: string;
  /** Display label, e.g. 'A'. */
  variant: string;
  days: readonly ArmDay[];
  qualityScore: number | null;
}

export interface EvaluateRoundInput {
  arms: readonly RoundArm[];
  /** The incumbent; null in a tournament's first round, where the best arm is crowned. */
  championId: string | null;
  seed: number;
  draws?: number;
  /** Every arm needs this many impressions on the compared dates before anything is decided. */
  minImpressionsPerArm?: number;
  /** Below this many conversions on any arm, the comparison falls back to CTR. */
  minConversionsPerArm?: number;
  confidence?: number;
}

export type RoundMetric = 'conversionsPerImpression' | 'ctr';

export interface ArmResult {
  adId: string;
  variant: string;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
  /** Percent. */
  ctr: number;
  /** Percent. */
  conversionRate: number;
  ctrInterval: RateInterval;
  qualityScore: number | null;
  performanceScore: number | null;
  probabilityBest: number;
  label: VariantLabel;
}

export type RoundOutcome = 'crowned' | 'replaced' | 'kept' | 'noDecision';

export interface RoundResult {
  outcome: RoundOutcome;
  metric: RoundMetric;
  championId: string;
  runnerUpId: string | null;
  eliminatedIds: string[];
  /** Why the round ended the way it did, figures included. */
  reason: string;
  /** 'Why This Ad Won' for the champion after the round. */
  championReason: string;
  comparedDates: string[];
  arms: ArmResult[];
}

export const ROUND_DEFAULTS = { draws: 4000, minImpressionsPerArm: 500, minConversionsPerArm: 30 } as const;

/**
 * Ends a tournament round (DESIGN.md "Tournament statistics"): an arm replaces the champion only when
 * its posterior probability of being the best of all arms reaches 95% and every arm has minimum data,
 * counting only the dates on which every arm served. One joint test over all arms, because comparing
 * each challenger with the champion separately would multiply false replacements.
 */
export function evaluateRound(input: EvaluateRoundInput): RoundResult {
  const minImpressions = input.minImpressionsPerArm ?? ROUND_DEFAULTS.minImpressionsPerArm;
  const minConversions = input.minConversionsPerArm ?? ROUND_DEFAULTS.minConversionsPerArm;
  const confidence = input.confidence ?? CONFIDENCE_TO_REPLACE;
  const comparedDates = datesAllArmsServed(input.arms);
  const dateSet = new Set(comparedDates);
  const totals = input.arms.map((arm) => sumDays(arm.days.filter((day) => dateSet.has(day.date))));
  const metric: RoundMetric = totals.every((total) => total.conversions >= minConversions) ? 'conversionsPerImpression' : 'ctr';
  const probabilities =
    comparedDates.length > 0
      ? probabilityBest(
          totals.map((total) => ({
            successes: metric === 'ctr' ? total.clicks : total.conversions,
            trials: total.impressions,
          })),
          input.seed,
          input.draws ?? ROUND_DEFAULTS.draws,
        )
      : input.arms.map(() => 0);
  const arms = input.arms.map((arm, index) => presentArm(arm, totals[index], probabilities[index]));
  const ranked = [...arms].sort((a, b) => b.probabilityBest - a.probabilityBest || b.ctr - a.ctr);
  const incumbent = arms.find((arm) => arm.adId === input.championId) ?? null;
  const thin = arms.filter((arm) => arm.impressions < minImpressions);

  let outcome: RoundOutcome;
  let champion: ArmResult;
  let reason: string;
  if (arms.length === 0) throw new Error('evaluateRound needs at least one arm');
  if (comparedDates.length === 0 || thin.length > 0) {
    outcome = 'noDecision';
    champion = incumbent ?? ranked[0];
    reason =
      comparedDates.length === 0
        ? 'No change: there was no date on which every variant served, so the variants cannot be compared fairly.'
        : `No change: not enough data. ${thin.map((arm) => `Variant ${arm.variant} has ${formatCount(arm.impressions)} impressions`).join(', ')} on the ${comparedDates.length} date(s) all variants served; each needs ${formatCount(minImpressions)}.`;
  } else if (!incumbent) {
    outcome = 'crowned';
    champion = ranked[0];
    reason = `Variant ${champion.variant} is crowned champion with a ${formatPercent(champion.probabilityBest * 100, 1)} probability of being the best of ${arms.length} variants on ${metricName(metric)}.`;
  } else {
    const contender = ranked.find((arm) => arm.adId !== incumbent.adId);
    if (contender && contender.probabilityBest >= confidence) {
      outcome = 'replaced';
      champion = contender;
      reason = `Variant ${contender.variant} replaces champion ${incumbent.variant}: ${formatPercent(contender.probabilityBest * 100, 1)} probability of being the best of all ${arms.length} variants on ${metricName(metric)} (needs ${formatPercent(confidence * 100, 0)}).`;
    } else {
      outcome = 'kept';
      champion = incumbent;
      reason = contender
        ? `No change: no challenger reached ${formatPercent(confidence * 100, 0)} confidence; the closest, variant ${contender.variant}, has a ${formatPercent(contender.probabilityBest * 100, 1)} probability of being the best on ${metricName(metric)}.`
        : 'No change: the champion ran alone this round.';
    }
  }
  const others = ranked.filter((arm) => arm.adId !== champion.adId);
  const runnerUp = outcome === 'noDecision' && !incumbent ? null : (others[0] ?? null);
  return {
    outcome,
    metric,
    championId: champion.adId,
    runnerUpId: runnerUp?.adId ?? null,
    eliminatedIds: others.filter((arm) => arm !== runnerUp).map((arm) => arm.adId),
    reason,
    championReason: describeChampion(champion, arms.length, outcome),
    comparedDates,
    arms,
  };
}

/** Dates on which every arm had at least one impression, sorted. */
export function datesAllArmsServed(arms: readonly RoundArm[]): string[] {
  if (arms.length === 0) return [];
  const served = arms.map((arm) => new Set(arm.days.filter((day) => day.impressions > 0).map((day) => day.date)));
  return [...served[0]].filter((date) => served.every((dates) => dates.has(date))).sort();
}

function sumDays(days: readonly ArmDay[]): Omit<ArmDay, 'date'> {
  const total = { impressions: 0, clicks: 0, conversions: 0, costMicros: 0 };
  for (const day of days) {
    total.impressions += day.impressions;
    total.clicks += day.clicks;
    total.conversions += day.conversions;
    total.costMicros += day.costMicros;
  }
  return total;
}

function presentArm(arm: RoundArm, total: Omit<ArmDay, 'date'>, probability: number): ArmResult {
  const armCtr = ctr(total.clicks, total.impressions);
  const armConversionRate = conversionRate(total.conversions, total.clicks);
  return {
    adId: arm.adId,
    variant: arm.variant,
    ...total,
    ctr: armCtr,
    conversionRate: armConversionRate,
    ctrInterval: wilsonInterval(total.clicks, total.impressions),
    qualityScore: arm.qualityScore,
    performanceScore: performanceScore({
      ctr: armCtr,
      conversionRate: armConversionRate,
      qualityScore: arm.qualityScore,
      costPerClick: costPerClick(total.costMicros / 1e6, total.clicks),
    }),
    probabilityBest: probability,
    label: labelVariant({ ctr: armCtr, qualityScore: arm.qualityScore, impressions: total.impressions }),
  };
}

function describeChampion(arm: ArmResult, armCount: number, outcome: RoundOutcome): string {
  const figures = `${formatPercent(arm.ctr, 2)} CTR (95% interval ${formatPercent(arm.ctrInterval.low * 100, 2)} to ${formatPercent(arm.ctrInterval.high * 100, 2)}) over ${formatCount(arm.impressions)} impressions, ${formatPercent(arm.conversionRate, 2)} conversion rate, Quality Score ${arm.qualityScore ?? 'N/A'}/10`;
  const odds = `${formatPercent(arm.probabilityBest * 100, 1)} probability of being the best of ${armCount} variants`;
  if (outcome === 'noDecision') return `Variant ${arm.variant} stays champion until there is enough data to compare: ${figures}.`;
  if (outcome === 'kept') return `Variant ${arm.variant} defended its title: ${figures}; ${odds}.`;
  return `Variant ${arm.variant} won with ${figures}; ${odds}.`;
}

function metricName(metric: RoundMetric): string {
  return metric === 'ctr' ? 'click-through rate (too few conversions to compare)' : 'conversions per impression';
}

function formatPercent(value: number, decimals: number): string {
  return `${value.toFixed(decimals)}%`;
}

function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
