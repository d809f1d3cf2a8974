import { createServer, type Server as HttpServer } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa from 'koa';
import createSession from 'koa-session';
import type { Sql } from '../engine/persistence/sql';
import type { ReadCache } from '../engine/read-model/read-cache';
import type { AppContext, AppState } from './context';
import type { Logger } from './logger';
import { observeProcess } from './metrics';
import { invalidateOwnWrites } from './middleware/cached-read';
import { checkOrigin } from './middleware/check-origin';
import { errorHandler } from './middleware/error-handler';
import { requestMetrics } from './middleware/metrics';
import { rejectUnsafeInput } from './middleware/reject-unsafe-input';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { type RouteDeps, registerRoutes } from './routes';
import { createSessionStore, type SessionCache } from './session-store';
import { type AppSocketServer, attachSocketServer, type SocketDeps, userRoom } from './socket';
import { serveUi } from './static-ui';

export interface AppDeps {
  orm: MikroORM;
  /** Plain SQL on the same database, for the per-request session read. */
  sessionSql: Sql;
  /** Sessions kept in memory while the change feed is live. */
  sessionCache?: SessionCache;
  /** The engine's read cache: an owner's own writes drop their cached reads before the response. */
  readCache?: ReadCache;
  log: Logger;
  sessionKeys: string[];
  trustProxy: boolean;
  publicUrl?: string;
  uiRoot: string;
  routes: RouteDeps;
  businessOfUser(userId: string): Promise<string | null>;
  /** Socket.IO's PostgreSQL adapter on a shared PostgreSQL (several web processes). */
  socketAdapter?: SocketDeps['adapter'];
}

export interface WebApp {
  app: Koa<AppState, AppContext>;
  httpServer: HttpServer;
  io: AppSocketServer;
}

const SESSION_MAX_AGE_MS = 30 * 24 * 3_600_000;

/**
 * The web process: Koa with its middleware in order (security headers, request context, errors, sessions, read-cache
 * invalidation of the owner's own writes, Origin check, body parsing, the unsafe-text guard, routes, the built UI), then
 * the HTTP server and Socket.IO attached after every `app.use` (STACK-NOTES: the other order 404s
 * every route).
 */
export function createWebApp(deps: AppDeps): WebApp {
  const app = new Koa<AppState, AppContext>({ proxy: deps.trustProxy });
  app.keys = deps.sessionKeys;
  // Koa logs every thrown error itself; ours are handled and logged by the error middleware.
  app.silent = true;

  const session = createSession(
    {
      key: 'adpilot.sid',
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: true,
      secure: deps.trustProxy || deps.publicUrl?.startsWith('https://') === true,
      store: createSessionStore(deps.sessionSql, deps.sessionCache),
    },
    app,
  ) as Koa.Middleware<AppState, AppContext>;

  const router = new Router<AppState, AppContext>();
  // Socket.IO is attached after the routes (STACK-NOTES), so logout reaches it through this binding.
  let io: AppSocketServer | undefined;
  const closeSocketsOf = (userId: string) => io?.in(userRoom(userId)).disconnectSockets(true);
  registerRoutes(router, { ...deps.routes, auth: { ...deps.routes.auth, closeSocketsOf } });

  const { stripe } = deps.routes.config;
  app.use(securityHeaders({ stripe: Boolean(stripe.publishableKey || stripe.secretKey), trustProxy: deps.trustProxy }));
  app.use(requestContext(deps.orm, deps.log));
  app.use(requestMetrics());
  app.use(errorHandler);
  app.use(async (ctx, next) => {
    // Sessions are for /api, /metrics (administrators) and the socket handshake only; static files
    // need no database round trip.
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/metrics') return next();
    return session(ctx, next);
  });
  if (deps.readCache) app.use(invalidateOwnWrites(deps.readCache));
  app.use(checkOrigin({ publicUrl: deps.publicUrl, exempt: ['/api/stripe/webhook', '/api/mail/unsubscribe'] }));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));
  app.use(rejectUnsafeInput());
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(serveUi(deps.uiRoot));

  const httpServer = createServer(app.callback());
  io = attachSocketServer(httpServer, {
    app,
    session,
    businessOfUser: deps.businessOfUser,
    log: deps.log,
    adapter: deps.socketAdapter,
    publicUrl: deps.publicUrl,
  });
  observeProcess({ httpServer, io, engine: deps.routes.engine, log: deps.log });
  return { app, httpServer, io };
}
