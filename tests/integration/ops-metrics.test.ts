import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger, type Logger } from '../../api/logger';
import { createMetrics, logJobRuns } from '../../api/metrics';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { runObservedJob } from '../../engine/ops/job-runs';

const ADMIN = 'ops-admin@example.com';
let product: RunningProduct;
let base: string;
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-ops-metrics-'));

/** Signs up through the API and returns the session cookie. */
async function sessionOf(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  expect(response.status).toBe(201);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * A sample line of the text exposition format: name, optional {labels}, value. Every line that
 * is not a # HELP or # TYPE comment must be one.
 */
const SAMPLE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? -?(\d+(\.\d+)?(e[+-]?\d+)?|NaN|\+Inf|-Inf)$/;

beforeAll(async () => {
  product = await startProduct(
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_EMAILS: ADMIN, METRICS_TOKEN: 'ops-scrape-token' }),
    { log: createLogger('silent') },
  );
  base = `http://127.0.0.1:${product.port}`;
});

afterAll(async () => {
  await product?.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /metrics', () => {
  it('answers the Prometheus text format with API latency by route pattern and status, jobs, sockets and engine actions', async () => {
    // Traffic to observe: a 200, a 401 on a parameterized route, a job run that fails.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/campaigns/00000000-0000-0000-0000-000000000001/history`)).status).toBe(401);
    await expect(runObservedJob({ name: 'round-check', jobId: 'job-in-test' }, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');

    const response = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer ops-scrape-token' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const line of text.split('\n').filter((line) => line && !line.startsWith('# '))) expect(line).toMatch(SAMPLE);
    expect(text).toContain('# TYPE adpilot_http_request_duration_seconds histogram');
    // Labelled by the route pattern, never the id in the path.
    expect(text).toMatch(/adpilot_http_request_duration_seconds_count\{method="GET",route="\/api\/campaigns\/:id\/history",status="401"\} 1/);
    expect(text).toMatch(/adpilot_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).not.toContain('00000000-0000-0000-0000-000000000001');
    expect(text).toContain('# TYPE adpilot_job_duration_seconds histogram');
    expect(text).toMatch(/adpilot_job_failures_total\{job="round-check"\} [1-9]/);
    expect(text).toMatch(/adpilot_job_duration_seconds_count\{job="round-check",outcome="failed"\} [1-9]/);
    expect(text).toMatch(/^adpilot_sockets_connected 0$/m);
    expect(text).toContain('# TYPE adpilot_engine_actions_total counter');
    expect(text).toContain('# TYPE adpilot_process_cpu_seconds_total counter');
    // The embedded database is a real PostgreSQL: its change feed is live, so the read cache is on.
    expect(text).toMatch(/^adpilot_read_cache_live 1$/m);
    expect(text).toMatch(/^adpilot_read_cache_reads_total\{result="hit"\} 0$/m);
  });

  it('counts engine actions as the engine publishes them', async () => {
    const metrics = createMetrics();
    const listeners: ((event: { name: string }) => void)[] = [];
    metrics.countEngineActions({
      events: {
        subscribe: (listener) => {
          listeners.push(listener);
          return () => {};
        },
      },
    });
    for (const listener of listeners) {
      listener({ name: 'campaign.updated' });
      listener({ name: 'campaign.updated' });
    }
    expect(await metrics.render()).toMatch(/^adpilot_engine_actions_total\{event="campaign\.updated"\} 2$/m);
    metrics.close();
  });
});

describe('job-run log lines', () => {
  it('carry the job id and name, like request lines carry the request id', async () => {
    const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
    const capture = (level: string) => (message: string, fields?: Record<string, unknown>) => lines.push({ level, message, fields });
    const log: Logger = { debug: capture('debug'), info: capture('info'), warn: capture('warn'), error: capture('error'), child: () => log };
    const stop = logJobRuns(log);
    await runObservedJob({ name: 'budget-audit', jobId: 'job-7' }, async () => 'ok');
    await expect(runObservedJob({ name: 'optimize', jobId: 'job-8' }, async () => Promise.reject(new Error('quota')))).rejects.toThrow('quota');
    stop();
    await runObservedJob({ name: 'budget-audit', jobId: 'job-9' }, async () => 'ok');
    expect(lines.map((line) => [line.level, line.message, line.fields?.jobName, line.fields?.jobId])).toEqual([
      ['debug', 'job started', 'budget-audit', 'job-7'],
      ['info', 'job finished', 'budget-audit', 'job-7'],
      ['debug', 'job started', 'optimize', 'job-8'],
      ['error', 'job failed', 'optimize', 'job-8'],
    ]);
    expect(lines[3].fields?.error).toBeInstanceOf(Error);
  });
});

describe('ops calls', () => {
  const CALLS: { method: 'GET' | 'POST'; path: string }[] = [
    { method: 'GET', path: '/api/ops/tournaments' },
    { method: 'GET', path: '/api/ops/tournaments/00000000-0000-0000-0000-000000000001/journal' },
    { method: 'GET', path: '/api/ops/jobs' },
    { method: 'POST', path: '/api/ops/jobs/00000000-0000-0000-0000-000000000001/run-now' },
    { method: 'POST', path: '/api/ops/jobs/00000000-0000-0000-0000-000000000001/retry' },
  ];

  it('answer 401 signed out and 403 to a signed-in owner who is not an administrator', async () => {
    const owner = await sessionOf('not-an-admin@example.com');
    for (const call of CALLS) {
      expect((await fetch(`${base}${call.path}`, { method: call.method, headers: { origin: base } })).status, `${call.method} ${call.path}`).toBe(401);
      const response = await fetch(`${base}${call.path}`, { method: call.method, headers: { cookie: owner, origin: base } });
      expect(response.status, `${call.method} ${call.path}`).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('let an administrator list the jobs, run one now, and refuse a retry of a job that did not fail', async () => {
    const admin = await sessionOf(ADMIN);
    const jobs = await (await fetch(`${base}/api/ops/jobs`, { headers: { cookie: admin } })).json();
    const roundCheck = jobs.jobs.find((job: { name: string }) => job.name === 'round-check');
    expect(roundCheck).toMatchObject({ status: 'scheduled', recurring: true, repeatInterval: '1 hour' });
    const runNow = await fetch(`${base}/api/ops/jobs/${roundCheck.id}/run-now`, { method: 'POST', headers: { cookie: admin, origin: base } });
    expect(runNow.status).toBe(200);
    expect(Date.parse((await runNow.json()).job.nextRunAt)).toBeLessThanOrEqual(Date.now() + 1_000);
    const retry = await fetch(`${base}/api/ops/jobs/${roundCheck.id}/retry`, { method: 'POST', headers: { cookie: admin, origin: base } });
    expect(retry.status).toBe(409);
    // The Origin check applies to ops POSTs like to every state-changing call.
    const foreign = await fetch(`${base}/api/ops/jobs/${roundCheck.id}/run-now`, { method: 'POST', headers: { cookie: admin, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'origin_refused' });
  });
});
