import type Stripe from 'stripe';
import { formatMoney } from '../../schema/money';
import { insertActivityEntries, type WrittenActivity } from '../persistence/activity-log-writer';
import type { Sql } from '../persistence/sql';
import { markFeePaid } from './fee-recovery';

type StripeId = string | { id: string } | null | undefined;
const idOf = (value: StripeId) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * What a verified Stripe event changes. Every handler is idempotent (Stripe retries and may send an
 * event twice): it sets a state, and activity entries are keyed by the event's object.
 */
export async function applyStripeEvent(sql: Sql, event: Stripe.Event, nowMs: number): Promise<WrittenActivity[]> {
  switch (event.type) {
    case 'setup_intent.succeeded': {
      // The card is saved: a business created with this SetupIntent has a confirmed payment method.
      await sql.query('update businesses set payment_confirmed = true where setup_intent_id = $1', [event.data.object.id]);
      return [];
    }
    case 'payment_intent.succeeded': {
      // A fee confirmed with 3-D Secure, or paid on a retry: paid, and its recovery stops.
      const charge = event.data.object.latest_charge;
      await markFeePaid(sql, event.data.object.id, typeof charge === 'object' && charge ? charge.receipt_url : null, nowMs);
      return [];
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const charges = await sql.query<{ business_id: string; month: string; fee_cents: number; currency_code: string | null }>(
        `update billing_charges c set status = 'failed' from businesses b where c.reference = $1 and b.id = c.business_id
         returning c.business_id, c.month, c.fee_cents, b.currency_code`,
        [intent.id],
      );
      const reason = intent.last_payment_error?.message ?? 'The payment was declined.';
      return insertActivityEntries(
        sql,
        charges.map((charge) => ({
          businessId: charge.business_id,
          campaignId: null,
          title: `Service fee payment failed for ${charge.month}`,
          message: `We could not charge ${formatMoney(charge.fee_cents / 100, charge.currency_code)} to your saved card: ${reason} Please update your payment method.`,
          level: 'error' as const,
          eventType: 'budget_audit' as const,
          createdAt: nowMs,
          dedupeKey: `stripe|payment_failed|${intent.id}`,
          details: { month: charge.month, paymentIntent: intent.id, customer: idOf(intent.customer) },
        })),
      );
    }
    default:
      return [];
  }
}
