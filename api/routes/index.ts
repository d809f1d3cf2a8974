import type { Strategist } from '../../engine/ai/strategist';
import type { Billing } from '../../engine/billing/billing';
import type { AppConfig } from '../config';
import type { AppRouter } from '../route';
import type { Engine } from '../../engine/engine';
import { registerMetricsRoute } from '../metrics';
import { registerAccountRoutes } from './account';
import { registerActivityLogRoutes } from './activity-logs';
import { registerAdRoutes } from './ads';
import { type AuthRouteDeps, registerAuthRoutes } from './auth';
import { registerBillingRoutes } from './billing';
import { registerBusinessRoutes } from './businesses';
import { registerCampaignRoutes } from './campaigns';
import { registerConversionTrackingRoutes } from './conversion-tracking';
import { registerDemoClockRoutes } from './demo-clock';
import type { GoogleAdsConnections } from '../../engine/google-ads/google-ads-connections';
import { registerGoogleAdsRoutes } from './google-ads';
import { registerGoogleAdsAuthRoutes } from './google-ads-auth';
import { type HealthChecks, registerHealthRoutes } from './health';
import { registerHierarchyRoutes } from './hierarchy';
import { registerHistoryRoutes } from './history';
import { registerMailRoutes } from './mail';
import { registerOnboardingRoutes } from './onboarding';
import { registerOpsRoutes } from './ops';
import { registerSearchTermRoutes } from './search-terms';
import { registerStripeWebhookRoute, type StripeWebhookDeps } from './stripe-webhook';
import type { TagManagerConnections } from '../../engine/tag-manager/tag-manager-connections';
import { registerTagManagerRoutes } from './tag-manager';
import { registerTournamentRoutes } from './tournament';
import { registerWorkflowRoutes } from './workflows';

/** What the route modules need from the running process. */
export interface RouteDeps {
  config: AppConfig;
  strategist: Strategist;
  auth: AuthRouteDeps;
  health: HealthChecks;
  /** Stripe or demo billing, chosen once at start-up. */
  billing: Billing;
  /** Live Google Ads connections; absent when GOOGLE_ADS_* are not configured (demo only). */
  googleAds?: GoogleAdsConnections;
  /** The owner's Tag Manager consent and container; absent with Google Ads (demo only). */
  tagManager?: TagManagerConnections;
  /** Stripe client, webhook secret and database for POST /api/stripe/webhook. */
  stripeWebhook?: StripeWebhookDeps;
  /** The engine (commands and queries); its routes are registered when it is given. */
  engine?: Engine;
}

/** Every route module, listed explicitly (no discovery by file name). */
export function registerRoutes(router: AppRouter, deps: RouteDeps): void {
  registerHealthRoutes(router, deps.health);
  registerMetricsRoute(router, { token: deps.config.metricsToken, adminEmails: deps.config.adminEmails });
  registerAuthRoutes(router, deps.auth);
  registerStripeWebhookRoute(router, deps.stripeWebhook ?? {});
  registerGoogleAdsRoutes(router, deps.config, deps.googleAds, deps.engine);
  registerGoogleAdsAuthRoutes(router, { connections: deps.googleAds, publicUrl: deps.auth.publicUrl });
  registerTagManagerRoutes(router, { tagManager: deps.tagManager, engine: deps.engine, publicUrl: deps.auth.publicUrl });
  registerOnboardingRoutes(router, { strategist: deps.strategist, billing: deps.billing, siteFetch: { allowHosts: deps.config.siteFetchAllowHosts } });
  registerConversionTrackingRoutes(router, { engine: deps.engine, connections: deps.googleAds, tagManager: deps.tagManager, siteFetch: { allowHosts: deps.config.siteFetchAllowHosts } });
  if (deps.engine) {
    const engine = { engine: deps.engine };
    registerBusinessRoutes(router, { ...engine, billing: deps.billing });
    registerAccountRoutes(router, { ...engine, billing: deps.billing });
    registerBillingRoutes(router, { ...engine, billing: deps.billing, googleAdsConfigured: Boolean(deps.googleAds) });
    registerWorkflowRoutes(router, engine);
    registerCampaignRoutes(router, engine);
    registerDemoClockRoutes(router, engine);
    registerTournamentRoutes(router, engine);
    registerAdRoutes(router, engine);
    registerHierarchyRoutes(router, engine);
    registerHistoryRoutes(router, engine);
    registerActivityLogRoutes(router, engine);
    registerSearchTermRoutes(router, engine);
    registerOpsRoutes(router, { engine: deps.engine, adminEmails: deps.config.adminEmails });
    registerMailRoutes(router, { engine: deps.engine, adminEmails: deps.config.adminEmails });
  }
}
