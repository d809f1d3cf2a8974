import type { BillingService, ServiceFeeCharge } from '../jobs/billing-service';
import type { Sql } from '../persistence/sql';
import type { Billing } from './billing';

/** Same key, same charge: a rerun of the monthly job for one business and month never charges twice. */
export function serviceFeeIdempotencyKey(businessId: string, month: string): string {
  return `adpilot-service-fee-${businessId}-${month}`;
}

/**
 * The monthly job's BillingService on top of Stripe billing: an off-session PaymentIntent on the
 * card saved at onboarding, with an idempotency key per business and month. A decline comes back
 * as `failed` with Stripe's reason (safe to show), for the job to log and show the owner.
 */
export function createStripeFeeBilling(billing: Billing, sql: Sql): BillingService {
  return {
    mode: billing.mode,
    async chargeServiceFee(charge: ServiceFeeCharge) {
      const [owner] = await sql.query<{ owner_id: string }>('select owner_id from businesses where id = $1', [charge.businessId]);
      const result = await billing.chargeServiceFee({
        setupIntentId: charge.setupIntentId,
        userId: owner?.owner_id ?? '',
        amountCents: charge.feeCents,
        description: `AdPilot service fee ${charge.month}: ${charge.feePercentage}% of $${(charge.spendCents / 100).toFixed(2)} ad spend`,
        idempotencyKey: serviceFeeIdempotencyKey(charge.businessId, charge.month),
      });
      return {
        reference: result.reference,
        charged: result.status === 'charged',
        ...(result.status === 'failed' ? { failure: result.message ?? 'The payment was declined' } : {}),
      };
    },
  };
}
