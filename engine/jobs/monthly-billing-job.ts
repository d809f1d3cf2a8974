import { estimatedFee, feeTierFor } from '../../schema/fees';
import type { EngineContext } from '../engine-context';
import type { ServiceFeeOutcome } from './billing-service';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';

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
 * Monthly billing hook: for every business with ledger spend in `month`, the fee of its tier on
 * that spend (schema/fees) is recorded once (unique per business and month), then charged through
 * the BillingService after commit. A rerun finds the row and charges nothing twice.
 */
export async function billMonth(ctx: EngineContext, month: string): Promise<{ billed: number }> {
  const nowMs = ctx.clock();
  const due = await ctx.db.query<{ business_id: string; spend_cents: number; setup_intent_id: string | null }>(
    `select l.business_id, sum(l.delta_cents)::int as spend_cents, b.setup_intent_id from spend_ledger l join businesses b on b.id = l.business_id
     where l.month = $1 and not exists (select 1 from billing_charges x where x.business_id = l.business_id and x.month = $1)
     group by l.business_id, b.setup_intent_id`,
    [month],
  );
  let billed = 0;
  for (const row of due) {
    const spend = row.spend_cents / 100;
    const tier = feeTierFor(spend);
    const feeCents = Math.round(estimatedFee(spend, tier.percent) * 100);
    const created = await ctx.db.query<{ id: string }>(
      `insert into billing_charges (id, business_id, month, spend_cents, fee_percentage, fee_cents, status, created_at)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, 'pending', $6) on conflict (business_id, month) do nothing returning id`,
      [row.business_id, month, row.spend_cents, tier.percent, feeCents, new Date(nowMs)],
    );
    if (!created[0]) continue;
    // A charge that throws (payment provider unreachable) is a failed charge the owner is told about, never a silent stop.
    const result: ServiceFeeOutcome = await ctx.billing
      .chargeServiceFee({ businessId: row.business_id, month, spendCents: row.spend_cents, feePercentage: tier.percent, feeCents, setupIntentId: row.setup_intent_id })
      .catch(() => ({ reference: null, charged: false, failure: 'The payment provider could not be reached.' }));
    const amount = `${tier.percent}% of $${spend.toFixed(2)} ad spend = $${(feeCents / 100).toFixed(2)}`;
    await runUnit(ctx.db, ctx.bus, async (unit) => {
      await unit.tx.query('update billing_charges set status = $2, reference = $3 where id = $1', [created[0].id, result.failure ? 'failed' : 'charged', result.reference]);
      // The next charge is on the 1st of the month after the one billed now.
      await unit.tx.query('update businesses set next_billing_date = $2 where id = $1', [row.business_id, nextBillingDate(nowMs)]);
      const written = await insertActivityEntries(unit.tx, [
        {
          businessId: row.business_id,
          campaignId: null,
          title: result.failure ? `Service fee payment failed for ${month}` : `Service fee for ${month}`,
          message: result.failure
            ? `We could not charge ${amount} to your saved card: ${result.failure} Please update your payment method.`
            : `${amount}${result.charged ? ' charged to your saved card.' : ' (demo billing: nothing was charged).'}`,
          level: result.failure ? 'error' : 'info',
          eventType: 'budget_audit',
          createdAt: nowMs,
          dedupeKey: `billing|${row.business_id}|${month}`,
          details: { month, spendCents: row.spend_cents, feePercentage: tier.percent, feeCents, tier: tier.name, ...(result.failure ? { failure: result.failure } : {}) },
        },
      ]);
      for (const { entry } of written) unit.emit(domainEvent('activity.created', row.business_id, entry));
    });
    billed++;
  }
  return { billed };
}
