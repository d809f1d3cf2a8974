import type { Strategist } from '../../engine/ai/strategist';
import type { Billing } from '../../engine/billing/billing';
import type { AppConfig } from '../config';
import type { AppRouter } from '../route';
import { type AuthRouteDeps, registerAuthRoutes } from './auth';
import { registerGoogleAdsRoutes } from './google-ads';
import { type HealthChecks, registerHealthRoutes } from './health';
import { registerOnboardingRoutes } from './onboarding';

/** What the route modules need from the running process. */
export interface RouteDeps {
  config: AppConfig;
  strategist: Strategist;
  auth: AuthRouteDeps;
  health: HealthChecks;
  /** Stripe or demo billing, chosen once at start-up. */
  billing: Billing;
}

/** Every route module, listed explicitly (no discovery by file name). */
export function registerRoutes(router: AppRouter, deps: RouteDeps): void {
  registerHealthRoutes(router, deps.health);
  registerAuthRoutes(router, deps.auth);
  registerGoogleAdsRoutes(router, deps.config);
  registerOnboardingRoutes(router, { strategist: deps.strategist, billing: deps.billing });
}
