import { OPTIMIZATION_INTERVAL_HOURS, WINNER_CRITERIA } from '../../schema/constants';
import { betaCdf } from '../stats/beta-distribution';
import { comparisonsThatCanAct, lookFactor } from '../stats/repeated-looks';
import type { Totals } from './optimize-campaign';

/** The optimizer's rules a pause follows (OPTIMIZER_RULES). */
export interface PauseRules {
  lookbackDays: number;
  keywordPriorConversions: number;
  pauseBelowShare: number;
  pauseConfidence: number;
  falsePausesPerMonth: { keywords: number; ads: number };
}

/**
 * The evidence behind a pause. `chance` is how often evidence this strong would come by luck alone:
 * from a keyword converting as well as the rest of its campaign, or an ad at the 1% CTR floor. A
 * pause needs `chance` at most `chanceAllowed`, which shares the month's false-pause budget among the
 * `comparisons` entities that could be paused at this look, over the looks every 4 hours
 * (engine/stats/repeated-looks.ts).
 */
export interface PauseEvidence {
  chance: number;
  chanceAllowed: number;
  comparisons: number;
  /** Keywords: posterior probability that it converts at less than `pauseBelowShare` of the campaign's rate. */
  probabilityBelow?: number;
}

/**
 * Keywords to pause, each with its evidence. A keyword is paused when both hold:
 *
 * - it is credibly worse than the rest at all: had it converted as well as the rest of the campaign,
 *   its clicks would have drawn each of the campaign's conversions with probability clicks / all
 *   clicks, and as few as it got would come at most `chanceAllowed` of the time (exact binomial);
 * - it is worse by enough to matter: the posterior (Beta prior around the campaign's rate worth
 *   `keywordPriorConversions`, exact) gives at least `pauseConfidence` to a conversion rate below
 *   `pauseBelowShare` of the campaign's.
 *
 * The first keeps false pauses within `falsePausesPerMonth.keywords` of campaign-months however many
 * keywords there are and however often the job looks; the second keeps a keyword that converts
 * nearly as well, which would still earn, from being paused on a small difference that much traffic
 * makes certain. One keyword always keeps serving.
 */
export function keywordPauses(
  keywords: readonly { keywordId: string; totals: Totals }[],
  campaignRate: number,
  rules: PauseRules,
): Map<string, PauseEvidence> {
  const paused = new Map<string, PauseEvidence>();
  const clicks = keywords.reduce((sum, keyword) => sum + keyword.totals.clicks, 0);
  const conversions = keywords.reduce((sum, keyword) => sum + keyword.totals.conversions, 0);
  if (campaignRate <= 0 || keywords.length <= 1 || clicks === 0) return paused;
  const share = (keyword: { totals: Totals }) => keyword.totals.clicks / clicks;
  const { comparisons, tailAllowed } = comparisonsThatCanAct(
    keywords.map((keyword) => (1 - share(keyword)) ** conversions),
    rules.falsePausesPerMonth.keywords,
    lookFactorOf(rules),
  );
  const line = rules.pauseBelowShare * campaignRate;
  const prior = rules.keywordPriorConversions;
  for (const keyword of keywords) {
    const chance = binomialAtMost(keyword.totals.conversions, conversions, share(keyword));
    if (chance > tailAllowed) continue;
    const probabilityBelow = betaCdf(line, prior + keyword.totals.conversions, (prior * (1 - campaignRate)) / campaignRate + Math.max(0, keyword.totals.clicks - keyword.totals.conversions));
    if (probabilityBelow < rules.pauseConfidence) continue;
    paused.set(keyword.keywordId, { chance, chanceAllowed: tailAllowed, comparisons, probabilityBelow });
  }
  if (paused.size === keywords.length) {
    const kept = keywords.reduce((best, keyword) => (paused.get(keyword.keywordId)!.chance > paused.get(best.keywordId)!.chance ? keyword : best));
    paused.delete(kept.keywordId);
  }
  return paused;
}

/**
 * Challengers to pause (never the champion), each with its evidence: at the 1% CTR floor, as few
 * clicks as it got over its impressions would come at most `chanceAllowed` of the time (exact
 * binomial), the allowance shared by the challengers that could be paused at all
 * (`falsePausesPerMonth.ads`).
 */
export function adPauses<Ad extends { isChampion: boolean; totals: Totals }>(ads: readonly Ad[], rules: PauseRules): { ad: Ad; evidence: PauseEvidence }[] {
  const floor = WINNER_CRITERIA.pausedBelowCtrPercent / 100;
  const candidates = ads.filter((ad) => !ad.isChampion);
  const { comparisons, tailAllowed } = comparisonsThatCanAct(
    candidates.map((ad) => (1 - floor) ** ad.totals.impressions),
    rules.falsePausesPerMonth.ads,
    lookFactorOf(rules),
  );
  return candidates
    .map((ad) => ({ ad, evidence: { chance: binomialAtMost(ad.totals.clicks, ad.totals.impressions, floor), chanceAllowed: tailAllowed, comparisons } }))
    .filter(({ evidence }) => evidence.chance <= tailAllowed);
}

/** P(Binomial(trials, p) ≤ successes), exactly: I_(1−p)(trials − successes, successes + 1). */
export function binomialAtMost(successes: number, trials: number, p: number): number {
  if (successes >= trials || p <= 0) return 1;
  if (p >= 1) return 0;
  return betaCdf(1 - p, trials - successes, successes + 1);
}

/** "1 time in 32,000": 1 / chance cut to 2 significant digits (never rarer than computed). */
export function oneIn(chance: number): string {
  const times = 1 / chance;
  const unit = times >= 100 ? 10 ** (Math.floor(Math.log10(times)) - 1) : 1;
  return `1 time in ${(Math.floor(times / unit) * unit).toLocaleString('en-US')}`;
}

/** The reasoning's account of what a pause needed and why, with the figures computed. */
export function evidenceNeeded(evidence: PauseEvidence, entity: 'keyword' | 'ad', rules: PauseRules): string {
  const budget = entity === 'ad' ? rules.falsePausesPerMonth.ads : rules.falsePausesPerMonth.keywords;
  const count = evidence.comparisons === 1 ? `1 ${entity} could` : `${evidence.comparisons} ${entity}s could`;
  return `a chance of ${oneIn(evidence.chanceAllowed).replace('1 time in', '1 in')} or less (${count} be paused; looked at every ${OPTIMIZATION_INTERVAL_HOURS} hours, that keeps false pauses to ${budget * 100}% of campaign-months)`;
}

/** A probability as a percentage, truncated (never rounded up): 0.9996 reads 99.9%. */
export function truncatedPercent(probability: number): string {
  const decimals = probability >= 0.99 ? 1 : 0;
  const scale = 10 ** decimals;
  return `${(Math.floor(probability * 100 * scale) / scale).toFixed(decimals)}%`;
}

function lookFactorOf(rules: PauseRules): number {
  return lookFactor(rules.lookbackDays, OPTIMIZATION_INTERVAL_HOURS);
}
