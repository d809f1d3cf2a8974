import type { CreateCampaignRequest, CreateCampaignResponse } from '../../schema/api/campaigns';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { requireBusinessIdOfUser } from '../queries/business-of-user';
import { getCampaign } from '../queries/list-campaigns';
import { loadBusinessBrief } from './business-brief';
import { launchPlannedCampaign } from './launch-planned-campaign';

/**
 * "Confirm & Create": launches the campaign with the variants the owner saw. Keywords and reasoning
 * come from a fresh strategist plan for the same name and budget (the preview carried texts only);
 * the AI call happens before the transaction opens.
 */
export async function createCampaign(ctx: EngineContext, userId: string, request: CreateCampaignRequest): Promise<CreateCampaignResponse> {
  const businessId = await requireBusinessIdOfUser(ctx.db, userId);
  const business = await loadBusinessBrief(ctx.db, businessId);
  const plan = await ctx.strategist.previewCampaign({ business, campaignName: request.campaignName, monthlyBudget: request.budget });
  const group = plan.adGroups[0];
  const ads = request.previewAdVariants.map((variant, index) => ({
    ...group.ads[index % group.ads.length],
    headlines: variant.headlines,
    descriptions: variant.descriptions,
  }));
  const nowMs = ctx.clock();
  const campaignId = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const platform = await ctx.platforms.openOne(unit.tx, businessId);
    const id = await launchPlannedCampaign(unit, {
      businessId,
      platform,
      plan: { ...plan, name: request.campaignName, monthlyBudget: request.budget, adGroups: [{ ...group, ads }] },
      autoApprove: business.autoApprove,
      nowMs,
      websiteUrl: business.websiteUrl,
    });
    await ctx.platforms.save(unit.tx, new Map([[businessId, platform]]));
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId,
        campaignId: id,
        title: 'Campaign created',
        message: `"${request.campaignName}" launched with ${ads.length} ad variants racing in round 1 and a monthly budget of $${request.budget.toFixed(2)}.`,
        level: 'success',
        eventType: 'automation',
        createdAt: nowMs,
        details: { analysisReasoning: { strategy: plan.theme, hypothesis: plan.description, reasoning: 'Variants compete for 7 days; the best becomes champion.' } },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    return id;
  });
  const campaign = await getCampaign(ctx.db, businessId, campaignId);
  ctx.bus.publish([domainEvent('campaign.updated', businessId, campaign)]);
  return { message: 'Campaign Created', campaign };
}
