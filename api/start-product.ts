import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createStrategist } from '../engine/ai/strategist';
import { createBilling } from '../engine/billing/billing';
import { migrate, openOrm } from '../engine/db/orm';
import { createEngine, type Engine } from '../engine/engine';
import { domainEvent } from '../engine/events/domain-events';
import { getOrCreateAppSecret } from '../engine/secrets/app-secret';
import { createWebApp, type WebApp } from './app';
import { type AppConfig, googleAdsConfigured } from './config';
import { createLogger, type Logger } from './logger';
import { createOidcClient } from './oidc';
import { pushToBusiness } from './socket';
import { type LiveModeOptions, startLiveMode } from './start-live-mode';
import { type DatabaseHandle, startDatabase } from './start-database';

export interface RunningProduct {
  config: AppConfig;
  url: string;
  port: number;
  orm: MikroORM;
  database: DatabaseHandle;
  web: WebApp;
  engine: Engine;
  log: Logger;
  /** One line per part: which mode it runs in. */
  modes: Record<string, string>;
  stop(): Promise<void>;
}

const UI_ROOT = join(import.meta.dirname, '..', 'dist', 'ui');

/**
 * Starts the whole product in this process: database (embedded or configured), migrations, the
 * engine and its jobs, the web app and Socket.IO. `npm start` and the tests call the same function.
 */
export async function startProduct(
  config: AppConfig,
  options: { log?: Logger; uiRoot?: string; liveMode?: LiveModeOptions } = {},
): Promise<RunningProduct> {
  const log = options.log ?? createLogger(config.logLevel);
  const database = await startDatabase(config);
  let orm: MikroORM | undefined;
  try {
    orm = await openOrm(database.url, { poolMax: database.embedded ? 8 : 20 });
    await migrate(orm, database.url);
    const sessionKeys = [config.sessionSecret ?? (await getOrCreateAppSecret(orm, 'session-key'))];
    const strategist = createStrategist({
      openaiApiKey: config.openai.apiKey,
      openaiBaseUrl: config.openai.baseUrl,
      openaiModel: config.openai.model,
    });
    const live = await startLiveMode(config, { orm, databaseUrl: database.url, embedded: database.embedded, log }, options.liveMode);
    const engine = createEngine({
      orm,
      databaseUrl: database.url,
      embedded: database.embedded,
      strategist,
      googleAds: live.googleAds,
      ...(live.feeBilling ? { billing: live.feeBilling } : {}),
    });
    let accepting = true;
    const readyOrm = orm;
    const web = createWebApp({
      orm,
      log,
      sessionKeys,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      uiRoot: options.uiRoot ?? UI_ROOT,
      businessOfUser: (userId) => engine.queries.businessIdOfUser(userId),
      routes: {
        config,
        strategist,
        engine,
        billing: createBilling(config.stripe),
        googleAds: live.googleAds?.connections,
        stripeWebhook: { ...live.stripeWebhook, onActivity: (written) => engine.context.bus.publish(written.map(({ businessId, entry }) => domainEvent('activity.created', businessId, entry))) },
        auth: {
          oidc: config.oidc ? createOidcClient(config.oidc) : undefined,
          adminEmails: config.adminEmails,
          publicUrl: config.publicUrl,
        },
        health: {
          database: async () => {
            await readyOrm.em.getConnection().execute('select 1');
          },
          scheduler: () =>
            engine.scheduler?.running ? { ok: true, detail: 'running' } : { ok: false, detail: 'not running' },
          accepting: () => accepting,
        },
      },
    });
    // Pushes leave only after the change committed (the engine publishes after commit).
    engine.events.subscribe((event) => pushToBusiness(web.io, event.businessId, event.name, event.payload));
    await engine.start();
    await new Promise<void>((resolve, reject) => {
      web.httpServer.once('error', reject);
      web.httpServer.listen(config.port, config.host, () => resolve());
    });
    const address = web.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    const modes = {
      database: database.description,
      'sign-in': config.oidc ? `OpenID Connect (${new URL(config.oidc.issuerUrl).host})` : 'built-in e-mail and password',
      AI: strategist.mode === 'openai' ? `OpenAI-compatible (${config.openai.baseUrl ?? 'api.openai.com'})` : 'offline strategist',
      'ads platform': googleAdsConfigured(config) ? 'Google Ads API (per connected account; demo until connected)' : 'demo simulator',
      payments: config.stripe.secretKey ? 'Stripe' : 'demo billing (no card asked)',
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
        accepting = false;
        web.io.close();
        await new Promise<void>((resolve) => web.httpServer.close(() => resolve()));
        await engine.stop();
        await live.stop();
        await readyOrm.close(true);
        await database.stop();
      },
    };
  } catch (error) {
    await orm?.close(true).catch(() => {});
    await database.stop().catch(() => {});
    throw error;
  }
}
