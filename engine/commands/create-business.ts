import type { CreateBusinessRequest } from '../../schema/api/businesses';
import type { Business } from '../../schema/entities';
import { errors } from '../../schema/errors';
import { feeTierFor } from '../../schema/fees';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { getBusinessById } from '../queries/get-my-business';
import { presentWorkflow, type WorkflowRow } from '../queries/presenters';

/** Days per month Google uses for budgets (30.4x the daily budget is the monthly cap). */
const DAYS_PER_MONTH = 30.4;

/**
 * Onboarding's last step: stores the business (fee % and tier from the monthly budget, daily budget
 * = monthly / 30.4; live mode when the owner connected Google Ads at step 3, else demo), opens its launch workflow and, after commit, enqueues the launch job. One
 * business per owner: a second call is a 409.
 */
export async function createBusiness(ctx: EngineContext, userId: string, data: CreateBusinessRequest): Promise<Business> {
  const nowMs = ctx.clock();
  const monthlyBudgetCents = Math.round(data.monthlyBudget * 100);
  const tier = feeTierFor(data.monthlyBudget);
  const businessId = crypto.randomUUID();
  const workflowId = crypto.randomUUID();
  const now = new Date(nowMs);
  const nextBilling = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    const inserted = await unit.tx.query(
      `insert into businesses (id, owner_id, business_name, website_url, industry, target_audience, targeting, monthly_budget_cents, daily_budget_cents,
         service_fee_percentage, current_pricing_tier, payment_confirmed, setup_intent_id, next_billing_date, auto_approve, platform_mode,
         pacing_profile, created_at)
       values ($1, $2, $3, $4, $5, $6, $15, $7, $8, $9, $10, $11, $12, $13, false,
         (case when exists (select 1 from google_ads_connections g where g.user_id = $2 and g.status = 'connected') then 'live' else 'demo' end), 'even', $14)
       on conflict (owner_id) do nothing returning id`,
      [
        businessId,
        userId,
        data.businessName,
        data.websiteUrl,
        data.industry ?? null,
        data.targetAudience ?? null,
        monthlyBudgetCents,
        Math.round(monthlyBudgetCents / DAYS_PER_MONTH),
        tier.percent,
        tier.name,
        data.paymentConfirmed,
        data.setupIntentId ?? null,
        nextBilling,
        now,
        data.targeting ? JSON.stringify(data.targeting) : null,
      ],
    );
    if (inserted.length === 0) throw errors.conflict('You already have a business');
    const [workflow] = await unit.tx.query<WorkflowRow>(
      `insert into workflows (id, business_id, kind, status, step, progress, message, started_at)
       values ($1, $2, 'launch', 'pending', 'Waiting to start', 0, null, $3)
       returning id, status, step, progress, message, started_at, finished_at`,
      [workflowId, businessId, now],
    );
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId,
        campaignId: null,
        title: 'Business created',
        message: `${data.businessName} joined with a monthly budget of $${data.monthlyBudget.toFixed(2)} (${tier.name} tier, ${tier.percent}% service fee). The AI is building your campaigns.`,
        level: 'success',
        eventType: 'automation',
        createdAt: nowMs,
        details: { monthlyBudget: data.monthlyBudget, tier: tier.name, feePercent: tier.percent },
      },
    ]);
    unit.emit(domainEvent('workflow.updated', businessId, presentWorkflow(workflow)));
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    unit.afterCommit(() => ctx.enqueue({ name: 'launch-business', data: { businessId, workflowId } }));
  });
  const business = await getBusinessById(ctx.db, businessId, nowMs);
  if (!business) throw errors.notFound('Business not found');
  ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
  return business;
}
