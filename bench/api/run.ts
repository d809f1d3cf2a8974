/**
 * API read bench (issue 7): requests per second and latency p50/p99 of the two endpoints the
 * dashboard polls every 5 s, `GET /api/campaigns` and `GET /api/ad-testing/hierarchy`, for a business
 * of 50 campaigns (each with its ad group, 5 ads and its keywords), signed in with a session cookie.
 * Target of the issue: >= 1,500 req/s each.
 *
 *   node_modules/.bin/node --import tsx bench/api/run.ts [--seconds=10] [--connections=64] [--campaigns=50] [--client=wrk|node] [--only=campaigns|hierarchy] [--modes=cached,changing,uncached] [--changes-per-second=10] [--cpu-profile=/tmp/api] [--no-reference]
 *
 * Each endpoint is measured in three modes: `cached` (the business does not change while the load
 * runs: the dashboard's usual case, every read served from the read cache), `changing` (the engine
 * pauses or resumes a campaign `--changes-per-second` times a second meanwhile, each change
 * dropping both cached answers, as a metrics sync does) and `uncached` (the read cache switched off
 * in this process: every request runs its queries, as on the embedded database).
 *
 * The product runs in this process (`startProduct`, ROLE=all, NODE_ENV=production, LOG_LEVEL=warn)
 * on a throwaway PostgreSQL database (TEST_DATABASE_URL or postgresql://postgres@127.0.0.1:5432/postgres),
 * dropped at the end. The load comes from `wrk -t2 -c64` (a separate process: `apt-get install -y wrk`),
 * or without wrk from a keep-alive loop of 64 connections in this process (node:http; it then competes
 * with the server for the same thread, so its figures are a lower bound). Client, server and
 * PostgreSQL share the machine's cores; the load average is printed with each figure.
 * Last, the issue's reference on the same database at the same moment: a bare Koa + pg server answering
 * the same 50-campaign join (no session, no middleware), so that the machine's state can be told
 * apart from the product's overhead.
 * Profile the server during the measured runs only: `--cpu-profile=/tmp/api` writes /tmp/api-<endpoint>.cpuprofile
 * (open in Chrome DevTools or speedscope).
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { Session } from 'node:inspector/promises';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import Koa from 'koa';
import pg from 'pg';
import { CAMPAIGN_COLUMNS, type CampaignRow, presentCampaign } from '../../engine/queries/presenters';
import type { HierarchyResponse } from '../../schema/api/hierarchy';
import type { ThrowawayDatabase } from '../../tests/support/cluster';
import { postgresCpuDelta, postgresCpuSeconds } from '../postgres-cpu';
import { flag, loadAverage, percentile, startBenchProduct, textFlag } from './setup';

const SECONDS = flag('seconds', 10);
const CONNECTIONS = flag('connections', 64);
const CAMPAIGNS = flag('campaigns', 50);
const TARGET_PER_SECOND = 1_500;
const ALL_PATHS = ['/api/campaigns', '/api/ad-testing/hierarchy'];
const ONLY = textFlag('only');
const PROFILE = textFlag('cpu-profile');
const PATHS = ONLY ? ALL_PATHS.filter((path) => path.includes(ONLY)) : ALL_PATHS;
const MODES = (textFlag('modes') ?? 'cached,changing,uncached').split(',') as Mode[];
const CHANGES_PER_SECOND = flag('changes-per-second', 10);
type Mode = 'cached' | 'changing' | 'uncached';

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** What the errors were, e.g. "3 non-2xx, 5 timeouts (wrk gives up after 2 s)". */
  errorKinds?: string;
}

function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** wrk prints latencies as 812.00us, 1.23ms or 1.05s. */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`unexpected wrk latency "${text}"`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1_000 : match[2] === 'ms' ? value : match[2] === 's' ? value * 1_000 : value * 60_000;
}

async function runWrk(url: string, cookie: string, seconds: number, connections: number): Promise<Figures> {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `Cookie: ${cookie}`, url];
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`);
  const find = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`could not read wrk's output (${pattern}):\n${output}`);
    return match[1];
  };
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    perSecond: Number(find(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(find(/^\s+50%\s+(\S+)\s*$/m)),
    p99: wrkMs(find(/^\s+99%\s+(\S+)\s*$/m)),
    requests: Number(find(/(\d+) requests in/)),
    errors: (non2xx ? Number(non2xx[1]) : 0) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    errorKinds: [
      non2xx ? `${non2xx[1]} non-2xx` : '',
      socketErrors && Number(socketErrors[4]) > 0 ? `${socketErrors[4]} timeouts (wrk gives up after 2 s)` : '',
      socketErrors && Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) > 0
        ? `${Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3])} connect/read/write errors`
        : '',
    ]
      .filter(Boolean)
      .join(', '),
  };
}

/** Without wrk: `connections` keep-alive connections, each sending its next GET when the last answered. */
async function runNodeLoop(url: string, cookie: string, seconds: number, connections: number): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(url, { agent, headers: { cookie } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await get().catch(() => 0);
        if (status === 200) latencies.push(performance.now() - sent);
        else errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1_000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: latencies.length, errors };
}

/**
 * Runs the load and, beside what the client saw, what it cost: this process's CPU per request
 * (the server; plus the client when the loop runs here), the event loop's busy share, and the CPU
 * of the PostgreSQL backends serving this database (which outlive the run: the pools keep them).
 */
async function measure(database: ThrowawayDatabase, run: () => Promise<Figures>, profileTo?: string) {
  const session = profileTo ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const pgBefore = await postgresCpuSeconds(database);
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const figures = await run();
  const elu = performance.eventLoopUtilization(eluBefore).utilization;
  const cpu = process.cpuUsage(cpuBefore);
  const pgAfter = await postgresCpuSeconds(database);
  if (session && profileTo) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileTo, JSON.stringify(profile));
    session.disconnect();
    console.log(`    CPU profile of the measured run: ${profileTo}`);
  }
  const nodeMsPerRequest = (cpu.user + cpu.system) / 1_000 / Math.max(1, figures.requests);
  const pgMsPerRequest = pgBefore && pgAfter ? (postgresCpuDelta(pgBefore, pgAfter) * 1_000) / Math.max(1, figures.requests) : undefined;
  return { figures, elu, nodeMsPerRequest, pgMsPerRequest };
}

/**
 * The reference the issue compares with: a bare Koa server (no session, no middleware) answering the
 * same 50-campaign join with plain pg, on the same database, measured the same way at the same moment.
 */
async function startReference(databaseUrl: string, userId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const app = new Koa();
  app.use(async (ctx) => {
    const { rows } = await pool.query<CampaignRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c join businesses b on b.id = c.business_id where b.owner_id = $1 order by c.created_at, c.id`,
      [userId],
    );
    ctx.body = rows.map(presentCampaign);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/**
 * Pauses and resumes the business's campaigns through the engine's commands (committed, published,
 * pushed like the dashboard's own) at `CHANGES_PER_SECOND`, until stopped; returns how many ran.
 */
function keepChanging(bench: Awaited<ReturnType<typeof startBenchProduct>>) {
  let stopped = false;
  let count = 0;
  let failed = 0;
  let lastError = '';
  const loop = (async () => {
    const { commands } = bench.product.engine;
    for (let i = 0; !stopped; i++) {
      const campaignId = bench.campaignIds[Math.floor(i / 2) % bench.campaignIds.length];
      const next = Date.now() + 1_000 / CHANGES_PER_SECOND;
      try {
        if (i % 2 === 0) await commands.pauseCampaign(bench.userId, campaignId);
        else await commands.resumeCampaign(bench.userId, campaignId);
        count++;
      } catch (error) {
        // Under an overloaded machine a command may time out; the run goes on and says so.
        failed++;
        lastError = error instanceof Error ? error.message : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return failed > 0 ? `${count} (${failed} failed: ${lastError})` : `${count}`;
    },
  };
}

async function main(): Promise<void> {
  const wanted = textFlag('client');
  const wrkFound = hasWrk();
  if (wanted === 'wrk' && !wrkFound) throw new Error('wrk is not installed: apt-get update && apt-get install -y wrk (Debian/Ubuntu), or brew install wrk');
  const useWrk = wanted !== 'node' && wrkFound;
  if (!useWrk && wanted !== 'node') {
    console.log('wrk not found (install: apt-get update && apt-get install -y wrk): falling back to the in-process keep-alive loop (node:http).');
  }
  const load = useWrk ? runWrk : runNodeLoop;

  console.log(`API read bench: starting the product (ROLE=all, NODE_ENV=production: responses not re-validated; LOG_LEVEL=warn: no access log) ...`);
  let reference: Awaited<ReturnType<typeof startReference>> | undefined;
  const bench = await startBenchProduct({ prefix: 'adpilot_bench_api', campaigns: CAMPAIGNS, email: 'bench-api-owner@example.com' });
  try {
    const base = `http://127.0.0.1:${bench.product.port}`;
    // The hierarchy is an outline (issue 23): ad groups carry counts; ads and keywords load per expanded campaign.
    const hierarchy = (await (await fetch(`${base}/api/ad-testing/hierarchy`, { headers: { cookie: bench.cookie } })).json()) as HierarchyResponse;
    const groups = hierarchy.flatMap((campaign) => campaign.adGroups);
    console.log(
      `business: ${bench.campaignIds.length} campaigns, ${groups.length} ad groups, ${groups.reduce((n, g) => n + g.adCount, 0)} ads, ` +
        `${groups.reduce((n, g) => n + g.keywordCount, 0)} keywords (made by the engine: launch job + createCampaign)`,
    );
    console.log(
      `load: ${useWrk ? `wrk -t2 -c${CONNECTIONS} -d${SECONDS}s (separate process)` : `node:http keep-alive loop, ${CONNECTIONS} connections, ${SECONDS}s (same process as the server)`}; ` +
        `${cpus().length} cores shared by client, server and PostgreSQL; Node ${process.version}`,
    );
    const results: { path: string; mode?: Mode; figures: Figures; bytes: number }[] = [];
    const targets: { path: string; url: string; mode?: Mode }[] = PATHS.flatMap((path) => MODES.map((mode) => ({ path, mode, url: `${base}${path}` })));
    reference = process.argv.includes('--no-reference') ? undefined : await startReference(bench.database.url, bench.userId);
    if (reference) targets.push({ path: 'reference: bare Koa + pg', url: reference.url });
    const cache = bench.product.engine.readCache;
    if (!cache.enabled) throw new Error('the read cache is not live: its change feed did not connect');
    for (const { path, url, mode } of targets) {
      if (mode === 'uncached') cache.setLive(false);
      const changes = mode === 'changing' ? keepChanging(bench) : undefined;
      const response = await fetch(url, { headers: { cookie: bench.cookie } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body}`);
      const count = (JSON.parse(body) as unknown[]).length;
      if (count !== bench.campaignIds.length) throw new Error(`GET ${path} listed ${count} campaigns, expected ${bench.campaignIds.length}`);
      // Warm-up: JIT, the connection pools, PostgreSQL's plan and buffer caches.
      await load(url, bench.cookie, 2, CONNECTIONS);
      const before = loadAverage();
      const { figures, elu, nodeMsPerRequest, pgMsPerRequest } = await measure(bench.database, () =>
        load(url, bench.cookie, SECONDS, CONNECTIONS),
        PROFILE ? `${PROFILE}-${path.split('/').pop()?.replace(/\W+/g, '-')}.cpuprofile` : undefined,
      );
      const after = loadAverage();
      const changed = await changes?.stop();
      if (mode === 'uncached') cache.setLive(true);
      if (!path.startsWith('reference')) results.push({ path, mode, figures, bytes: Buffer.byteLength(body) });
      const label = `${path.startsWith('/') ? 'GET ' : ''}${path}${mode ? ` (${mode})` : ''}`;
      console.log(
        `${label.padEnd(44)} ${figures.perSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(2)} ms  p99 ${figures.p99.toFixed(2)} ms  ` +
          `(${figures.requests} requests, ${figures.errors} errors${figures.errorKinds ? `: ${figures.errorKinds}` : ''}, ${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB body) ` +
          `[${before} before, ${after} after]`,
      );
      console.log(
        `    cost: Node ${nodeMsPerRequest.toFixed(3)} ms CPU/request${useWrk ? '' : ' (server + client loop)'}, event loop busy ${(elu * 100).toFixed(0)}%` +
          `${pgMsPerRequest !== undefined ? `, PostgreSQL ${pgMsPerRequest.toFixed(3)} ms CPU/request` : ''}` +
          ` -> at most ~${Math.floor(1_000 / nodeMsPerRequest)} req/s from one Node process with a core of its own` +
          (changed !== undefined ? `; ${changed} changes committed during the run` : ''),
      );
    }
    for (const { path, mode, figures } of results) {
      const verdict = figures.perSecond >= TARGET_PER_SECOND ? 'meets' : 'BELOW';
      console.log(`  ${path} (${mode}): ${verdict} the target of ${TARGET_PER_SECOND} req/s`);
    }
    if (results.some(({ figures }) => figures.errors > 0)) process.exitCode = 1;
  } finally {
    await reference?.stop();
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
