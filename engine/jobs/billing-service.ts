/**
 * Charging the monthly service fee. The real charge (Stripe, off-session, on the saved payment
 * method) is a later issue; demo billing implements this by recording that nothing was charged.
 */
export interface BillingService {
  readonly mode: 'demo' | 'stripe';
  chargeServiceFee(charge: ServiceFeeCharge): Promise<{ reference: string | null; charged: boolean }>;
}

export interface ServiceFeeCharge {
  businessId: string;
  /** YYYY-MM of the spend the fee is for. */
  month: string;
  spendCents: number;
  feePercentage: number;
  feeCents: number;
  setupIntentId: string | null;
}

export function createDemoBilling(): BillingService {
  return {
    mode: 'demo',
    async chargeServiceFee() {
      return { reference: null, charged: false };
    },
  };
}
