/**
 * Charging the monthly service fee: Stripe off-session on the saved card (engine/billing/
 * stripe-fee-billing.ts), or demo billing, which records that nothing was charged.
 */
export interface BillingService {
  readonly mode: 'demo' | 'stripe';
  chargeServiceFee(charge: ServiceFeeCharge): Promise<ServiceFeeOutcome>;
}

export interface ServiceFeeOutcome {
  reference: string | null;
  charged: boolean;
  /** Set when the charge was attempted and refused (a declined card): logged and shown to the owner. */
  failure?: string;
  /** The bank asks the owner to confirm the payment (3-D Secure) on our confirmation page. */
  requiresAction?: boolean;
  /** Stripe's hosted receipt of a paid fee. */
  receiptUrl?: string | null;
}

export interface ServiceFeeCharge {
  businessId: string;
  /** YYYY-MM of the spend the fee is for. */
  month: string;
  spendCents: number;
  feePercentage: number;
  feeCents: number;
  setupIntentId: string | null;
  /** 1 for the monthly run, 2.. for the retries (docs/billing.md): each try is a PaymentIntent of its own. */
  attempt?: number;
}

export function createDemoBilling(): BillingService {
  return {
    mode: 'demo',
    async chargeServiceFee() {
      return { reference: null, charged: false };
    },
  };
}
