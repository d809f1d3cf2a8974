/**
 * Demo fast-forward bench (issue 20): how long the owner waits for "fast-forward to the end of the
 * month" on one demo business, through the real command (every simulated hour runs the engine's
 * sync, budget audit, optimization every fourth hour and round check, committing as it goes).
 * Target: a month (31 days) in under 10 s on this machine.
 *
 *   node_modules/.bin/node --import tsx bench/demo/fast-forward.ts [--days=31] [--budget=3000] [--runs=3]
 *
 * Runs on a throwaway database on TEST_DATABASE_URL or postgresql://postgres@127.0.0.1:5432/postgres,
 * with the offline strategist and the engine's jobs inline; prints seconds per run and the spend,
 * impressions, clicks and rounds the month produced, so a fast but empty run cannot pass for a fast one.
 */
import { loadavg } from 'node:os';
import { signUp } from '../../engine/accounts/credentials';
import { openOrm, migrate } from '../../engine/db/orm';
import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { createEngine } from '../../engine/engine';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { createThrowawayDatabase, serverDatabaseUrl } from '../../tests/support/cluster';
import { postgresCpuDelta, postgresCpuSeconds } from '../postgres-cpu';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DAYS = arg('days', 31);
const BUDGET = arg('budget', 3000);
const RUNS = arg('runs', 3);

const database = await createThrowawayDatabase(await serverDatabaseUrl(), 'adpilot_bench_demo');
const orm = await openOrm(database.url, { poolMax: 2 });
await migrate(orm, database.url);
const clock = new VirtualClock(Date.parse('2026-03-01T08:00:00Z'));
const engine = createEngine({
  databaseUrl: database.url,
  strategist: createOfflineStrategist(),
  clock: clock.now,
  analyzeSite: async () => ({ error: 'The website could not be read.' }),
  jobMode: 'inline',
});
/** Transactions committed in the bench's database so far (PostgreSQL's statistics, flushed as they come). */
async function commits(): Promise<number> {
  const [row] = await database.query<{ n: string }>('select pg_stat_get_db_xact_commit(oid)::text as n from pg_database where datname = current_database()');
  return Number(row?.n ?? 0);
}

try {
  for (let run = 1; run <= RUNS; run++) {
    const user = await signUp(orm.em.fork(), { email: `bench-${run}@example.com`, password: 'bench-password-1' });
    await engine.commands.createBusiness(user.id, { businessName: `Bench Bikes ${run}`, websiteUrl: 'https://harborbikes.example', monthlyBudget: BUDGET, paymentConfirmed: true });
    await engine.drainInlineJobs();
    const commitsBefore = await commits();
    const pgBefore = await postgresCpuSeconds(database);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const answer = await engine.commands.fastForwardDemo(user.id, DAYS);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const pgAfter = await postgresCpuSeconds(database);
    const pgCpu = pgBefore && pgAfter ? `${postgresCpuDelta(pgBefore, pgAfter).toFixed(2)} s` : 'unknown';
    const transactions = (await commits()) - commitsBefore;
    const business = await engine.queries.getMyBusiness(user.id);
    const campaigns = await engine.queries.listCampaigns(user.id);
    const impressions = campaigns.reduce((sum, c) => sum + c.impressions, 0);
    const clicks = campaigns.reduce((sum, c) => sum + c.clicks, 0);
    const rounds = Math.max(...campaigns.map((c) => c.tournamentRound));
    console.log(
      `run ${run}: ${DAYS} simulated days (${answer.hoursRun} hours) in ${seconds.toFixed(2)} s (${((seconds * 1000) / answer.hoursRun).toFixed(1)} ms/hour, ${(transactions / answer.hoursRun).toFixed(1)} transactions/hour); ` +
        `spend this month $${business?.currentMonthAdSpend.toFixed(2)} of $${BUDGET}, ${impressions} impressions, ${clicks} clicks, highest round ${rounds} ` +
        `; CPU: Node ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s, PostgreSQL ${pgCpu} [load ${loadavg().map((v) => v.toFixed(2)).join(' ')}]`,
    );
    console.log(JSON.stringify({ days: DAYS, hours: answer.hoursRun, seconds: Number(seconds.toFixed(2)), impressions, clicks }));
  }
} finally {
  await engine.stop();
  await orm.close();
  await database.drop();
}
