import { estimatedFee, feeTierFor } from '../../schema/fees';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';

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
    const result = await ctx.billing.chargeServiceFee({
      businessId: row.business_id,
      month,
      spendCents: row.spend_cents,
      feePercentage: tier.percent,
      feeCents,
      setupIntentId: row.setup_intent_id,
    });
    await runUnit(ctx.db, ctx.bus, async (unit) => {
      await unit.tx.query('update billing_charges set status = $2, reference = $3 where id = $1', [created[0].id, 'charged', result.reference]);
      const written = await insertActivityEntries(unit.tx, [
        {
          businessId: row.business_id,
          campaignId: null,
          title: `Service fee for ${month}`,
          message: `${tier.percent}% of $${spend.toFixed(2)} ad spend = $${(feeCents / 100).toFixed(2)}${result.charged ? ' charged to your saved card.' : ' (demo billing: nothing was charged).'}`,
          level: 'info',
          eventType: 'budget_audit',
          createdAt: nowMs,
          dedupeKey: `billing|${row.business_id}|${month}`,
          details: { month, spendCents: row.spend_cents, feePercentage: tier.percent, feeCents, tier: tier.name },
        },
      ]);
      for (const { entry } of written) unit.emit(domainEvent('activity.created', row.business_id, entry));
    });
    billed++;
  }
  return { billed };
}
