import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { BIDDING_STRATEGIES, BIDDING_STRATEGY_LABELS } from '../../schema/bidding';
import { type Comparison, compareArms } from './compare-arms';
import { drawProgressBar } from './progress-bar';
import { replayFromArgs } from './replay-cli';
import { SIMULATION_ARMS, SIMULATION_FEATURES, type SimulationArm, type SimulationFeature, type SimulationSummary, simulate } from './simulate';
import { DECISION_KINDS } from './simulation-truth';

const USAGE =
  'Usage: npm run simulate -- --campaigns N --days D --seed S [--compare] [--arm engine|none|textbook] [--aa] [--worst-case] [--json] [--no-optimize] [--without search-terms,assets,bidding]\n' +
  '       npm run simulate -- --site URL --name NAME --budget AMOUNT --seed ACCOUNT_SEED --start ISO_TIME --days D [--industry TEXT] [--audience TEXT] [--json]\n' +
  '         (replays one demo business: its plan and its account seed, launched at --start, fast-forwarded D days)\n';

const KIND_LABELS = { pauseKeyword: 'keyword pauses', pauseAd: 'ad pauses', replace: 'replacements' } as const;

if (process.argv.includes('--site')) process.exit(await replayFromArgs());

/** `npm run simulate`: the product on demo markets; `--compare` runs engine, none and textbook on the same businesses. */
const { values } = parseArgs({
  options: {
    campaigns: { type: 'string', default: '100' },
    days: { type: 'string', default: '21' },
    seed: { type: 'string', default: '1' },
    'worst-case': { type: 'boolean', default: false },
    'no-optimize': { type: 'boolean', default: false },
    arm: { type: 'string' },
    compare: { type: 'boolean', default: false },
    aa: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    without: { type: 'string' },
  },
});

const campaigns = Number(values.campaigns);
const days = Number(values.days);
const seed = Number(values.seed);
const arm = (values.arm ?? (values['no-optimize'] ? 'none' : 'engine')) as SimulationArm;
const without = (values.without ?? '').split(',').filter(Boolean) as SimulationFeature[];
if (!Number.isInteger(campaigns) || campaigns < 1 || !Number.isInteger(days) || days < 1 || !Number.isInteger(seed) || !SIMULATION_ARMS.includes(arm) || without.some((feature) => !SIMULATION_FEATURES.includes(feature))) {
  process.stderr.write(USAGE);
  process.exit(2);
}

let label = arm;
const options = {
  campaigns,
  days,
  seed,
  worstCase: values['worst-case'],
  aa: values.aa,
  without,
  workers: availableParallelism(),
  onProgress: (done: number, total: number) => {
    if (done % 24 === 0 || done === total) drawProgressBar(process.stderr, done, total, `${label}: day ${Math.ceil(done / 24)} of ${days}`);
  },
};

if (values.compare) {
  const comparison = await compareArms(options, (next) => (label = next));
  process.stdout.write(values.json ? `${JSON.stringify(comparisonJson(comparison))}\n` : formatComparison(comparison));
} else {
  const summary = await simulate({ ...options, arm });
  process.stdout.write(values.json ? `${JSON.stringify({ arms: { [arm]: armJson(summary) } })}\n` : formatSummary(summary));
}

function armJson(summary: SimulationSummary) {
  const { months: _months, businesses: _businesses, ...rest } = summary;
  return {
    ...rest,
    overspendCents: summary.overspendCents.total,
    overspend: summary.overspendCents,
    unspentCents: roundAll(summary.unspentCents),
    rounds: {
      total: summary.rounds,
      replaced: summary.championsReplaced,
      kept: summary.championsKept,
      crowned: summary.championsCrowned,
      noDecision: summary.noDecision,
      falseReplacements: summary.falseReplacements,
    },
  };
}

function comparisonJson(comparison: Comparison) {
  const arms = Object.fromEntries(SIMULATION_ARMS.map((name) => [name, armJson(comparison.arms[name])]));
  return { arms, ratios: comparison.ratios, rounds: armJson(comparison.arms.engine).rounds };
}

function roundAll<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, Math.round(value)])) as T;
}

function formatSummary(result: SimulationSummary): string {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const unspent = result.unspentCents;
  return [
    `AdPilot simulation (${result.arm}): ${result.campaigns} campaigns, ${result.days} days, seed ${result.seed}${result.worstCase ? ', worst-case delivery' : ''}${result.aa ? ', A/A markets' : ''}`,
    `Conversions:        ${result.conversions.toLocaleString('en-US')} from ${result.clicks.toLocaleString('en-US')} clicks; ${result.conversions > 0 ? dollars(result.spendCents / result.conversions) : 'n/a'} per conversion`,
    `Spend vs budget:    ${dollars(result.spendCents)} of ${dollars(result.budgetCents)} monthly budgets`,
    `Budget use (pro rata for simulated days): min ${pct(result.budgetUse.min)}, p10 ${pct(result.budgetUse.p10)}, median ${pct(result.budgetUse.median)}, p90 ${pct(result.budgetUse.p90)}, max ${pct(result.budgetUse.max)}`,
    `Overspend:          ${result.overspendCents.total} cents in total, ${result.overspendCents.max} cents at most, ${result.overspendCents.monthsOver} month(s) over`,
    `Unspent by cause:   demand ${dollars(unspent.demand)}, rank ${dollars(unspent.rank)}, guard ${dollars(unspent.guard)}, paused ${dollars(unspent.paused)}`,
    `Decisions:          ${result.decisions} pauses and replacements, ${result.falseDecisions} false by the hidden truth; ${result.campaignMonthsWithFalseDecision} of ${result.campaignMonths} campaign-months with a false one`,
    `  by kind:          ${DECISION_KINDS.map((kind) => `${KIND_LABELS[kind]} ${result.decisionsByKind[kind].decisions} (${result.decisionsByKind[kind].falseDecisions} false, ${result.decisionsByKind[kind].campaignMonthsWithFalseDecision} campaign-months)`).join('; ')}`,
    `Rounds decided:     ${result.rounds} (crowned ${result.championsCrowned}, kept ${result.championsKept}, replaced ${result.championsReplaced} of which ${result.falseReplacements} false, no decision ${result.noDecision})`,
    `Search terms:       ${pct(result.irrelevantSpendShare)} of spend on irrelevant searches; ${result.searchTermExclusions.excluded} searches excluded, ${result.searchTermExclusions.relevantExcluded} of them relevant (${pct(result.searchTermExclusions.falseExclusionRate)})`,
    `Assets:             ${pct(result.assets)} of impressions served with assets`,
    `Bidding at the end: ${BIDDING_STRATEGIES.map((kind) => `${result.biddingStrategies[kind]} ${BIDDING_STRATEGY_LABELS[kind]}`).join(', ')}; ${result.daysOverDailyBudget} campaign-days above the daily budget`,
    `Activity entries:   ${result.activityEntries}`,
    `Time:               ${(result.elapsedMs / 1000).toFixed(1)} s`,
    '',
  ].join('\n');
}

function formatComparison(comparison: Comparison): string {
  const ratio = (name: string, value: Comparison['ratios']['engineOverNone']) =>
    `${name}: ${value.mean.toFixed(3)} (95% interval ${value.low.toFixed(3)} to ${value.high.toFixed(3)}, paired over businesses)`;
  return [
    ...SIMULATION_ARMS.map((name) => formatSummary(comparison.arms[name])),
    `Conversions, engine/none     ${ratio('', comparison.ratios.engineOverNone)}`,
    `Conversions, engine/textbook ${ratio('', comparison.ratios.engineOverTextbook)}`,
    '',
  ].join('\n');
}
