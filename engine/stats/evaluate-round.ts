import { CONFIDENCE_TO_REPLACE } from '../../schema/constants';
import { conversionRate, costPerClick, ctr, performanceScore } from '../../schema/metrics';
import { type RateInterval, wilsonInterval } from './credible-interval';
import { probabilityBest } from './probability-best';
import { boundaryAt, normalCdf, SEQUENTIAL_RULE } from './sequential-boundary';
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
  /** The incumbent; null in a tournament's first round, where the most likely best arm is crowned. */
  championId: string | null;
  seed: number;
  draws?: number;
  /** Below this many conversions on any arm, the comparison uses CTR. */
  minConversionsPerArm?: number;
  /** Whole dates the round has covered so far (served or not); default the compared dates. */
  roundDays?: number;
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

/** 'open': this look did not decide and the round runs on (only before its maximum length). */
export type RoundOutcome = 'crowned' | 'replaced' | 'kept' | 'noDecision' | 'open';

export interface RoundResult {
  outcome: RoundOutcome;
  metric: RoundMetric;
  championId: string;
  /**
   * After a first round: the second most likely best launch variant, which stays on as the next
   * round's challenger. Later rounds keep no runner-up (one challenger at a time).
   */
  runnerUpId: string | null;
  /** Ads to pause now (none while the round stays open). */
  eliminatedIds: string[];
  /** Why the round ended (or stays open) the way it did, figures included. */
  reason: string;
  /** 'Why This Ad Won' for the champion after the round. */
  championReason: string;
  comparedDates: string[];
  /** Days of data this look had (compared dates). */
  lookDay: number;
  /** Champion against the best challenger: its posterior probability of being better, and what a replacement needs at this look. */
  challengerProbability: number | null;
  probabilityNeeded: number | null;
  arms: ArmResult[];
}

export const ROUND_DEFAULTS = { draws: 4000, minConversionsPerArm: 30 } as const;

/**
 * One look at a tournament round (docs/tournaments.md), on the dates on which every arm served.
 *
 * First round (no champion): the launch variants rotate evenly; at the first look with data the most
 * likely best is crowned and the second stays on as the next round's challenger, the others pause.
 * Nothing was champion before, so the reason says exactly that, with the probability it had.
 *
 * Later rounds: champion against one challenger (several are compared with a Bonferroni share of the
 * look's threshold). The challenger replaces the champion when its posterior probability of being
 * better reaches the sequential threshold of the look (SEQUENTIAL_RULE: at most 5% false replacements
 * per campaign-year over every look of every round); the champion is kept when the challenger is
 * credibly not better (below 5%) or the round reached its maximum length; otherwise the round stays
 * open. CTR is the metric until every arm has enough conversions.
 */
export function evaluateRound(input: EvaluateRoundInput): RoundResult {
  if (input.arms.length === 0) throw new Error('evaluateRound needs at least one arm');
  const minConversions = input.minConversionsPerArm ?? ROUND_DEFAULTS.minConversionsPerArm;
  const comparedDates = datesAllArmsServed(input.arms);
  const lookDay = comparedDates.length;
  const dateSet = new Set(comparedDates);
  const totals = input.arms.map((arm) => sumDays(arm.days.filter((day) => dateSet.has(day.date))));
  const metric: RoundMetric = lookDay > 0 && totals.every((total) => total.conversions >= minConversions) ? 'conversionsPerImpression' : 'ctr';
  const successesOf = (total: Omit<ArmDay, 'date'>) => (metric === 'ctr' ? total.clicks : total.conversions);
  const probabilities =
    lookDay > 0
      ? probabilityBest(
          totals.map((total) => ({ successes: successesOf(total), trials: total.impressions })),
          input.seed,
          input.draws ?? ROUND_DEFAULTS.draws,
        )
      : input.arms.map(() => 1 / input.arms.length);
  const arms = input.arms.map((arm, index) => presentArm(arm, totals[index], probabilities[index]));
  const ranked = [...arms].sort((a, b) => b.probabilityBest - a.probabilityBest || b.ctr - a.ctr);
  const incumbent = arms.find((arm) => arm.adId === input.championId) ?? null;
  const final = Math.max(lookDay, input.roundDays ?? 0) >= SEQUENTIAL_RULE.maxDays;
  const base = { metric, comparedDates, lookDay, arms };

  if (!incumbent) return crownFirstChampion(base, ranked, final);
  const challengers = arms.filter((arm) => arm.adId !== incumbent.adId);
  if (challengers.length === 0) {
    return { ...base, ...unchanged(incumbent, 'kept'), reason: 'No change: the champion ran alone this round.', challengerProbability: null, probabilityNeeded: null };
  }
  if (lookDay === 0) {
    const reason = final
      ? 'No change: there was no date on which the champion and the challenger both served, so they cannot be compared fairly.'
      : 'The round goes on: the champion and the challenger have not yet served on the same dates.';
    return { ...base, ...unchanged(incumbent, final ? 'noDecision' : 'open'), reason, challengerProbability: null, probabilityNeeded: null, eliminatedIds: [] };
  }
  const champion = totals[arms.indexOf(incumbent)];
  const scored = challengers
    .map((arm) => ({ arm, z: zBetter(totals[arms.indexOf(arm)], champion, successesOf) }))
    .sort((a, b) => b.z - a.z);
  const best = scored[0];
  // Several challengers at once share the look's threshold (Bonferroni), so the rule's rate holds.
  const needed = 1 - (1 - normalCdf(boundaryAt(Math.min(lookDay, SEQUENTIAL_RULE.maxDays)))) / challengers.length;
  const probability = normalCdf(best.z);
  const odds = `${formatProbability(probability)} probability of a higher ${metricName(metric)} than champion ${incumbent.variant} after ${lookDay} day(s)`;
  if (probability >= needed) {
    const reason = `Variant ${best.arm.variant} replaces champion ${incumbent.variant}: ${odds} (this look needed ${formatProbability(needed)}, so that false replacements stay under 5% a year).`;
    return {
      ...base,
      outcome: 'replaced',
      championId: best.arm.adId,
      runnerUpId: null,
      eliminatedIds: arms.filter((arm) => arm !== best.arm).map((arm) => arm.adId),
      reason,
      championReason: describeChampion(best.arm, 'replaced', probability),
      challengerProbability: probability,
      probabilityNeeded: needed,
    };
  }
  const credibleLoser = probability <= 1 - CONFIDENCE_TO_REPLACE;
  if (final || credibleLoser) {
    const reason = credibleLoser
      ? `Champion ${incumbent.variant} stays: variant ${best.arm.variant} is credibly not better (${odds}).`
      : `Champion ${incumbent.variant} stays: after ${SEQUENTIAL_RULE.maxDays} days variant ${best.arm.variant} was not credibly better (${odds}; a replacement needed ${formatProbability(needed)}).`;
    return { ...base, ...unchanged(incumbent, 'kept'), eliminatedIds: challengers.map((arm) => arm.adId), reason, challengerProbability: probability, probabilityNeeded: needed };
  }
  return {
    ...base,
    ...unchanged(incumbent, 'open'),
    eliminatedIds: [],
    reason: `The round goes on: ${odds}; a replacement needs ${formatProbability(needed)} at this look.`,
    challengerProbability: probability,
    probabilityNeeded: needed,
  };
}

type ResultBase = Pick<RoundResult, 'metric' | 'comparedDates' | 'lookDay' | 'arms'>;

function unchanged(incumbent: ArmResult, outcome: RoundOutcome): Pick<RoundResult, 'outcome' | 'championId' | 'runnerUpId' | 'eliminatedIds' | 'championReason'> {
  return { outcome, championId: incumbent.adId, runnerUpId: null, eliminatedIds: [], championReason: describeChampion(incumbent, outcome, null) };
}

/** The first round: crown the most likely best once there is data; say how likely, since nothing was champion before. */
function crownFirstChampion(base: ResultBase, ranked: readonly ArmResult[], final: boolean): RoundResult {
  const [first, second] = ranked;
  if (base.lookDay === 0) {
    const reason = final
      ? `No champion yet: there was no date on which all ${ranked.length} variants served; they keep rotating evenly.`
      : `No champion yet: the ${ranked.length} launch variants have not all served on the same dates; they keep rotating evenly.`;
    return { ...base, outcome: final ? 'noDecision' : 'open', championId: first.adId, runnerUpId: null, eliminatedIds: [], reason, championReason: '', challengerProbability: null, probabilityNeeded: null };
  }
  const paused = ranked.slice(2);
  const reason =
    `Variant ${first.variant} becomes the first champion: after ${base.lookDay} day(s) it is the most likely best of ${ranked.length} launch variants ` +
    `(${formatProbability(first.probabilityBest)} probability on ${metricName(base.metric)}), not yet a sure winner.` +
    (second ? ` Variant ${second.variant} challenges it next` : '') +
    (paused.length > 0 ? `; ${paused.map((arm) => arm.variant).join(', ')} paused.` : '.');
  return {
    ...base,
    outcome: 'crowned',
    championId: first.adId,
    runnerUpId: second?.adId ?? null,
    eliminatedIds: paused.map((arm) => arm.adId),
    reason,
    championReason: describeChampion(first, 'crowned', first.probabilityBest),
    challengerProbability: null,
    probabilityNeeded: null,
  };
}

/**
 * How many standard deviations the challenger's rate lies above the champion's, from their Beta
 * posteriors (uniform prior, normal approximation): the posterior probability that the challenger
 * is better is Phi(z).
 */
function zBetter(challenger: Omit<ArmDay, 'date'>, champion: Omit<ArmDay, 'date'>, successesOf: (total: Omit<ArmDay, 'date'>) => number): number {
  const moments = (total: Omit<ArmDay, 'date'>) => {
    const mean = (1 + successesOf(total)) / (2 + total.impressions);
    return { mean, variance: (mean * (1 - mean)) / (3 + total.impressions) };
  };
  const a = moments(challenger);
  const b = moments(champion);
  return (a.mean - b.mean) / Math.sqrt(a.variance + b.variance);
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

function describeChampion(arm: ArmResult, outcome: RoundOutcome, probability: number | null): string {
  const figures = `${formatPercent(arm.ctr, 2)} CTR (95% interval ${formatPercent(arm.ctrInterval.low * 100, 2)} to ${formatPercent(arm.ctrInterval.high * 100, 2)}) over ${formatCount(arm.impressions)} impressions, ${formatPercent(arm.conversionRate, 2)} conversion rate, Quality Score ${arm.qualityScore ?? 'N/A'}/10`;
  if (outcome === 'crowned') return `Variant ${arm.variant} leads the launch variants with ${figures}; ${formatProbability(probability ?? 0)} probability of being the best of them.`;
  if (outcome === 'replaced') return `Variant ${arm.variant} won with ${figures}; ${formatProbability(probability ?? 0)} probability of beating the champion it replaced.`;
  if (outcome === 'kept') return `Variant ${arm.variant} defended its title: ${figures}.`;
  return `Variant ${arm.variant} is champion: ${figures}.`;
}

function formatProbability(value: number): string {
  const percent = value * 100;
  return `${percent >= 99 ? percent.toFixed(percent >= 99.9 ? 2 : 1) : percent.toFixed(0)}%`;
}

function metricName(metric: RoundMetric): string {
  return metric === 'ctr' ? 'click-through rate' : 'conversions per impression';
}

function formatPercent(value: number, decimals: number): string {
  return `${value.toFixed(decimals)}%`;
}

function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
