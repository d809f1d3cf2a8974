import type { BillingService, ServiceFeeCharge } from '../jobs/billing-service';
import type { Sql } from '../persistence/sql';
import type { Billing } from './billing';

/**
 * Same key, same charge: a rerun of the monthly job for one business and month never charges twice.
 * A retry of a declined fee (attempt 2..) is a new try, so it has a key of its own.
 */
export function serviceFeeIdempotencyKey(businessId: string, month: string, attempt = 1): string {
  return attempt > 1 ? `adpilot-service-fee-${businessId}-${month}-try-${attempt}` : `adpilot-service-fee-${businessId}-${month}`;
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
      const [owner] = await sql.query<{ owner_id: string; currency_code: string | null }>('select owner_id, currency_code from businesses where id = $1', [charge.businessId]);
      // The fee is charged in the currency the owner's budget (and so the spend) is in: the Google Ads account's.
      const currency = owner?.currency_code ?? 'USD';
      const spend = new Intl.NumberFormat('en', { style: 'currency', currency }).format(charge.spendCents / 100);
      const result = await billing.chargeServiceFee({
        setupIntentId: charge.setupIntentId,
        userId: owner?.owner_id ?? '',
        amountCents: charge.feeCents,
        currency,
        description: `AdPilot service fee ${charge.month}: ${charge.feePercentage}% of ${spend} ad spend`,
        idempotencyKey: serviceFeeIdempotencyKey(charge.businessId, charge.month, charge.attempt),
      });
      return {
        reference: result.reference,
        charged: result.status === 'charged',
        receiptUrl: result.receiptUrl ?? null,
        ...(result.status === 'failed' || result.status === 'requires_action' ? { failure: result.message ?? 'The payment was declined' } : {}),
        ...(result.status === 'requires_action' ? { requiresAction: true } : {}),
      };
    },
  };
}
