import { formatMoney } from '../../schema/money';
import { pauseBusiness } from '../commands/pause-business';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import type { ServiceFeeOutcome } from '../jobs/billing-service';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import type { Sql } from '../persistence/sql';
import type { ChargeRecord } from './billing-overview';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A declined fee is tried again this many days after its first failure (docs/billing.md). */
export const FEE_RETRY_DAYS = [1, 3, 7] as const;
/** After the last failed try, the business's campaigns pause this many days later if the fee is still unpaid. */
export const PAUSE_AFTER_LAST_TRY_DAYS = 7;

/** What recording a try needs of a fee. */
export type ChargeRow = Pick<ChargeRecord, 'id' | 'business_id' | 'month' | 'spend_cents' | 'fee_percentage' | 'fee_cents' | 'attempts' | 'created_at'>;

/**
 * Records the outcome of try number `attempt` of a fee: paid (with Stripe's receipt), needs
 * confirmation (3-D Secure), or declined with the next try on FEE_RETRY_DAYS counted from the first
 * failure; after the last try, the day the campaigns pause. One activity entry per try, keyed.
 */
export async function recordFeeOutcome(ctx: EngineContext, charge: ChargeRow, attempt: number, outcome: ServiceFeeOutcome): Promise<void> {
  const nowMs = ctx.clock();
  const firstTryMs = attempt === 1 ? nowMs : charge.created_at.getTime();
  const status = outcome.charged ? 'charged' : outcome.requiresAction ? 'requires_action' : outcome.failure ? 'failed' : 'charged';
  const retryDays = FEE_RETRY_DAYS[attempt - 1];
  const nextRetryAt = status === 'charged' || retryDays === undefined ? null : new Date(firstTryMs + retryDays * DAY_MS);
  const pauseAt = status !== 'charged' && retryDays === undefined ? new Date(nowMs + PAUSE_AFTER_LAST_TRY_DAYS * DAY_MS) : null;
  // The fee is charged in the account's currency (engine/billing/stripe-fee-billing.ts): say it in that one.
  const [business] = await ctx.db.query<{ currency_code: string | null }>('select currency_code from businesses where id = $1', [charge.business_id]);
  const money = (cents: number) => formatMoney(cents / 100, business?.currency_code);
  const fee = money(charge.fee_cents);
  const entry = (() => {
    if (status === 'charged') {
      return { title: `Service fee for ${charge.month}`, level: 'info' as const, message: outcome.charged
        ? `${charge.fee_percentage}% of ${money(charge.spend_cents)} ad spend = ${fee} charged to your saved card.`
        : `${charge.fee_percentage}% of ${money(charge.spend_cents)} ad spend = ${fee} (demo billing: nothing was charged).` };
    }
    const what = status === 'requires_action' ? `Your bank asks you to confirm the ${fee} service fee for ${charge.month}.` : `We could not charge ${fee} to your saved card: ${outcome.failure}`;
    const next = nextRetryAt
      ? ` We will try again on ${nextRetryAt.toISOString().slice(0, 10)}; replace your card on the Billing page before then.`
      : ` This was the last try: your campaigns will pause on ${pauseAt?.toISOString().slice(0, 10)} unless the fee is paid (replace your card on the Billing page).`;
    return {
      title: status === 'requires_action' ? `Service fee needs your confirmation for ${charge.month}` : `Service fee payment failed for ${charge.month}`,
      level: 'error' as const,
      message: `${what}${next}`,
    };
  })();
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    await unit.tx.query(
      `update billing_charges set status = $2, reference = coalesce($3, reference), attempts = $4, next_retry_at = $5, pause_at = $6, failure_message = $7,
         receipt_url = coalesce($8, receipt_url), paid_at = $9 where id = $1`,
      [charge.id, status, outcome.reference, attempt, nextRetryAt, pauseAt, status === 'charged' ? null : (outcome.failure ?? null), outcome.receiptUrl ?? null, status === 'charged' ? new Date(nowMs) : null],
    );
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId: charge.business_id,
        campaignId: null,
        ...entry,
        eventType: 'budget_audit',
        createdAt: nowMs,
        dedupeKey: attempt === 1 ? `billing|${charge.business_id}|${charge.month}` : `billing|${charge.business_id}|${charge.month}|try-${attempt}`,
        details: { month: charge.month, spendCents: charge.spend_cents, feePercentage: charge.fee_percentage, feeCents: charge.fee_cents, attempt, status },
      },
    ]);
    for (const { entry: created } of written) unit.emit(domainEvent('activity.created', charge.business_id, created));
  });
}

/** Marks a fee paid once Stripe says its PaymentIntent succeeded (the owner's 3-D Secure, or a webhook). */
export async function markFeePaid(sql: Sql, reference: string, receiptUrl: string | null, nowMs: number): Promise<number> {
  const rows = await sql.query<{ id: string }>(
    `update billing_charges set status = 'charged', paid_at = coalesce(paid_at, $3), receipt_url = coalesce($2, receipt_url), next_retry_at = null, pause_at = null,
       failure_message = null where reference = $1 and status <> 'refunded' returning id`,
    [reference, receiptUrl, new Date(nowMs)],
  );
  return rows.length;
}

/**
 * The hourly fee-recovery run: every unpaid fee whose next try is due is charged again on the
 * business's current card (a replaced card is used), and a business whose last try failed more than
 * PAUSE_AFTER_LAST_TRY_DAYS ago is paused through "Pause everything". Demo businesses never have a
 * fee row (no live spend), so nobody is charged for simulated spend. One business at a time: one
 * failure is logged and never stops another's recovery.
 */
export async function recoverFees(ctx: EngineContext): Promise<{ retried: number; paused: number; failed: number }> {
  const now = new Date(ctx.clock());
  const due = await ctx.db.query<ChargeRow & { setup_intent_id: string | null }>(
    `select c.id, c.business_id, c.month, c.spend_cents, c.fee_percentage, c.fee_cents, c.attempts, c.created_at, b.setup_intent_id
     from billing_charges c join businesses b on b.id = c.business_id
     where c.status in ('failed', 'requires_action') and c.next_retry_at <= $1 order by c.next_retry_at`,
    [now],
  );
  let retried = 0;
  let failed = 0;
  for (const charge of due) {
    const attempt = charge.attempts + 1;
    try {
      const outcome = await ctx.billing
        .chargeServiceFee({ businessId: charge.business_id, month: charge.month, spendCents: charge.spend_cents, feePercentage: charge.fee_percentage, feeCents: charge.fee_cents, setupIntentId: charge.setup_intent_id, attempt })
        .catch(() => ({ reference: null, charged: false, failure: 'The payment provider could not be reached.' }));
      await recordFeeOutcome(ctx, charge, attempt, outcome);
      retried++;
    } catch {
      failed++;
    }
  }
  const toPause = await ctx.db.query<{ id: string; business_id: string; owner_id: string; month: string }>(
    `select c.id, c.business_id, b.owner_id, c.month from billing_charges c join businesses b on b.id = c.business_id
     where c.status in ('failed', 'requires_action') and c.pause_at <= $1 and b.owner_pause is null`,
    [now],
  );
  let paused = 0;
  for (const charge of toPause) {
    try {
      await pauseBusiness(ctx, charge.owner_id);
      await insertActivityEntries(ctx.db, [
        {
          businessId: charge.business_id,
          campaignId: null,
          title: 'Campaigns paused: the service fee is unpaid',
          message: `The service fee for ${charge.month} could not be charged after every try, so all campaigns are paused. Pay it on the Billing page, then resume.`,
          level: 'error',
          eventType: 'budget_audit',
          createdAt: now.getTime(),
          dedupeKey: `billing|${charge.business_id}|${charge.month}|paused`,
          details: { month: charge.month },
        },
      ]);
      paused++;
    } catch {
      failed++;
    }
  }
  return { retried, paused, failed };
}
