import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda } from 'agenda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityLogEntry } from '../../schema/entities';
import {
  type ClientSocket,
  connectJoinedSocket,
  createBusiness,
  createThrowawayDatabase,
  type ProductProcess,
  serverDatabaseUrl,
  signUp,
  startProductProcess,
  type ThrowawayDatabase,
  waitFor,
} from '../support/cluster';

/**
 * The split deployment on one PostgreSQL: two web processes and two worker processes, each a real
 * `api/main.ts` child with ROLE set. Jobs are the test-only `scale-probe` (ADPILOT_SCALE_PROBE=1):
 * every attempt is a row in `scale_probe_attempts`, its effect one activity-log entry keyed by the
 * probe (so a second run cannot write a second one), pushed to the browser after commit like every
 * engine job's changes. Workers poll every 100 ms besides being notified, so a killed worker's job
 * is taken over as soon as its lock expires.
 */

// Short enough that a killed worker's job is taken over within seconds, long enough that a
// worker's backlog of locked jobs (Agenda locks every due job it finds: ~500 each in the bulk case,
// run in ~10 s on a busy 2-core machine) runs before its locks expire.
const LOCK_LIFETIME_MS = 20_000;
let database: ThrowawayDatabase;
let webA: ProductProcess;
let webB: ProductProcess;
let workers: ProductProcess[] = [];
let agenda: Agenda;
let backend: PostgresBackend;
let socket: ClientSocket | undefined;
let businessId: string;
let cookie: string;
const received: { entry: ActivityLogEntry; at: number }[] = [];

async function enqueueProbe(data: { key: string; holdMs?: number; syncMetrics?: boolean }): Promise<void> {
  await agenda.now('scale-probe', { ...data, businessId });
}

beforeAll(async () => {
  database = await createThrowawayDatabase(await serverDatabaseUrl());
  // Not part of the product schema: the probe's attempt log, here before any worker starts.
  await database.query('create table scale_probe_attempts (id bigserial primary key, key text not null, worker text not null, at timestamptz not null default now())');
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: 'scale-test-session-secret',
    ADPILOT_SCALE_PROBE: '1',
    AGENDA_LOCK_LIFETIME_MS: String(LOCK_LIFETIME_MS),
    // Each enqueue notifies the workers; they also look for due jobs every 100 ms.
    AGENDA_PROCESS_EVERY_MS: '100',
  };
  // The first process migrates; the others start together and wait on the migration lock.
  webA = await startProductProcess('web', env);
  [webB, ...workers] = await Promise.all([startProductProcess('web', env), startProductProcess('worker', env), startProductProcess('worker', env)]);

  // Enqueues the way a web process does: Agenda on the same table, its notification channel connected.
  backend = new PostgresBackend({ connectionString: database.url, ensureSchema: false });
  agenda = new Agenda({ backend, name: 'scale-test' });
  await agenda.ready;
  await backend.notificationChannel?.connect();
}, 90_000);

afterAll(async () => {
  socket?.disconnect();
  await backend?.notificationChannel?.disconnect().catch(() => {});
  await backend?.disconnect().catch(() => {});
  for (const process of [webA, webB, ...workers]) if (process && process.child.exitCode === null) process.child.kill('SIGKILL');
  await Promise.all([webA, webB, ...workers].filter(Boolean).map((process) => process.exited()));
  await database?.drop();
});

describe('two web processes and two workers on one PostgreSQL', () => {
  it('shares sessions: signed up on B, the same cookie works on A, and the launch job ran on a worker', async () => {
    cookie = await signUp(webB.url, 'scale-owner@example.com');
    businessId = await createBusiness(webB.url, cookie, 'Harbor Bikes');
    const onA = await fetch(`${webA.url}/api/businesses/me`, { headers: { cookie } });
    expect(onA.status).toBe(200);
    // Web processes only enqueue: the launch workflow completes because a worker ran it.
    await waitFor(
      async () => {
        const response = await fetch(`${webA.url}/api/workflows/current`, { headers: { cookie } });
        const workflow = (await response.json()) as { status?: string } | null;
        return workflow?.status === 'completed';
      },
      { timeoutMs: 30_000, what: 'the launch workflow to complete on a worker' },
    );
    expect(((await (await fetch(`${webA.url}/api/campaigns`, { headers: { cookie } })).json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('pushes a change committed by a worker to a socket on web process A within 1 second', async () => {
    socket = await connectJoinedSocket(webA.url, cookie, businessId);
    socket.on('activity.created', (entry) => received.push({ entry, at: Date.now() }));
    const enqueuedAt = Date.now();
    await enqueueProbe({ key: 'push-1' });
    const push = await waitFor(() => received.find(({ entry }) => entry.details?.probe === 'push-1'), { timeoutMs: 10_000, what: 'the push' });
    // createdAt is stamped inside the worker's transaction, just before it commits.
    const commitToReceiptMs = push.at - Date.parse(push.entry.createdAt);
    console.log(`[scale] worker commit -> socket on web A: ${commitToReceiptMs} ms (enqueue -> receipt ${push.at - enqueuedAt} ms)`);
    expect(commitToReceiptMs).toBeLessThan(1_000);
    expect(workers.map((worker) => `adpilot-worker-${worker.pid}`)).toContain(push.entry.details?.worker);
  });

  it('runs 1,000 jobs spread over both workers exactly once each', async () => {
    const keys = Array.from({ length: 1_000 }, (_, index) => `bulk-${index}`);
    const started = Date.now();
    for (let index = 0; index < keys.length; index += 50) await Promise.all(keys.slice(index, index + 50).map((key) => enqueueProbe({ key })));
    await waitFor(
      async () => {
        const [{ count }] = await database.query<{ count: number }>("select count(*)::int as count from activity_logs where dedupe_key like 'probe|bulk-%'");
        return count === keys.length;
      },
      { timeoutMs: 45_000, what: '1,000 probe effects', intervalMs: 250 },
    );
    console.log(`[scale] 1,000 jobs enqueued and run in ${Date.now() - started} ms`);
    const attempts = await database.query<{ key: string; runs: number }>("select key, count(*)::int as runs from scale_probe_attempts where key like 'bulk-%' group by key");
    expect(attempts).toHaveLength(keys.length);
    expect(attempts.filter((row) => row.runs !== 1)).toEqual([]);
    const byWorker = await database.query<{ worker: string; runs: number }>("select worker, count(*)::int as runs from scale_probe_attempts where key like 'bulk-%' group by worker");
    console.log(`[scale] 1,000 jobs by worker: ${byWorker.map((row) => `${row.worker}=${row.runs}`).join(', ')}`);
    expect(byWorker).toHaveLength(2);
    expect(Math.min(...byWorker.map((row) => row.runs))).toBeGreaterThan(0);
  }, 90_000);

  it('runs the job of a worker killed mid-job again on the other after its lock expires, with its effect once', async () => {
    await enqueueProbe({ key: 'held', holdMs: 60_000, syncMetrics: true });
    const first = await waitFor(
      async () => (await database.query<{ worker: string }>("select worker from scale_probe_attempts where key = 'held'"))[0],
      { timeoutMs: 10_000, what: 'the held job to start' },
    );
    const victim = workers.find((worker) => first.worker === `adpilot-worker-${worker.pid}`)!;
    const survivor = workers.find((worker) => worker !== victim)!;
    victim.child.kill('SIGKILL');
    await victim.exited();
    const killedAt = Date.now();

    await waitFor(
      async () => (await database.query("select 1 from activity_logs where dedupe_key = 'probe|held'")).length === 1,
      { timeoutMs: LOCK_LIFETIME_MS + 15_000, what: 'the survivor to run the held job' },
    ).catch(async (error: Error) => {
      const job = await database.query("select locked_at, next_run_at, fail_count, fail_reason, last_modified_by, now() from agenda_jobs where data->>'key' = 'held'");
      console.log(survivor.output().split('\n').slice(-60).join('\n'));
      throw new Error(`${error.message}; job: ${JSON.stringify(job)}; attempts: ${JSON.stringify(await database.query("select worker, at from scale_probe_attempts where key = 'held'"))}`);
    });
    console.log(`[scale] killed worker's job finished on the survivor ${Date.now() - killedAt} ms after kill -9 (lock lifetime ${LOCK_LIFETIME_MS} ms)`);
    const attempts = await database.query<{ worker: string }>("select worker from scale_probe_attempts where key = 'held' order by id");
    expect(attempts.map((row) => row.worker)).toEqual([`adpilot-worker-${victim.pid}`, `adpilot-worker-${survivor.pid}`]);
    // Ran twice, applied once: one entry, and a ledger whose deltas add up to each window's total.
    expect(await database.query("select 1 from activity_logs where dedupe_key = 'probe|held'")).toHaveLength(1);
    const duplicates = await database.query('select campaign_id, date, cumulative_micros from spend_ledger group by 1, 2, 3 having count(*) > 1');
    expect(duplicates).toEqual([]);
    const mismatched = await database.query(
      'select campaign_id, date from spend_ledger group by 1, 2 having sum(delta_cents) <> round(max(cumulative_micros) / 10000.0)',
    );
    expect(mismatched).toEqual([]);
  }, LOCK_LIFETIME_MS + 40_000);
});
