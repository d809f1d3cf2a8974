import { availableParallelism, loadavg } from 'node:os';
import { simulate } from '../../engine/simulate/simulate';

/**
 * Prints how long the engine takes to simulate 1,000 demo campaigns for 21 days (target: under 30 s).
 * Not a timed test: machines differ. `node --import tsx bench/simulate/run.ts [campaigns] [days]`
 */
const campaigns = Number(process.argv[2] ?? 1000);
const days = Number(process.argv[3] ?? 21);
const cpu = process.cpuUsage();
const summary = await simulate({ campaigns, days, seed: 1, workers: availableParallelism() });
console.log(
  `${campaigns} campaigns x ${days} days: ${(summary.elapsedMs / 1000).toFixed(1)} s ` +
    `(${summary.rounds} rounds; overspend ${summary.overspendCents.total} cents; median budget use ${(summary.budgetUse.median * 100).toFixed(1)}%); ` +
    `process CPU ${cpuSeconds(process.cpuUsage(cpu))} s (all threads); load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${availableParallelism()} cores`,
);

function cpuSeconds({ user, system }: NodeJS.CpuUsage): string {
  return ((user + system) / 1e6).toFixed(1);
}
