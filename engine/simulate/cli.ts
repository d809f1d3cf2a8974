import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { drawProgressBar } from './progress-bar';
import { type SimulationSummary, simulate } from './simulate';

/** `npm run simulate -- --campaigns N --days D --seed S [--worst-case] [--no-optimize]` */
const { values } = parseArgs({
  options: {
    campaigns: { type: 'string', default: '100' },
    days: { type: 'string', default: '21' },
    seed: { type: 'string', default: '1' },
    'worst-case': { type: 'boolean', default: false },
    'no-optimize': { type: 'boolean', default: false },
  },
});

const campaigns = Number(values.campaigns);
const days = Number(values.days);
const seed = Number(values.seed);
if (!Number.isInteger(campaigns) || campaigns < 1 || !Number.isInteger(days) || days < 1 || !Number.isInteger(seed)) {
  process.stderr.write('Usage: npm run simulate -- --campaigns N --days D --seed S [--worst-case] [--no-optimize]\n');
  process.exit(2);
}

const summary = await simulate({
  campaigns,
  days,
  seed,
  worstCase: values['worst-case'],
  optimize: !values['no-optimize'],
  workers: availableParallelism(),
  onProgress: (done, total) => {
    if (done % 24 === 0 || done === total) drawProgressBar(process.stderr, done, total, `day ${Math.ceil(done / 24)} of ${days}`);
  },
});
process.stdout.write(formatSummary(summary));

function formatSummary(result: SimulationSummary): string {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    `AdPilot simulation: ${result.campaigns} campaigns, ${result.days} days, seed ${result.seed}${result.worstCase ? ', worst-case delivery' : ''}`,
    `Rounds evaluated:   ${result.rounds} (crowned ${result.championsCrowned}, kept ${result.championsKept}, replaced ${result.championsReplaced}, no decision ${result.noDecision})`,
    `Spend vs budget:    ${dollars(result.spendCents)} of ${dollars(result.budgetCents)} monthly budgets`,
    `Overspend:          ${result.overspendCents.total} cents in total, ${result.overspendCents.max} cents at most, ${result.overspendCents.monthsOver} month(s) over`,
    `Budget use (pro rata for simulated days): min ${pct(result.budgetUse.min)}, p10 ${pct(result.budgetUse.p10)}, median ${pct(result.budgetUse.median)}, p90 ${pct(result.budgetUse.p90)}, max ${pct(result.budgetUse.max)}`,
    `Activity entries:   ${result.activityEntries}`,
    `Time:               ${(result.elapsedMs / 1000).toFixed(1)} s`,
    '',
  ].join('\n');
}
