import { errors } from '../../schema/errors';
import type { Billing, FeeConfirmation } from '../billing/billing';
import { type ChargeRecord, chargeOfOwner } from '../billing/billing-overview';
import { markFeePaid } from '../billing/fee-recovery';
import type { EngineContext } from '../engine-context';

/** The confirmation page: the client secret of the fee's PaymentIntent, for Stripe.js to run 3-D Secure. */
export async function feeConfirmationOf(ctx: EngineContext, billing: Billing, userId: string, chargeId: string): Promise<{ charge: ChargeRecord } & FeeConfirmation> {
  const charge = await chargeOfOwner(ctx.db, userId, chargeId);
  if (charge.status !== 'requires_action' && charge.status !== 'failed') throw errors.conflict('This fee does not need your confirmation.');
  if (!charge.reference) throw errors.conflict('This fee has no payment to confirm. Replace your card; the next try uses it.');
  return { charge, ...(await billing.feeConfirmation(charge.reference)) };
}

/**
 * After Stripe.js confirmed the payment: the fee's PaymentIntent is read back from Stripe (never
 * taken from the browser's word) and, if it succeeded, the fee is paid and its recovery stops.
 */
export async function confirmFee(ctx: EngineContext, billing: Billing, userId: string, chargeId: string): Promise<{ charge: ChargeRecord; paid: boolean }> {
  const charge = await chargeOfOwner(ctx.db, userId, chargeId);
  if (charge.status === 'charged') return { charge, paid: true };
  if (!charge.reference) throw errors.conflict('This fee has no payment to confirm.');
  const outcome = await billing.feeStatus(charge.reference);
  if (outcome.status !== 'charged') return { charge, paid: false };
  await markFeePaid(ctx.db, charge.reference, outcome.receiptUrl ?? null, ctx.clock());
  return { charge: await chargeOfOwner(ctx.db, userId, chargeId), paid: true };
}
