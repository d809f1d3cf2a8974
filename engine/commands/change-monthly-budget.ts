import type { Business } from '../../schema/entities';
import { errors } from '../../schema/errors';
import { feeTierFor } from '../../schema/fees';
import { monthPosition } from '../budget/month-calendar';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { auditBudgetBatch } from '../jobs/budget-audit-job';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { getBusinessById } from '../queries/get-my-business';

/** Days per month Google uses for budgets (30.4x the daily budget is the monthly cap). */
const DAYS_PER_MONTH = 30.4;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Settings → Budget: a new monthly budget, effective at once. The campaigns keep their shares of it
 * (each campaign's budget is scaled by the same factor), the fee tier and daily budget follow as at
 * onboarding, and the budget guard audits the business straight after the commit, so Google (or the
 * simulator) gets the new daily budgets now rather than at the next hourly audit. The guard plans
 * the rest of the month from the month's ledger: what is spent stays spent, and a budget lowered
 * below it leaves nothing to spend until the month ends (said in the activity entry).
 */
export async function changeMonthlyBudget(ctx: EngineContext, userId: string, monthlyBudget: number): Promise<Business> {
  const nowMs = ctx.clock();
  const newCents = Math.round(monthlyBudget * 100);
  const tier = feeTierFor(monthlyBudget);
  const businessId = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const [business] = await unit.tx.query<{ id: string; monthly_budget_cents: number }>(
      'select id, monthly_budget_cents from businesses where owner_id = $1 for update',
      [userId],
    );
    if (!business) throw errors.notFound('No business found. Complete onboarding first.');
    const { month } = monthPosition(nowMs);
    const [spent] = await unit.tx.query<{ cents: number }>(
      'select coalesce(sum(delta_cents), 0)::int as cents from spend_ledger where business_id = $1 and month = $2',
      [business.id, month],
    );
    const oldCents = business.monthly_budget_cents;
    if (oldCents === newCents) return business.id;
    await unit.tx.query(
      `update businesses set monthly_budget_cents = $2, daily_budget_cents = $3, service_fee_percentage = $4, current_pricing_tier = $5 where id = $1`,
      [business.id, newCents, Math.round(newCents / DAYS_PER_MONTH), tier.percent, tier.name],
    );
    // The campaigns' budgets are their shares of the business's: all scaled alike.
    await unit.tx.query(
      `update campaigns set monthly_budget_cents = greatest(0, round(monthly_budget_cents * $2::numeric / $3::numeric))::int where business_id = $1`,
      [business.id, newCents, Math.max(1, oldCents)],
    );
    const spentCents = spent?.cents ?? 0;
    const room =
      spentCents >= newCents
        ? `This month's spend (${dollars(spentCents)}) has already reached it: the budget guard keeps every campaign paused until the month ends.`
        : `${dollars(newCents - spentCents)} is left for the rest of this month after ${dollars(spentCents)} spent; the budget guard re-plans the daily budgets now.`;
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId: business.id,
        campaignId: null,
        title: 'Monthly budget changed',
        message: `The owner changed the monthly budget from ${dollars(oldCents)} to ${dollars(newCents)} (${tier.name} tier, ${tier.percent}% service fee). ${room}`,
        level: 'info',
        eventType: 'budget_audit',
        createdAt: nowMs,
        details: { changedBy: 'owner', userId, fromCents: oldCents, toCents: newCents, spentCents },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
    unit.emit(domainEvent('campaigns.changed', business.id, { businessId: business.id }));
    return business.id;
  });
  await auditBudgetBatch(ctx, [businessId]);
  const business = await getBusinessById(ctx.db, businessId, nowMs);
  if (!business) throw errors.notFound('No business found. Complete onboarding first.');
  ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
  return business;
}
