import { randomBytes } from 'node:crypto';
import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { createEngine, type Engine } from '../../engine/engine';
import { createGoogleAdsLive, type GoogleAdsLive } from '../../engine/google-ads/google-ads-live';
import type { BillingService } from '../../engine/jobs/billing-service';
import { Database } from '../../engine/persistence/sql';
import { type FakeOAuth, startFakeOAuth } from './fake-google-ads';
import { createFakeDelivery, type FakeDelivery } from './fake-google-ads-delivery';

export interface LiveEngine {
  engine: Engine;
  live: GoogleAdsLive;
  delivery: FakeDelivery;
  oauth: FakeOAuth;
  sql: Database;
  close(): Promise<void>;
}

export interface LiveEngineOptions {
  databaseUrl: string;
  clock: () => number;
  /** Each Google Ads call takes this long (the real API answers in ~0.3 s). */
  latencyMs?: number;
  billing?: BillingService;
  /** Default 'inline' (jobs run in this process, on the virtual clock). */
  jobMode?: 'inline' | 'agenda';
  /** With jobMode 'agenda': this worker's name; recurring jobs are not registered (the caller enqueues). */
  schedulerName?: string;
  /** 'enqueue': this engine only adds jobs (a web process); default 'process'. */
  schedulerMode?: 'process' | 'enqueue';
  poolMax?: number;
  /** Seals refresh tokens; engines (and processes) sharing a database must agree. Default: one key per process. */
  encryptionKey?: string;
  /** Share one fake Google Ads (and OAuth server) between engines: two workers on one account base. */
  shared?: { delivery: FakeDelivery; oauth: FakeOAuth };
  /** A fake Google Ads of the caller's (with its own OAuth server started here). */
  delivery?: FakeDelivery;
}

/**
 * The real engine in live mode: Google Ads through google-ads-api against the fake API
 * (tests/support/fake-google-ads-delivery.ts, which spends and reports), OAuth against the fake
 * OAuth server; offline strategist, no website reads. Back-off waits take no time.
 */
export async function startLiveEngine(options: LiveEngineOptions): Promise<LiveEngine> {
  const oauth = options.shared?.oauth ?? (await startFakeOAuth());
  const delivery = options.shared?.delivery ?? options.delivery ?? createFakeDelivery({ clock: options.clock, latencyMs: options.latencyMs });
  const sql = new Database(options.databaseUrl, { max: 4 });
  const live = createGoogleAdsLive({
    settings: { clientId: oauth.clientId, clientSecret: oauth.clientSecret, developerToken: 'devtoken', accessLevel: 'standard' },
    oauthEndpoints: { authUrl: `${oauth.url}/auth`, tokenUrl: `${oauth.url}/token`, revokeUrl: `${oauth.url}/revoke` },
    sql,
    encryptionKey: options.encryptionKey ?? ENCRYPTION_KEY,
    clock: options.clock,
    hooks: delivery.hooks,
    backoff: { wait: async () => {}, backoffMs: () => 0 },
  });
  const engine = createEngine({
    databaseUrl: options.databaseUrl,
    strategist: createOfflineStrategist(),
    clock: options.clock,
    analyzeSite: async () => ({ error: 'The website could not be read.' }),
    jobMode: options.jobMode ?? 'inline',
    googleAds: live,
    billing: options.billing,
    poolMax: options.poolMax,
    scheduler: options.schedulerName ? { name: options.schedulerName, processEveryMs: 200, recurring: false, mode: options.schedulerMode } : undefined,
  });
  return {
    engine,
    live,
    delivery,
    oauth,
    sql,
    async close() {
      await engine.stop();
      await sql.close();
      if (!options.shared) await oauth.close();
    },
  };
}

/** The key every live test engine seals refresh tokens with (engines sharing a database must agree). */
const ENCRYPTION_KEY = randomBytes(32).toString('base64');

/**
 * A new owner who signs up, connects Google Ads account `customerId` through the real OAuth flow
 * (fake consent screen, code exchange, account choice) and creates their business, which launches
 * live. Returns once the launch job has run.
 */
export async function connectLiveOwner(harness: LiveEngine, input: { customerId: string; monthlyBudget: number; name: string; timeZone?: string }): Promise<{ userId: string; businessId: string }> {
  const userId = crypto.randomUUID();
  await harness.sql.query(`insert into users (id, email, first_name, created_at) values ($1, $2, 'Owner', now())`, [userId, `${input.customerId}@owners.example`]);
  harness.delivery.fake.accounts.set(input.customerId, { name: input.name, timeZone: input.timeZone });
  const { connections } = harness.live;
  const redirectUri = 'http://127.0.0.1/api/google-ads/auth/callback';
  const { url, pending } = connections.start(redirectUri, 'onboarding');
  const consent = await fetch(url, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location') ?? '');
  const outcome = await connections.finish(userId, { code: callback.searchParams.get('code') ?? undefined, state: callback.searchParams.get('state') ?? undefined }, pending);
  const chosen = outcome.step === 'choose' ? await connections.choose(userId, input.customerId) : outcome;
  if (chosen.step !== 'completed') throw new Error(`Connecting ${input.customerId} failed: ${JSON.stringify(chosen)}`);
  const business = await harness.engine.commands.createBusiness(userId, {
    businessName: input.name,
    websiteUrl: `https://${input.customerId}.example`,
    monthlyBudget: input.monthlyBudget,
    industry: 'Bicycle repair',
    targetAudience: 'Commuters downtown',
    // Google Ads launches nothing untargeted (issue 18).
    targeting: { locations: [{ kind: 'country', countryCode: 'US', label: 'United States' }], languages: ['en'] },
    paymentConfirmed: true,
    setupIntentId: null,
  });
  await harness.engine.drainInlineJobs();
  return { userId, businessId: business.id };
}
