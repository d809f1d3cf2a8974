import Stripe from 'stripe';
import { AppError, errors } from '../../schema/errors';
import type { Billing, BillingOwner, ChargeResult, SavedPaymentMethod } from './billing';

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

  /** A PaymentIntent as our fee states; a paid one with Stripe's hosted receipt. */
  async function outcomeOf(intent: Stripe.PaymentIntent): Promise<ChargeResult> {
    if (intent.status === 'succeeded') {
      const withCharge = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
      const charge = withCharge.latest_charge;
      return { status: 'charged', reference: intent.id, receiptUrl: typeof charge === 'object' && charge ? charge.receipt_url : null };
    }
    if (intent.status === 'requires_action' || intent.last_payment_error?.code === 'authentication_required') {
      return { status: 'requires_action', reference: intent.id, message: intent.last_payment_error?.message ?? 'The payment needs your confirmation.' };
    }
    return { status: 'failed', reference: intent.id, message: intent.last_payment_error?.message ?? `Payment is ${intent.status}` };
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
            amount: stripeAmount(charge.amountCents, charge.currency ?? 'USD'),
            currency: (charge.currency ?? 'USD').toLowerCase(),
            customer: method.customerId,
            payment_method: method.paymentMethodId,
            off_session: true,
            confirm: true,
            description: charge.description,
            metadata: { [OWNER_KEY]: charge.userId },
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        return { ...(await outcomeOf(intent)) };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const reference = idOf(error.payment_intent ?? null);
          // Off-session, the bank wants 3-D Secure: the owner confirms it on our confirmation page.
          if (error.code === 'authentication_required') return { status: 'requires_action', reference, message: error.message };
          return { status: 'failed', reference, message: error.message };
        }
        return { status: 'failed', reference: null, message: asAppError(error).message };
      }
    },

    async cardOf(setupIntentId, userId) {
      try {
        const method = await savedMethodOf(setupIntentId, userId);
        const card = (await stripe.paymentMethods.retrieve(method.paymentMethodId)).card;
        return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;
      } catch (error) {
        throw asAppError(error);
      }
    },

    async makeDefault(setupIntentId, userId) {
      try {
        const method = await savedMethodOf(setupIntentId, userId);
        await stripe.customers.update(method.customerId, { invoice_settings: { default_payment_method: method.paymentMethodId } });
      } catch (error) {
        throw asAppError(error);
      }
    },

    async feeStatus(reference) {
      try {
        return await outcomeOf(await stripe.paymentIntents.retrieve(reference));
      } catch (error) {
        throw asAppError(error);
      }
    },

    async feeConfirmation(reference) {
      try {
        const intent = await stripe.paymentIntents.retrieve(reference);
        if (!intent.client_secret) throw errors.upstream('The payment provider sent no client secret. Please try again.');
        const paymentMethodId = idOf(intent.last_payment_error?.payment_method ?? intent.payment_method ?? null);
        return { clientSecret: intent.client_secret, paymentMethodId, ...(options.publishableKey ? { publishableKey: options.publishableKey } : {}) };
      } catch (error) {
        throw asAppError(error);
      }
    },

    async forgetOwner(owner) {
      try {
        const existing = await stripe.customers.list({ email: owner.email, limit: 10 });
        for (const customer of existing.data.filter((c) => c.metadata?.[OWNER_KEY] === owner.userId)) await stripe.customers.del(customer.id);
      } catch (error) {
        const known = asAppError(error);
        throw known.code === 'unavailable' ? known : errors.upstream('The payment provider could not delete your saved card, so nothing was deleted. Please try again.');
      }
    },
  };
}

/** Stripe's zero-decimal currencies: amounts are whole units, not hundredths (Stripe's currency docs). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

/** The fee in Stripe's smallest unit of `currency`, from hundredths of it. */
export function stripeAmount(hundredths: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(hundredths / 100) : hundredths;
}
