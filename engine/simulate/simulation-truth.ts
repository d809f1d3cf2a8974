import { isoDate, monthPosition } from '../budget/month-calendar';
import type { EngineBusiness, EngineDecision, EngineState } from '../core/engine-state';
import type { DemoPlatform, EntityTruth } from '../platform/demo/demo-platform';
import type { BusinessOutcome, UnspentCents } from './simulate';

const DAY_MS = 86_400_000;

/** Conversions, clicks and spend of a business over the run, as the platform reported them (final). */
export async function businessOutcome(business: EngineBusiness, platform: DemoPlatform, startMs: number, endMs: number): Promise<BusinessOutcome> {
  const outcome: BusinessOutcome = { businessId: business.businessId, conversions: 0, clicks: 0, spendCents: 0 };
  if (business.campaignIds.length === 0) return outcome;
  const report = await platform.fetchMetrics({ campaignIds: business.campaignIds, level: 'campaign', from: isoDate(startMs), to: isoDate(endMs), segment: 'day' });
  let costMicros = 0;
  for (const row of report.rows) {
    outcome.conversions += row.conversions;
    outcome.clicks += row.clicks;
    costMicros += row.costMicros;
  }
  outcome.spendCents = Math.round(costMicros / 10_000);
  return outcome;
}

/**
 * Splits each simulated day's unspent budget (the business's monthly budget pro rata for the day,
 * less its ledger spend) by cause, from the demo's truth of the day: what its searches could cost at
 * full impression share (below the share: demand), at the bids set (below what full share gives:
 * rank), the daily budgets in effect and the platform's pacing (guard), and hours nothing could
 * serve (paused). When the causes add up to more than the shortfall they are scaled down to it.
 */
export function addUnspent(into: UnspentCents, state: EngineState, business: EngineBusiness, platform: DemoPlatform, startMs: number, days: number): void {
  for (let day = 0; day < days; day++) {
    const dayMs = startMs + day * DAY_MS;
    const date = isoDate(dayMs);
    const target = business.monthlyBudgetCents / monthPosition(dayMs).daysInMonth;
    let spent = 0;
    let full = 0;
    let atBids = 0;
    let budget = 0;
    let idleShare = 0;
    for (const campaignId of business.campaignIds) {
      const campaign = state.campaigns[campaignId];
      spent += campaign.ledgerCentsByDate[date] ?? 0;
      const potential = platform.potentialByDate(campaignId)[date];
      if (potential) {
        full += potential[0] / 10_000;
        atBids += potential[1] / 10_000;
        idleShare = Math.max(idleShare, potential[2] / 24);
      }
      budget += (campaign.maxBudgetByDate[date] ?? 0) / 10_000;
    }
    const shortfall = target - spent;
    if (shortfall <= 0) continue;
    const causes = {
      paused: target * idleShare,
      demand: Math.max(0, target - full),
      rank: Math.max(0, Math.min(target, full) - atBids),
      guard: Math.max(0, Math.min(target, atBids) - budget),
    };
    const named = causes.paused + causes.demand + causes.rank + causes.guard;
    const scale = named > shortfall ? shortfall / named : 1;
    into.paused += causes.paused * scale;
    into.demand += causes.demand * scale;
    into.rank += causes.rank * scale;
    // What no named cause explains is the platform pacing the day's budget from its own forecast.
    into.guard += causes.guard * scale + Math.max(0, shortfall - named);
  }
}

/**
 * The hidden truth of every entity a decision compared, taken in the hour of the decision (`take`
 * after each simulated hour books the decisions made in it). A keyword's truth is what it serves then:
 * once searches are excluded or moved to keywords of their own, its conversion rate is no longer the
 * one it was drawn with, and the same keyword judged at the end of a run could read otherwise.
 */
export class TruthAtDecisions {
  private readonly byDecision = new Map<EngineDecision, Map<string, EntityTruth>>();
  private readonly taken = new Map<string, number>();

  take(state: EngineState, business: EngineBusiness, platform: DemoPlatform): void {
    for (const campaignId of business.campaignIds) {
      const decisions = state.campaigns[campaignId].decisions ?? [];
      for (let index = this.taken.get(campaignId) ?? 0; index < decisions.length; index++) {
        const decision = decisions[index];
        this.byDecision.set(decision, new Map([decision.entityId, ...decision.comparedTo].map((id) => [id, platform.truthOf(id)])));
      }
      this.taken.set(campaignId, decisions.length);
    }
  }

  of(decision: EngineDecision, entityId: string): EntityTruth {
    const truth = this.byDecision.get(decision)?.get(entityId);
    if (!truth) throw new Error(`No truth taken for ${entityId} at decision ${decision.kind} ${decision.entityId}`);
    return truth;
  }
}

/**
 * Judges each pause and replacement of a business against the hidden truth at the hour it was made:
 * a replacement is false when the new champion is not truly better than the old on the round's
 * metric; a pause is false when the paused keyword's (or ad's) true conversion rate (CTR for an ad)
 * is not below the average of those serving beside it. In an A/A market every ad is alike, and so is
 * every keyword until the search-term review excludes searches or gives one its own keyword: what a
 * keyword serves then converts at a rate of its own.
 */
export function judgeDecisions(
  state: EngineState,
  business: EngineBusiness,
  truths: TruthAtDecisions,
): { decisions: number; falseDecisions: number; falseReplacements: number; falseMonths: string[]; byKind: Record<DecisionKind, KindVerdicts> } {
  let decisions = 0;
  let falseDecisions = 0;
  let falseReplacements = 0;
  const falseMonths = new Set<string>();
  const byKind = noKindVerdicts();
  for (const campaignId of business.campaignIds) {
    for (const decision of state.campaigns[campaignId].decisions ?? []) {
      decisions++;
      byKind[decision.kind].decisions++;
      if (!isFalse(decision, (id) => truths.of(decision, id))) continue;
      falseDecisions++;
      byKind[decision.kind].falseDecisions++;
      if (decision.kind === 'replace') falseReplacements++;
      const month = `${campaignId}|${monthPosition(decision.atMs).month}`;
      falseMonths.add(month);
      if (!byKind[decision.kind].falseMonths.includes(month)) byKind[decision.kind].falseMonths.push(month);
    }
  }
  return { decisions, falseDecisions, falseReplacements, falseMonths: [...falseMonths], byKind };
}

export type DecisionKind = EngineDecision['kind'];
export const DECISION_KINDS: readonly DecisionKind[] = ['pauseKeyword', 'pauseAd', 'replace'];

/** One kind of decision (keyword pause, ad pause, replacement): how many, how many false, and the campaign-months (`campaign|month`) with a false one. */
export interface KindVerdicts {
  decisions: number;
  falseDecisions: number;
  falseMonths: string[];
}

export function noKindVerdicts(): Record<DecisionKind, KindVerdicts> {
  return { pauseKeyword: { decisions: 0, falseDecisions: 0, falseMonths: [] }, pauseAd: { decisions: 0, falseDecisions: 0, falseMonths: [] }, replace: { decisions: 0, falseDecisions: 0, falseMonths: [] } };
}

function isFalse(decision: EngineDecision, truthOf: (entityId: string) => EntityTruth): boolean {
  const truth = truthOf(decision.entityId);
  if (decision.kind === 'replace') {
    const old = truthOf(decision.comparedTo[0]);
    const value = (item: typeof truth) => (decision.metric === 'conversionsPerImpression' ? item.ctrFactor * item.conversionFactor : item.ctrFactor);
    return value(truth) <= value(old);
  }
  const group = [decision.entityId, ...decision.comparedTo.filter((id) => id !== decision.entityId)].map((id) => truthOf(id));
  const measure = (item: typeof truth) => (decision.kind === 'pauseAd' ? item.ctrFactor : item.conversionFactor);
  const weights = group.map((item) => item.volumeShare ?? 1);
  const average = group.reduce((sum, item, index) => sum + measure(item) * weights[index], 0) / weights.reduce((sum, weight) => sum + weight, 0);
  return measure(truth) >= average * (1 - 1e-9);
}
