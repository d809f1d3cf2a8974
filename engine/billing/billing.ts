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
  /** Hundredths of `currency` (the ledger's unit), whatever the currency's own decimals. */
  amountCents: number;
  /** ISO 4217 of the owner's budget (their Google Ads account's currency); USD when absent. */
  currency?: string;
  description: string;
  /** Same key, same charge: the monthly job may run twice without charging twice. */
  idempotencyKey: string;
}

export interface ChargeResult {
  /** requires_action: the bank wants the owner to confirm it (3-D Secure), on a page of ours. */
  status: 'charged' | 'skipped' | 'failed' | 'requires_action';
  /** Stripe's PaymentIntent id, or a demo reference. */
  reference: string | null;
  /** Why it failed, safe to log and to show the owner. */
  message?: string;
  /** Stripe's hosted receipt of a paid fee. */
  receiptUrl?: string | null;
}

/** The saved card as the owner sees it in Settings → Payment. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What the confirmation page hands to Stripe.js for a fee that needs 3-D Secure. */
export interface FeeConfirmation {
  clientSecret: string;
  paymentMethodId: string | null;
  publishableKey?: string;
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
  /** The card behind a confirmed SetupIntent (null under demo billing). */
  cardOf(setupIntentId: string, userId: string): Promise<CardSummary | null>;
  /** Replace card: the card saved by `setupIntentId` becomes the customer's default for the next fee. */
  makeDefault(setupIntentId: string, userId: string): Promise<void>;
  /** Where a fee's PaymentIntent stands now (after the owner's 3-D Secure, or a webhook). */
  feeStatus(reference: string): Promise<ChargeResult>;
  /** The client secret (and card) Stripe.js needs to confirm a fee on-session. */
  feeConfirmation(reference: string): Promise<FeeConfirmation>;
  /** Account deletion: the owner's customer at the payment provider, and the cards saved on it, are deleted. */
  forgetOwner(owner: BillingOwner): Promise<void>;
}

export function createBilling(settings: StripeSettings, env: NodeJS.ProcessEnv = process.env): Billing {
  if (!settings.secretKey) return createDemoBilling();
  return createStripeBilling(createStripeClient(settings, env), { publishableKey: settings.publishableKey });
}

export { DEMO_BILLING_CLIENT_SECRET } from './demo-setup-intent';
export { createStripeClient, type StripeSettings } from './stripe-client';
