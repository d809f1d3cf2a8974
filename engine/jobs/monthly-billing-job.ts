import { estimatedFee, feeTierFor } from '../../schema/fees';
import { recordFeeOutcome } from '../billing/fee-recovery';
import type { EngineContext } from '../engine-context';
import type { ServiceFeeOutcome } from './billing-service';
import { runPerBusiness } from './per-business';

/** The 1st of the month after `nowMs`, 00:00 UTC: when the next monthly charge runs. */
export function nextBillingDate(nowMs: number): Date {
  const now = new Date(nowMs);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The month before `nowMs`, as YYYY-MM. */
export function previousMonth(nowMs: number): string {
  const now = new Date(nowMs);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * Monthly billing hook: for every business with live spend in `month` (ledger rows read from
 * Google Ads: a demo business's simulated spend is never charged, and a business that went live
 * mid-month pays only on what it spent live), the fee of its tier on that spend (schema/fees) is
 * recorded once (unique per business and month), then charged through the BillingService. A rerun
 * finds the row and charges nothing twice; a declined fee is then retried by fee recovery
 * (engine/billing/fee-recovery.ts). Each business is billed on its own: one that fails is
 * left for the next run and does not stop the others. `onlyBusinessIds`: cancelling the service
 * bills its business's month to date this way.
 */
export async function billMonth(ctx: EngineContext, month: string, onlyBusinessIds?: readonly string[]): Promise<{ billed: number; failed: number }> {
  const due = await ctx.db.query<{ business_id: string; spend_cents: number; setup_intent_id: string | null }>(
    `select l.business_id, sum(l.delta_cents)::int as spend_cents, b.setup_intent_id from spend_ledger l join businesses b on b.id = l.business_id
     where l.month = $1 and l.live and not exists (select 1 from billing_charges x where x.business_id = l.business_id and x.month = $1)
       and ($2::uuid[] is null or l.business_id = any($2::uuid[]))
     group by l.business_id, b.setup_intent_id having sum(l.delta_cents) > 0`,
    [month, onlyBusinessIds ?? null],
  );
  const byId = new Map(due.map((row) => [row.business_id, row]));
  let billed = 0;
  const result = await runPerBusiness(ctx, 'monthly-billing', [...byId.keys()], async (businessId) => {
    if (await billBusiness(ctx, month, byId.get(businessId)!)) billed++;
  }, false);
  return { billed, failed: result.failed.length };
}

async function billBusiness(ctx: EngineContext, month: string, row: { business_id: string; spend_cents: number; setup_intent_id: string | null }): Promise<boolean> {
  const nowMs = ctx.clock();
  const spend = row.spend_cents / 100;
  const tier = feeTierFor(spend);
  const feeCents = Math.round(estimatedFee(spend, tier.percent) * 100);
  const created = await ctx.db.query<{ id: string }>(
    `insert into billing_charges (id, business_id, month, spend_cents, fee_percentage, fee_cents, status, created_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, 'pending', $6) on conflict (business_id, month) do nothing returning id`,
    [row.business_id, month, row.spend_cents, tier.percent, feeCents, new Date(nowMs)],
  );
  if (!created[0]) return false;
  // A charge that throws (payment provider unreachable) is a failed charge the owner is told about, never a silent stop.
  const result: ServiceFeeOutcome = await ctx.billing
    .chargeServiceFee({ businessId: row.business_id, month, spendCents: row.spend_cents, feePercentage: tier.percent, feeCents, setupIntentId: row.setup_intent_id })
    .catch(() => ({ reference: null, charged: false, failure: 'The payment provider could not be reached.' }));
  await recordFeeOutcome(ctx, { id: created[0].id, business_id: row.business_id, month, spend_cents: row.spend_cents, fee_percentage: tier.percent, fee_cents: feeCents, attempts: 0, created_at: new Date(nowMs) }, 1, result);
  // The next charge is on the 1st of the month after the one billed now.
  await ctx.db.query('update businesses set next_billing_date = $2 where id = $1', [row.business_id, nextBillingDate(nowMs)]);
  return true;
}
