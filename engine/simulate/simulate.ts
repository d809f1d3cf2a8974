import { monthTotalCents } from '../budget/ledger';
import { monthPosition } from '../budget/month-calendar';
import { type ChallengerGenerator, generateChallengers } from '../core/challenger-generator';
import type { EngineState } from '../core/engine-state';
import { launchCampaign } from '../core/launch-campaign';
import { runEngineHour } from '../core/run-engine-hour';
import { syncMetrics } from '../core/sync-metrics';
import type { AdSpec } from '../platform/ads-platform';
import { DemoPlatform } from '../platform/demo/demo-platform';
import { SeededRandom } from '../stats/seeded-random';
import { runShardsInWorkers } from './simulate-workers';

export interface SimulateOptions {
  campaigns: number;
  days: number;
  seed: number;
  /** Platform always overdelivers to the maximum allowed and reports 3 hours late. */
  worstCase?: boolean;
  /** Epoch ms of the first hour; default 2025-01-01T00:00Z. */
  startMs?: number;
  /** Monthly budget of campaign `index` in cents; default log-uniform $20 to $50,000. */
  budgetCents?: (index: number, random: SeededRandom) => number;
  optimize?: boolean;
  /** Monte Carlo draws per round evaluation. */
  draws?: number;
  generateChallengers?: ChallengerGenerator;
  onProgress?: (hoursDone: number, hoursTotal: number) => void;
  /**
   * Worker threads to spread the businesses over (each business is independent, so the summary is
   * the same for any number); default 1: in this thread. Ignored with a custom `generateChallengers`.
   */
  workers?: number;
}

export interface MonthOutcome {
  businessId: string;
  month: string;
  budgetCents: number;
  ledgerCents: number;
  /** What the platform truly spent, reported or not (demo only). */
  deliveredCents: number;
  overspendCents: number;
  /** Ledger over the budget share of the simulated days of that month. */
  budgetUse: number;
}

export interface SimulationSummary {
  campaigns: number;
  days: number;
  seed: number;
  worstCase: boolean;
  rounds: number;
  championsCrowned: number;
  championsKept: number;
  championsReplaced: number;
  noDecision: number;
  spendCents: number;
  budgetCents: number;
  overspendCents: { total: number; max: number; monthsOver: number };
  budgetUse: { min: number; p10: number; median: number; p90: number; max: number };
  months: MonthOutcome[];
  activityEntries: number;
  elapsedMs: number;
}

const HOUR_MS = 3_600_000;
const LAUNCH_ADS: AdSpec[] = ['Expert Help Near You', 'Fast, Friendly Service', 'Get a Free Estimate', 'Top Rated Since 2005', 'Book Today, Save More'].map(
  (lead) => ({ headlines: [lead, 'Call Us Today', 'Local and Trusted'], descriptions: ['Quality work at a fair price.', 'Book online in two minutes.'], finalUrl: 'https://example.test' }),
);
const KEYWORDS = ['service near me', 'best local service', 'affordable service', 'service quote', 'emergency service'].map((text) => ({
  text,
  matchType: 'PHRASE' as const,
  cpcBidMicros: 3_000_000,
}));

/** What a business starts with: drawn up front, in order, so that any split of the work gets the same. */
export interface BusinessSetup {
  monthlyBudgetCents: number;
  platformSeed: number;
}

/** The part of a simulation one thread ran: businesses `from`..`to` - 1. */
export interface ShardOutcome {
  months: MonthOutcome[];
  outcomes: Record<'crowned' | 'kept' | 'replaced' | 'noDecision', number>;
  rounds: number;
  activityEntries: number;
}

/** The options a worker thread can receive (no functions). */
export type ShardOptions = Omit<SimulateOptions, 'budgetCents' | 'generateChallengers' | 'onProgress' | 'workers'>;

/**
 * Runs the engine (the same functions the persisted engine calls) over demo campaigns on a virtual
 * clock: one business per campaign, each with its own seeded demo account.
 */
export async function simulate(options: SimulateOptions): Promise<SimulationSummary> {
  const started = performance.now();
  const random = new SeededRandom(options.seed);
  const budgetOf = options.budgetCents ?? ((_, draw) => Math.round(2000 * 2500 ** draw.uniform()));
  const setups: BusinessSetup[] = [];
  for (let index = 0; index < options.campaigns; index++) {
    const monthlyBudgetCents = budgetOf(index, random);
    setups.push({ monthlyBudgetCents, platformSeed: random.fork() });
  }
  const workers = Math.max(1, Math.min(Math.floor(options.workers ?? 1), options.campaigns));
  const { budgetCents: _budget, generateChallengers: custom, onProgress, workers: _workers, ...shardOptions } = options;
  let shards: ShardOutcome[] | null = null;
  if (workers > 1 && !custom) shards = await runShardsInWorkers(shardOptions, setups, workers, onProgress);
  shards ??= [await simulateShard(options, setups, 0, setups.length, onProgress && ((hour) => onProgress(hour, options.days * 24)))];
  return mergeShards(options, shards, performance.now() - started);
}

/** Simulates businesses `from`..`to` - 1 of `setups` (one thread's share). */
export async function simulateShard(
  options: ShardOptions & Pick<SimulateOptions, 'generateChallengers'>,
  setups: readonly BusinessSetup[],
  from: number,
  to: number,
  onHour?: (hoursDone: number) => void,
): Promise<ShardOutcome> {
  const startMs = options.startMs ?? Date.UTC(2025, 0, 1);
  let nowMs = startMs;
  const clock = () => nowMs;
  const state: EngineState = { businesses: {}, campaigns: {} };
  const platforms = new Map<string, DemoPlatform>();
  for (let index = from; index < to; index++) {
    const businessId = `b${index + 1}`;
    const { monthlyBudgetCents, platformSeed } = setups[index];
    state.businesses[businessId] = { businessId, monthlyBudgetCents, profile: 'even', campaignIds: [], syncedAtMs: 0, ledger: [] };
    const platform = DemoPlatform.create({ seed: platformSeed, clock, worstCase: options.worstCase, idPrefix: businessId });
    platforms.set(businessId, platform);
    await launchCampaign(state, platform, { businessId, name: `Campaign ${index + 1}`, monthlyBudgetCents, ads: LAUNCH_ADS, keywords: KEYWORDS, nowMs, autoApprove: true });
  }
  const platformFor = (businessId: string) => platforms.get(businessId)!;
  const hours = options.days * 24;
  let activityEntries = 0;
  // Through the instant the last day ends, inclusive: a round that ends exactly then is evaluated.
  for (let hour = 0; hour <= hours; hour++) {
    nowMs = startMs + hour * HOUR_MS;
    const result = await runEngineHour(state, platformFor, nowMs, {
      seed: options.seed,
      generateChallengers: options.generateChallengers ?? generateChallengers,
      draws: options.draws,
      optimize: options.optimize,
    });
    activityEntries += result.logEntries.length;
    if (hour < hours) onHour?.(hour + 1);
  }
  // Let the last hours' reports arrive (the lag) and book them: the month's final ledger.
  nowMs = startMs + hours * HOUR_MS + 4 * HOUR_MS;
  for (const business of Object.values(state.businesses)) await syncMetrics(state, business, platformFor(business.businessId), nowMs);
  return summariseShard(state, platforms, options, startMs, activityEntries);
}

function summariseShard(state: EngineState, platforms: Map<string, DemoPlatform>, options: ShardOptions, startMs: number, activityEntries: number): ShardOutcome {
  const simulatedDaysByMonth = new Map<string, number>();
  for (let day = 0; day < options.days; day++) {
    const month = monthPosition(startMs + day * 86_400_000).month;
    simulatedDaysByMonth.set(month, (simulatedDaysByMonth.get(month) ?? 0) + 1);
  }
  const months: MonthOutcome[] = [];
  for (const business of Object.values(state.businesses)) {
    for (const [month, days] of simulatedDaysByMonth) {
      const ledgerCents = monthTotalCents(business.ledger, month);
      const deliveredMicros = business.campaignIds.reduce((sum, id) => sum + platforms.get(business.businessId)!.deliveredMicros(id, month), 0);
      const daysInMonth = monthPosition(Date.parse(`${month}-01T00:00:00Z`)).daysInMonth;
      months.push({
        businessId: business.businessId,
        month,
        budgetCents: business.monthlyBudgetCents,
        ledgerCents,
        deliveredCents: Math.round(deliveredMicros / 10_000),
        overspendCents: Math.max(0, ledgerCents - business.monthlyBudgetCents),
        budgetUse: ledgerCents / ((business.monthlyBudgetCents * days) / daysInMonth),
      });
    }
  }
  const outcomes = { crowned: 0, kept: 0, replaced: 0, noDecision: 0 };
  let rounds = 0;
  for (const campaign of Object.values(state.campaigns)) {
    for (const round of campaign.rounds) {
      outcomes[round.result.outcome]++;
      rounds++;
    }
  }
  return { months, outcomes, rounds, activityEntries };
}

function mergeShards(options: SimulateOptions, shards: readonly ShardOutcome[], elapsedMs: number): SimulationSummary {
  const months = shards.flatMap((shard) => shard.months);
  const total = (count: (shard: ShardOutcome) => number) => shards.reduce((sum, shard) => sum + count(shard), 0);
  const uses = months.map((month) => month.budgetUse).sort((a, b) => a - b);
  const quantile = (q: number) => (uses.length > 0 ? uses[Math.min(uses.length - 1, Math.floor(q * uses.length))] : 0);
  return {
    campaigns: options.campaigns,
    days: options.days,
    seed: options.seed,
    worstCase: options.worstCase ?? false,
    rounds: total((shard) => shard.rounds),
    championsCrowned: total((shard) => shard.outcomes.crowned),
    championsKept: total((shard) => shard.outcomes.kept),
    championsReplaced: total((shard) => shard.outcomes.replaced),
    noDecision: total((shard) => shard.outcomes.noDecision),
    spendCents: months.reduce((sum, month) => sum + month.ledgerCents, 0),
    budgetCents: months.reduce((sum, month) => sum + month.budgetCents, 0),
    overspendCents: {
      total: months.reduce((sum, month) => sum + month.overspendCents, 0),
      max: months.reduce((max, month) => Math.max(max, month.overspendCents), 0),
      monthsOver: months.filter((month) => month.overspendCents > 0).length,
    },
    budgetUse: { min: quantile(0), p10: quantile(0.1), median: quantile(0.5), p90: quantile(0.9), max: quantile(1) },
    months,
    activityEntries: total((shard) => shard.activityEntries),
    elapsedMs,
  };
}
