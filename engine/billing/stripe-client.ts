import Stripe from 'stripe';

export interface StripeSettings {
  secretKey?: string;
  publishableKey?: string;
  /** Where the Stripe API is: a local fake in tests, Stripe's own host otherwise. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

/**
 * The one Stripe client of the process (onboarding's SetupIntent, the monthly service-fee charge).
 * `apiHost/apiPort/apiProtocol` (from STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL, read
 * from the settings or else the environment) point it at a local fake in tests
 * (tests/support/fake-stripe.ts); production leaves them unset. No automatic retries: SetupIntent
 * creation is driven by the owner, and the monthly charge sends an idempotency key of its own, so
 * a retry is always an explicit decision.
 */
export function createStripeClient(settings: StripeSettings, env: NodeJS.ProcessEnv = process.env): Stripe {
  if (!settings.secretKey) throw new Error('createStripeClient needs STRIPE_SECRET_KEY');
  const host = settings.apiHost ?? (env.STRIPE_API_HOST || undefined);
  const port = settings.apiPort ?? (env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined);
  const protocol = settings.apiProtocol ?? (env.STRIPE_API_PROTOCOL || undefined);
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') throw new Error('STRIPE_API_PROTOCOL must be http or https');
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'AdPilot' },
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
  });
}
