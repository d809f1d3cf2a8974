import type { AppRouter } from '../route';

export interface HealthChecks {
  /** Resolves when the database answers a trivial query. */
  database(): Promise<void>;
  /** The job scheduler's state; `running: false` on a web-only process is not a failure. */
  scheduler(): { ok: boolean; detail: string };
  /** False once shutdown began: load balancers should stop sending traffic. */
  accepting(): boolean;
}

const DATABASE_TIMEOUT_MS = 2_000;

/**
 * GET /api/health: database and scheduler status, 503 when either is down (or the process is
 * shutting down). `?probe=live` answers 200 while the process runs at all (liveness), so that an
 * orchestrator restarts it only when it is truly stuck, not when PostgreSQL is.
 */
export function registerHealthRoutes(router: AppRouter, checks: HealthChecks): void {
  router.get('/api/health', async (ctx) => {
    if (ctx.query.probe === 'live') {
      ctx.body = { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
      return;
    }
    const started = performance.now();
    const database = await Promise.race([
      checks.database().then(() => ({ ok: true, detail: 'reachable' })),
      new Promise<{ ok: boolean; detail: string }>((resolve) =>
        setTimeout(() => resolve({ ok: false, detail: 'no answer within 2 s' }), DATABASE_TIMEOUT_MS).unref(),
      ),
    ]).catch((error: Error) => ({ ok: false, detail: error.message }));
    const scheduler = checks.scheduler();
    const accepting = checks.accepting();
    const ok = database.ok && scheduler.ok && accepting;
    ctx.status = ok ? 200 : 503;
    ctx.body = {
      status: ok ? 'ok' : accepting ? 'unavailable' : 'shutting_down',
      database: { ...database, latencyMs: Math.round(performance.now() - started) },
      scheduler,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}
