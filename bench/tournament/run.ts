import { parseArgs } from 'node:util';
import { type ArmDay, evaluateRound } from '../../engine/stats/evaluate-round';
import { SEQUENTIAL_RULE } from '../../engine/stats/sequential-boundary';
import { SeededRandom } from '../../engine/stats/seeded-random';
import { wilsonInterval } from '../../engine/stats/credible-interval';
import { challengerShare, planAfterLook } from '../../engine/tournament/round-plan';

/**
 * Tournament power and false replacements at small-business traffic (issue 17), through the
 * engine's own round logic: `evaluateRound` at every daily look from day 7 to day 28, the demo
 * serving split (champion 70%, the challenger 30%), CTR 4% and 3% of clicks converting.
 *
 * For each traffic level and challenger lift (+30%, +15%, identical) over `--seeds` seeds it prints
 * one JSON line: {"impressionsPerDay","lift","replaceRate","low","high","medianDays"}; with lift 1
 * the replace rate is the A/A false-replacement rate over all looks. Then, per traffic level, the
 * share of A/A campaign-years (consecutive rounds for 365 days) with at least one false replacement.
 *
 * `node_modules/.bin/node --import tsx bench/tournament/run.ts [--seeds 1000] [--traffic 300,1000,3000,30000]`
 */
const { values } = parseArgs({ options: { seeds: { type: 'string', default: '1000' }, traffic: { type: 'string', default: '300,1000,3000,30000' } } });
const seeds = Number(values.seeds);
const trafficLevels = values.traffic.split(',').map(Number);
const BASE_CTR = 0.04;
const CONVERSION_RATE = 0.03;
const LIFTS = [1.3, 1.15, 1];
const started = performance.now();

for (const impressionsPerDay of trafficLevels) {
  for (const lift of LIFTS) {
    const days: number[] = [];
    let replaced = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const round = playRound(new SeededRandom(seed * 7919 + Math.round(lift * 1000) + impressionsPerDay), impressionsPerDay, lift);
      if (round.outcome === 'replaced') {
        replaced++;
        days.push(round.days);
      }
    }
    const interval = wilsonInterval(replaced, seeds);
    days.sort((a, b) => a - b);
    const line = {
      impressionsPerDay,
      lift,
      replaceRate: round4(replaced / seeds),
      low: round4(interval.low),
      high: round4(interval.high),
      medianDays: days.length > 0 ? days[Math.floor(days.length / 2)] : null,
    };
    console.log(JSON.stringify(line));
  }
}
for (const impressionsPerDay of trafficLevels) {
  let yearsWithFalse = 0;
  let rounds = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const random = new SeededRandom(seed * 104_729 + impressionsPerDay);
    let day = 0;
    let falseReplacement = false;
    while (day < 365 && !falseReplacement) {
      const round = playRound(random, impressionsPerDay, 1, 365 - day);
      rounds++;
      day += round.days;
      falseReplacement = round.outcome === 'replaced';
    }
    if (falseReplacement) yearsWithFalse++;
  }
  const interval = wilsonInterval(yearsWithFalse, seeds);
  console.log(
    JSON.stringify({ impressionsPerDay, aaCampaignYearFalseRate: round4(yearsWithFalse / seeds), low: round4(interval.low), high: round4(interval.high), roundsPerYear: round4(rounds / seeds) }),
  );
}
console.error(`${seeds} seeds per cell, ${((performance.now() - started) / 1000).toFixed(1)} s`);

/**
 * One champion-against-challenger round, day by day: the look after each day from day 7 is the
 * engine's `evaluateRound` over the dates so far; returns what the plan did and after how many days.
 */
function playRound(random: SeededRandom, impressionsPerDay: number, lift: number, dayLimit: number = SEQUENTIAL_RULE.maxDays): { outcome: string; days: number } {
  const share = challengerShare(false);
  const arms = [
    { adId: 'champion', variant: 'A', share: 1 - share, ctr: BASE_CTR, days: [] as ArmDay[] },
    { adId: 'challenger', variant: 'B', share, ctr: BASE_CTR * lift, days: [] as ArmDay[] },
  ];
  for (let day = 1; day <= Math.min(dayLimit, SEQUENTIAL_RULE.maxDays); day++) {
    const date = new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10);
    const total = random.poisson(impressionsPerDay);
    const challengerImpressions = random.binomial(total, share);
    for (const arm of arms) {
      const impressions = arm.adId === 'challenger' ? challengerImpressions : total - challengerImpressions;
      const clicks = random.binomial(impressions, arm.ctr);
      arm.days.push({ date, impressions, clicks, conversions: random.binomial(clicks, CONVERSION_RATE), costMicros: clicks * 2_000_000 });
    }
    if (day < SEQUENTIAL_RULE.firstLookDay && day < dayLimit) continue;
    const result = evaluateRound({
      arms: arms.map((arm) => ({ adId: arm.adId, variant: arm.variant, days: arm.days, qualityScore: 7 })),
      championId: 'champion',
      seed: random.fork(),
      draws: 100,
      roundDays: day,
    });
    if (result.outcome !== 'open') {
      const plan = planAfterLook(result);
      return { outcome: plan.roles.challenger === 'champion' ? 'replaced' : result.outcome, days: day };
    }
    if (day >= dayLimit) return { outcome: 'open', days: day };
  }
  return { outcome: 'open', days: SEQUENTIAL_RULE.maxDays };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
