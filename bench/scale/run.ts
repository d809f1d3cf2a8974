/**
 * Scale bench (issue 10): dashboard reads per second against one and against two web processes,
 * and the push latency across processes (a worker's commit -> a socket.io-client on a web process).
 *
 *   node --import tsx bench/scale/run.ts [--connections=16] [--seconds=10] [--events=200]
 *
 * Needs PostgreSQL (TEST_DATABASE_URL or postgresql://postgres@127.0.0.1:5432/postgres); works on a
 * throwaway database, dropped at the end. Processes: `api/main.ts` children, ROLE=web (one or two)
 * and one ROLE=worker, with the test-only scale probe job (ADPILOT_SCALE_PROBE=1). Not a test: it
 * prints figures, which depend on the machine (the client runs on the same cores as the servers).
 */
import { Agent, request } from 'node:http';
import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda } from 'agenda';
import type { ActivityLogEntry } from '../../schema/entities';
import {
  connectJoinedSocket,
  createBusiness,
  createThrowawayDatabase,
  type ProductProcess,
  serverDatabaseUrl,
  signUp,
  startProductProcess,
  waitFor,
} from '../../tests/support/cluster';

function flag(name: string, fallback: number): number {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

const CONNECTIONS = flag('connections', 16);
const SECONDS = flag('seconds', 10);
const EVENTS = flag('events', 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** GET `path` in a loop on `connections` keep-alive connections for `seconds`, round-robin over `bases`. */
async function readLoad(bases: string[], path: string, cookie: string, connections: number, seconds: number) {
  const agents = bases.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1_000;
  const get = (index: number) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(path, bases[index]);
      const req = request(url, { agent: agents[index], headers: { cookie } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const index = next++ % bases.length;
        const started = performance.now();
        const status = await get(index).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

async function main(): Promise<void> {
  const database = await createThrowawayDatabase(await serverDatabaseUrl(), 'adpilot_bench_scale');
  const processes: ProductProcess[] = [];
  let agenda: Agenda | undefined;
  let backend: PostgresBackend | undefined;
  try {
    await database.query('create table scale_probe_attempts (id bigserial primary key, key text not null, worker text not null, at timestamptz not null default now())');
    const env = { DATABASE_URL: database.url, SESSION_SECRET: 'scale-bench-session-secret', ADPILOT_SCALE_PROBE: '1', AGENDA_PROCESS_EVERY_MS: '1000' };
    // The first process migrates; the others wait on the migration lock.
    const webA = await startProductProcess('web', env);
    processes.push(webA);
    const [webB, worker] = await Promise.all([startProductProcess('web', env), startProductProcess('worker', env)]);
    processes.push(webB, worker);

    const cookie = await signUp(webA.url, 'bench-owner@example.com');
    const businessId = await createBusiness(webA.url, cookie, 'Harbor Bikes');
    const campaigns = await waitFor(
      async () => {
        const list = (await (await fetch(`${webA.url}/api/campaigns`, { headers: { cookie } })).json()) as unknown[];
        return list.length > 0 && list.length;
      },
      { timeoutMs: 60_000, what: 'the launch job to create campaigns' },
    );
    console.log(`[bench/scale] business with ${campaigns} campaigns; ${CONNECTIONS} keep-alive connections, ${SECONDS} s per run`);

    // Warm-up on both, then the two runs.
    await readLoad([webA.url, webB.url], '/api/campaigns', cookie, CONNECTIONS, 2);
    const one = await readLoad([webA.url], '/api/campaigns', cookie, CONNECTIONS, SECONDS);
    const two = await readLoad([webA.url, webB.url], '/api/campaigns', cookie, CONNECTIONS, SECONDS);
    const row = (label: string, r: typeof one) =>
      `${label}: ${r.perSecond.toFixed(0)} reads/s (p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failures} failures)`;
    console.log(`[bench/scale] GET /api/campaigns ${row('1 web process', one)}`);
    console.log(`[bench/scale] GET /api/campaigns ${row('2 web processes', two)} = x${(two.perSecond / one.perSecond).toFixed(2)}`);

    // Push latency: a probe job's commit on the worker -> the socket on web process B.
    const socket = await connectJoinedSocket(webB.url, cookie, businessId);
    backend = new PostgresBackend({ connectionString: database.url, ensureSchema: false });
    agenda = new Agenda({ backend, name: 'scale-bench' });
    await agenda.ready;
    await backend.notificationChannel?.connect();
    const pending = new Map<string, (at: number, entry: ActivityLogEntry) => void>();
    socket.on('activity.created', (entry) => {
      const key = entry.details?.probe;
      if (typeof key === 'string') pending.get(key)?.(Date.now(), entry);
    });
    const commitToReceipt: number[] = [];
    const enqueueToReceipt: number[] = [];
    for (let index = 0; index < EVENTS; index += 1) {
      const key = `bench-push-${index}`;
      const received = new Promise<{ at: number; entry: ActivityLogEntry }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push for ${key} within 15 s`)), 15_000);
        pending.set(key, (at, entry) => {
          clearTimeout(timer);
          resolve({ at, entry });
        });
      });
      const enqueuedAt = Date.now();
      await agenda.now('scale-probe', { key, businessId });
      const { at, entry } = await received;
      pending.delete(key);
      // createdAt is stamped inside the worker's transaction, just before it commits.
      commitToReceipt.push(at - Date.parse(entry.createdAt));
      enqueueToReceipt.push(at - enqueuedAt);
    }
    socket.disconnect();
    commitToReceipt.sort((a, b) => a - b);
    enqueueToReceipt.sort((a, b) => a - b);
    console.log(
      `[bench/scale] push worker commit -> socket on another web process over ${EVENTS} events: p50 ${percentile(commitToReceipt, 50)} ms, p99 ${percentile(commitToReceipt, 99)} ms, max ${commitToReceipt.at(-1)} ms` +
        ` (enqueue -> receipt p50 ${percentile(enqueueToReceipt, 50)} ms, p99 ${percentile(enqueueToReceipt, 99)} ms)`,
    );
  } finally {
    await backend?.notificationChannel?.disconnect().catch(() => {});
    await backend?.disconnect().catch(() => {});
    for (const child of processes) if (child.child.exitCode === null) child.child.kill('SIGTERM');
    await Promise.all(processes.map((child) => child.exited()));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
