/**
 * bench/live/sync-scale.ts: one hourly metrics sync of 1,000 live businesses (3 campaigns each,
 * set up through the real OAuth flow and launch) while the fake Google Ads API answers every call
 * in 300 ms, on one Agenda worker process and then on two (bench/live/sync-worker.ts, each with its
 * own Agenda, pool, bounded-concurrency runner and fake Google Ads seeded from the database). The
 * recurring run fans out in shard jobs that whichever worker is free takes (engine/jobs/per-business.ts).
 * A serial loop would need 1,000 x (at least 2 calls x 300 ms) >= 10 minutes.
 *
 *   node_modules/.bin/node --import tsx bench/live/sync-scale.ts [--businesses=1000] [--latency=300] [--workers=1,2]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { loadavg } from 'node:os';
import { migrate, openOrm } from '../../engine/db/orm';
import { BUSINESS_CONCURRENCY, SHARD_SIZE } from '../../engine/jobs/per-business';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { createThrowawayDatabase, serverDatabaseUrl } from '../../tests/support/cluster';
import { connectLiveOwner, startLiveEngine } from '../../tests/support/live-engine';

const HOUR_MS = 3_600_000;
const arg = (name: string) => process.argv.find((item) => item.startsWith(`--${name}=`))?.split('=')[1];
const BUSINESSES = Number(arg('businesses') ?? 1000);
const LATENCY_MS = Number(arg('latency') ?? 300);
const WORKERS = (arg('workers') ?? '1,2').split(',').map(Number);
const ENCRYPTION_KEY = randomBytes(32).toString('base64');

async function main() {
  const database = await createThrowawayDatabase(await serverDatabaseUrl(), 'adpilot_sync');
  const orm = await openOrm(database.url);
  await migrate(orm, database.url);
  const clock = new VirtualClock(Date.parse('2026-11-10T08:30:00Z'));
  const setup = await startLiveEngine({ databaseUrl: database.url, clock: clock.now, encryptionKey: ENCRYPTION_KEY });
  const began = performance.now();
  for (let index = 0; index < BUSINESSES; index++) {
    await connectLiveOwner(setup, { customerId: String(3_000_000_000 + index), monthlyBudget: 500 + (index % 40) * 100, name: `Business ${index}` });
  }
  console.log(`set up ${BUSINESSES} live businesses in ${((performance.now() - began) / 1000).toFixed(0)} s; shards of ${SHARD_SIZE}, ${BUSINESS_CONCURRENCY} businesses at a time per worker`);

  for (const workers of WORKERS) {
    clock.advance(HOUR_MS);
    const children = await Promise.all(
      Array.from({ length: workers }, (_, index) => startWorker(database.url, clock.now(), `sync-worker-${workers}-${index}`)),
    );
    const started = performance.now();
    children[0].send('enqueue');
    let synced = 0;
    while (synced < BUSINESSES) {
      await delay(250);
      const [row] = await setup.sql.query<{ n: number }>(`select count(*)::int as n from businesses where platform_mode = 'live' and synced_at = $1`, [new Date(clock.now())]);
      synced = row.n;
      if (performance.now() - started > 15 * 60_000) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const [failed] = await setup.sql.query<{ n: number }>(`select count(*)::int as n from business_health where job = 'sync-metrics' and status <> 'healthy'`);
    console.log(
      `${workers} worker process(es): ${synced}/${BUSINESSES} businesses synced in ${seconds.toFixed(1)} s (${(synced / seconds).toFixed(1)}/s), ` +
        `Google Ads answering in ${LATENCY_MS} ms, ${failed.n} not healthy [load ${loadavg().map((value) => value.toFixed(2)).join(' ')}]`,
    );
    await Promise.all(children.map((child) => new Promise((resolve) => {
      child.once('exit', resolve);
      child.send('stop');
    })));
  }
  await setup.close();
  await orm.close(true);
  await database.drop();
}

function startWorker(databaseUrl: string, nowMs: number, name: string): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, 'sync-worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_NOW_MS: String(nowMs), WORKER_NAME: name, ENCRYPTION_KEY, LATENCY_MS: String(LATENCY_MS), LOG_LEVEL: 'warn' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker ${name} exited with ${code}`)));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
