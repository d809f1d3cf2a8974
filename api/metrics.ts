import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { observeJobRuns } from '../engine/ops/job-runs';
import { errors } from '../schema/errors';
import type { Logger } from './logger';
import { requireAdmin } from './middleware/require-admin';
import type { AppRouter } from './route';

/** Request buckets from a cached GET (a few ms) to an AI-backed preview (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job buckets up to the long tail of a batched audit or optimization over many businesses. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

/** What the sockets gauge reads: Socket.IO's default namespace (no import of the server's types). */
interface SocketCounter {
  of(namespace: '/'): { sockets: { size: number } };
}

/** What the engine-actions counter reads: the engine's after-commit domain events. */
interface EventSource {
  events: { subscribe(listener: (event: { name: string }) => void): () => void };
}

/** What the read-cache metrics read (engine/read-model/read-cache.ts). */
interface ReadCacheSource {
  readonly enabled: boolean;
  readonly stats: { hits: number; misses: number; invalidations: number };
}

/**
 * The process's Prometheus metrics: API latency by route and status, job durations and failures,
 * connected sockets, engine actions, plus Node's own (heap, event-loop lag, GC). Each is labelled by
 * bounded values only (route patterns, never raw paths or ids), so series do not grow with traffic.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'adpilot_' });
  const httpDuration = new Histogram({
    name: 'adpilot_http_request_duration_seconds',
    help: 'API request latency by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'adpilot_job_duration_seconds',
    help: 'Job run duration by job name and outcome (succeeded or failed).',
    labelNames: ['job', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'adpilot_job_failures_total',
    help: 'Job runs that failed, by job name.',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobsRunning = new Gauge({
    name: 'adpilot_jobs_running',
    help: 'Job runs in progress in this process, by job name.',
    labelNames: ['job'],
    registers: [registry],
  });
  const engineEvents = new Counter({
    name: 'adpilot_engine_actions_total',
    help: 'Engine actions committed (domain events published after commit), by event name.',
    labelNames: ['event'],
    registers: [registry],
  });
  const socketSources = new Set<SocketCounter>();
  new Gauge({
    name: 'adpilot_sockets_connected',
    help: 'Socket.IO connections (signed-in dashboards) open on this process.',
    registers: [registry],
    collect() {
      let open = 0;
      for (const io of socketSources) open += io.of('/').sockets.size;
      this.set(open);
    },
  });
  const readCaches = new Set<ReadCacheSource>();
  const sumOf = (field: keyof ReadCacheSource['stats']) => [...readCaches].reduce((sum, cache) => sum + cache.stats[field], 0);
  new Counter({
    name: 'adpilot_read_cache_reads_total',
    help: 'Dashboard reads the read cache answered from memory (hit) or had to load (miss) while live.',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, sumOf('hits'));
      this.inc({ result: 'miss' }, sumOf('misses'));
    },
  });
  new Counter({
    name: 'adpilot_read_cache_invalidations_total',
    help: "Businesses whose cached reads were dropped because their rows changed (the change feed's NOTIFY or this process's commits).",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sumOf('invalidations'));
    },
  });
  new Gauge({
    name: 'adpilot_read_cache_live',
    help: '1 while the read cache serves from memory (its change feed is listening); 0 when it is bypassed.',
    registers: [registry],
    collect() {
      this.set([...readCaches].some((cache) => cache.enabled) ? 1 : 0);
    },
  });
  // Jobs may run on a scheduler no route can reach, so job runs are observed process-wide.
  const stopJobs = observeJobRuns((run) => {
    if (run.phase === 'started') {
      jobsRunning.inc({ job: run.name });
      return;
    }
    jobsRunning.dec({ job: run.name });
    jobDuration.observe({ job: run.name, outcome: run.outcome }, run.durationMs / 1000);
    if (run.outcome === 'failed') jobFailures.inc({ job: run.name });
  });

  return {
    registry,
    observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void {
      httpDuration.observe({ method: labels.method, route: labels.route, status: String(labels.status) }, seconds);
    },
    /** Counts `io`'s sockets until the returned function is called. */
    countSockets(io: SocketCounter): () => void {
      socketSources.add(io);
      return () => socketSources.delete(io);
    },
    /** Reports `cache`'s figures until the returned function is called. */
    countReadCache(cache: ReadCacheSource): () => void {
      readCaches.add(cache);
      return () => readCaches.delete(cache);
    },
    countEngineActions(engine: EventSource): () => void {
      return engine.events.subscribe((event) => engineEvents.inc({ event: event.name }));
    },
    /** The text exposition format, as GET /metrics serves it. */
    render: () => registry.metrics(),
    contentType: registry.contentType,
    close(): void {
      stopJobs();
      registry.clear();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** The process's one registry, like its one /metrics endpoint. */
export const metrics = createMetrics();

/**
 * One JSON log line per job run with its job id (Agenda's, or null for an in-process run), as
 * request lines carry a request id: a failure's line says which run to retry in the ops console.
 */
export function logJobRuns(log: Logger): () => void {
  return observeJobRuns((run) => {
    const fields = { jobName: run.name, jobId: run.jobId };
    if (run.phase === 'started') return log.debug('job started', fields);
    const ms = Math.round(run.durationMs * 10) / 10;
    if (run.outcome === 'succeeded') log.info('job finished', { ...fields, ms });
    else log.error('job failed', { ...fields, ms, error: run.error });
  });
}

/**
 * Wires the running process into the metrics and the job log: its sockets, its engine's actions,
 * its job runs. Undone when the HTTP server closes, so a stopped product leaves nothing behind.
 */
export function observeProcess(deps: {
  httpServer: HttpServer;
  io: SocketCounter;
  engine?: EventSource & { readCache?: ReadCacheSource };
  log: Logger;
}): void {
  const undo = [
    metrics.countSockets(deps.io),
    logJobRuns(deps.log),
    ...(deps.engine ? [metrics.countEngineActions(deps.engine)] : []),
    ...(deps.engine?.readCache ? [metrics.countReadCache(deps.engine.readCache)] : []),
  ];
  deps.httpServer.once('close', () => {
    for (const stop of undo) stop();
  });
}

/** Who may read /metrics: a scraper with METRICS_TOKEN as its bearer token, or an administrator's session. */
export interface MetricsAccess {
  token?: string;
  adminEmails: readonly string[];
}

/**
 * GET /metrics in Prometheus' text format. Its per-route traffic and process figures are for
 * operators only (issue 23): a 401 without credentials, a 403 for a signed-in non-administrator.
 */
export function registerMetricsRoute(router: AppRouter, access: MetricsAccess, source: Pick<Metrics, 'render' | 'contentType'> = metrics): void {
  router.get('/metrics', async (ctx, next) => {
    const bearer = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1];
    if (bearer !== undefined) {
      if (!access.token || !sameSecret(bearer, access.token)) throw errors.unauthorized('The metrics token is not valid');
      return next();
    }
    if (!ctx.session?.userId) throw errors.unauthorized();
    ctx.state.userId = ctx.session.userId;
    return requireAdmin(access.adminEmails)(ctx, next);
  }, async (ctx) => {
    ctx.set('Content-Type', source.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await source.render();
  });
}

/** Compares two secrets in time independent of where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
