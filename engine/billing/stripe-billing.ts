import Stripe from 'stripe';
import { AppError, errors } from '../../schema/errors';
import type { Billing, BillingOwner, SavedPaymentMethod } from './billing';

/** Metadata key tying Stripe objects to our user, so a SetupIntent cannot be claimed by someone else. */
const OWNER_KEY = 'adpilotUserId';

type StripeId = string | { id: string } | null;

function idOf(value: StripeId): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Stripe's failures as the product's errors: Stripe unreachable or our key refused is our
 * problem (503); anything else Stripe refused is an upstream failure (502). The owner sees a safe
 * message; Stripe's own words stay in the log.
 */
function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return errors.unavailable('The payment provider could not be reached. Please try again shortly.');
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return errors.unavailable('Payments are not configured correctly. Please contact support.');
  }
  return errors.upstream('The payment provider could not set up the payment method. Please try again.');
}

export function createStripeBilling(stripe: Stripe, options: { publishableKey?: string }): Billing {
  /** The owner's customer: reused across retries and reloads so one owner has one customer. */
  async function customerFor(owner: BillingOwner): Promise<string> {
    const existing = await stripe.customers.list({ email: owner.email, limit: 10 });
    const mine = existing.data.find((customer) => customer.metadata?.[OWNER_KEY] === owner.userId);
    if (mine) return mine.id;
    const created = await stripe.customers.create({ email: owner.email, metadata: { [OWNER_KEY]: owner.userId } });
    return created.id;
  }

  async function savedMethodOf(setupIntentId: string, userId: string): Promise<SavedPaymentMethod> {
    let intent: Stripe.SetupIntent;
    try {
      intent = await stripe.setupIntents.retrieve(setupIntentId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw errors.validation('The payment setup was not found', { setupIntentId: 'Unknown setup intent' });
      }
      throw error;
    }
    if (intent.metadata?.[OWNER_KEY] !== userId) {
      throw errors.validation('The payment setup was not found', { setupIntentId: 'Unknown setup intent' });
    }
    const customerId = idOf(intent.customer);
    const paymentMethodId = idOf(intent.payment_method);
    if (intent.status !== 'succeeded' || !customerId || !paymentMethodId) {
      throw errors.validation('The payment method is not confirmed yet', { setupIntentId: `Setup intent is ${intent.status}` });
    }
    return { customerId, paymentMethodId };
  }

  return {
    mode: 'stripe',

    async startSetup(owner) {
      try {
        const customer = await customerFor(owner);
        const intent = await stripe.setupIntents.create({
          customer,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
          metadata: { [OWNER_KEY]: owner.userId },
        });
        if (!intent.client_secret) throw errors.upstream('The payment provider sent no client secret. Please try again.');
        return { clientSecret: intent.client_secret, ...(options.publishableKey ? { publishableKey: options.publishableKey } : {}) };
      } catch (error) {
        throw asAppError(error);
      }
    },

    async confirmSetup(setupIntentId, userId) {
      if (!setupIntentId) throw errors.validation('A saved payment method is required', { setupIntentId: 'Required' });
      try {
        return await savedMethodOf(setupIntentId, userId);
      } catch (error) {
        throw asAppError(error);
      }
    },

    async chargeServiceFee(charge) {
      if (!charge.setupIntentId || charge.amountCents <= 0) return { status: 'skipped', reference: null };
      try {
        const method = await savedMethodOf(charge.setupIntentId, charge.userId);
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: 'usd',
            customer: method.customerId,
            payment_method: method.paymentMethodId,
            off_session: true,
            confirm: true,
            description: charge.description,
            metadata: { [OWNER_KEY]: charge.userId },
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        return intent.status === 'succeeded'
          ? { status: 'charged', reference: intent.id }
          : { status: 'failed', reference: intent.id, message: `Payment is ${intent.status}` };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'failed', reference: idOf(error.payment_intent ?? null), message: error.message };
        }
        return { status: 'failed', reference: null, message: asAppError(error).message };
      }
    },
  };
}
