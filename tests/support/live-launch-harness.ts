import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { createEngine, type Engine } from '../../engine/engine';
import { runJob } from '../../engine/jobs/jobs';
import { createGoogleAdsLive } from '../../engine/google-ads/google-ads-live';
import { GOOGLE_OAUTH_ENDPOINTS } from '../../engine/google-ads/oauth-client';
import { TokenCipher } from '../../engine/google-ads/token-cipher';
import { Database } from '../../engine/persistence/sql';
import type { SiteAnalysis } from '../../schema/ai-plan';
import type { Targeting } from '../../schema/targeting';
import { createFakeGoogleAds, type FakeGoogleAds } from './fake-google-ads';

const ENCRYPTION_KEY = 'live-engine-test-key-0123456789abcdef';

export interface LiveEngine {
  engine: Engine;
  sql: Database;
  stop(): Promise<void>;
}

/**
 * The real engine with live Google Ads on a test database: google-ads-api's Customers answered by
 * the fake through the library's hooks, no real waiting on back-off.
 */
export function createLiveEngine(databaseUrl: string, fake: FakeGoogleAds, clock: () => number, options: { analyzeSite?: (url: string) => Promise<SiteAnalysis> } = {}): LiveEngine {
  const sql = new Database(databaseUrl, { max: 3 });
  const googleAds = createGoogleAdsLive({
    settings: { clientId: 'client.apps.googleusercontent.com', clientSecret: 'secret', accessLevel: 'basic' },
    oauthEndpoints: GOOGLE_OAUTH_ENDPOINTS,
    sql,
    encryptionKey: ENCRYPTION_KEY,
    clock,
    hooks: fake.hooks,
    backoff: { wait: async () => {}, deadlineMs: 10_000 },
  });
  const engine = createEngine({
    databaseUrl,
    strategist: createOfflineStrategist(),
    clock,
    analyzeSite: options.analyzeSite ?? (async () => ({ error: 'The website could not be read.' })),
    jobMode: 'inline',
    googleAds,
  });
  return {
    engine,
    sql,
    async stop() {
      await engine.stop();
      await sql.close();
    },
  };
}

/** A bike shop's own area: 10 km around it, in English. */
export const PORTLAND: Targeting = {
  locations: [{ kind: 'proximity', address: '800 SE Hawthorne Blvd, Portland, OR 97214', radiusKm: 10, countryCode: 'US', label: '10 km around the shop' }],
  languages: ['en'],
};

export interface LiveBusiness {
  ownerId: string;
  businessId: string;
  workflowId: string;
}

/**
 * An owner connected to Google Ads account `customerId` and their live business with a launch
 * workflow waiting, as onboarding leaves them (rows written directly: the launch is run by the test).
 */
export async function seedLiveBusiness(
  sql: Database,
  options: { customerId: string; timeZone?: string; currencyCode?: string; monthlyBudgetCents?: number; nowMs: number; targeting?: Targeting },
): Promise<LiveBusiness> {
  const ownerId = crypto.randomUUID();
  const businessId = crypto.randomUUID();
  const workflowId = crypto.randomUUID();
  const now = new Date(options.nowMs);
  await sql.query(`insert into users (id, email, password_hash, created_at) values ($1, $2, 'x', $3)`, [ownerId, `owner-${ownerId}@example.com`, now]);
  await sql.query(
    `insert into google_ads_connections (id, user_id, status, refresh_token_ciphertext, customer_id, login_customer_id, account_name, currency_code, time_zone, connected_at, created_at)
     values (gen_random_uuid(), $1, 'connected', $2, $3, null, 'Harbor Bikes', $4, $5, $6, $6)`,
    [ownerId, new TokenCipher(ENCRYPTION_KEY).encrypt('1//refresh-token'), options.customerId, options.currencyCode ?? 'USD', options.timeZone ?? 'America/New_York', now],
  );
  const monthlyBudgetCents = options.monthlyBudgetCents ?? 150_000;
  await sql.query(
    `insert into businesses (id, owner_id, business_name, website_url, industry, target_audience, targeting, monthly_budget_cents, daily_budget_cents,
       service_fee_percentage, current_pricing_tier, payment_confirmed, auto_approve, platform_mode, pacing_profile, created_at)
     values ($1, $2, 'Harbor Bikes', 'https://harbor.example', 'Bicycle shop', 'Commuters in Portland', $3, $4, $5, 15, 'Base', true, false, 'live', 'even', $6)`,
    [businessId, ownerId, JSON.stringify(options.targeting ?? PORTLAND), monthlyBudgetCents, Math.round(monthlyBudgetCents / 30.4), now],
  );
  await sql.query(
    `insert into workflows (id, business_id, kind, status, step, progress, message, started_at) values ($1, $2, 'launch', 'pending', 'Waiting to start', 0, null, $3)`,
    [workflowId, businessId, now],
  );
  return { ownerId, businessId, workflowId };
}

export interface LaunchedLiveBusiness {
  fake: FakeGoogleAds;
  live: LiveEngine;
  business: LiveBusiness;
  customerId: string;
}

/**
 * Where the tests of a live business's later life start: a fake Google Ads with account
 * `customerId`, the live engine on it at `nowMs`, and the business launched there. Runs `work` and
 * stops the engine afterwards, whatever happened.
 */
export async function withLaunchedLiveBusiness<T>(
  databaseUrl: string,
  options: { customerId: string; nowMs: number },
  work: (launched: LaunchedLiveBusiness) => Promise<T>,
): Promise<T> {
  const fake = createFakeGoogleAds();
  const live = createLiveEngine(databaseUrl, fake, () => options.nowMs);
  try {
    fake.accounts.set(options.customerId, { name: 'Harbor Bikes' });
    const business = await seedLiveBusiness(live.sql, { customerId: options.customerId, nowMs: options.nowMs });
    await runJob(live.engine.context, { name: 'launch-business', data: business });
    return await work({ fake, live, business, customerId: options.customerId });
  } finally {
    await live.stop();
  }
}
