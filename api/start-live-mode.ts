import type { MikroORM } from '@mikro-orm/postgresql';
import type { Hooks } from 'google-ads-api';
import type Stripe from 'stripe';
import { createBilling, createStripeClient } from '../engine/billing/billing';
import { createStripeFeeBilling } from '../engine/billing/stripe-fee-billing';
import type { CallPolicyOptions } from '../engine/google-ads/call-policy';
import type { GoogleAdsLive } from '../engine/google-ads/google-ads-live';
import { GOOGLE_OAUTH_ENDPOINTS } from '../engine/google-ads/oauth-client';
import type { BillingService } from '../engine/jobs/billing-service';
import { Database } from '../engine/persistence/sql';
import { getOrCreateAppSecret } from '../engine/secrets/app-secret';
import { type AppConfig, googleAdsConfigured } from './config';
import type { Logger } from './logger';
import type { StripeWebhookDeps } from './routes/stripe-webhook';

/** Test seams of live mode: Google Ads request hooks and back-off timing. Production passes none. */
export interface LiveModeOptions {
  googleAdsHooks?: Hooks;
  googleAdsBackoff?: Pick<CallPolicyOptions, 'backoffMs' | 'wait' | 'deadlineMs' | 'maxAttempts'>;
  clock?: () => number;
}

export interface LiveMode {
  /** Present when GOOGLE_ADS_CLIENT_ID and _CLIENT_SECRET are set (the developer token is optional). */
  googleAds?: GoogleAdsLive;
  stripeWebhook: StripeWebhookDeps;
  /** The monthly fee through Stripe (STRIPE_SECRET_KEY set); undefined keeps the engine's demo billing. */
  feeBilling?: BillingService;
  stop(): Promise<void>;
}

/**
 * The real services' parts of the process, from configuration: Google Ads (OAuth, connections,
 * live platforms) and Stripe (webhook, monthly fee). Refresh tokens are sealed with ENCRYPTION_KEY,
 * or with a key the product generates once and keeps in its database.
 */
export async function startLiveMode(
  config: AppConfig,
  deps: { orm: MikroORM; databaseUrl: string; log: Logger },
  options: LiveModeOptions = {},
): Promise<LiveMode> {
  const sql = new Database(deps.databaseUrl, { max: 5 });
  const log = deps.log.child({ part: 'live-mode' });
  let googleAds: GoogleAdsLive | undefined;
  const { clientId, clientSecret, developerToken } = config.googleAds;
  if (googleAdsConfigured(config) && clientId && clientSecret) {
    // Loaded only when configured: google-ads-api and its protobufs take seconds to import, which
    // every demo-mode start would otherwise pay.
    const { createGoogleAdsLive } = await import('../engine/google-ads/google-ads-live');
    googleAds = createGoogleAdsLive({
      settings: {
        clientId,
        clientSecret,
        developerToken,
        loginCustomerId: config.googleAds.loginCustomerId,
        accessLevel: config.googleAds.accessLevel,
      },
      oauthEndpoints: {
        authUrl: config.googleAds.oauthAuthUrl ?? GOOGLE_OAUTH_ENDPOINTS.authUrl,
        tokenUrl: config.googleAds.oauthTokenUrl ?? GOOGLE_OAUTH_ENDPOINTS.tokenUrl,
        revokeUrl: config.googleAds.oauthRevokeUrl ?? GOOGLE_OAUTH_ENDPOINTS.revokeUrl,
      },
      sql,
      encryptionKey: config.encryptionKey ?? (await getOrCreateAppSecret(deps.orm, 'google-ads-token-key')),
      tagManagerApiUrl: config.googleAds.tagManagerApiUrl,
      clock: options.clock,
      hooks: options.googleAdsHooks,
      backoff: options.googleAdsBackoff,
      log: (level, message, fields) => log[level](message, fields),
    });
  }
  let stripe: Stripe | undefined;
  let feeBilling: BillingService | undefined;
  if (config.stripe.secretKey) {
    stripe = createStripeClient(config.stripe);
    feeBilling = createStripeFeeBilling(createBilling(config.stripe), sql);
  }
  return {
    googleAds,
    stripeWebhook: { stripe, webhookSecret: config.stripe.webhookSecret, sql, clock: options.clock },
    feeBilling,
    stop: () => sql.close(),
  };
}
