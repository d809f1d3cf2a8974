import { BUDGET_SPLIT } from '../../schema/constants';
import type { RoundEvaluation } from '../../schema/tournament-state';
import { ROUND_DEFAULTS, type RoundResult } from '../stats/evaluate-round';
import { boundaryAt, SEQUENTIAL_RULE } from '../stats/sequential-boundary';

/**
 * What a round's look means for the ads, the same for the persisted product, the in-memory engine
 * the simulator runs and the tests (docs/tournaments.md): one challenger at a time against the
 * champion; after the first round the second most likely best launch variant is the first
 * challenger; a decided round pauses every other ad; an open round changes nothing.
 */
export type NextRole = 'champion' | 'challenger';

export interface RoundPlan {
  /** Roles from now on of the ads that keep serving. */
  roles: Record<string, NextRole>;
  /** Ads to pause. */
  paused: string[];
  /** Whether the next round needs a new challenger (none stays on from this one). */
  needsChallenger: boolean;
}

export function planAfterLook(result: RoundResult): RoundPlan {
  if (result.outcome === 'open' || result.outcome === 'noDecision') return { roles: {}, paused: [], needsChallenger: false };
  const roles: Record<string, NextRole> = { [result.championId]: 'champion' };
  if (result.runnerUpId) roles[result.runnerUpId] = 'challenger';
  return { roles, paused: result.eliminatedIds, needsChallenger: !result.runnerUpId };
}

/** The tournament machine's view of a look. */
export function machineEvaluation(result: RoundResult | undefined, fallbackChampionId: string | null): RoundEvaluation {
  if (!result) return { outcome: 'no_decision', championAdId: fallbackChampionId, reason: 'No ads raced this round.' };
  if (result.outcome === 'open') return { outcome: 'no_decision', championAdId: fallbackChampionId, reason: result.reason, open: true };
  const outcome = result.outcome === 'kept' ? 'kept' : result.outcome === 'noDecision' ? 'no_decision' : 'replaced';
  return { outcome, championAdId: result.championId, reason: result.reason };
}

/**
 * The campaign's look from its ad groups' looks. Each ad group races its own variants, and an ad
 * group short of evidence (say, one of its variants has not served on a single date the others did)
 * keeps its round open. The campaign's round ends only once every ad group has decided, the last at
 * day 28 when the rule forces it: starting the next round earlier would retire the open groups'
 * variants with no evidence against them. The decided groups meanwhile serve their champion and
 * its challenger. The machine keeps the first ad group's champion, as before.
 */
export function campaignEvaluation(groups: readonly RoundEvaluation[], fallbackChampionId: string | null): RoundEvaluation {
  const open = groups.find((group) => group.open);
  if (open) return open;
  return groups[0] ?? { outcome: 'no_decision', championAdId: fallbackChampionId, reason: 'No ads raced this round.' };
}

/**
 * The share of an ad group's traffic the challenger gets: demo serving gives it the runner-up's and
 * the challengers' parts of the 70/20/10 split (30%); Google rotates the (at most 3) enabled ads
 * evenly, so live, beside the champion alone, it gets half.
 */
export function challengerShare(live: boolean): number {
  return live ? 0.5 : BUDGET_SPLIT.runnerUp + BUDGET_SPLIT.challenger;
}

/** Traffic a round can count on: impressions a day, CTR, and conversions per click (0 if unknown). */
export interface RoundTraffic {
  impressionsPerDay: number;
  ctr: number;
  conversionRate?: number;
  live: boolean;
}

/**
 * The smallest lift a round can spot within `days` days (80% power) at this traffic: the lift whose
 * expected z statistic reaches the sequential threshold of that look plus 0.84 standard deviations.
 * Normal approximation on the log of the rate ratio; the rate is the one the round will judge by
 * (conversions per impression once each arm can expect 30 conversions in that time, else CTR).
 */
export function detectableLift(input: RoundTraffic & { days: number }): number | null {
  const share = challengerShare(input.live);
  const days = Math.min(input.days, SEQUENTIAL_RULE.maxDays);
  const conversionsExpected = input.impressionsPerDay * share * days * input.ctr * (input.conversionRate ?? 0);
  const rate = conversionsExpected >= ROUND_DEFAULTS.minConversionsPerArm ? input.ctr * (input.conversionRate ?? 0) : input.ctr;
  const clicks = (fraction: number, lift: number) => input.impressionsPerDay * fraction * days * rate * lift;
  const needed = boundaryAt(days) + 0.84;
  for (let percent = 5; percent <= 200; percent += 5) {
    const lift = 1 + percent / 100;
    const se = Math.sqrt(1 / clicks(share, lift) + 1 / clicks(1 - share, 1));
    if (Math.log(lift) / se >= needed) return percent / 100;
  }
  return null;
}

/** The line an owner reads when a champion-against-challenger round starts. */
export function detectabilityMessage(input: RoundTraffic): string {
  const perDay = Math.max(0, Math.round(input.impressionsPerDay / 100) * 100);
  const traffic = `at about ${perDay.toLocaleString('en-US')} impressions a day`;
  const threeWeeks = detectableLift({ ...input, days: 21 });
  if (threeWeeks !== null) return `${capitalised(traffic)} this round can spot an ad ${Math.round(threeWeeks * 100)}% better within 3 weeks.`;
  const fourWeeks = detectableLift({ ...input, days: SEQUENTIAL_RULE.maxDays });
  if (fourWeeks !== null) return `${capitalised(traffic)} this round can spot an ad ${Math.round(fourWeeks * 100)}% better within 4 weeks.`;
  return `${capitalised(traffic)} this round can only spot an ad more than 3 times better; smaller differences need more traffic. The champion keeps serving meanwhile.`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
