import { OPTIMIZATION_INTERVAL_HOURS } from '../../schema/constants';
import { lookIsDue } from '../../schema/round-math';
import { reviewBiddingInMemory } from '../bidding/review-bidding-in-memory';
import { OPTIMIZER_RULES } from '../optimizer/optimize-campaign';
import type { AdsPlatform } from '../platform/ads-platform';
import { reviewBusinessSearchTerms } from '../search-terms/review-in-memory';
import type { ActivityEntryDraft } from './activity-entry';
import { checkRound, type RoundCheckOptions } from './check-round';
import type { EngineState } from './engine-state';
import { runBudgetAudit } from './run-budget-audit';
import { runOptimization } from './run-optimization';
import { syncMetrics } from './sync-metrics';

/** The daily search-term review runs at this UTC hour, after the night's reports are in. */
const SEARCH_TERM_REVIEW_HOUR = 6;

export interface EngineHourOptions extends RoundCheckOptions {
  /** Skip the 4-hourly optimizer (e.g. a pure budget test). */
  optimize?: boolean;
  /** Skip the tournament rounds: the launch ads keep rotating evenly (the simulator's baselines). */
  tournaments?: boolean;
  /** Skip the daily search-term review (negatives and keywords from searches). */
  searchTerms?: boolean;
  /** Skip the daily bidding review: campaigns stay on manual CPC (engine/bidding). */
  bidding?: boolean;
}

export interface EngineHourResult {
  logEntries: ActivityEntryDraft[];
  ledgerRows: number;
  roundsEvaluated: number;
}

/**
 * One hour of the engine for a set of businesses, in the order the jobs run: metrics sync into the
 * ledger, the hourly budget audit (batched over all businesses), the 4-hourly optimization, and the
 * round check. The persisted engine runs the same steps around its database reads and writes.
 */
export async function runEngineHour(
  state: EngineState,
  platformFor: (businessId: string) => AdsPlatform,
  nowMs: number,
  options: EngineHourOptions,
): Promise<EngineHourResult> {
  const businessIds = Object.keys(state.businesses);
  const logEntries: ActivityEntryDraft[] = [];
  let ledgerRows = 0;
  let roundsEvaluated = 0;
  for (const businessId of businessIds) ledgerRows += await syncMetrics(state, state.businesses[businessId], platformFor(businessId), nowMs);
  const audit = await runBudgetAudit(state, businessIds, platformFor, nowMs);
  logEntries.push(...audit.logEntries);
  const hour = Math.floor(nowMs / 3_600_000);
  if ((options.optimize ?? true) && hour % OPTIMIZATION_INTERVAL_HOURS === 0) {
    for (const businessId of businessIds) logEntries.push(...(await runOptimization(state, state.businesses[businessId], platformFor(businessId), nowMs)));
  }
  if ((options.optimize ?? true) && (options.bidding ?? true) && hour % 24 === OPTIMIZER_RULES.deliveryHourUtc) {
    for (const businessId of businessIds) logEntries.push(...(await reviewBiddingInMemory(state, state.businesses[businessId], platformFor(businessId), nowMs)));
  }
  if ((options.searchTerms ?? true) && hour % 24 === SEARCH_TERM_REVIEW_HOUR) {
    for (const businessId of businessIds) logEntries.push(...(await reviewBusinessSearchTerms(state, state.businesses[businessId], platformFor(businessId), nowMs)));
  }
  const now = new Date(nowMs);
  if (options.tournaments === false) return { logEntries, ledgerRows, roundsEvaluated };
  for (const businessId of businessIds) {
    for (const campaignId of state.businesses[businessId].campaignIds) {
      const campaign = state.campaigns[campaignId];
      const context = (campaign.tournament as { context?: { roundStartDate?: string | null; lastLookAt?: string | null }; value?: unknown }) ?? {};
      const timeZone = state.businesses[businessId].timeZone;
      if (context.value !== 'testing' || !lookIsDue(context.context?.roundStartDate, context.context?.lastLookAt, now, timeZone)) continue;
      const entries = await checkRound(campaign, platformFor(businessId), nowMs, options, timeZone);
      roundsEvaluated += entries.length > 0 ? 1 : 0;
      logEntries.push(...entries);
    }
  }
  return { logEntries, ledgerRows, roundsEvaluated };
}
