import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createStrategist } from '../engine/ai/strategist';
import { createBilling } from '../engine/billing/billing';
import { migrate, openOrm } from '../engine/db/orm';
import { createEngine, type Engine } from '../engine/engine';
import { createMailService, describeMailMode } from '../engine/mail/mail-service';
import { analyzeSite } from '../engine/site/analyze-site';
import { domainEvent } from '../engine/events/domain-events';
import { createSocketEmitter, relayEvents } from '../engine/events/socket-emitter';
import { Database } from '../engine/persistence/sql';
import { listenForChanges } from '../engine/read-model/change-feed';
import { getOrCreateAppSecret } from '../engine/secrets/app-secret';
import { createWebApp, type WebApp } from './app';
import { type AppConfig, describeAdsPlatformMode } from './config';
import { createLogger, type Logger } from './logger';
import { createOidcClient } from './oidc';
import { readScaleOptions, type ScaleOptions } from './scale-options';
import { SessionCache } from './session-store';
import { pushToBusiness } from './socket';
import { createSocketAdapter, type SocketAdapterHandle } from './socket-adapter';
import { type DatabaseHandle, importDataOfEarlierVersions, startDatabase } from './start-database';
import { type LiveModeOptions, startLiveMode } from './start-live-mode';
import { createWorkerServer } from './worker-server';

export interface RunningProduct {
  config: AppConfig;
  url: string;
  port: number;
  orm: MikroORM;
  database: DatabaseHandle;
  /** The web app (ROLE=all|web); null on a worker, which serves only its health endpoint. */
  web: WebApp | null;
  engine: Engine;
  log: Logger;
  /** One line per part: which mode it runs in. */
  modes: Record<string, string>;
  stop(): Promise<void>;
}

const UI_ROOT = join(import.meta.dirname, '..', 'dist', 'ui');
/** How long requests in flight may take to finish on shutdown before their connections are cut. */
const REQUEST_DRAIN_MS = 5_000;

/**
 * ROLE=web|worker share the database with other processes. The embedded server lives and dies with
 * the one process that runs it, so several processes need a PostgreSQL server of their own.
 */
export function refuseRoleWithoutDatabase(config: Pick<AppConfig, 'role' | 'databaseUrl'>): void {
  if (config.role === 'all' || config.databaseUrl) return;
  throw new Error(
    `ROLE=${config.role} needs a shared PostgreSQL: set DATABASE_URL. The embedded database is run by one product process; ` +
      'without DATABASE_URL run a single process with ROLE=all (the default).',
  );
}

const ROLE_DESCRIPTIONS: Record<AppConfig['role'], string> = {
  all: 'all (API, UI, Socket.IO and jobs in this process)',
  web: 'web (API, UI, Socket.IO; jobs are enqueued for worker processes)',
  worker: 'worker (jobs; HTTP only for /api/health)',
};

/**
 * Starts the product in this process, in its role: database (embedded or configured), migrations,
 * the engine, then the web app and Socket.IO (ROLE=all|web) and the job processing (ROLE=all|worker).
 * `npm start` and the tests call the same function.
 *
 * Pushes leave only after the change committed. A process with a Socket.IO server emits to the
 * business's room, and on a shared PostgreSQL the adapter carries that to every web process; a
 * worker has no Socket.IO server and sends the same broadcast through PostgreSQL (NOTIFY).
 */
export async function startProduct(
  config: AppConfig,
  options: { log?: Logger; uiRoot?: string; liveMode?: LiveModeOptions; scale?: ScaleOptions } = {},
): Promise<RunningProduct> {
  const log = options.log ?? createLogger(config.logLevel);
  const scale = options.scale ?? readScaleOptions();
  refuseRoleWithoutDatabase(config);
  const serves = config.role !== 'worker';
  const runsJobs = config.role !== 'web';
  const database = await startDatabase({ ...config, log });
  let socketAdapter: SocketAdapterHandle | undefined;
  let orm: MikroORM | undefined;
  try {
    orm = await openOrm(database.url, { poolMax: 20 });
    await migrate(orm, database.url);
    if (database.embedded) await importDataOfEarlierVersions(config.dataDir, database.url, log);
    const sessionKeys = serves ? [config.sessionSecret ?? (await getOrCreateAppSecret(orm, 'session-key'))] : [];
    const strategist = createStrategist({
      openaiApiKey: config.openai.apiKey,
      openaiBaseUrl: config.openai.baseUrl,
      openaiModel: config.openai.model,
    });
    const mail = createMailService({ ...config.mail, baseUrl: config.publicUrl });
    const live = await startLiveMode(config, { orm, databaseUrl: database.url, log }, options.liveMode);
    const engine = createEngine({
      orm,
      databaseUrl: database.url,
      strategist,
      analyzeSite: (url) => analyzeSite(url, { allowHosts: config.siteFetchAllowHosts }),
      googleAds: live.googleAds,
      mail,
      ...(live.feeBilling ? { billing: live.feeBilling } : {}),
      scheduler: {
        mode: runsJobs ? 'process' : 'enqueue',
        name: `adpilot-${config.role}-${process.pid}`,
        lockLifetimeMs: scale.lockLifetimeMs,
        processEveryMs: scale.processEveryMs,
        jobDrainMs: scale.jobDrainMs,
        scaleProbe: scale.scaleProbe,
        onError: (message, error) => log.warn(message, { error: error instanceof Error ? error.message : String(error) }),
      },
    });
    let accepting = true;
    const readyOrm = orm;
    const healthChecks = {
      database: async () => {
        await readyOrm.em.getConnection().execute('select 1');
      },
      scheduler: () => {
        const scheduler = engine.scheduler;
        if (!scheduler?.running) return { ok: false, detail: 'not running' };
        return { ok: true, detail: scheduler.mode === 'enqueue' ? 'enqueue only (jobs run on worker processes)' : 'running' };
      },
      accepting: () => accepting,
    };
    // Several processes on one PostgreSQL: room broadcasts cross processes through it, and the
    // change feed that keeps the read and session caches true arrives on the same connection.
    const sessionCache = new SessionCache();
    if (serves) {
      socketAdapter = createSocketAdapter(database.url, log, {
        onListenerConnected: (client) =>
          listenForChanges(client, {
            businessChanged: (businessId) => engine.readCache.invalidate(businessId),
            sessionChanged: (hash) => sessionCache.changed(hash),
            liveChanged: (live) => {
              engine.readCache.setLive(live);
              sessionCache.setLive(live);
            },
          }),
      });
    }
    const web = serves
      ? createWebApp({
          orm,
          sessionSql: engine.context.db,
          sessionCache,
          readCache: engine.readCache,
          log,
          sessionKeys,
          trustProxy: config.trustProxy,
          publicUrl: config.publicUrl,
          uiRoot: options.uiRoot ?? UI_ROOT,
          businessOfUser: (userId) => engine.queries.businessIdOfUser(userId),
          socketAdapter: socketAdapter?.adapter,
          routes: {
            config,
            strategist,
            engine,
            billing: createBilling(config.stripe),
            googleAds: live.googleAds?.connections,
            tagManager: live.googleAds?.tagManager,
            stripeWebhook: {
              ...live.stripeWebhook,
              onActivity: (written) => engine.context.bus.publish(written.map(({ businessId, entry }) => domainEvent('activity.created', businessId, entry))),
            },
            auth: {
              oidc: config.oidc ? createOidcClient(config.oidc) : undefined,
              adminEmails: config.adminEmails,
              publicUrl: config.publicUrl,
              attemptsPerMinute: config.signInAttemptsPerMinute,
              throttle: {
                db: engine.context.db,
                policy: config.signInDelay,
                onAccountLocked: (email, waitMs) => engine.commands.queueAccountLockedMail(email, waitMs),
                warn: (message, details) => log.warn(message, details),
              },
              onSignedUp: (userId) => engine.commands.queueWelcomeMail(userId),
            },
            health: healthChecks,
          },
        })
      : null;
    // Pushes leave only after the change committed (the engine publishes after commit).
    let relay: { stop(): Promise<void> } | undefined;
    let relayDb: Database | undefined;
    if (web) {
      engine.events.subscribe((event) => pushToBusiness(web.io, event.businessId, event.name, event.payload));
    } else {
      relayDb = new Database(database.url, { max: 2 });
      const emit = createSocketEmitter(relayDb);
      relay = relayEvents(engine.events.subscribe, emit, (error, event) =>
        log.warn('push to web processes failed', { event: event.name, error: error instanceof Error ? error.message : String(error) }),
      );
    }
    await engine.start();
    const httpServer = web?.httpServer ?? createWorkerServer(healthChecks);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    // The mails' links: PUBLIC_URL, or this process's own address once it is known.
    mail.setBaseUrl(url);
    const modes = {
      role: ROLE_DESCRIPTIONS[config.role],
      database: database.description,
      realtime: !serves
        ? 'pushes to web processes through PostgreSQL (NOTIFY)'
        : 'Socket.IO with the PostgreSQL adapter (across web processes); dashboard reads cached until NOTIFY of a change',
      'sign-in': config.oidc ? `OpenID Connect (${new URL(config.oidc.issuerUrl).host})` : 'built-in e-mail and password',
      AI: strategist.mode === 'openai' ? `OpenAI-compatible (${config.openai.baseUrl ?? 'api.openai.com'})` : 'offline strategist',
      'ads platform': describeAdsPlatformMode(config),
      payments: config.stripe.secretKey ? 'Stripe' : 'demo billing (no card asked)',
      'e-mail': describeMailMode(config.mail, `${url}/mail`),
      ...(config.siteFetchAllowHosts.length > 0 ? { 'site fetch': `also reads private addresses of ${config.siteFetchAllowHosts.join(', ')} (SITE_FETCH_ALLOW_HOSTS)` } : {}),
    };
    let stopped = false;
    return {
      config,
      url,
      port,
      orm,
      database,
      web,
      engine,
      log,
      modes,
      async stop() {
        if (stopped) return;
        stopped = true;
        // Readiness turns 503 'shutting_down' first, so that a load balancer stops sending traffic.
        accepting = false;
        // Sockets are told to go (clients reconnect to another web process); no new connections;
        // requests in flight finish, idle keep-alive connections close now.
        web?.io.close();
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        const timer = setTimeout(() => httpServer.closeAllConnections(), REQUEST_DRAIN_MS);
        await closed;
        clearTimeout(timer);
        // Running jobs finish or are handed back (bounded), then pushes still queued go out.
        await engine.stop();
        await relay?.stop();
        await relayDb?.close().catch(() => {});
        await socketAdapter?.close();
        await live.stop();
        await readyOrm.close(true);
        await database.stop();
      },
    };
  } catch (error) {
    await socketAdapter?.close().catch(() => {});
    await orm?.close(true).catch(() => {});
    await database.stop().catch(() => {});
    throw error;
  }
}
