import { createServer, type Server as HttpServer } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import type { AppContext, AppState } from './context';
import { type HealthChecks, registerHealthRoutes } from './routes/health';

/**
 * The only HTTP a worker process serves: GET /api/health (readiness: database, scheduler, not
 * shutting down) and `?probe=live` (liveness), so that an orchestrator can watch workers the way it
 * watches web processes. Everything else is 404: workers serve no API, UI or sockets.
 */
export function createWorkerServer(checks: HealthChecks): HttpServer {
  const app = new Koa<AppState, AppContext>();
  app.silent = true;
  const router = new Router<AppState, AppContext>();
  registerHealthRoutes(router, checks);
  app.use(router.routes());
  app.use(async (ctx) => {
    ctx.status = 404;
    ctx.body = { code: 'not_found', message: 'A worker process serves only /api/health' };
  });
  return createServer(app.callback());
}
