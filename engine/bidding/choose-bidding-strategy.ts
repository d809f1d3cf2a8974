import { BIDDING_STRATEGIES, BIDDING_STRATEGY_LABELS, type BiddingStrategy, isConversionStrategy } from '../../schema/bidding';

const DAY_MS = 86_400_000;

/** Thresholds of the bidding lifecycle; why each is this size is in docs/bidding.md. */
export const BIDDING_RULES = {
  /** Conversions are counted over the last 30 days, as Google's guidance counts them. */
  windowDays: 30,
  /** A campaign whose average daily budget buys fewer clicks than this at its typical CPC is tiny: manual CPC. */
  tinyClicksPerDay: 10,
  /** A tiny campaign leaves manual CPC only once its budget buys this many clicks a day (hysteresis). */
  notTinyClicksPerDay: 15,
  /** Clicks in 30 days before the campaign's own CPC, rather than its keyword bids, says what a click costs. */
  minClicksForCpc: 20,
  /** Conversions in 30 days to move up to Maximize Conversions, and to Target CPA. */
  maximizeConversionsAt: 15,
  targetCpaAt: 30,
  /** Conversions in 30 days below which a conversion strategy steps back down: half the way in, so it does not flap. */
  leaveTargetCpaBelow: 15,
  leaveMaximizeConversionsBelow: 7,
  /** Days in a strategy before moving up (Google's learning period is up to about two weeks), and before stepping down for volume. */
  minDaysBeforeUp: 14,
  minDaysBeforeDown: 7,
  /** Maximize Clicks' ceiling over the typical CPC: the optimizer's own bid ceiling (docs/optimizer.md). */
  cpcCeilingOverCpc: 1.5,
  /** A target CPA or CPC ceiling is reset when the figures moved this far from it (and the dwell time passed). */
  resetDrift: 0.2,
  /** A target CPA is lowered only when the last 30 days spent at least this share of the budget. */
  lowerTargetAtSpend: 0.9,
} as const;

/** What conversion tracking says, from Google's record (live) or the simulator (demo). */
export type TrackingHealth = 'recording' | 'not_recording';

export interface BiddingInput {
  current: BiddingStrategy;
  /** When the current strategy was set; null for the strategy the campaign was launched with. */
  sinceMs: number | null;
  nowMs: number;
  /** The monthly budget over 30.4 days: the average daily budget Google's 2x rule is measured against. */
  averageDailyBudgetMicros: number;
  /** The campaign's last 30 days. */
  last30Days: { clicks: number; conversions: number; costMicros: number };
  /** Average of the keywords' CPC bids: what a click costs before the campaign has clicks of its own. */
  averageBidMicros: number;
  tracking: TrackingHealth;
  currencyCode?: string;
}

export interface BiddingDecision {
  next: BiddingStrategy;
  title: string;
  /** For the owner: why, with the figures. */
  message: string;
  /** The figures behind it, for the activity entry's details. */
  figures: Record<string, number | string>;
  /** A conversion strategy given up is worth the owner's attention. */
  level: 'info' | 'warning';
}

/**
 * The bidding lifecycle of one campaign (pure): Manual CPC while tiny, otherwise Maximize Clicks
 * with a CPC ceiling; Maximize Conversions once 30 days hold enough conversions and tracking
 * records; Target CPA at the observed cost per conversion once they hold more; back down when
 * conversions collapse or tracking stops recording. Null when the strategy stays as it is.
 */
export function chooseBiddingStrategy(input: BiddingInput): BiddingDecision | null {
  const rules = BIDDING_RULES;
  const { current, last30Days } = input;
  const days = input.sinceMs === null ? Number.POSITIVE_INFINITY : (input.nowMs - input.sinceMs) / DAY_MS;
  const conversions = last30Days.conversions;
  const cpaMicros = conversions > 0 ? last30Days.costMicros / conversions : 0;
  const typicalCpcMicros = last30Days.clicks >= rules.minClicksForCpc ? last30Days.costMicros / last30Days.clicks : input.averageBidMicros;
  const clicksPerDay = typicalCpcMicros > 0 ? input.averageDailyBudgetMicros / typicalCpcMicros : Number.POSITIVE_INFINITY;
  const money = moneyFormat(input.currencyCode);
  const figures: Record<string, number | string> = {
    conversionsLast30Days: round2(conversions),
    clicksLast30Days: last30Days.clicks,
    costLast30Days: round2(last30Days.costMicros / 1e6),
    costPerConversion: round2(cpaMicros / 1e6),
    typicalCpc: round2(typicalCpcMicros / 1e6),
    averageDailyBudget: round2(input.averageDailyBudgetMicros / 1e6),
    clicksPerDayAtBudget: round2(clicksPerDay),
    tracking: input.tracking,
    daysInStrategy: Number.isFinite(days) ? Math.floor(days) : 'since launch',
    from: current.kind,
  };
  const inWindow = `${formatCount(conversions)} conversions in the last 30 days`;
  const decide = (next: BiddingStrategy, message: string): BiddingDecision => ({
    next,
    title: next.kind === current.kind ? `Bidding: ${BIDDING_STRATEGY_LABELS[next.kind]} target changed` : `Bidding: ${BIDDING_STRATEGY_LABELS[next.kind]}`,
    message,
    level: isConversionStrategy(current.kind) && BIDDING_STRATEGIES.indexOf(next.kind) < BIDDING_STRATEGIES.indexOf(current.kind) ? 'warning' : 'info',
    figures: { ...figures, to: next.kind, ...(next.cpcCeilingMicros ? { cpcCeiling: round2(next.cpcCeilingMicros / 1e6) } : {}), ...(next.targetCpaMicros ? { targetCpa: round2(next.targetCpaMicros / 1e6) } : {}) },
  });

  // The strategy without conversions: manual while a day's budget buys only a few clicks, otherwise Maximize Clicks.
  const wasTiny = current.kind === 'manual_cpc' && input.sinceMs !== null;
  const tiny = clicksPerDay < (wasTiny ? rules.notTinyClicksPerDay : rules.tinyClicksPerDay);
  const ceilingMicros = roundToCent(typicalCpcMicros * rules.cpcCeilingOverCpc);
  const baseline: BiddingStrategy = tiny
    ? { kind: 'manual_cpc', cpcCeilingMicros: null, targetCpaMicros: null }
    : { kind: 'maximize_clicks', cpcCeilingMicros: ceilingMicros > 0 ? ceilingMicros : null, targetCpaMicros: null };
  const baselineWhy = tiny
    ? `Your daily budget of ${money(input.averageDailyBudgetMicros)} buys about ${formatCount(clicksPerDay)} clicks at ${money(typicalCpcMicros)} a click: too few for Google to learn from, so AdPilot sets each keyword's bid itself.`
    : `Your daily budget of ${money(input.averageDailyBudgetMicros)} buys about ${formatCount(clicksPerDay)} clicks at ${money(typicalCpcMicros)} a click. Google now bids for the most clicks within it, never above ${money(ceilingMicros)} a click (1.5 times the typical cost).`;

  if (isConversionStrategy(current.kind)) {
    if (input.tracking !== 'recording') {
      return decide(baseline, `Conversion tracking is not recording conversions, so bidding on them would bid blind. Back to ${BIDDING_STRATEGY_LABELS[baseline.kind]} until conversions are recorded again. ${baselineWhy}`);
    }
    if (current.kind === 'target_cpa' && days >= rules.minDaysBeforeDown && conversions < rules.leaveTargetCpaBelow) {
      return decide(
        { kind: 'maximize_conversions', cpcCeilingMicros: null, targetCpaMicros: null },
        `${inWindow}, below the ${rules.leaveTargetCpaBelow} a target CPA needs to hold. Google now gets the most conversions within the budget, without a target.`,
      );
    }
    if (current.kind === 'maximize_conversions' && days >= rules.minDaysBeforeDown && conversions < rules.leaveMaximizeConversionsBelow) {
      return decide(baseline, `${inWindow}: too few for Google to bid on conversions (it needs at least ${rules.leaveMaximizeConversionsBelow} to stay). ${baselineWhy}`);
    }
    if (current.kind === 'maximize_conversions' && days >= rules.minDaysBeforeUp && conversions >= rules.targetCpaAt) {
      const target = targetCpa(cpaMicros);
      return decide(
        { kind: 'target_cpa', cpcCeilingMicros: null, targetCpaMicros: target },
        `${inWindow} at ${money(cpaMicros)} each (${money(last30Days.costMicros)} spent). Google's guidance for a target CPA is ${rules.targetCpaAt} or more, so Google now aims at ${money(target)} a conversion: what the campaign has actually paid, not a wish.`,
      );
    }
    // A lower target only while the budget is still spent: a campaign that spends less because the
    // target holds its bids down shows a lower CPA, and following it down would ratchet volume away.
    const spentShare = last30Days.costMicros / (rules.windowDays * input.averageDailyBudgetMicros);
    const retarget = current.targetCpaMicros && drifted(cpaMicros, current.targetCpaMicros) && (cpaMicros > current.targetCpaMicros || spentShare >= rules.lowerTargetAtSpend);
    if (current.kind === 'target_cpa' && current.targetCpaMicros && days >= rules.minDaysBeforeUp && retarget) {
      const target = targetCpa(cpaMicros);
      return decide(
        { kind: 'target_cpa', cpcCeilingMicros: null, targetCpaMicros: target },
        `The last 30 days cost ${money(cpaMicros)} a conversion (${inWindow}) against a target of ${money(current.targetCpaMicros)}. The target follows what the campaign actually pays: ${money(target)}.`,
      );
    }
    return null;
  }

  if (input.tracking === 'recording' && conversions >= rules.maximizeConversionsAt && days >= rules.minDaysBeforeUp) {
    return decide(
      { kind: 'maximize_conversions', cpcCeilingMicros: null, targetCpaMicros: null },
      `${inWindow} at ${money(cpaMicros)} each, with conversion tracking recording. Google's guidance is ${rules.maximizeConversionsAt} or more before bidding on conversions, so Google now bids each search by how likely it is to convert. It may spend up to twice the daily budget on a busy day; AdPilot keeps the month within your budget.`,
    );
  }
  const settled = input.sinceMs === null || days >= rules.minDaysBeforeDown;
  if (!settled) return null;
  if (baseline.kind !== current.kind) return decide(baseline, baselineWhy);
  if (baseline.kind === 'maximize_clicks' && baseline.cpcCeilingMicros && (!current.cpcCeilingMicros || drifted(baseline.cpcCeilingMicros, current.cpcCeilingMicros))) {
    return decide(baseline, `Clicks now cost about ${money(typicalCpcMicros)}, so the ceiling moves from ${current.cpcCeilingMicros ? money(current.cpcCeilingMicros) : 'none'} to ${money(baseline.cpcCeilingMicros)} a click.`);
  }
  return null;
}

/** The observed cost per conversion, rounded up to the cent: never a target below what the campaign has paid. */
function targetCpa(cpaMicros: number): number {
  return Math.ceil(cpaMicros / 10_000) * 10_000;
}

function drifted(value: number, reference: number): boolean {
  return Math.abs(value - reference) > BIDDING_RULES.resetDrift * reference;
}

function roundToCent(micros: number): number {
  return Math.round(micros / 10_000) * 10_000;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function formatCount(value: number): string {
  return value >= 10 || Number.isInteger(value) ? Math.round(value).toLocaleString('en-US') : value.toFixed(1);
}

/** Amounts in the account's currency, e.g. $12.50 or €12.50. */
export function moneyFormat(currencyCode = 'USD'): (micros: number) => string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode });
  return (micros) => format.format(micros / 1e6);
}
