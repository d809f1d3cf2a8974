import Stripe from 'stripe';

export interface StripeSettings {
  secretKey?: string;
  publishableKey?: string;
}

/**
 * The one Stripe client of the process. STRIPE_API_HOST, STRIPE_API_PORT and STRIPE_API_PROTOCOL
 * point it at a local fake in tests (tests/support/fake-stripe.ts); production leaves them unset.
 * No automatic retries: SetupIntent creation is driven by the owner, and the monthly charge sends
 * an idempotency key of its own, so a retry is always an explicit decision.
 */
export function createStripeClient(settings: StripeSettings, env: NodeJS.ProcessEnv = process.env): Stripe {
  if (!settings.secretKey) throw new Error('createStripeClient needs STRIPE_SECRET_KEY');
  const protocol = env.STRIPE_API_PROTOCOL;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') throw new Error('STRIPE_API_PROTOCOL must be http or https');
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'AdPilot' },
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  });
}
