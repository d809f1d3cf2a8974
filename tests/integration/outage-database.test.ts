import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBusiness,
  createThrowawayDatabase,
  type ProductProcess,
  serverDatabaseUrl,
  signUp,
  startProductProcess,
  type ThrowawayDatabase,
  waitFor,
} from '../support/cluster';
import { proxyTargetOf, startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

/**
 * A database outage under steady traffic. The product (one ROLE=all process: web and jobs) reaches
 * its throwaway database on the real PostgreSQL through a TCP proxy; the test cuts the proxy for
 * 30 seconds while it reads the campaign list and pauses/resumes a campaign every ~200 ms, then
 * restores it. The test itself reads the database directly, not through the proxy.
 *
 * Writes: write k sets the campaign to paused (k even) or active (k odd) and is retried, like a
 * client would, until it gets a 2xx; only then comes write k+1. So each confirmed write is exactly
 * one status change with its activity entry, whichever attempt made it (a 503 attempt may have
 * committed before its answer was lost; the retry then changes nothing).
 */

const OUTAGE_MS = 30_000;
const MESSAGE = 'The database is unreachable. Please try again in a moment.';
/** Every request must answer within this, outage or not. */
const ANSWER_WITHIN_MS = 5_000;

interface Answer {
  kind: 'read' | 'write' | 'health';
  status: number;
  message?: string;
  startedAt: number;
  ms: number;
}

let database: ThrowawayDatabase;
let proxy: TcpProxy;
let product: ProductProcess | undefined;
let cookie: string;
let campaignId: string;

beforeAll(async () => {
  const serverUrl = await serverDatabaseUrl();
  database = await createThrowawayDatabase(serverUrl, 'adpilot_outage');
  proxy = await startTcpProxy(proxyTargetOf(serverUrl));
  product = await startProductProcess('all', {
    DATABASE_URL: proxy.urlFor(database.url),
    SESSION_SECRET: 'outage-test-session-secret',
    AGENDA_PROCESS_EVERY_MS: '500',
  });
  cookie = await signUp(product.url, 'outage-owner@example.com');
  await createBusiness(product.url, cookie, 'Harbor Bikes');
  const campaigns = await waitFor(
    async () => {
      const response = await fetch(`${product!.url}/api/campaigns`, { headers: { cookie } });
      const list = (await response.json()) as { id: string; status: string }[];
      return list.length > 0 && list;
    },
    { timeoutMs: 30_000, what: 'the launch job to create campaigns' },
  );
  campaignId = campaigns[0].id;
}, 90_000);

afterAll(async () => {
  if (product && product.child.exitCode === null) product.child.kill('SIGKILL');
  await product?.exited();
  await proxy?.close();
  await database?.drop();
});

async function call(kind: Answer['kind'], path: string, method = 'GET'): Promise<Answer & { body: unknown }> {
  const startedAt = Date.now();
  // The health probe goes without the session, the way an orchestrator calls it.
  // The owner's browser sends its Origin on every POST (api/middleware/check-origin.ts).
  const headers: Record<string, string> = kind === 'health' ? {} : { cookie, ...(method === 'POST' ? { origin: product!.url } : {}) };
  const response = await fetch(`${product!.url}${path}`, { method, headers, signal: AbortSignal.timeout(15_000) });
  const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  return { kind, status: response.status, message: body?.message, startedAt, ms: Date.now() - startedAt, body };
}

describe('a 30-second database outage under steady traffic', () => {
  it('answers 503 with a clear message at once, recovers by itself, and loses or doubles no write', async () => {
    const answers: Answer[] = [];
    let stop = false;
    let confirmedWrites = 0;

    const readLoop = async () => {
      while (!stop) {
        const tick = Date.now();
        answers.push(await call('read', '/api/campaigns'));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 200 - (Date.now() - tick))));
      }
    };
    const writeLoop = async () => {
      while (!stop) {
        const tick = Date.now();
        const target = confirmedWrites % 2 === 0 ? 'paused' : 'active';
        const answer = await call('write', `/api/campaigns/${campaignId}/${target === 'paused' ? 'pause' : 'resume'}`, 'POST');
        answers.push(answer);
        if (answer.status >= 200 && answer.status < 300) {
          expect((answer.body as { campaign: { status: string } }).campaign.status).toBe(target);
          confirmedWrites += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 200 - (Date.now() - tick))));
      }
    };
    const loops = Promise.all([readLoop(), writeLoop()]);

    // Steady traffic first: a few confirmed writes before the cut.
    await waitFor(() => confirmedWrites >= 3, { timeoutMs: 10_000, what: 'writes before the outage' });
    const cutAt = Date.now();
    proxy.cut();
    const writesBeforeCut = confirmedWrites;

    // During the outage: health says the database is down, and it says so quickly.
    const health = await waitFor(
      async () => {
        const answer = await call('health', '/api/health');
        answers.push(answer);
        return answer.status === 503 && answer;
      },
      { timeoutMs: 10_000, what: '/api/health to report the outage' },
    );
    expect(health.body).toMatchObject({ status: 'unavailable', database: { ok: false } });
    await waitFor(() => Date.now() - cutAt >= OUTAGE_MS, { timeoutMs: OUTAGE_MS + 5_000, what: 'the end of the outage', intervalMs: 250 });
    proxy.restore();
    const restoredAt = Date.now();

    // Recovery by itself: reads, writes and health answer 200 again.
    await waitFor(
      async () => (await call('health', '/api/health')).status === 200 && answers.some((answer) => answer.kind === 'write' && answer.startedAt > restoredAt && answer.status === 200),
      { timeoutMs: 20_000, what: 'the product to recover after the database came back', intervalMs: 250 },
    );
    const recoveredMs = Date.now() - restoredAt;
    const writesAtRecovery = confirmedWrites;
    await waitFor(() => confirmedWrites >= writesAtRecovery + 3, { timeoutMs: 10_000, what: 'writes after the outage' });
    stop = true;
    await loops;

    const during = answers.filter((answer) => answer.startedAt > cutAt + 1_000 && answer.startedAt + answer.ms < restoredAt);
    const after = answers.filter((answer) => answer.startedAt > restoredAt + recoveredMs);
    console.log(
      `[outage] ${answers.length} requests; during the cut ${during.length}: ${[...new Set(during.map((answer) => answer.status))].join('/')}, slowest ${Math.max(...during.map((answer) => answer.ms))} ms; ` +
        `recovered ${recoveredMs} ms after restore; ${confirmedWrites} confirmed writes (${writesBeforeCut} before the cut)`,
    );

    // No hang: every request answered quickly, with a 2xx or the clear 503, never a 500.
    expect(answers.filter((answer) => answer.ms > ANSWER_WITHIN_MS)).toEqual([]);
    const unexpected = answers.filter((answer) => answer.kind !== 'health' && answer.status !== 200 && !(answer.status === 503 && answer.message === MESSAGE));
    // The server's own account of an unexpected answer, so a failure here says what threw.
    for (const answer of unexpected) {
      const requestId = (answer as { body?: { requestId?: string } }).body?.requestId;
      if (requestId) console.log(product!.output().split('\n').filter((line) => line.includes(requestId)).join('\n'));
    }
    expect(unexpected).toEqual([]);
    expect(during.filter((answer) => answer.kind !== 'health').length).toBeGreaterThan(50);
    expect(during.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((answer) => answer.status !== 200)).toEqual([]);

    // Writes: exactly one status change with its activity entry per confirmed write, alternating,
    // none half-written (a status without its entry or the reverse), none lost, none doubled.
    const entries = await database.query<{ title: string }>(
      "select title from activity_logs where campaign_id = $1 and details->>'by' = 'owner' order by created_at, id",
      [campaignId],
    );
    expect(entries).toHaveLength(confirmedWrites);
    expect(entries.map((entry) => entry.title)).toEqual(Array.from({ length: confirmedWrites }, (_, k) => (k % 2 === 0 ? 'Campaign paused' : 'Campaign resumed')));
    const [campaign] = await database.query<{ status: string }>('select status from campaigns where id = $1', [campaignId]);
    expect(campaign.status).toBe(confirmedWrites % 2 === 0 ? 'active' : 'paused');

    // Jobs run again: a new business's launch job completes on the recovered scheduler.
    const newcomer = await signUp(product!.url, 'after-outage@example.com');
    await createBusiness(product!.url, newcomer, 'After The Storm Bakery');
    await waitFor(
      async () => {
        const response = await fetch(`${product!.url}/api/workflows/current`, { headers: { cookie: newcomer } });
        return ((await response.json()) as { status?: string } | null)?.status === 'completed';
      },
      { timeoutMs: 20_000, what: 'a launch job to run after the outage' },
    );
  }, 100_000);
});
