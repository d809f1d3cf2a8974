import type { BiddingStrategy } from '../../schema/bidding';
import { type BiddingDecision, chooseBiddingStrategy } from './choose-bidding-strategy';

/** Google's default for a campaign created without a strategy of ours, and the tiny campaign's (docs/bidding.md). */
export const LAUNCH_STRATEGY: BiddingStrategy = { kind: 'manual_cpc', cpcCeilingMicros: null, targetCpaMicros: null };

/**
 * The strategy a new campaign is created on, by the same lifecycle the daily review runs, with no
 * figures yet: Maximize Clicks with a ceiling at 1.5 times its keywords' average bid, unless the
 * campaign is tiny (its average daily budget buys fewer than 10 clicks at those bids), which stays
 * on manual CPC. Null for manual CPC (nothing to set). Conversions cannot be bid on before any are
 * recorded, so tracking does not count here.
 */
export function launchBidding(input: { monthlyBudgetCents: number; keywordBidsMicros: readonly number[]; nowMs: number; currencyCode?: string }): BiddingDecision | null {
  const bids = input.keywordBidsMicros.filter((bid) => bid > 0);
  const decision = chooseBiddingStrategy({
    current: LAUNCH_STRATEGY,
    sinceMs: null,
    nowMs: input.nowMs,
    averageDailyBudgetMicros: (input.monthlyBudgetCents * 10_000) / 30.4,
    last30Days: { clicks: 0, conversions: 0, costMicros: 0 },
    averageBidMicros: bids.length > 0 ? bids.reduce((sum, bid) => sum + bid, 0) / bids.length : 0,
    tracking: 'not_recording',
    ...(input.currencyCode ? { currencyCode: input.currencyCode } : {}),
  });
  return decision && decision.next.kind !== 'manual_cpc' ? decision : null;
}
