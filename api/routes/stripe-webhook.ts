import type Stripe from 'stripe';
import { applyStripeEvent } from '../../engine/billing/stripe-webhook-events';
import type { WrittenActivity } from '../../engine/persistence/activity-log-writer';
import type { Sql } from '../../engine/persistence/sql';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';
import type { AppRouter } from '../route';

export interface StripeWebhookDeps {
  stripe?: Stripe;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): without it every event is refused. */
  webhookSecret?: string;
  sql?: Sql;
  clock?: () => number;
  /** Activity entries the events wrote, for the owner's live feed. */
  onActivity?: (written: WrittenActivity[]) => void;
}

const MAX_BYTES = 512 * 1024;

/**
 * The exact bytes Stripe signed. The app's JSON body parser runs before the router and keeps the
 * raw text it parsed (`ctx.request.rawBody`); when it did not parse (another content type), the
 * stream is still unread and is read here.
 */
async function rawBodyOf(ctx: AppContext): Promise<string> {
  const kept = (ctx.request as { rawBody?: unknown }).rawBody;
  if (typeof kept === 'string') return kept;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) throw errors.validation('Webhook body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** POST /api/stripe/webhook: no session, no Origin check (Stripe calls it); the signature is the authentication. */
export function registerStripeWebhookRoute(router: AppRouter, deps: StripeWebhookDeps): void {
  router.post('/api/stripe/webhook', async (ctx) => {
    if (!deps.stripe || !deps.webhookSecret || !deps.sql) throw errors.unavailable('Stripe webhooks are not configured');
    const signature = ctx.get('stripe-signature');
    if (!signature) throw errors.validation('Missing Stripe-Signature header');
    const payload = await rawBodyOf(ctx);
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(payload, signature, deps.webhookSecret);
    } catch {
      ctx.state.log.warn('Stripe webhook refused: bad signature');
      throw errors.validation('Invalid Stripe signature');
    }
    const written = await applyStripeEvent(deps.sql, event, (deps.clock ?? Date.now)());
    if (written.length > 0) deps.onActivity?.(written);
    ctx.state.log.info('Stripe webhook applied', { type: event.type, eventId: event.id });
    ctx.body = { received: true };
  });
}
