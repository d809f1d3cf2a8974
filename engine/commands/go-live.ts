import { campaignPlanSchema } from '../../schema/ai-plan';
import type { Business, SimulationHistory } from '../../schema/entities';
import { errors } from '../../schema/errors';
import { realNow } from '../demo-clock/business-clock';
import { type DemoClockState, virtualNow } from '../demo-clock/demo-clock';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import type { Sql } from '../persistence/sql';
import { orderChildrenFirst } from '../persistence/table-order';
import { getBusinessById } from '../queries/get-my-business';
import { presentWorkflow, type WorkflowRow } from '../queries/presenters';

/** 12 hex digits, as the launch workflow's own keys (engine/workflows/launch-business.ts). */
const newLaunchKey = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

interface DemoBusinessRow {
  id: string;
  business_name: string;
  platform_mode: 'demo' | 'live';
  monthly_budget_cents: number;
  demo_clock: DemoClockState | null;
  owner_pause: unknown;
  created_at: Date;
  connection_status: string | null;
}

/**
 * Takes a demo business live on the Google Ads account its owner connected: the plan it ran in the
 * simulator is launched at Google (the launch workflow, with new launch keys, budgets scaled to the
 * monthly budget of today), starting from real time. What the simulation showed is kept apart and
 * labelled: its totals per campaign in `simulation_history`, its activity entries marked
 * `simulated`. Its campaigns, figures and ledger are removed, so that the live books, the budget
 * guard's month and the fee count real spend only. One transaction: it all happens or none of it.
 */
export async function goLive(ctx: EngineContext, userId: string): Promise<Business> {
  const nowMs = realNow(ctx);
  const workflowId = crypto.randomUUID();
  const businessId = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const { tx } = unit;
    const [business] = await tx.query<DemoBusinessRow>(
      `select b.id, b.business_name, b.platform_mode, b.monthly_budget_cents, b.demo_clock, b.owner_pause, b.created_at, g.status as connection_status
         from businesses b left join google_ads_connections g on g.user_id = b.owner_id where b.owner_id = $1 for update of b`,
      [userId],
    );
    if (!business) throw errors.notFound('No business found. Complete onboarding first.');
    if (business.platform_mode === 'live') throw errors.conflict('This business already runs live on Google Ads.');
    if (business.connection_status !== 'connected') throw errors.conflict('Connect a Google Ads account in Settings first: going live launches your campaigns there.');
    if (business.owner_pause) throw errors.conflict('Everything is paused: resume first, then go live.');
    const running = await tx.query('select 1 from workflows where business_id = $1 and status in ($2, $3)', [business.id, 'pending', 'running']);
    if (running.length > 0) throw errors.conflict('A launch is still running: go live once it has finished.');
    const plan = await plannedCampaigns(tx, business.id, business.monthly_budget_cents);
    if (!plan) throw errors.conflict('No launched plan to take live yet.');

    const history = await simulationHistory(tx, business, nowMs);
    // The simulation's entries stay in the log, labelled. A fast-forward ran its clock ahead of real
    // time: its entries move back by that lead, keeping their order and spacing, so that all of them
    // come before going live rather than above the live entries with dates still to come.
    const [newest] = await tx.query<{ at: Date | null }>('select max(created_at) as at from activity_logs where business_id = $1', [business.id]);
    const leadMs = newest?.at ? Math.max(0, newest.at.getTime() - nowMs + 1000) : 0;
    await tx.query(
      `update activity_logs set campaign_id = null, details = coalesce(details, '{}'::jsonb) || '{"simulated": true}'::jsonb,
         created_at = created_at - make_interval(secs => $2::float8 / 1000) where business_id = $1`,
      [business.id, leadMs],
    );
    for (const { table } of await campaignScopedTables(tx)) await tx.query(`delete from "${table}" where business_id = $1`, [business.id]);
    await tx.query('delete from campaigns where business_id = $1', [business.id]);
    // Live from now: the account's own time zone and currency, the regular jobs, no simulator.
    await tx.query(
      `update businesses b set platform_mode = 'live', demo_clock = null, demo_state = null, demo_changes = null, synced_at = null, simulation_history = $2::jsonb,
         time_zone = c.time_zone, currency_code = c.currency_code
       from google_ads_connections c where b.id = $1 and c.user_id = b.owner_id`,
      [business.id, JSON.stringify(history)],
    );
    const [workflow] = await tx.query<WorkflowRow>(
      `insert into workflows (id, business_id, kind, status, step, progress, message, started_at, plan)
       values ($1, $2, 'launch', 'pending', 'Waiting to start', 0, null, $3, $4::jsonb)
       returning id, status, step, progress, message, started_at, finished_at`,
      [workflowId, business.id, new Date(nowMs), JSON.stringify({ plan, keys: plan.campaigns.map(newLaunchKey) })],
    );
    const written = await insertActivityEntries(tx, [
      {
        businessId: business.id,
        campaignId: null,
        title: 'Going live on Google Ads',
        message:
          `${business.business_name} leaves demo mode: the ${plan.campaigns.length} campaign(s) of your plan are being created in your Google Ads account, ` +
          'and from now on spend is real and counts toward your monthly budget and the service fee. The simulation’s figures are kept apart, labelled "Simulation", and no longer count.',
        level: 'success',
        eventType: 'automation',
        createdAt: nowMs,
        details: { by: 'owner', simulation: history },
      },
    ]);
    unit.emit(domainEvent('workflow.updated', business.id, presentWorkflow(workflow)));
    unit.emit(domainEvent('campaigns.changed', business.id, { businessId: business.id }));
    for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
    unit.afterCommit(() => ctx.enqueue({ name: 'launch-business', data: { businessId: business.id, workflowId } }));
    return business.id;
  });
  const business = await getBusinessById(ctx.db, businessId, nowMs);
  if (!business) throw errors.notFound('No business found. Complete onboarding first.');
  ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
  return business;
}

/**
 * The plan of the business's last completed launch, its campaign budgets scaled to the monthly
 * budget of today (the owner may have changed it in demo mode) so that they still sum to it.
 */
async function plannedCampaigns(tx: Sql, businessId: string, monthlyBudgetCents: number) {
  const [row] = await tx.query<{ plan: { plan?: unknown } | null }>(
    `select plan from workflows where business_id = $1 and kind = 'launch' and status = 'completed' and plan is not null order by started_at desc limit 1`,
    [businessId],
  );
  const parsed = campaignPlanSchema.safeParse(row?.plan?.plan);
  if (!parsed.success || parsed.data.campaigns.length === 0) return null;
  const planned = parsed.data;
  const plannedCents = planned.campaigns.reduce((sum, campaign) => sum + Math.round(campaign.monthlyBudget * 100), 0);
  let leftCents = monthlyBudgetCents;
  const campaigns = planned.campaigns.map((campaign, index) => {
    const last = index === planned.campaigns.length - 1;
    const cents = last ? leftCents : Math.floor((Math.round(campaign.monthlyBudget * 100) * monthlyBudgetCents) / Math.max(1, plannedCents));
    leftCents -= cents;
    return { ...campaign, monthlyBudget: cents / 100 };
  });
  return { ...planned, campaigns };
}

/** Tables whose rows belong to a campaign of the business (found by their columns, so a later table is covered). */
async function campaignScopedTables(tx: Sql): Promise<{ table: string }[]> {
  const rows = await tx.query<{ table: string }>(
    `select c.table_name as table from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.column_name = 'campaign_id'
        and c.table_name not in ('activity_logs', 'campaigns')
        and exists (select 1 from information_schema.columns b where b.table_schema = c.table_schema and b.table_name = c.table_name and b.column_name = 'business_id')`,
  );
  return orderChildrenFirst(tx, rows);
}

/** The simulation's reported figures, per campaign and in all, and the simulated span. */
async function simulationHistory(tx: Sql, business: DemoBusinessRow, nowMs: number): Promise<SimulationHistory> {
  const rows = await tx.query<{ name: string; impressions: string; clicks: string; conversions: number; cost_micros: string }>(
    `select c.name, coalesce(sum(m.impressions), 0)::text as impressions, coalesce(sum(m.clicks), 0)::text as clicks,
            coalesce(sum(m.conversions), 0)::float8 as conversions, coalesce(sum(m.cost_micros), 0)::text as cost_micros
       from campaigns c left join metric_snapshots m on m.campaign_id = c.id and m.level = 'campaign'
      where c.business_id = $1 group by c.id, c.name, c.created_at order by c.created_at, c.id`,
    [business.id],
  );
  const campaigns = rows.map((row) => ({
    name: row.name,
    spend: Math.round(Number(row.cost_micros) / 10_000) / 100,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    conversions: Math.round(row.conversions * 100) / 100,
  }));
  const sum = (pick: (campaign: (typeof campaigns)[number]) => number) => Math.round(campaigns.reduce((total, campaign) => total + pick(campaign), 0) * 100) / 100;
  return {
    from: business.created_at.toISOString(),
    through: new Date(business.demo_clock ? Math.max(nowMs, virtualNow(business.demo_clock, nowMs)) : nowMs).toISOString(),
    wentLiveAt: new Date(nowMs).toISOString(),
    spend: sum((campaign) => campaign.spend),
    impressions: sum((campaign) => campaign.impressions),
    clicks: sum((campaign) => campaign.clicks),
    conversions: sum((campaign) => campaign.conversions),
    campaigns,
  };
}
