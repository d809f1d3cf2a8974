import type { CampaignPreviewRequest, DashboardCampaignPreviewResponse } from '../../schema/api/campaigns';
import { loadBusinessSiteAssets } from '../assets/business-site-assets';
import type { EngineContext } from '../engine-context';
import { requireBusinessIdOfUser } from '../queries/business-of-user';
import { loadBusinessBrief } from './business-brief';

/** "Create New Campaign" step 1: the strategist's theme and ad variants, and the site's assets the campaign will carry; nothing is stored. */
export async function previewCampaign(ctx: EngineContext, userId: string, request: CampaignPreviewRequest): Promise<DashboardCampaignPreviewResponse> {
  const businessId = await requireBusinessIdOfUser(ctx.db, userId);
  const business = await loadBusinessBrief(ctx.db, businessId);
  const [plan, assets] = await Promise.all([
    ctx.strategist.previewCampaign({ business, campaignName: request.campaignName, monthlyBudget: request.budget }),
    loadBusinessSiteAssets(ctx.db, businessId),
  ]);
  return {
    campaignTheme: plan.theme,
    adVariants: plan.adGroups[0].ads.map((ad) => ({ headlines: ad.headlines, descriptions: ad.descriptions })),
    assets,
  };
}
