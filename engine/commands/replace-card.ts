import { errors } from '../../schema/errors';
import type { Billing } from '../billing/billing';
import { businessOfOwner } from '../billing/billing-overview';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';

/**
 * Settings → Payment, "Replace card": the SetupIntent the owner just confirmed with the Payment
 * Element must be theirs and succeeded; its card becomes the Stripe customer's default and the card
 * of the business, so the next fee (and the next retry of a declined one) is charged to it.
 */
export async function replaceCard(ctx: EngineContext, billing: Billing, userId: string, setupIntentId: string): Promise<void> {
  if (billing.mode === 'demo') throw errors.validation('Payments run in demo billing: there is no card to replace', { setupIntentId: 'Leave out under demo billing' });
  const business = await businessOfOwner(ctx.db, userId);
  await billing.confirmSetup(setupIntentId, userId);
  await billing.makeDefault(setupIntentId, userId);
  const card = await billing.cardOf(setupIntentId, userId);
  const nowMs = ctx.clock();
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    await unit.tx.query('update businesses set setup_intent_id = $2, payment_confirmed = true where id = $1', [business.id, setupIntentId]);
    // A declined fee waiting for its next try is tried on the new card at the next hourly run.
    await unit.tx.query(`update billing_charges set next_retry_at = $2 where business_id = $1 and status = 'failed' and next_retry_at > $2`, [business.id, new Date(nowMs)]);
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId: business.id,
        campaignId: null,
        title: 'Card replaced',
        message: `You replaced your card${card ? ` with ${card.brand} ending ${card.last4}` : ''}. The next service fee is charged to it.`,
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        details: { by: 'owner' },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
  });
}
