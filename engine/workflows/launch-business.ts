import { type CampaignPlan, campaignPlanSchema } from '../../schema/ai-plan';
import type { WorkflowStatus } from '../../schema/entities';
import type { Targeting } from '../../schema/targeting';
import { loadBusinessBrief } from '../commands/business-brief';
import { launchPlannedCampaign } from '../commands/launch-planned-campaign';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { presentWorkflow, type WorkflowRow } from '../queries/presenters';

/** The plan a launch carries out, kept with its workflow: the same campaigns, with the same keys, on every retry. */
interface StoredLaunch {
  plan: CampaignPlan;
  /** One per planned campaign: its stable identity at Google (the name suffix) and in `campaigns.launch_key`. */
  keys: string[];
}

/** 12 hex digits: unique enough within one Google Ads account, short in a campaign name. */
const newLaunchKey = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

function readStoredLaunch(value: unknown): StoredLaunch | null {
  const stored = value as { plan?: unknown; keys?: unknown } | null;
  if (!stored || !Array.isArray(stored.keys)) return null;
  const plan = campaignPlanSchema.safeParse(stored.plan);
  if (!plan.success || stored.keys.length !== plan.data.campaigns.length) return null;
  return { plan: plan.data, keys: stored.keys.map(String) };
}

/** A planned campaign could not be launched: the workflow says which and why. */
class CampaignLaunchFailed extends Error {
  constructor(name: string, cause: unknown) {
    super(
      `Campaign "${name}" could not be launched: ${cause instanceof Error ? cause.message : String(cause)}. Campaigns already launched run under the budget guard; the launch can be retried and will finish the rest.`,
    );
    this.name = 'CampaignLaunchFailed';
  }
}

/**
 * The launch after onboarding: read the site, plan with the strategist, create and launch the
 * campaigns. Each step updates the workflow row (pushed as workflow.updated). The AI and the site
 * are called outside any transaction.
 *
 * Idempotent end to end, whatever step fails or wherever the process dies:
 * - the plan and one launch key per planned campaign are stored with the workflow before anything
 *   is created, so a retry launches the same campaigns;
 * - each campaign is created paused (one atomic mutate that carries its key in its name), adopted
 *   instead when Google already has it (a crash after Google's answer), and recorded in its own
 *   transaction, so every campaign Google has is known to the product and under the budget guard;
 * - only recorded campaigns are then enabled, one by one: nothing serves that the guard does not watch.
 */
export async function launchBusiness(ctx: EngineContext, input: { businessId: string; workflowId: string }): Promise<void> {
  const [current] = await ctx.db.query<{ status: WorkflowStatus; plan: unknown }>('select status, plan from workflows where id = $1 and business_id = $2', [
    input.workflowId,
    input.businessId,
  ]);
  if (!current || current.status === 'completed') return;
  try {
    const brief = await loadBusinessBrief(ctx.db, input.businessId);
    const launch = readStoredLaunch(current.plan) ?? (await planLaunch(ctx, input, brief));
    const { plan, keys } = launch;
    await setStep(ctx, input, 'running', 'Creating campaigns', 0.7);
    const nowMs = ctx.clock();
    // A live business runs in its account's zone and currency (kept with the connection when it was made).
    await ctx.db.query(
      `update businesses b set time_zone = c.time_zone, currency_code = c.currency_code from google_ads_connections c
       where b.id = $1 and b.platform_mode = 'live' and c.user_id = b.owner_id and c.status = 'connected' and c.time_zone is not null`,
      [input.businessId],
    );
    // The owner's edited targeting wins; otherwise the plan's proposal becomes the business's.
    if (plan.targeting) {
      await ctx.db.query('update businesses set targeting = $2 where id = $1 and targeting is null', [input.businessId, JSON.stringify(plan.targeting)]);
    }
    const known = await ctx.db.query<{ launch_key: string }>('select launch_key from campaigns where business_id = $1 and launch_key = any($2::text[])', [
      input.businessId,
      keys,
    ]);
    const recorded = new Set(known.map((row) => row.launch_key));
    if (recorded.size < keys.length) await checkTargetingBeforeLaunch(ctx, input.businessId, nowMs);
    for (const [index, campaign] of plan.campaigns.entries()) {
      if (recorded.has(keys[index])) continue;
      try {
        await runUnit(ctx.db, ctx.bus, async (unit) => {
          const platform = await ctx.platforms.openOne(unit.tx, input.businessId);
          await launchPlannedCampaign(unit, {
            businessId: input.businessId,
            platform,
            plan: campaign,
            autoApprove: brief.autoApprove,
            nowMs: nowMs + index,
            websiteUrl: brief.websiteUrl,
            launchKey: keys[index],
            status: 'paused',
          });
          await ctx.platforms.save(unit.tx, new Map([[input.businessId, platform]]));
        });
      } catch (error) {
        throw new CampaignLaunchFailed(campaign.name, error);
      }
    }
    await enableLaunched(ctx, input.businessId, keys);
    await runUnit(ctx.db, ctx.bus, async (unit) => {
      const written = await insertActivityEntries(unit.tx, [
        {
          businessId: input.businessId,
          campaignId: null,
          title: 'Campaigns launched',
          message: `The AI launched ${plan.campaigns.length} campaign(s): ${plan.campaigns.map((campaign) => campaign.name).join(', ')}. Each races 5 ad variants for 7 days.`,
          level: 'success',
          eventType: 'automation',
          createdAt: nowMs,
          dedupeKey: `launch|${input.workflowId}`,
          details: {
            analysisReasoning: {
              strategy: plan.strategy,
              hypothesis: 'Several ad variants per ad group find the best message faster than one.',
              reasoning: plan.siteReadable ? 'Planned from the website content and the onboarding form.' : 'The website could not be read: planned from the onboarding form alone.',
            },
            recommendations: [],
            launched: plan.campaigns.map((campaign) => campaign.name),
          },
        },
      ]);
      for (const { entry } of written) unit.emit(domainEvent('activity.created', input.businessId, entry));
    });
    await setStep(ctx, input, 'completed', 'Campaigns launched', 1);
  } catch (error) {
    await setStep(ctx, input, 'error', 'Launch failed', 1, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Nothing is created when the platform cannot target the business as it should (a location Google
 * cannot find, no locations at all): the owner is told what to correct, in the activity log and
 * the workflow's message, and the launch waits for a retry.
 */
async function checkTargetingBeforeLaunch(ctx: EngineContext, businessId: string, nowMs: number): Promise<void> {
  const problem = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const [business] = await unit.tx.query<{ targeting: Targeting | null }>('select targeting from businesses where id = $1', [businessId]);
    const platform = await ctx.platforms.openOne(unit.tx, businessId);
    return (await platform.checkTargeting?.(business?.targeting ?? null)) ?? null;
  });
  if (!problem) return;
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId,
        campaignId: null,
        title: 'Targeting to correct before launch',
        message: `${problem} Nothing was launched yet.`,
        level: 'warning',
        eventType: 'automation',
        createdAt: nowMs,
        dedupeKey: `targeting-check|${businessId}|${problem}`,
        details: { reason: problem },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
  });
  throw new Error(problem);
}

/** Reads the site and plans; the plan and its keys are stored before any campaign is created (a concurrent run's stored plan wins). */
async function planLaunch(
  ctx: EngineContext,
  input: { businessId: string; workflowId: string },
  brief: Awaited<ReturnType<typeof loadBusinessBrief>>,
): Promise<StoredLaunch> {
  await setStep(ctx, input, 'running', 'Analyzing website', 0.1);
  const site = await ctx.analyzeSite(brief.websiteUrl);
  await setStep(ctx, input, 'running', 'Building your campaign strategy', 0.35);
  const plan = await ctx.strategist.planBusiness({ ...brief, site });
  const launch: StoredLaunch = { plan, keys: plan.campaigns.map(newLaunchKey) };
  await ctx.db.query('update workflows set plan = $2::jsonb where id = $1 and plan is null', [input.workflowId, JSON.stringify(launch)]);
  const [stored] = await ctx.db.query<{ plan: unknown }>('select plan from workflows where id = $1', [input.workflowId]);
  return readStoredLaunch(stored?.plan) ?? launch;
}

/**
 * Enables the launch's recorded campaigns that still wait for it, one transaction each: the business
 * and the row are locked and the row checked first, then Google, then the row, so a crash in between leaves a campaign that
 * is known (and enabled again by the retry). One the guard paused meanwhile stays paused, and so does
 * one the owner paused (or "Pause everything") while the launch ran: that clears its waiting mark.
 */
export async function enableLaunched(ctx: EngineContext, businessId: string, keys: string[]): Promise<void> {
  const waiting = await ctx.db.query<{ id: string; name: string }>(
    'select id, name from campaigns where business_id = $1 and launch_key = any($2::text[]) and awaiting_launch order by created_at',
    [businessId, keys],
  );
  for (const campaign of waiting) {
    try {
      await runUnit(ctx.db, ctx.bus, async (unit) => {
        // The business first, then its campaign: the order every other writer takes (an owner's
        // pause, the guard, the optimizer), so that a pause during the launch waits, never deadlocks.
        const platform = await ctx.platforms.openOne(unit.tx, businessId);
        const [row] = await unit.tx.query<{ platform_campaign_id: string; paused_by_guard: boolean }>(
          'select platform_campaign_id, paused_by_guard from campaigns where id = $1 and awaiting_launch for update',
          [campaign.id],
        );
        if (!row) return;
        if (!row.paused_by_guard) await platform.setCampaignStatus(row.platform_campaign_id, 'ENABLED');
        await unit.tx.query(`update campaigns set status = case when paused_by_guard then status else 'active' end, awaiting_launch = false where id = $1`, [campaign.id]);
        await ctx.platforms.save(unit.tx, new Map([[businessId, platform]]));
        unit.emit(domainEvent('campaigns.changed', businessId, { businessId }));
      });
    } catch (error) {
      throw new CampaignLaunchFailed(campaign.name, error);
    }
  }
}

async function setStep(
  ctx: EngineContext,
  input: { businessId: string; workflowId: string },
  status: WorkflowStatus,
  step: string,
  progress: number,
  message: string | null = null,
): Promise<void> {
  const finished = status === 'completed' || status === 'error';
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    const [row] = await unit.tx.query<WorkflowRow>(
      `update workflows set status = $2, step = $3, progress = $4, message = $5, finished_at = $6 where id = $1
       returning id, status, step, progress, message, started_at, finished_at`,
      [input.workflowId, status, step, progress, message, finished ? new Date(ctx.clock()) : null],
    );
    if (row) unit.emit(domainEvent('workflow.updated', input.businessId, presentWorkflow(row)));
  });
}
