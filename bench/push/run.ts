/**
 * Push latency bench (issue 7): 200 signed-in socket.io clients joined to one business's room; the
 * engine commits a change N times (pause, resume, pause, ... of one campaign, one at a time) and each
 * client's receipt of that change's `campaign.updated` is timed. Target: p99 < 25 ms.
 *
 *   node_modules/.bin/node --import tsx bench/push/run.ts [--clients=200] [--changes=100] [--campaigns=50]
 *
 * The product runs in this process (`startProduct`, ROLE=all, NODE_ENV=production, LOG_LEVEL=warn, so
 * Socket.IO with the PostgreSQL adapter) on a throwaway PostgreSQL database, dropped at the end. The
 * clients (socket.io-client over WebSocket, all with the owner's session cookie) run in the same
 * process, so one clock serves both ends; it also means the 200 clients' parsing shares the server's
 * thread: the last client of a broadcast waits for the 199 before it. Two reference points:
 *   - from the command's resolution (`await engine.commands.pauseCampaign(...)` returns; the event
 *     was published after commit, just before): the issue's definition;
 *   - from the commit itself (the engine's transaction promise settling), which also counts the
 *     re-read of the campaign that the command does between commit and publishing `campaign.updated`.
 */
import { cpus } from 'node:os';
import type { Tx } from '../../engine/persistence/sql';
import type { Campaign } from '../../schema/entities';
import { type ClientSocket, connectJoinedSocket } from '../../tests/support/cluster';
import { flag, loadAverage, percentile, startBenchProduct } from '../api/setup';

const CLIENTS = flag('clients', 200);
const CHANGES = flag('changes', 100);
const CAMPAIGNS = flag('campaigns', 50);
const TARGET_P99_MS = 25;

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  max ${sorted[sorted.length - 1].toFixed(2)} ms`;
}

async function main(): Promise<void> {
  console.log('Push bench: starting the product (ROLE=all, NODE_ENV=production, LOG_LEVEL=warn; Socket.IO with the PostgreSQL adapter) ...');
  const bench = await startBenchProduct({ prefix: 'adpilot_bench_push', campaigns: CAMPAIGNS, email: 'bench-push-owner@example.com' });
  const sockets: ClientSocket[] = [];
  try {
    const base = `http://127.0.0.1:${bench.product.port}`;
    const engine = bench.product.engine;
    const campaignId = bench.campaignIds[0];

    // The moment the engine's transaction settles (commit), read off the engine's own Database.
    let lastCommitAt = 0;
    const db = engine.context.db;
    const transaction = db.transaction.bind(db);
    db.transaction = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
      const value = await transaction(work);
      lastCommitAt = performance.now();
      return value;
    };

    // Connect in batches: 200 handshakes at once each read the session row.
    for (let index = 0; index < CLIENTS; index += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, CLIENTS - index) }, () => connectJoinedSocket(base, bench.cookie, bench.businessId)),
      );
      sockets.push(...batch);
    }
    console.log(
      `${sockets.length} clients connected over WebSocket and joined the room of a business with ${bench.campaignIds.length} campaigns; ` +
        `${cpus().length} cores shared by clients, server and PostgreSQL; Node ${process.version}`,
    );

    // Each client records, per change, when it saw the campaign in the status that change set.
    let expected: { status: Campaign['status']; received: number[]; done: () => void } | undefined;
    for (const socket of sockets) {
      socket.on('campaign.updated', (campaign) => {
        if (!expected || campaign.id !== campaignId || campaign.status !== expected.status) return;
        expected.received.push(performance.now());
        if (expected.received.length === sockets.length) expected.done();
      });
    }

    const fromResolve: number[] = [];
    const fromCommit: number[] = [];
    let early = 0;
    let missed = 0;
    const change = async (index: number, record: boolean) => {
      const status: Campaign['status'] = index % 2 === 0 ? 'paused' : 'active';
      const received: number[] = [];
      const all = new Promise<void>((resolve) => {
        expected = { status, received, done: resolve };
      });
      if (status === 'paused') await engine.commands.pauseCampaign(bench.userId, campaignId);
      else await engine.commands.resumeCampaign(bench.userId, campaignId);
      const resolvedAt = performance.now();
      const commitAt = lastCommitAt;
      const timedOut = await Promise.race([all.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5_000))]);
      expected = undefined;
      if (!record) return;
      if (timedOut) missed += sockets.length - received.length;
      for (const at of received) {
        if (at < resolvedAt) early += 1;
        fromResolve.push(at - resolvedAt);
        fromCommit.push(at - commitAt);
      }
    };

    // Warm-up: JIT, pools, the adapter's first NOTIFY.
    for (let index = 0; index < 10; index++) await change(index, false);
    const before = loadAverage();
    for (let index = 0; index < CHANGES; index++) {
      await change(index, true);
      // A short gap, as real changes are not back to back.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const after = loadAverage();

    console.log(`${CHANGES} changes (pause/resume alternately) x ${sockets.length} clients = ${fromResolve.length} receipts, ${missed} missed (5 s timeout)`);
    console.log(`  from the command's resolution: ${summary(fromResolve)}  [${before} before, ${after} after]`);
    console.log(`  from the commit:               ${summary(fromCommit)}`);
    if (early > 0) console.log(`  ${early} receipts arrived before the command resolved (counted as negative latencies above)`);
    const p99 = percentile([...fromResolve].sort((a, b) => a - b), 99);
    console.log(`  p99 ${p99.toFixed(2)} ms: ${p99 < TARGET_P99_MS ? 'meets' : 'ABOVE'} the target of < ${TARGET_P99_MS} ms`);
    if (missed > 0) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
