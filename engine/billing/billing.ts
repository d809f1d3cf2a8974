import { createDemoBilling } from './demo-billing';
import { createStripeBilling } from './stripe-billing';
import { createStripeClient, type StripeSettings } from './stripe-client';

/** The signed-in owner a payment method is saved for. */
export interface BillingOwner {
  userId: string;
  email: string;
}

/** What the browser needs to show the card form (SPEC.md section 3, "Setup-intent response"). */
export interface SetupStart {
  clientSecret: string;
  /** Stripe's publishable key; absent when the server has none (the UI then says Stripe is misconfigured). */
  publishableKey?: string;
}

/** A card saved for off-session charges. */
export interface SavedPaymentMethod {
  customerId: string;
  paymentMethodId: string;
}

export interface ServiceFeeCharge {
  /** The SetupIntent recorded on the business at onboarding (null under demo billing). */
  setupIntentId: string | null;
  userId: string;
  amountCents: number;
  description: string;
  /** Same key, same charge: the monthly job may run twice without charging twice. */
  idempotencyKey: string;
}

export interface ChargeResult {
  status: 'charged' | 'skipped' | 'failed';
  /** Stripe's PaymentIntent id, or a demo reference. */
  reference: string | null;
  /** Why it failed, safe to log and to show the owner. */
  message?: string;
}

/**
 * Payments (DESIGN.md "Runtime modes"): Stripe when a secret key is configured, else demo billing,
 * where no card is asked for and nothing is charged. Chosen once at start-up.
 */
export interface Billing {
  readonly mode: 'stripe' | 'demo';
  /** Onboarding step 4: a SetupIntent (usage off_session) on the owner's Stripe customer. */
  startSetup(owner: BillingOwner): Promise<SetupStart>;
  /**
   * Before the business is created: the SetupIntent the browser confirmed belongs to this owner and
   * succeeded. Returns the saved card (null under demo billing); throws a 400 AppError otherwise.
   */
  confirmSetup(setupIntentId: string | null | undefined, userId: string): Promise<SavedPaymentMethod | null>;
  /** The monthly service fee, charged off-session on the saved card. */
  chargeServiceFee(charge: ServiceFeeCharge): Promise<ChargeResult>;
}

export function createBilling(settings: StripeSettings, env: NodeJS.ProcessEnv = process.env): Billing {
  if (!settings.secretKey) return createDemoBilling();
  return createStripeBilling(createStripeClient(settings, env), { publishableKey: settings.publishableKey });
}

export { createStripeClient, type StripeSettings } from './stripe-client';
export { DEMO_BILLING_CLIENT_SECRET } from './demo-setup-intent';
