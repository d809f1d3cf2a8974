import { createHash } from 'node:crypto';
import type { CreateCampaignRequest, CreateCampaignResponse } from '../../schema/api/campaigns';
import { errors } from '../../schema/errors';
import { formatMoney } from '../../schema/money';
import { loadBusinessSiteAssets } from '../assets/business-site-assets';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { requireBusinessIdOfUser } from '../queries/business-of-user';
import { getCampaign } from '../queries/list-campaigns';
import { enableLaunched } from '../workflows/launch-business';
import { loadBusinessBrief } from './business-brief';
import { launchPlannedCampaign } from './launch-planned-campaign';

/**
 * The request's launch key: the same owner's same campaign (name, budget, variants) has the same key,
 * so a retry after a lost answer or a second click adopts the campaign Google already has instead of
 * creating a twin, and the row's unique (business, launch key) keeps the product from recording two.
 */
function launchKeyOf(businessId: string, request: CreateCampaignRequest): string {
  const text = JSON.stringify([businessId, request.campaignName.trim().toLowerCase(), request.budget, request.previewAdVariants]);
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/**
 * "Confirm & Create": launches the campaign with the variants the owner saw. Keywords and reasoning
 * come from a fresh strategist plan for the same name and budget (the preview carried texts only);
 * the AI call happens before the transaction opens. As the launch after onboarding does, the campaign
 * is created paused under its launch key, recorded, then enabled: a failure anywhere leaves nothing
 * serving that the product does not know, and the retry finishes it (docs/google-ads-live.md).
 */
export async function createCampaign(ctx: EngineContext, userId: string, request: CreateCampaignRequest): Promise<CreateCampaignResponse> {
  const businessId = await requireBusinessIdOfUser(ctx.db, userId);
  const launchKey = launchKeyOf(businessId, request);
  const [recorded] = await ctx.db.query<{ id: string }>('select id from campaigns where business_id = $1 and launch_key = $2', [businessId, launchKey]);
  if (recorded) {
    // Already recorded by an earlier attempt: finish its start if that was lost, and answer with it.
    await enableLaunched(ctx, businessId, [launchKey]);
    return { message: 'Campaign Created', campaign: await getCampaign(ctx.db, businessId, recorded.id) };
  }
  const business = await loadBusinessBrief(ctx.db, businessId);
  // Checked before the AI is asked: one campaign cannot be given more than the whole business spends.
  if (request.budget > business.monthlyBudget) {
    const message = `A campaign's monthly budget cannot exceed the business's monthly budget of ${formatMoney(business.monthlyBudget, business.currencyCode)}`;
    throw errors.validation(message, { budget: message });
  }
  const plan = await ctx.strategist.previewCampaign({ business, campaignName: request.campaignName, monthlyBudget: request.budget });
  // The site's assets, as the preview showed them: read before the transaction, like the AI's plan.
  const assets = await loadBusinessSiteAssets(ctx.db, businessId);
  const group = plan.adGroups[0];
  const ads = request.previewAdVariants.map((variant, index) => ({
    ...group.ads[index % group.ads.length],
    headlines: variant.headlines,
    descriptions: variant.descriptions,
  }));
  const nowMs = ctx.clock();
  const campaignId = await runUnit(ctx.db, ctx.bus, async (unit) => {
    // Opening the platform locks the business row: a concurrent twin of this request waits here, then finds the campaign recorded.
    const platform = await ctx.platforms.openOne(unit.tx, businessId);
    const [twin] = await unit.tx.query<{ id: string }>('select id from campaigns where business_id = $1 and launch_key = $2', [businessId, launchKey]);
    if (twin) return twin.id;
    const id = await launchPlannedCampaign(unit, {
      businessId,
      platform,
      plan: { ...plan, name: request.campaignName, monthlyBudget: request.budget, adGroups: [{ ...group, ads }], assets: assets ?? undefined },
      autoApprove: business.autoApprove,
      nowMs,
      websiteUrl: business.websiteUrl,
      launchKey,
      status: 'paused',
    });
    await ctx.platforms.save(unit.tx, new Map([[businessId, platform]]));
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId,
        campaignId: id,
        title: 'Campaign created',
        message: `"${request.campaignName}" launched with ${ads.length} ad variants racing in round 1 and a monthly budget of ${formatMoney(request.budget, business.currencyCode)}.`,
        level: 'success',
        eventType: 'automation',
        createdAt: nowMs,
        details: { analysisReasoning: { strategy: plan.theme, hypothesis: plan.description, reasoning: 'Variants compete for 7 days; the best becomes champion.' } },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    return id;
  });
  await enableLaunched(ctx, businessId, [launchKey]);
  const campaign = await getCampaign(ctx.db, businessId, campaignId);
  ctx.bus.publish([domainEvent('campaign.updated', businessId, campaign)]);
  return { message: 'Campaign Created', campaign };
}
