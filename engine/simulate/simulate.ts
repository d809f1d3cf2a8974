import { BIDDING_STRATEGIES, type BiddingStrategy, type BiddingStrategyKind } from '../../schema/bidding';
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
import { SIMULATED_ASSETS } from './simulated-assets';
import { addUnspent, businessOutcome, DECISION_KINDS, type DecisionKind, judgeDecisions, TruthAtDecisions } from './simulation-truth';
import { runTextbookWeek } from './textbook-policy';

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
  /** Legacy switch: false runs the `none` arm. */
  optimize?: boolean;
  /**
   * What runs the campaigns: `engine` (the product: optimizer and tournaments), `none` (the plan
   * launched and left alone, only the budget guard) or `textbook` (a careful human's weekly keyword
   * pauses and budget moves, ads left to even rotation; engine/simulate/textbook-policy.ts).
   */
  arm?: SimulationArm;
  /**
   * A/A markets: every keyword, ad and hour within a campaign truly alike (keywords until the
   * search-term review excludes searches or adds keywords: what they serve then differs).
   */
  aa?: boolean;
  /** Features the engine arm runs without (`search-terms`, `assets`, `bidding`), to measure what each is worth. */
  without?: readonly SimulationFeature[];
  /**
   * Every campaign starts on an automated strategy, by index in turn: Maximize Clicks ($5 ceiling),
   * Maximize Conversions, Target CPA ($40), which may spend up to twice the daily budget on a day
   * (the budget guarantee's test); without the engine arm's bidding review they stay on it.
   */
  automatedBidding?: boolean;
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

export type SimulationArm = 'engine' | 'none' | 'textbook';
export const SIMULATION_FEATURES = ['search-terms', 'assets', 'bidding'] as const;
export type SimulationFeature = (typeof SIMULATION_FEATURES)[number];
export const SIMULATION_ARMS: readonly SimulationArm[] = ['engine', 'none', 'textbook'];

/** Unspent budget (pro rata for the simulated days) by cause, in cents. */
export interface UnspentCents {
  /** Not enough searches at any sensible bid. */
  demand: number;
  /** Searches there, auctions lost at the bids set (impression share lost to rank). */
  rank: number;
  /** Held back by the daily budgets set (pacing, caps) or the platform's own pacing. */
  guard: number;
  /** Nothing could serve (no enabled keyword or ad). */
  paused: number;
}

/** Decisions of one kind, those false by the hidden truth, and the campaign-months with a false one of that kind. */
export type DecisionsByKind = Record<DecisionKind, { decisions: number; falseDecisions: number; campaignMonthsWithFalseDecision: number }>;

/** One business over the whole run (what the paired comparison of arms resamples). */
export interface BusinessOutcome {
  businessId: string;
  conversions: number;
  clicks: number;
  spendCents: number;
}

export interface SimulationSummary {
  arm: SimulationArm;
  aa: boolean;
  campaigns: number;
  days: number;
  seed: number;
  worstCase: boolean;
  rounds: number;
  championsCrowned: number;
  championsKept: number;
  championsReplaced: number;
  noDecision: number;
  falseReplacements: number;
  conversions: number;
  clicks: number;
  spendCents: number;
  budgetCents: number;
  overspendCents: { total: number; max: number; monthsOver: number };
  unspentCents: UnspentCents;
  /** Pauses and replacements taken, and those the hidden truth says were wrong. */
  decisions: number;
  falseDecisions: number;
  campaignMonths: number;
  campaignMonthsWithFalseDecision: number;
  /** The same by kind: keyword pauses, ad pauses, replacements. */
  decisionsByKind: DecisionsByKind;
  businesses: BusinessOutcome[];
  budgetUse: { min: number; p10: number; median: number; p90: number; max: number };
  /** Spend on searches the market's truth calls irrelevant, over all spend on searches (docs/search-terms.md). */
  irrelevantSpendShare: number;
  /** Searches excluded by negative keywords at the end, and how many of them the truth calls relevant. */
  searchTermExclusions: SearchTermExclusions;
  /** Share of impressions served with assets (sitelinks, callouts, snippets, call; docs/assets.md). */
  assets: number;
  months: MonthOutcome[];
  /** Campaign-days whose reported spend passed the highest daily budget of that day (automated bidding may, up to 2x). */
  daysOverDailyBudget: number;
  /** Campaigns by the bid strategy they ended on (docs/bidding.md). */
  biddingStrategies: Record<BiddingStrategyKind, number>;
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

const AUTOMATED_STRATEGIES: BiddingStrategy[] = [
  { kind: 'maximize_clicks', cpcCeilingMicros: 5_000_000, targetCpaMicros: null },
  { kind: 'maximize_conversions', cpcCeilingMicros: null, targetCpaMicros: null },
  { kind: 'target_cpa', cpcCeilingMicros: null, targetCpaMicros: 40_000_000 },
];

export interface SearchTermExclusions {
  excluded: number;
  relevantExcluded: number;
  /** relevantExcluded / excluded: how often an exclusion hit a search the business wanted. */
  falseExclusionRate: number;
  /** Relevant searches excluded over all relevant searches drawn. */
  relevantExcludedShare: number;
}

/** Search-term figures of a shard, summed (micros and counts). */
export interface SearchTermTally {
  irrelevantMicros: number;
  totalMicros: number;
  excluded: number;
  relevantExcluded: number;
  relevant: number;
}

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
  businesses: BusinessOutcome[];
  unspentCents: UnspentCents;
  decisions: number;
  falseDecisions: number;
  falseReplacements: number;
  campaignMonths: number;
  campaignMonthsWithFalseDecision: number;
  decisionsByKind: DecisionsByKind;
  searchTerms: SearchTermTally;
  assetImpressions: { impressions: number; withAssets: number };
  daysOverDailyBudget: number;
  biddingStrategies: Record<BiddingStrategyKind, number>;
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
    const platform = DemoPlatform.create({ seed: platformSeed, clock, worstCase: options.worstCase, idPrefix: businessId, equalTruth: options.aa });
    platforms.set(businessId, platform);
    // The engine arm's campaigns carry the assets the strategist writes from a site (--without assets: none).
    const assets = armOf(options) === 'engine' && !options.without?.includes('assets') ? SIMULATED_ASSETS : null;
    // The engine arm creates campaigns on their launch strategy; the baselines and --without bidding stay on manual CPC.
    const bidding = armOf(options) === 'engine' && !options.without?.includes('bidding') && !options.automatedBidding;
    const campaign = await launchCampaign(state, platform, { businessId, name: `Campaign ${index + 1}`, monthlyBudgetCents, ads: LAUNCH_ADS, keywords: KEYWORDS, nowMs, autoApprove: true, assets, bidding });
    // What the business's site and targeting say it serves (the engine never reads the searches' truth).
    state.businesses[businessId].places = [platform.homeTown(campaign.campaignId)];
    if (options.automatedBidding) {
      const strategy = AUTOMATED_STRATEGIES[index % AUTOMATED_STRATEGIES.length];
      await platform.setBiddingStrategy(campaign.campaignId, strategy);
      state.campaigns[campaign.campaignId].bidding = { strategy, sinceMs: nowMs };
    }
  }
  const platformFor = (businessId: string) => platforms.get(businessId)!;
  const hours = options.days * 24;
  const arm = armOf(options);
  let activityEntries = 0;
  // The truth of what each decision compared, taken in the hour it was made: what keywords serve (and convert at) moves as searches are excluded.
  const truths = new TruthAtDecisions();
  // Through the instant the last day ends, inclusive: a round that ends exactly then is evaluated.
  for (let hour = 0; hour <= hours; hour++) {
    nowMs = startMs + hour * HOUR_MS;
    const result = await runEngineHour(state, platformFor, nowMs, {
      seed: options.seed,
      generateChallengers: options.generateChallengers ?? generateChallengers,
      draws: options.draws,
      optimize: arm === 'engine',
      tournaments: arm === 'engine',
      searchTerms: arm === 'engine' && !options.without?.includes('search-terms'),
      bidding: arm === 'engine' && !options.without?.includes('bidding'),
    });
    activityEntries += result.logEntries.length;
    if (arm === 'textbook' && hour > 0 && hour % (7 * 24) === 0) {
      for (const business of Object.values(state.businesses)) await runTextbookWeek(state, business, platformFor(business.businessId), nowMs, startMs);
    }
    for (const business of Object.values(state.businesses)) truths.take(state, business, platformFor(business.businessId));
    if (hour < hours) onHour?.(hour + 1);
  }
  // Let the last hours' reports arrive (the lag) and book them: the month's final ledger.
  nowMs = startMs + hours * HOUR_MS + 4 * HOUR_MS;
  for (const business of Object.values(state.businesses)) await syncMetrics(state, business, platformFor(business.businessId), nowMs);
  return summariseShard(state, platforms, options, startMs, nowMs, activityEntries, truths);
}

export function armOf(options: Pick<SimulateOptions, 'arm' | 'optimize'>): SimulationArm {
  return options.arm ?? (options.optimize === false ? 'none' : 'engine');
}

async function summariseShard(
  state: EngineState,
  platforms: Map<string, DemoPlatform>,
  options: ShardOptions,
  startMs: number,
  endMs: number,
  activityEntries: number,
  truths: TruthAtDecisions,
): Promise<ShardOutcome> {
  const simulatedDaysByMonth = new Map<string, number>();
  for (let day = 0; day < options.days; day++) {
    const month = monthPosition(startMs + day * 86_400_000).month;
    simulatedDaysByMonth.set(month, (simulatedDaysByMonth.get(month) ?? 0) + 1);
  }
  const months: MonthOutcome[] = [];
  const businesses: BusinessOutcome[] = [];
  const unspentCents: UnspentCents = { demand: 0, rank: 0, guard: 0, paused: 0 };
  const judged = { decisions: 0, falseDecisions: 0, falseReplacements: 0, campaignMonths: 0, campaignMonthsWithFalseDecision: 0, decisionsByKind: noDecisions() };
  const searchTerms: SearchTermTally = { irrelevantMicros: 0, totalMicros: 0, excluded: 0, relevantExcluded: 0, relevant: 0 };
  const assetImpressions = { impressions: 0, withAssets: 0 };
  let daysOverDailyBudget = 0;
  const biddingStrategies = noStrategies();
  for (const campaign of Object.values(state.campaigns)) {
    biddingStrategies[campaign.bidding?.strategy.kind ?? 'manual_cpc']++;
    for (const [date, micros] of Object.entries(campaign.platformMicrosByDate)) if (micros > (campaign.maxBudgetByDate[date] ?? 0)) daysOverDailyBudget++;
  }
  for (const business of Object.values(state.businesses)) {
    const platform = platforms.get(business.businessId)!;
    for (const [month, days] of simulatedDaysByMonth) {
      const ledgerCents = monthTotalCents(business.ledger, month);
      const deliveredMicros = business.campaignIds.reduce((sum, id) => sum + platform.deliveredMicros(id, month), 0);
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
    businesses.push(await businessOutcome(business, platform, startMs, endMs));
    addUnspent(unspentCents, state, business, platform, startMs, options.days);
    const verdicts = judgeDecisions(state, business, truths);
    judged.decisions += verdicts.decisions;
    judged.falseDecisions += verdicts.falseDecisions;
    judged.falseReplacements += verdicts.falseReplacements;
    judged.campaignMonths += business.campaignIds.length * simulatedDaysByMonth.size;
    judged.campaignMonthsWithFalseDecision += verdicts.falseMonths.length;
    for (const kind of DECISION_KINDS) {
      judged.decisionsByKind[kind].decisions += verdicts.byKind[kind].decisions;
      judged.decisionsByKind[kind].falseDecisions += verdicts.byKind[kind].falseDecisions;
      judged.decisionsByKind[kind].campaignMonthsWithFalseDecision += verdicts.byKind[kind].falseMonths.length;
    }
    for (const campaignId of business.campaignIds) {
      const served = platform.assetImpressionTruth(campaignId);
      assetImpressions.impressions += served.impressions;
      assetImpressions.withAssets += served.withAssets;
      for (const term of platform.searchTermTruth(campaignId)) {
        searchTerms.totalMicros += term.deliveredMicros;
        if (!term.relevant) searchTerms.irrelevantMicros += term.deliveredMicros;
        if (term.relevant) searchTerms.relevant++;
        if (term.excluded) searchTerms.excluded++;
        if (term.excluded && term.relevant) searchTerms.relevantExcluded++;
      }
    }
  }
  const outcomes = { crowned: 0, kept: 0, replaced: 0, noDecision: 0 };
  let rounds = 0;
  for (const campaign of Object.values(state.campaigns)) {
    for (const round of campaign.rounds) {
      if (round.result.outcome === 'open') continue;
      outcomes[round.result.outcome]++;
      rounds++;
    }
  }
  return { months, outcomes, rounds, activityEntries, businesses, unspentCents, searchTerms, assetImpressions, daysOverDailyBudget, biddingStrategies, ...judged };
}

function mergeShards(options: SimulateOptions, shards: readonly ShardOutcome[], elapsedMs: number): SimulationSummary {
  const months = shards.flatMap((shard) => shard.months);
  const total = (count: (shard: ShardOutcome) => number) => shards.reduce((sum, shard) => sum + count(shard), 0);
  const uses = months.map((month) => month.budgetUse).sort((a, b) => a - b);
  const quantile = (q: number) => (uses.length > 0 ? uses[Math.min(uses.length - 1, Math.floor(q * uses.length))] : 0);
  return {
    arm: armOf(options),
    aa: options.aa ?? false,
    campaigns: options.campaigns,
    days: options.days,
    seed: options.seed,
    worstCase: options.worstCase ?? false,
    rounds: total((shard) => shard.rounds),
    championsCrowned: total((shard) => shard.outcomes.crowned),
    championsKept: total((shard) => shard.outcomes.kept),
    championsReplaced: total((shard) => shard.outcomes.replaced),
    noDecision: total((shard) => shard.outcomes.noDecision),
    falseReplacements: total((shard) => shard.falseReplacements),
    conversions: total((shard) => shard.businesses.reduce((sum, business) => sum + business.conversions, 0)),
    clicks: total((shard) => shard.businesses.reduce((sum, business) => sum + business.clicks, 0)),
    spendCents: months.reduce((sum, month) => sum + month.ledgerCents, 0),
    budgetCents: months.reduce((sum, month) => sum + month.budgetCents, 0),
    overspendCents: {
      total: months.reduce((sum, month) => sum + month.overspendCents, 0),
      max: months.reduce((max, month) => Math.max(max, month.overspendCents), 0),
      monthsOver: months.filter((month) => month.overspendCents > 0).length,
    },
    budgetUse: { min: quantile(0), p10: quantile(0.1), median: quantile(0.5), p90: quantile(0.9), max: quantile(1) },
    unspentCents: {
      demand: total((shard) => shard.unspentCents.demand),
      rank: total((shard) => shard.unspentCents.rank),
      guard: total((shard) => shard.unspentCents.guard),
      paused: total((shard) => shard.unspentCents.paused),
    },
    decisions: total((shard) => shard.decisions),
    falseDecisions: total((shard) => shard.falseDecisions),
    campaignMonths: total((shard) => shard.campaignMonths),
    campaignMonthsWithFalseDecision: total((shard) => shard.campaignMonthsWithFalseDecision),
    decisionsByKind: Object.fromEntries(
      DECISION_KINDS.map((kind) => [
        kind,
        {
          decisions: total((shard) => shard.decisionsByKind[kind].decisions),
          falseDecisions: total((shard) => shard.decisionsByKind[kind].falseDecisions),
          campaignMonthsWithFalseDecision: total((shard) => shard.decisionsByKind[kind].campaignMonthsWithFalseDecision),
        },
      ]),
    ) as DecisionsByKind,
    businesses: shards.flatMap((shard) => shard.businesses),
    irrelevantSpendShare: ratio(total((shard) => shard.searchTerms.irrelevantMicros), total((shard) => shard.searchTerms.totalMicros)),
    searchTermExclusions: {
      excluded: total((shard) => shard.searchTerms.excluded),
      relevantExcluded: total((shard) => shard.searchTerms.relevantExcluded),
      falseExclusionRate: ratio(total((shard) => shard.searchTerms.relevantExcluded), total((shard) => shard.searchTerms.excluded)),
      relevantExcludedShare: ratio(total((shard) => shard.searchTerms.relevantExcluded), total((shard) => shard.searchTerms.relevant)),
    },
    assets: ratio(total((shard) => shard.assetImpressions.withAssets), total((shard) => shard.assetImpressions.impressions)),
    months,
    daysOverDailyBudget: total((shard) => shard.daysOverDailyBudget),
    biddingStrategies: Object.fromEntries(BIDDING_STRATEGIES.map((kind) => [kind, total((shard) => shard.biddingStrategies[kind])])) as Record<BiddingStrategyKind, number>,
    activityEntries: total((shard) => shard.activityEntries),
    elapsedMs,
  };
}

function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

function noDecisions(): DecisionsByKind {
  return Object.fromEntries(DECISION_KINDS.map((kind) => [kind, { decisions: 0, falseDecisions: 0, campaignMonthsWithFalseDecision: 0 }])) as DecisionsByKind;
}

function noStrategies(): Record<BiddingStrategyKind, number> {
  return Object.fromEntries(BIDDING_STRATEGIES.map((kind) => [kind, 0])) as Record<BiddingStrategyKind, number>;
}
