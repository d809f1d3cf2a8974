import type { WorkflowStatus } from '../../schema/entities';
import { loadBusinessBrief } from '../commands/business-brief';
import { launchPlannedCampaign } from '../commands/launch-planned-campaign';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { presentWorkflow, type WorkflowRow } from '../queries/presenters';

/**
 * The launch after onboarding: read the site, plan with the strategist, create and launch the
 * campaigns. Each step updates the workflow row (pushed as workflow.updated). The AI and the site
 * are called outside any transaction. Idempotent: a completed workflow is left alone, and a retry
 * skips campaigns already created (by name), so a crash mid-way never launches one twice.
 */
export async function launchBusiness(ctx: EngineContext, input: { businessId: string; workflowId: string }): Promise<void> {
  const [current] = await ctx.db.query<{ status: WorkflowStatus }>('select status from workflows where id = $1 and business_id = $2', [input.workflowId, input.businessId]);
  if (!current || current.status === 'completed') return;
  try {
    await setStep(ctx, input, 'running', 'Analyzing website', 0.1);
    const brief = await loadBusinessBrief(ctx.db, input.businessId);
    const site = await ctx.analyzeSite(brief.websiteUrl);
    await setStep(ctx, input, 'running', 'Building your campaign strategy', 0.35);
    const plan = await ctx.strategist.planBusiness({ ...brief, site });
    await setStep(ctx, input, 'running', 'Creating campaigns', 0.7);
    const nowMs = ctx.clock();
    await runUnit(ctx.db, ctx.bus, async (unit) => {
      const platform = await ctx.platforms.openOne(unit.tx, input.businessId);
      const existing = await unit.tx.query<{ name: string }>('select name from campaigns where business_id = $1', [input.businessId]);
      const names = new Set(existing.map((row) => row.name));
      const launched: string[] = [];
      for (const [index, campaign] of plan.campaigns.entries()) {
        if (names.has(campaign.name)) continue;
        await launchPlannedCampaign(unit, {
          businessId: input.businessId,
          platform,
          plan: campaign,
          autoApprove: brief.autoApprove,
          nowMs: nowMs + index,
          websiteUrl: brief.websiteUrl,
        });
        launched.push(campaign.name);
      }
      await ctx.platforms.save(unit.tx, new Map([[input.businessId, platform]]));
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
            launched,
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
