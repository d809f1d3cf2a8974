import { z } from 'zod';
import { campaignAssetsSchema } from '../assets';
import { hierarchyAdSchema, hierarchyKeywordSchema } from '../entities';
import { countSchema, idSchema, onOffStatusSchema, percentSchema } from '../fields';

/**
 * An ad group in the outline: its counts and CTR, without its ads and keywords, which the Ad
 * Testing tab loads when the campaign is expanded (GET /api/ad-testing/hierarchy/:id).
 */
export const hierarchyOutlineAdGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: onOffStatusSchema,
  ctr: percentSchema,
  adCount: countSchema,
  keywordCount: countSchema,
});
export type HierarchyOutlineAdGroup = z.infer<typeof hierarchyOutlineAdGroupSchema>;

export const hierarchyOutlineCampaignSchema = z.object({
  id: idSchema,
  name: z.string(),
  theme: z.string(),
  status: onOffStatusSchema,
  adGroups: z.array(hierarchyOutlineAdGroupSchema),
});
export type HierarchyOutlineCampaign = z.infer<typeof hierarchyOutlineCampaignSchema>;

/** GET /api/ad-testing/hierarchy (polled every 5 s): campaigns with their ad groups, counted, without ad copy. */
export const hierarchyResponseSchema = z.array(hierarchyOutlineCampaignSchema);
export type HierarchyResponse = z.infer<typeof hierarchyResponseSchema>;

/** One ad group's ads (copy and figures) and keywords. */
export const campaignAdGroupDetailSchema = z.object({
  id: idSchema,
  ads: z.array(hierarchyAdSchema),
  keywords: z.array(hierarchyKeywordSchema),
});
export type CampaignAdGroupDetail = z.infer<typeof campaignAdGroupDetailSchema>;

/** GET /api/ad-testing/hierarchy/:id: the ads and keywords of one campaign's ad groups, loaded when it is expanded. */
export const campaignAdTestsResponseSchema = z.object({
  campaignId: idSchema,
  adGroups: z.array(campaignAdGroupDetailSchema),
  /** extra: the sitelinks, callouts, snippets, call and location launched with the campaign, with their sources (issue 22); null before assets. */
  assets: campaignAssetsSchema.nullable().optional(),
});
export type CampaignAdTestsResponse = z.infer<typeof campaignAdTestsResponseSchema>;
