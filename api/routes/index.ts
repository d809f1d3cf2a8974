import type { Strategist } from '../../engine/ai/strategist';
import type { Billing } from '../../engine/billing/billing';
import type { AppConfig } from '../config';
import type { AppRouter } from '../route';
import type { Engine } from '../../engine/engine';
import { registerMetricsRoute } from '../metrics';
import { registerActivityLogRoutes } from './activity-logs';
import { registerAdRoutes } from './ads';
import { type AuthRouteDeps, registerAuthRoutes } from './auth';
import { registerBusinessRoutes } from './businesses';
import { registerCampaignRoutes } from './campaigns';
import type { GoogleAdsConnections } from '../../engine/google-ads/google-ads-connections';
import { registerGoogleAdsRoutes } from './google-ads';
import { registerGoogleAdsAuthRoutes } from './google-ads-auth';
import { type HealthChecks, registerHealthRoutes } from './health';
import { registerHierarchyRoutes } from './hierarchy';
import { registerHistoryRoutes } from './history';
import { registerOnboardingRoutes } from './onboarding';
import { registerOpsRoutes } from './ops';
import { registerStripeWebhookRoute, type StripeWebhookDeps } from './stripe-webhook';
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
  /** Stripe client, webhook secret and database for POST /api/stripe/webhook. */
  stripeWebhook?: StripeWebhookDeps;
  /** The engine (commands and queries); its routes are registered when it is given. */
  engine?: Engine;
}

/** Every route module, listed explicitly (no discovery by file name). */
export function registerRoutes(router: AppRouter, deps: RouteDeps): void {
  registerHealthRoutes(router, deps.health);
  registerMetricsRoute(router);
  registerAuthRoutes(router, deps.auth);
  registerStripeWebhookRoute(router, deps.stripeWebhook ?? {});
  registerGoogleAdsRoutes(router, deps.config, deps.googleAds);
  registerGoogleAdsAuthRoutes(router, { connections: deps.googleAds, publicUrl: deps.auth.publicUrl });
  registerOnboardingRoutes(router, { strategist: deps.strategist, billing: deps.billing });
  if (deps.engine) {
    const engine = { engine: deps.engine };
    registerBusinessRoutes(router, { ...engine, billing: deps.billing });
    registerWorkflowRoutes(router, engine);
    registerCampaignRoutes(router, engine);
    registerTournamentRoutes(router, engine);
    registerAdRoutes(router, engine);
    registerHierarchyRoutes(router, engine);
    registerHistoryRoutes(router, engine);
    registerActivityLogRoutes(router, engine);
    registerOpsRoutes(router, { engine: deps.engine, adminEmails: deps.config.adminEmails });
  }
}
